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
import { connectDatabase } from "../db/connect";
import { startCommerceEngine } from "../index";
import type { ProductSearchArgs } from "../modules/catalog";
import { createServices } from "../services";
import { prepareDatabase } from "../setup";
import { explainScans, findCategoryFilters, sendQuery, timeQuery } from "./measurement";

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
        const { plan, seqScans } = await explainScans(connection.db, statement.query, PRODUCT_TABLES);
        for (const table of seqScans) scanned.add(table);
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
    const found = await findCategoryFilters(engine, { query: LISTING, store, urlPath: values.category as string });
    argsList = [
      { name: "categoryPriceSort", args: found.priceSort as ProductSearchArgs },
      { name: "categoryColorFilter", args: found.colorFilter as ProductSearchArgs },
    ];
    const catalogue = await sendQuery<{ products: { total_count: number } }>(engine, { query: LISTING, store, variables: { filter: {}, pageSize: 1, currentPage: 1 } });
    result = {
      products: catalogue.products.total_count,
      category: found.category,
      queries: {
        categoryPriceSort: await timeQuery(engine, { query: LISTING, store, variables: found.priceSort }, runs),
        categoryColorFilter: await timeQuery(engine, { query: LISTING, store, variables: found.colorFilter }, runs),
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
