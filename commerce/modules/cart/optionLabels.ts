/**
 * Labels of a cart line's configurable choices, read through the caller's connection (a
 * transaction inside a cart write; see store/transactionSettings.ts for why not through the
 * cached attribute registry).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";

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
