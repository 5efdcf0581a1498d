/**
 * Settings and attribute labels read through the caller's connection. Inside `withCart` the cart
 * code runs on a transaction, and on PGlite (one connection) any query on the engine's shared
 * `db` (the cached config reader, the attribute registry) would wait for that very transaction to
 * end: so everything the totals need is read here, through the `db` handed in.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import { dateInTimezone } from "../catalog/indexer";
import type { StoreView } from "../store/storeRegistry";

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

export interface OptionLabel {
  attributeLabel: string;
  valueLabel: string;
}

/**
 * Labels of configurable choices in a store view: attribute id → its label, option id → its label
 * (store label, else the admin one), as the product pages show them.
 */
export async function readOptionLabels(
  db: Database,
  storeId: number,
  attributeIds: readonly number[],
  optionIds: readonly number[],
): Promise<{ attributes: Map<number, string>; options: Map<number, string> }> {
  const attributes = new Map<number, string>();
  const options = new Map<number, string>();
  if (attributeIds.length) {
    const rows = await queryRows<{ id: number; label: string }>(
      db,
      sql`select a.attribute_id as id, coalesce(l.value, a.frontend_label, a.attribute_code) as label
        from eav_attribute a
        left join eav_attribute_label l on l.attribute_id = a.attribute_id and l.store_id = ${storeId}
        where a.attribute_id = any(${sql.param([...attributeIds])}::int[])`,
    );
    for (const row of rows) attributes.set(row.id, row.label);
  }
  if (optionIds.length) {
    const rows = await queryRows<{ id: number; label: string }>(
      db,
      sql`select o.option_id as id, coalesce(s.value, d.value, o.option_id::text) as label
        from eav_attribute_option o
        left join eav_attribute_option_value s on s.option_id = o.option_id and s.store_id = ${storeId}
        left join eav_attribute_option_value d on d.option_id = o.option_id and d.store_id = 0
        where o.option_id = any(${sql.param([...optionIds])}::int[])`,
    );
    for (const row of rows) options.set(row.id, row.label);
  }
  return { attributes, options };
}

/** Today ("YYYY-MM-DD") in the shop's timezone, for coupon and gift card dates. */
export async function shopDate(db: Database, store: StoreView, now = new Date()): Promise<string> {
  const timezone = (await readSettings(db, store, ["general/locale/timezone"])).get("general/locale/timezone");
  return dateInTimezone(now, timezone ?? "UTC");
}
