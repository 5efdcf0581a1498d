/**
 * Measures search through the engine's handle(), as the storefront sends it (GET):
 *
 *   node --import tsx commerce/cli/measure-search.ts [--data-dir .data | .data/large | memory://]
 *     [--database-url postgres://…] [--runs 200] [--explain]
 *
 * Queries: `products(search:)` as the results page asks it (12 tiles, aggregations, Best Match) for
 * a common English word, a Thai word (store view th), a word with a typo, and the common word with
 * a colour filter; `xsearchProducts` as the popup asks it (the group's limit, tiles without
 * aggregations) and the whole popup (products, categories, pages, blog posts, popular searches).
 * Prints JSON `{ products, queries: { name: { totalCount, p50Ms, p95Ms } }, seqScans }`; `seqScans`
 * lists the catalogue and search tables read sequentially (EXPLAIN ANALYZE) by the statements every
 * search runs (`search`: vocabulary, posting lists) and by the SQL listing used until the in-memory
 * copy is loaded (`sqlFallback`); `--explain` prints the plans.
 */
import { parseArgs } from "node:util";
import type { SQL } from "drizzle-orm";
import { connectDatabase } from "../db/connect";
import type { CommerceEngine } from "../index";
import { analyzeSearchText, postingsQuery, resolveSearch, searchLanguage, vocabularyQuery } from "../modules/catalog-search";
import type { ProductSearchArgs } from "../modules/catalog";
import { createServices } from "../services";
import { prepareDatabase } from "../setup";
import { explainScans, sendQuery, startWithSearchCopy, timeQuery, type MeasuredQuery } from "./measurement";

const TILE = `__typename uid sku name url_key url_suffix stock_status
  small_image { url label }
  price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } } }`;

const RESULTS_PAGE = `query SearchResults($search: String!, $filter: ProductAttributeFilterInput, $pageSize: Int!, $currentPage: Int!) {
  products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info { current_page page_size total_pages }
    items { ${TILE} }
    aggregations { attribute_code label count position options { label value count } }
    sort_fields { default options { label value } }
  }
}`;

const POPUP_PRODUCTS = `query PopupProducts($search: String!) {
  xsearchProducts(search: $search) { code total_count items { ${TILE} } }
}`;

const POPUP = `query Popup($search: String!) {
  xsearchProducts(search: $search) { code total_count items { ${TILE} } }
  xsearchCategories(search: $search) { code total_count items { name url description } }
  xsearchPages(search: $search) { code total_count items { name url description } }
  xsearchBlogs(search: $search) { code total_count items { name url description } }
  xsearchPopularSearches(search: $search) { code total_count items { name num_results } }
}`;

/** Tables whose sequential scan would make a search grow with the catalogue. */
const SCANNED_TABLES = [
  "catalog_product_entity",
  "catalog_product_attribute",
  "catalog_product_entity_int",
  "catalog_category_product",
  "catalog_product_super_link",
  "cataloginventory_stock_status",
  "catalog_product_index_price",
  "catalog_category_product_index",
  "catalog_product_index_eav",
  "search_posting",
  "search_term",
  "search_term_deletion",
];

interface Measured extends MeasuredQuery {
  /** Listing arguments behind it, for EXPLAIN. */
  args?: ProductSearchArgs;
}

async function latency(engine: CommerceEngine, measured: Measured, runs: number): Promise<{ totalCount: number; p50Ms: number; p95Ms: number }> {
  const first = await sendQuery<Record<string, { total_count: number }>>(engine, measured);
  const totalCount = (first["products"] ?? first["xsearchProducts"])?.total_count ?? 0;
  return { totalCount, ...(await timeQuery(engine, measured, runs)) };
}

/**
 * EXPLAIN ANALYZE of the statements behind the searches: the vocabulary lookup and the posting
 * lists (what every search runs), and the SQL listing that answers until the in-memory copy is
 * loaded (productListing.ts). Returns the tables each reads with a sequential scan.
 */
async function explainSearches(
  target: { dataDir: string; databaseUrl?: string },
  list: [string, Measured][],
  print: boolean,
): Promise<{ search: string[]; sqlFallback: string[] }> {
  const connection = await connectDatabase(target);
  try {
    await prepareDatabase(connection, { seedDemo: true });
    const services = createServices(connection.db);
    const found = { search: new Set<string>(), sqlFallback: new Set<string>() };
    const explain = async (name: string, query: SQL, into: Set<string>) => {
      const { plan, seqScans } = await explainScans(connection.db, query, SCANNED_TABLES);
      for (const table of seqScans) into.add(`${name}: ${table}`);
      if (print) console.info(`-- ${name}\n${plan}\n`);
    };
    for (const [name, measured] of list) {
      const view = await services.stores.findByCode(measured.store);
      if (!view) throw new Error(`no store view ${measured.store}`);
      const text = String(measured.variables["search"]);
      const language = searchLanguage((await services.config.getValue("general/locale/code", { storeId: view.id, websiteId: view.websiteId })) ?? "en_US");
      const vocabulary = vocabularyQuery(analyzeSearchText(text, language));
      if (vocabulary) await explain(`${name}/vocabulary`, vocabulary, found.search);
      const resolved = await resolveSearch(connection.db, text, language);
      if (resolved) await explain(`${name}/postings`, postingsQuery(resolved, { storeId: view.id, entityType: "product" }), found.search);
      if (!measured.args) continue;
      for (const statement of await services.products.listingStatements(view, measured.args)) {
        await explain(`${name}/${statement.name}`, statement.query, found.sqlFallback);
      }
    }
    return { search: [...found.search], sqlFallback: [...found.sqlFallback] };
  } finally {
    await connection.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      "data-dir": { type: "string", default: ".data" },
      "database-url": { type: "string" },
      runs: { type: "string", default: "200" },
      explain: { type: "boolean", default: false },
    },
  });
  const dataDir = values["data-dir"] as string;
  const databaseUrl = values["database-url"];
  const runs = Number(values.runs);
  const page = { pageSize: 12, currentPage: 1 };
  const results = (store: string, search: string, filter?: Record<string, unknown>): Measured => ({
    query: RESULTS_PAGE,
    store,
    variables: { search, ...page, ...(filter ? { filter } : {}) },
    args: { search, ...page, ...(filter ? { filter } : {}) } as ProductSearchArgs,
  });
  const indigo = "49";
  const list: [string, Measured][] = [
    ["commonWord", results("en", "cotton")],
    ["thaiWord", results("th", "ฝ้าย")],
    ["typo", results("en", "celadn")],
    ["withFilter", results("en", "cotton", { color: { eq: indigo } })],
    ["xsearchProducts", { query: POPUP_PRODUCTS, store: "en", variables: { search: "celadon" } }],
    ["xsearchProductsThai", { query: POPUP_PRODUCTS, store: "th", variables: { search: "เสื้อยืด" } }],
    ["popupAllGroups", { query: POPUP, store: "en", variables: { search: "indigo" } }],
  ];

  const result: Record<string, unknown> = {};
  const { engine, memoryCopyLoadMs } = await startWithSearchCopy({ dataDir, databaseUrl });
  result["memoryCopyLoadMs"] = memoryCopyLoadMs;
  try {
    const catalogue = await sendQuery<Record<string, { total_count: number }>>(engine, { query: `{ products(filter: {}, pageSize: 1) { total_count } }`, store: "en", variables: {} });
    result["products"] = catalogue["products"]?.total_count;
    const queries: Record<string, unknown> = {};
    for (const [name, measured] of list) queries[name] = await latency(engine, measured, runs);
    result["queries"] = queries;
  } finally {
    await engine.close();
  }
  result["seqScans"] = await explainSearches({ dataDir, databaseUrl }, list, values.explain === true);
  console.info(JSON.stringify(result, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
