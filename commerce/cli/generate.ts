/**
 * Builds a large catalogue for measurements, in its own data dir (the demo shop in .data stays
 * untouched):
 *
 *   npm run engine:generate -- --products 100000 [--data-dir .data/large] [--batch 5000] [--reset]
 *   npm run engine:generate -- --products 100000 --database-url postgres://…/scratch
 *
 * The database gets the demo shop (store views, categories, attributes, the demo products), then
 * generated products (commerce/demo/catalog/generated.ts) until it holds `--products` visible
 * products (configurable children do not count), imported in batches of bulk inserts; then the
 * catalogue indexes and product URL rewrites are rebuilt once, and the tables vacuumed and analysed
 * (PGlite runs no autovacuum). Running it again with a larger
 * number adds products; `--reset` deletes the data dir's database first. `--database-url` fills a
 * PostgreSQL database instead (only when given explicitly: DATABASE_URL is never used here).
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { queryRows } from "../db/bulk";
import { connectDatabase } from "../db/connect";
import { toImportItems, type CategoryPositions } from "../demo/catalog/build";
import { generatedBatch } from "../demo/catalog/generated";
import { readCatalogIds } from "../demo/catalog/seed";
import { importProducts, loadImportState, regenerateProductUrlRewrites, reindexCatalog, vacuumCatalog } from "../modules/catalog";
import { prepareDatabase } from "../setup";

const DEMO_DATA_DIR = ".data";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: "string", default: "100000" },
      "data-dir": { type: "string", default: path.join(DEMO_DATA_DIR, "large") },
      batch: { type: "string", default: "5000" },
      reset: { type: "boolean", default: false },
      "database-url": { type: "string" },
    },
  });
  const target = Number(values.products);
  const batchSize = Number(values.batch);
  const dataDir = values["data-dir"] as string;
  if (!Number.isInteger(target) || target < 1) throw new Error(`--products must be a positive integer, not ${values.products}`);
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new Error(`--batch must be a positive integer, not ${values.batch}`);
  const databaseUrl = values["database-url"];
  if (!databaseUrl && path.resolve(dataDir) === path.resolve(DEMO_DATA_DIR)) throw new Error(`refusing to generate into the demo shop's data dir (${DEMO_DATA_DIR}); pass another --data-dir`);
  if (databaseUrl && values.reset) throw new Error("--reset only deletes a PGlite data dir; empty the PostgreSQL database yourself");

  const started = performance.now();
  if (values.reset) await rm(path.resolve(dataDir, "pglite"), { recursive: true, force: true });
  const connection = await connectDatabase({ dataDir, databaseUrl });
  try {
    await prepareDatabase(connection, { seedDemo: true });
    const db = connection.db;
    const [counts] = await queryRows<{ visible: number; generated: number }>(
      db,
      sql`select count(*) filter (where visibility > 1)::int as visible, count(*) filter (where sku like 'GEN-%' and visibility > 1)::int as generated from catalog_product_entity`,
    );
    const existing = counts?.visible ?? 0;
    const toAdd = Math.max(0, target - existing);
    console.info(`[generate] ${connection.location}: ${existing} products, adding ${toAdd}`);

    const ids = await readCatalogIds(db);
    const state = await loadImportState(db);
    const positions: CategoryPositions = new Map(
      (await queryRows<{ id: number; p: number }>(db, sql`select category_id as id, max(position)::int as p from catalog_category_product group by category_id`)).map((row) => [row.id, row.p]),
    );
    const first = counts?.generated ?? 0;
    let importMs = 0;
    for (let from = first; from < first + toAdd; from += batchSize) {
      const to = Math.min(first + toAdd, from + batchSize);
      const batchStarted = performance.now();
      const items = toImportItems(generatedBatch(from, to), ids, positions);
      await db.transaction(async (tx) => {
        await importProducts(tx, items, state);
      });
      importMs += performance.now() - batchStarted;
      console.info(`[generate] ${to - first} / ${toAdd} (${Math.round(importMs / 1000)} s)`);
    }

    let step = performance.now();
    const reindex = await db.transaction((tx) => reindexCatalog(tx, { analyze: false }));
    const reindexMs = performance.now() - step;
    step = performance.now();
    const rewrites = await regenerateProductUrlRewrites(db);
    const rewritesMs = performance.now() - step;
    step = performance.now();
    await vacuumCatalog(db);
    const vacuumMs = performance.now() - step;

    const [totals] = await queryRows<{ products: number; configurables: number; variants: number; rewrites: number; indexed: number }>(
      db,
      sql`select
        (select count(*) from catalog_product_entity where visibility > 1)::int as products,
        (select count(*) from catalog_product_entity where type_id = 'configurable')::int as configurables,
        (select count(*) from catalog_product_entity where visibility = 1)::int as variants,
        (select count(*) from url_rewrite where entity_type = 'product')::int as rewrites,
        (select count(*) from catalog_category_product_index)::int as indexed`,
    );
    const seconds = (ms: number) => Math.round(ms / 100) / 10;
    console.info(
      JSON.stringify(
        {
          dataDir: connection.location,
          ...totals,
          seconds: {
            total: seconds(performance.now() - started),
            import: seconds(importMs),
            reindex: seconds(reindexMs),
            reindexSteps: Object.fromEntries(Object.entries(reindex).map(([key, ms]) => [key, seconds(ms)])),
            urlRewrites: seconds(rewritesMs),
            vacuumAnalyze: seconds(vacuumMs),
          },
          urlRewritesChanged: rewrites,
        },
        null,
        2,
      ),
    );
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
