/**
 * The database the shop uses (DATABASE_URL, else PGlite under DATA_DIR, default .data/), migrated,
 * for the shop owner's commands. PGlite is one process's database: with it, stop `npm start` first
 * (or use the HTTP API); PostgreSQL may be used while the shop runs.
 */
import { connectDatabase, type DatabaseConnection } from "../db/connect";
import { engineOptionsFromEnv } from "../env";

export async function openShopDatabase(): Promise<DatabaseConnection> {
  const options = engineOptionsFromEnv();
  if (!options.databaseUrl) await refuseWhileShopRuns();
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

/**
 * Two processes on one PGlite folder can corrupt it, and PGlite leaves no lock to see: refuse when a
 * shop (`npm start`, default port 3000) or the engine service (`npm run engine`, 4000) answers its
 * health check on this machine (PORT when set).
 */
async function refuseWhileShopRuns(): Promise<void> {
  const ports = process.env["PORT"] ? [process.env["PORT"]] : ["3000", "4000"];
  for (const port of ports) {
    const running = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(500) }).then(
      (response) => response.ok,
      () => false,
    );
    if (running) {
      throw new Error(
        `A shop answers on port ${port}, and its PGlite database is one process's alone: stop it first, or moderate over HTTP (docs/engine.md, "Blog comments").`,
      );
    }
  }
}
