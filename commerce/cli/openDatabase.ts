/**
 * The database the shop uses (DATABASE_URL, else PGlite under DATA_DIR, default .data/), migrated,
 * for the shop owner's commands. PGlite is one process's database: with it, stop `npm start` first
 * (or use the HTTP API); PostgreSQL may be used while the shop runs.
 */
import { connectDatabase, type DatabaseConnection } from "../db/connect";
import { engineOptionsFromEnv } from "../env";

export async function openShopDatabase(): Promise<DatabaseConnection> {
  const options = engineOptionsFromEnv();
  const connection = await connectDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir ?? ".data" });
  await connection.withStartupLock(() => connection.migrate());
  return connection;
}

/** Runs a command's work on the shop's database, printing a failure as one line and exit code 1. */
export function runWithShopDatabase(work: (connection: DatabaseConnection, args: string[]) => Promise<void>): void {
  const run = async () => {
    const connection = await openShopDatabase();
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
