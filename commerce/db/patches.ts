/**
 * Data patches, as Magento's: named steps that put data (not structure) into the database, each
 * applied once and recorded in engine_data_patch. System data (countries, default settings) and
 * the demo shop are patches, so starting the engine again never duplicates anything.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./connect";
import { engineDataPatch } from "./schema";

export interface DataPatch {
  /** Unique and stable: renaming a patch makes it run again. */
  name: string;
  /** Optional guard, checked before applying; a skipped patch is not recorded and is asked again next start. */
  shouldApply?(db: Database): Promise<boolean>;
  apply(tx: Database): Promise<void>;
}

/**
 * Applies the patches not yet recorded, in order, each in its own transaction. The marker row is
 * inserted first inside that transaction, so a concurrent starter blocks on it and then skips.
 * Returns the names applied now.
 */
export async function applyDataPatches(db: Database, patches: readonly DataPatch[]): Promise<string[]> {
  const applied = new Set(
    (await db.select({ name: engineDataPatch.patchName }).from(engineDataPatch)).map((row) => row.name),
  );
  const appliedNow: string[] = [];
  for (const patch of patches) {
    if (applied.has(patch.name)) continue;
    if (patch.shouldApply && !(await patch.shouldApply(db))) continue;
    const ran = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(engineDataPatch)
        .values({ patchName: patch.name })
        .onConflictDoNothing()
        .returning({ name: engineDataPatch.patchName });
      if (claimed.length === 0) return false;
      await patch.apply(tx);
      return true;
    });
    if (ran) appliedNow.push(patch.name);
  }
  return appliedNow;
}

/**
 * Moves an identity column's sequence past the highest id, after rows were inserted with explicit
 * ids (the demo uses Magento's well-known ids), so later inserts do not collide.
 */
export async function syncIdentitySequence(tx: Database, table: string, column: string): Promise<void> {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
  );
}
