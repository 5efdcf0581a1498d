/**
 * What the engine's measurement scripts share (measure-products.ts, measure-search.ts and
 * bench/engine-scale.ts): sending a GraphQL query through handle() as the storefront does (GET,
 * `Store` header), timing it into percentiles, and finding the sequential scans in a statement's
 * plan. One copy, so every script times the same way and their numbers compare.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/connect";
import { queryRows } from "../db/bulk";
import { connectDatabase } from "../db/connect";
import { startCommerceEngine, type CommerceEngine } from "../index";
import { createServices } from "../services";
import { prepareDatabase } from "../setup";

/** A query as the storefront sends it: document, store view code, variables. */
export interface MeasuredQuery {
  query: string;
  store: string;
  variables: Record<string, unknown>;
}

export interface Latency {
  p50Ms: number;
  p95Ms: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Milliseconds to two decimals, for JSON output. */
export const round = (ms: number) => Math.round(ms * 100) / 100;

/** Sends the query (GET) through handle() and returns its data; GraphQL errors throw. */
export async function sendQuery<T = Record<string, unknown>>(engine: CommerceEngine, measured: MeasuredQuery): Promise<T> {
  const url = new URL("http://commerce.internal/graphql");
  url.searchParams.set("query", measured.query);
  url.searchParams.set("variables", JSON.stringify(measured.variables));
  const response = await engine.handle(new Request(url, { headers: { Store: measured.store, accept: "application/json" } }));
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** p50 / p95 of `runs` sequential sends, after up to 20 sends of warm-up. */
export async function timeQuery(engine: CommerceEngine, measured: MeasuredQuery, runs: number): Promise<Latency> {
  for (let i = 0; i < Math.min(20, runs); i++) await sendQuery(engine, measured);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await sendQuery(engine, measured);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
}

/** EXPLAIN ANALYZE of a statement: its plan text and which of `tables` it reads with a sequential scan. */
export async function explainScans(db: Database, query: SQL, tables: readonly string[]): Promise<{ plan: string; seqScans: string[] }> {
  const plan = (await queryRows<{ "QUERY PLAN": string }>(db, sql`explain (analyze, costs off, timing off, summary off) ${query}`))
    .map((row) => row["QUERY PLAN"])
    .join("\n");
  const seqScans = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1] as string).filter((table) => tables.includes(table));
  return { plan, seqScans: [...new Set(seqScans)] };
}

interface ListingData {
  products: { total_count: number; aggregations: { attribute_code: string; options: { value: string; count: number }[] }[] };
}

/**
 * The category listing's variables as the storefront sends them (12 per page, sorted by price) and
 * the same filtered by the category's commonest colour, found through the listing's own
 * aggregations. `query` must be a `products(filter, sort, pageSize, currentPage)` listing asking
 * for `total_count` and `aggregations`.
 */
export async function findCategoryFilters(
  engine: CommerceEngine,
  options: { query: string; store: string; urlPath: string },
): Promise<{
  category: { urlPath: string; name: string; products: number; colorFilter: string; colorFiltered: number };
  priceSort: Record<string, unknown>;
  colorFilter: Record<string, unknown>;
}> {
  const lookup = await sendQuery<{ categoryList: { uid: string; name: string }[] }>(engine, {
    query: `query Category($urlPath: String!) { categoryList(filters: { url_path: { eq: $urlPath } }) { uid name } }`,
    store: options.store,
    variables: { urlPath: options.urlPath },
  });
  const category = lookup.categoryList[0];
  if (!category) throw new Error(`no category with url path ${options.urlPath}`);
  const priceSort = { filter: { category_uid: { eq: category.uid } }, sort: { price: "ASC" }, pageSize: 12, currentPage: 1 };
  const first = await sendQuery<ListingData>(engine, { query: options.query, store: options.store, variables: priceSort });
  const colors = first.products.aggregations.find((aggregation) => aggregation.attribute_code === "color")?.options ?? [];
  const color = [...colors].sort((a, b) => b.count - a.count)[0];
  if (!color) throw new Error(`category ${options.urlPath} has no colours to filter by`);
  return {
    category: { urlPath: options.urlPath, name: category.name, products: first.products.total_count, colorFilter: color.value, colorFiltered: color.count },
    priceSort,
    colorFilter: { ...priceSort, filter: { ...priceSort.filter, color: { eq: color.value } } },
  };
}

/**
 * Starts the engine on a catalogue once its in-memory search copy is loaded: searches are answered
 * from it, so timing them earlier would time the SQL listing. The copy's load is timed on a
 * connection of its own first, then the engine's copy (loaded in the background at start) is given
 * that long twice and half a second more.
 */
export async function startWithSearchCopy(target: { dataDir: string; databaseUrl?: string }): Promise<{ engine: CommerceEngine; memoryCopyLoadMs: number }> {
  const probe = await connectDatabase(target);
  let memoryCopyLoadMs: number;
  try {
    await prepareDatabase(probe, { seedDemo: true });
    const started = performance.now();
    await createServices(probe.db).products.warmSearch();
    memoryCopyLoadMs = round(performance.now() - started);
  } finally {
    await probe.close();
  }
  // A line per timed request would land on stdout, which carries the measurement's report (JSON).
  const engine = await startCommerceEngine({ ...target, baseUrl: "/", requestLogLevel: "debug" });
  await new Promise((resolve) => setTimeout(resolve, 2 * memoryCopyLoadMs + 500));
  return { engine, memoryCopyLoadMs };
}
