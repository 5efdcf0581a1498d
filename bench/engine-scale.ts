/**
 * The engine at 100,000 products against the demo shop (issue 21, item 6): the same three pages
 * timed through the engine's handle() on both catalogues, as the storefront asks them, and the
 * ratio large ÷ demo of their medians (budget: ≤ 2).
 *
 *   node --import tsx bench/engine-scale.ts [--products 100000] [--data-dir .data/large]
 *     [--demo-data-dir .data/demo-scale] [--runs 200] [--category clothing] [--search cotton]
 *
 * - categoryColorFilter: a category page filtered by its commonest colour: the listing (6 tiles,
 *   Best Match = position, aggregations) and, at the same time, the facets without the colour
 *   (so the shopper can pick a second one), the two queries the storefront sends.
 * - productByUrlKey: a product page's `route(url:)` query (the storefront's ResolveUrl document)
 *   for a configurable product of that category.
 * - searchBroadWord: the search results page for a word found in about a fifth of the catalogue
 *   (en "cotton"), Best Match, 6 tiles, aggregations.
 *
 * The data dirs are reused when they already hold the products (delete them to start again);
 * otherwise the demo shop is created and the large one generated with `engine:generate`, whose
 * time is reported. Documents and variables come from the storefront's own modules, so this
 * measures what a shopper's page costs the engine. Prints one JSON document on stdout, progress
 * on stderr.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { DEFAULT_PAGE_SIZE, sortInputFor } from "../app/lib/catalog/listing-params";
import { ListingFacetsDocument, ProductListingDocument, ResolveUrlDocument } from "../app/lib/magento/generated/graphql";
import { findCategoryFilters, percentile, round, sendQuery, startWithSearchCopy, type Latency, type MeasuredQuery } from "../commerce/cli/measurement";
import { queryRows } from "../commerce/db/bulk";
import { connectDatabase } from "../commerce/db/connect";
import type { CommerceEngine } from "../commerce/index";

const STORE = "en";
const NAMES = ["categoryColorFilter", "productByUrlKey", "searchBroadWord"] as const;
type PageName = (typeof NAMES)[number];

/** A page: the queries the storefront sends for it at once. */
type Page = MeasuredQuery[];

const log = (message: string) => process.stderr.write(`[engine-scale] ${message}\n`);

async function visibleProducts(dataDir: string): Promise<number> {
  const connection = await connectDatabase({ dataDir });
  try {
    const [row] = await queryRows<{ n: number }>(
      connection.db,
      sql`select case when to_regclass('catalog_product_entity') is null then 0 else (select count(*)::int from catalog_product_entity where visibility > 1) end as n`,
    ).catch(() => [{ n: 0 }]);
    return row?.n ?? 0;
  } finally {
    await connection.close();
  }
}

/** Runs `engine:generate` (as a shopkeeper would) and returns its summary and wall time. */
function generate(products: number, dataDir: string): Promise<{ wallSeconds: number; summary: unknown }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "commerce/cli/generate.ts", "--products", String(products), "--data-dir", dataDir], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`engine:generate exited with ${code}`));
      const json = output.slice(output.indexOf("\n{") + 1);
      resolve({ wallSeconds: Math.round((performance.now() - started) / 100) / 10, summary: JSON.parse(json) as unknown });
    });
  });
}

async function sendPage(engine: CommerceEngine, page: Page): Promise<void> {
  await Promise.all(page.map((query) => sendQuery(engine, query)));
}

/**
 * Times the page on both catalogues in turn (demo, large, demo, large, …), so a machine busy with
 * other work slows both alike and the ratio of their medians holds.
 */
async function timeInTurn(engines: readonly CommerceEngine[], pages: readonly Page[], runs: number): Promise<Latency[]> {
  for (let i = 0; i < Math.min(20, runs); i++) for (const [at, engine] of engines.entries()) await sendPage(engine, pages[at] as Page);
  const times = engines.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (const [at, engine] of engines.entries()) {
      const started = performance.now();
      await sendPage(engine, pages[at] as Page);
      times[at]?.push(performance.now() - started);
    }
  }
  return times.map((list) => {
    list.sort((a, b) => a - b);
    return { p50Ms: round(percentile(list, 50)), p95Ms: round(percentile(list, 95)) };
  });
}

type ListingData = { products: { total_count: number; items: { __typename: string; url_key: string; url_suffix: string | null }[] } };

interface Catalogue {
  engine: CommerceEngine;
  details: { dataDir: string; products: number; category: { name: string; products: number; colorFiltered: number }; searchMatches: number; productUrl: string };
  pages: Record<PageName, Page>;
}

/** Starts the engine on a catalogue and builds its three pages' queries as the storefront sends them. */
async function openCatalogue(dataDir: string, options: { category: string; search: string }): Promise<Catalogue> {
  const { engine } = await startWithSearchCopy({ dataDir });
  try {
    const listing = ProductListingDocument.toString();
    const found = await findCategoryFilters(engine, { query: listing, store: STORE, urlPath: options.category });
    const categoryFilter = (found.colorFilter as { filter: Record<string, unknown> }).filter;
    const { color: _color, ...withoutColour } = categoryFilter;
    const category: Page = [
      { query: listing, store: STORE, variables: { filter: categoryFilter, sort: sortInputFor({ kind: "category", sort: "relevance" }), pageSize: DEFAULT_PAGE_SIZE, currentPage: 1 } },
      { query: ListingFacetsDocument.toString(), store: STORE, variables: { filter: withoutColour } },
    ];
    const search: Page = [
      { query: listing, store: STORE, variables: { search: options.search, filter: {}, sort: sortInputFor({ kind: "search", sort: "relevance" }), pageSize: DEFAULT_PAGE_SIZE, currentPage: 1 } },
    ];
    const categoryPage = await sendQuery<ListingData>(engine, category[0] as MeasuredQuery);
    const product = categoryPage.products.items.find((item) => item.__typename === "ConfigurableProduct") ?? categoryPage.products.items[0];
    if (!product) throw new Error(`no product in ${options.category} to open`);
    const productUrl = `${product.url_key}${product.url_suffix ?? ""}`;
    const productPage: Page = [{ query: ResolveUrlDocument.toString(), store: STORE, variables: { url: productUrl } }];
    const route = await sendQuery<{ route: { __typename: string } | null }>(engine, productPage[0] as MeasuredQuery);
    if (!route.route) throw new Error(`route(url: ${productUrl}) found nothing`);
    const all = await sendQuery<ListingData>(engine, { query: listing, store: STORE, variables: { filter: {}, pageSize: 1, currentPage: 1 } });
    const matches = await sendQuery<ListingData>(engine, search[0] as MeasuredQuery);
    return {
      engine,
      details: {
        dataDir,
        products: all.products.total_count,
        category: { name: found.category.name, products: found.category.products, colorFiltered: found.category.colorFiltered },
        searchMatches: matches.products.total_count,
        productUrl,
      },
      pages: { categoryColorFilter: category, productByUrlKey: productPage, searchBroadWord: search },
    };
  } catch (error) {
    await engine.close();
    throw error;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: "string", default: "100000" },
      "data-dir": { type: "string", default: path.join(".data", "large") },
      "demo-data-dir": { type: "string", default: path.join(".data", "demo-scale") },
      runs: { type: "string", default: "200" },
      category: { type: "string", default: "clothing" },
      search: { type: "string", default: "cotton" },
    },
  });
  const products = Number(values.products);
  const runs = Number(values.runs);
  if (!Number.isInteger(products) || products < 1) throw new Error(`--products must be a positive integer, not ${values.products}`);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${values.runs}`);
  const dataDir = values["data-dir"] as string;
  const demoDataDir = values["demo-data-dir"] as string;
  const options = { category: values.category as string, search: values.search as string };

  let generation: { reused: true; products: number } | { reused: false; wallSeconds: number; summary: unknown };
  const existing = await visibleProducts(dataDir);
  if (existing >= products) {
    log(`${dataDir} holds ${existing} products: reused`);
    generation = { reused: true, products: existing };
  } else {
    log(`generating ${products} products into ${dataDir}`);
    generation = { reused: false, ...(await generate(products, dataDir)) };
  }

  const demo = await openCatalogue(demoDataDir, options);
  try {
    const large = await openCatalogue(dataDir, options);
    try {
      const timed = { demo: {} as Record<PageName, Latency>, large: {} as Record<PageName, Latency> };
      for (const name of NAMES) {
        log(`${name}: ${runs} runs on each catalogue, in turn`);
        const [onDemo, onLarge] = await timeInTurn([demo.engine, large.engine], [demo.pages[name], large.pages[name]], runs);
        timed.demo[name] = onDemo as Latency;
        timed.large[name] = onLarge as Latency;
      }
      const ratios = Object.fromEntries(NAMES.map((name) => [name, Math.round((timed.large[name].p50Ms / timed.demo[name].p50Ms) * 100) / 100]));
      console.info(JSON.stringify({ ...timed, ratios, runs, generation, catalogues: { demo: demo.details, large: large.details } }, null, 2));
    } finally {
      await large.engine.close();
    }
  } finally {
    await demo.engine.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
