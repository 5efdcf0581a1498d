/**
 * The database the shop uses (DATABASE_URL, else PGlite under DATA_DIR, default .data/), migrated
 * (or, when brand-new and the command asks, set up as `npm start` would), for the shop owner's
 * commands. PGlite is one process's database: with it, stop `npm start` first (or use the HTTP
 * API); PostgreSQL may be used while the shop runs.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "../db/bulk";
import { connectDatabase, type Database, type DatabaseConnection } from "../db/connect";
import { engineOptionsFromEnv } from "../env";
import { prepareDatabase } from "../setup";

export interface ShopDatabaseOptions {
  /**
   * Set a brand-new database up as `npm start` would (system data and the demo shop) instead of only
   * migrating it. A database set up before is only migrated: it never gets demo data it was set up without.
   */
  setUpNew?: boolean;
  /** What the owner may do instead while a shop holds the PGlite database, ending the refusal. */
  whileShopRuns?: string;
}

const RUN_AGAIN = "then run this command again (on PostgreSQL, DATABASE_URL, it works while the shop runs)";

export async function openShopDatabase(options: ShopDatabaseOptions = {}): Promise<DatabaseConnection> {
  const engine = engineOptionsFromEnv();
  if (!engine.databaseUrl) await refuseWhileShopRuns(options.whileShopRuns ?? RUN_AGAIN);
  const connection = await connectDatabase({ databaseUrl: engine.databaseUrl, dataDir: engine.dataDir ?? ".data" });
  try {
    if (options.setUpNew && (await isBrandNew(connection.db))) await prepareDatabase(connection, { seedDemo: true });
    else await connection.withStartupLock(() => connection.migrate());
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
  return connection;
}

/** Runs a command's work on the shop's database, printing a failure as one line and exit code 1. */
export function runWithShopDatabase(work: (connection: DatabaseConnection, args: string[]) => Promise<void>, options: ShopDatabaseOptions = {}): void {
  const run = async () => {
    const connection = await openShopDatabase(options);
    try {
      await work(connection, process.argv.slice(2));
    } finally {
      await connection.close();
    }
  };
  run().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

/** No data patch has ever been applied (no bookkeeping table yet, or an empty one): what `npm start` would seed. */
async function isBrandNew(db: Database): Promise<boolean> {
  const [table] = await queryRows<{ name: string | null }>(db, sql`select to_regclass('engine_data_patch')::text as name`);
  if (!table?.name) return true;
  const [applied] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from engine_data_patch`);
  return (applied?.count ?? 0) === 0;
}

/**
 * Two processes on one PGlite folder can corrupt it, and PGlite leaves no lock to see: refuse when a
 * shop (`npm start`, default port 3000) or the engine service (`npm run engine`, 4000) answers its
 * health check on this machine (PORT when set).
 */
async function refuseWhileShopRuns(instead: string): Promise<void> {
  const ports = process.env["PORT"] ? [process.env["PORT"]] : ["3000", "4000"];
  for (const port of ports) {
    const running = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(500) }).then(
      (response) => response.ok,
      () => false,
    );
    if (running) {
      throw new Error(
        `A shop answers on port ${port}, and its PGlite database is one process's alone: stop it first, ${instead}.`,
      );
    }
  }
}
