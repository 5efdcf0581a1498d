/** The engine's own bookkeeping: which data patches (system data, the demo seed) have run. */
import { pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/** Applied data patches (system data and the demo seed), so each runs exactly once. */
export const engineDataPatch = pgTable("engine_data_patch", {
  patchName: varchar("patch_name", { length: 255 }).primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});
