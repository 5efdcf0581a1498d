/** Writes scoped settings (insert or replace), for data patches and future admin endpoints. */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { coreConfigData } from "../../db/schema";
import type { ConfigScope } from "./configReader";

export interface ConfigEntry {
  path: string;
  value: string | null;
  scope?: ConfigScope;
  scopeId?: number;
}

/** Upserts settings; callers holding a ConfigReader should invalidate it afterwards. */
export async function writeConfig(db: Database, entries: readonly ConfigEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(coreConfigData)
    .values(
      entries.map((entry) => ({
        path: entry.path,
        value: entry.value,
        scope: entry.scope ?? "default",
        scopeId: entry.scope && entry.scope !== "default" ? (entry.scopeId ?? 0) : 0,
      })),
    )
    .onConflictDoUpdate({
      target: [coreConfigData.scope, coreConfigData.scopeId, coreConfigData.path],
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}

/** Entries for one store view from a path → value map (handy for per-store-view text). */
export function storeScoped(storeId: number, values: Record<string, string | null>): ConfigEntry[] {
  return Object.entries(values).map(([path, value]) => ({ path, value, scope: "stores", scopeId: storeId }));
}

/** Entries for the default scope from a path → value map. */
export function defaultScoped(values: Record<string, string | null>): ConfigEntry[] {
  return Object.entries(values).map(([path, value]) => ({ path, value }));
}
