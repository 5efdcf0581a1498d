/**
 * Migrates (and, into an empty database, seeds the demo shop) the configured database:
 *   node --import tsx commerce/cli/migrate.ts [--no-demo]
 * PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR (default .data/).
 */
import { connectDatabase } from "../db/connect";
import { engineOptionsFromEnv } from "../env";
import { prepareDatabase } from "../setup";

async function main(): Promise<void> {
  const options = engineOptionsFromEnv();
  const seedDemo = !process.argv.includes("--no-demo");
  const started = performance.now();
  const connection = await connectDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir ?? ".data" });
  try {
    const { appliedPatches } = await prepareDatabase(connection, { seedDemo });
    const took = Math.round(performance.now() - started);
    console.info(`[commerce] ${connection.kind} at ${connection.location}: migrations applied; data patches ${appliedPatches.length ? appliedPatches.join(", ") : "already up to date"} (${took} ms)`);
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
