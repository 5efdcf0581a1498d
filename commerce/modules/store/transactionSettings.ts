/**
 * Settings read through the caller's connection. Inside a cart write the code runs on a
 * transaction, and on PGlite (one connection) any query on the engine's shared `db` (the cached
 * config reader, the attribute registry) would wait for that very transaction to end: so what a
 * transaction needs of the settings is read here, through the `db` handed in.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/bulk";
import type { Database } from "../../db/connect";
import { dateInTimezone } from "../../lib/dates";
import type { StoreView } from "./storeRegistry";

/** Values of `paths` for a store view (store view, then website, then default scope). */
export async function readSettings(db: Database, store: StoreView, paths: readonly string[]): Promise<Map<string, string | null>> {
  const rows = await queryRows<{ scope: string; path: string; value: string | null }>(
    db,
    sql`select scope, path, value from core_config_data
      where path = any(${sql.param([...paths])}::text[])
        and ((scope = 'default') or (scope = 'websites' and scope_id = ${store.websiteId}) or (scope = 'stores' and scope_id = ${store.id}))`,
  );
  const rank = (scope: string) => (scope === "stores" ? 3 : scope === "websites" ? 2 : 1);
  const best = new Map<string, { rank: number; value: string | null }>();
  for (const row of rows) {
    const current = best.get(row.path);
    if (!current || rank(row.scope) > current.rank) best.set(row.path, { rank: rank(row.scope), value: row.value });
  }
  return new Map(paths.map((path) => [path, best.get(path)?.value ?? null]));
}

/** Today ("YYYY-MM-DD") in the shop's timezone, for coupon and gift card dates. */
export async function shopDate(db: Database, store: StoreView, now = new Date()): Promise<string> {
  const timezone = (await readSettings(db, store, ["general/locale/timezone"])).get("general/locale/timezone");
  return dateInTimezone(now, timezone ?? "UTC");
}
