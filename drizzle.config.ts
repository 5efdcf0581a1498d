import { defineConfig } from "drizzle-kit";

/**
 * drizzle-kit only generates SQL from the engine's schema here (`npm run engine:generate-migration`);
 * the engine applies the committed migrations itself at start (commerce/db/migrate.ts), on PGlite
 * and on PostgreSQL alike, so no connection settings are needed.
 */
export default defineConfig({
  dialect: "postgresql",
  schema: "./commerce/db/schema/index.ts",
  out: "./commerce/db/migrations",
  strict: true,
  verbose: true,
});
