/**
 * Takes what an order sells off the stock, in the order's transaction. The update is conditional
 * (never below the minimum quantity), so two carts racing for the last piece cannot both win: the
 * loser's order is refused with the cart's stock message and its transaction rolls back. The
 * listing's salable flag (cataloginventory_stock_status) follows at once for the simple product, so a
 * sold-out variant shows as such without waiting for a reindex.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/bulk";
import type { Database } from "../../db/connect";

export class StockShortageError extends Error {
  override name = "StockShortageError";
}

/**
 * Takes the stock and answers the products that went out of stock, with the configurable products
 * they are variants of: their pages change (Magento's stock cache cleaner purges the same).
 */
export async function takeStock(tx: Database, lines: ReadonlyArray<{ productId: number; qty: number }>): Promise<number[]> {
  const soldOut: number[] = [];
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.qty);
  // Always in product id order, so concurrent orders lock stock rows in the same order (no deadlock).
  for (const [productId, qty] of [...wanted].sort(([a], [b]) => a - b)) {
    const [row] = await queryRows<{ qty: number; min_qty: number }>(tx, sql`
      update cataloginventory_stock_item set qty = qty - ${qty}
      where product_id = ${productId} and manage_stock and is_in_stock and qty - ${qty} >= min_qty
      returning qty::float8 as qty, min_qty::float8 as min_qty`);
    if (!row) {
      const managed = await queryRows(tx, sql`select 1 from cataloginventory_stock_item where product_id = ${productId} and manage_stock`);
      if (managed.length > 0) throw new StockShortageError(`Not enough stock of product ${productId}.`);
      continue;
    }
    await tx.execute(sql`
      update cataloginventory_stock_status
      set qty = ${row.qty}, stock_status = case when ${row.qty} > ${row.min_qty} then 1 else 0 end
      where product_id = ${productId}`);
    if (row.qty <= row.min_qty) soldOut.push(productId);
  }
  if (soldOut.length === 0) return [];
  const parents = await queryRows<{ parent_id: number }>(tx, sql`select distinct parent_id from catalog_product_super_link where product_id in (${sql.join(soldOut.map((id) => sql`${id}`), sql`, `)})`);
  return [...new Set([...soldOut, ...parents.map((parent) => parent.parent_id)])];
}
