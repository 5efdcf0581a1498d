/**
 * Measures category listings through the engine's handle(), as the storefront sends them (GET,
 * product tiles + aggregations + paging):
 *
 *   node --import tsx commerce/cli/measure-products.ts [--data-dir .data | .data/large | memory://]
 *     [--database-url postgres://…] [--category clothing] [--runs 200] [--store en] [--explain]
 *
 * Queries: `categoryPriceSort` (the category sorted by price, with aggregations) and
 * `categoryColorFilter` (the same, filtered by the category's most common colour). Prints JSON
 * `{ products, category, queries: { name: { p50Ms, p95Ms } }, seqScans }`; `seqScans` lists the
 * catalogue tables any listing statement reads with a sequential scan (EXPLAIN ANALYZE of the
 * exact SQL behind the queries), and `--explain` prints the plans.
 */
import { parseArgs } from "node:util";
import { sql, type SQL } from "drizzle-orm";
import { queryRows } from "../db/bulk";
import { connectDatabase } from "../db/connect";
import { startCommerceEngine, type CommerceEngine } from "../index";
import type { ProductSearchArgs } from "../modules/catalog";
import { createServices } from "../services";
import { prepareDatabase } from "../setup";

const LISTING = `query ProductListing($filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {
  products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info { current_page page_size total_pages }
    items {
      __typename uid sku name url_key url_suffix stock_status
      small_image { url label }
      short_description { html }
      price_range {
        minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } }
        maximum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } }
      }
      ... on ConfigurableProduct {
        configurable_options { uid attribute_code label position values { uid value_index label swatch_data { __typename value ... on ImageSwatchData { thumbnail } } } }
      }
    }
    aggregations(filter: { category: { includeDirectChildrenOnly: true } }) { attribute_code label count position options { label value count } }
  }
}`;

interface ListingData {
  products: { total_count: number; aggregations: { attribute_code: string; options: { value: string; count: number }[] }[] };
}

/** Catalogue tables whose sequential scan would make a listing grow with the catalogue. */
const PRODUCT_TABLES = [
  "catalog_product_entity",
  "catalog_product_attribute",
  "catalog_product_entity_int",
  "catalog_category_product",
  "catalog_product_super_link",
  "catalog_product_link",
  "catalog_product_entity_media_gallery",
  "cataloginventory_stock_item",
  "cataloginventory_stock_status",
  "catalog_product_index_price",
  "catalog_category_product_index",
  "catalog_product_index_eav",
];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

async function send<T>(engine: CommerceEngine, store: string, variables: Record<string, unknown>): Promise<T> {
  const url = new URL("http://commerce.internal/graphql");
  url.searchParams.set("query", LISTING);
  url.searchParams.set("variables", JSON.stringify(variables));
  const response = await engine.handle(new Request(url, { headers: { Store: store, accept: "application/json" } }));
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function latency(engine: CommerceEngine, store: string, variables: Record<string, unknown>, runs: number): Promise<{ p50Ms: number; p95Ms: number }> {
  for (let i = 0; i < Math.min(20, runs); i++) await send(engine, store, variables);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await send(engine, store, variables);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
}

/** EXPLAIN ANALYZE of every statement behind the listings; returns the tables read by a sequential scan. */
async function explainListings(
  target: { dataDir: string; databaseUrl?: string },
  store: string,
  argsList: { name: string; args: ProductSearchArgs }[],
  print: boolean,
): Promise<string[]> {
  const connection = await connectDatabase(target);
  try {
    await prepareDatabase(connection, { seedDemo: true });
    const services = createServices(connection.db);
    const view = await services.stores.findByCode(store);
    if (!view) throw new Error(`no store view ${store}`);
    const scanned = new Set<string>();
    for (const { name, args } of argsList) {
      for (const statement of await services.products.listingStatements(view, args)) {
        const plan = (await queryRows<{ "QUERY PLAN": string }>(connection.db, sql`explain (analyze, costs off, timing off, summary off) ${statement.query as SQL}`))
          .map((row) => row["QUERY PLAN"])
          .join("\n");
        for (const match of plan.matchAll(/Seq Scan on (\w+)/g)) if (PRODUCT_TABLES.includes(match[1] as string)) scanned.add(match[1] as string);
        if (print) console.info(`-- ${name} / ${statement.name}\n${plan}\n`);
      }
    }
    return [...scanned];
  } finally {
    await connection.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      "data-dir": { type: "string", default: ".data" },
      "database-url": { type: "string" },
      category: { type: "string", default: "clothing" },
      runs: { type: "string", default: "200" },
      store: { type: "string", default: "en" },
      explain: { type: "boolean", default: false },
    },
  });
  const dataDir = values["data-dir"] as string;
  const databaseUrl = values["database-url"];
  const store = values.store as string;
  const runs = Number(values.runs);

  const engine = await startCommerceEngine({ dataDir, databaseUrl, baseUrl: "/" });
  let result: Record<string, unknown>;
  let argsList: { name: string; args: ProductSearchArgs }[];
  try {
    const lookup = await (
      await engine.handle(
        new Request(`http://commerce.internal/graphql?query=${encodeURIComponent(`{ categoryList(filters: { url_path: { eq: ${JSON.stringify(values.category)} } }) { uid name product_count } }`)}`, {
          headers: { Store: store },
        }),
      )
    ).json() as { data?: { categoryList: { uid: string; name: string; product_count: number }[] } };
    const category = lookup.data?.categoryList[0];
    if (!category) throw new Error(`no category with url path ${values.category}`);

    const priceSort = { filter: { category_uid: { eq: category.uid } }, sort: { price: "ASC" }, pageSize: 12, currentPage: 1 };
    const first = await send<ListingData>(engine, store, priceSort);
    const colors = first.products.aggregations.find((aggregation) => aggregation.attribute_code === "color")?.options ?? [];
    const color = [...colors].sort((a, b) => b.count - a.count)[0];
    if (!color) throw new Error(`category ${values.category} has no colours to filter by`);
    const colorFilter = { ...priceSort, filter: { ...priceSort.filter, color: { eq: color.value } } };
    argsList = [
      { name: "categoryPriceSort", args: priceSort as ProductSearchArgs },
      { name: "categoryColorFilter", args: colorFilter as ProductSearchArgs },
    ];

    const catalogue = await send<ListingData>(engine, store, { filter: {}, pageSize: 1, currentPage: 1 });
    result = {
      products: catalogue.products.total_count,
      category: { urlPath: values.category, name: category.name, products: first.products.total_count, colorFilter: color.value, colorFiltered: color.count },
      queries: {
        categoryPriceSort: await latency(engine, store, priceSort, runs),
        categoryColorFilter: await latency(engine, store, colorFilter, runs),
      },
    };
  } finally {
    await engine.close();
  }
  result["seqScans"] = await explainListings({ dataDir, databaseUrl }, store, argsList, values.explain === true);
  console.info(JSON.stringify(result, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
