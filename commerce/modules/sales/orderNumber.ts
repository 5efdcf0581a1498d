/**
 * Order numbers in Magento's style: nine digits, the store view's id first and a per-store-view
 * sequence after it (Thai store view 3 → 300000001, 300000002…; English 2 → 200000001). Shoppers
 * can tell the store view from the number, and numbers of one store view count up without gaps
 * from declined payments (a number is only taken inside the transaction that writes the order).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";

const NUMBER_LENGTH = 9;
/** Arbitrary constant naming the order-number advisory lock (second key: the store id). */
const ORDER_NUMBER_LOCK = 7_402_952;

/**
 * The next number for the store view. Holds a transaction-scoped advisory lock per store view, so
 * two orders committing at once never take the same number (also across processes on PostgreSQL).
 */
export async function nextOrderNumber(tx: Database, storeId: number): Promise<string> {
  const prefix = String(storeId);
  const width = NUMBER_LENGTH - prefix.length;
  if (width < 4) throw new Error(`store id ${storeId} leaves no room for an order sequence`);
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_NUMBER_LOCK}, ${storeId})`);
  const low = prefix + "0".repeat(width);
  const high = prefix + "9".repeat(width);
  const [row] = await queryRows<{ last: string | null }>(
    tx,
    sql`select max(increment_id) as last from sales_order where increment_id between ${low} and ${high} and length(increment_id) = ${NUMBER_LENGTH}`,
  );
  const last = row?.last ? Number(row.last.slice(prefix.length)) : 0;
  const next = last + 1;
  if (next >= 10 ** width) throw new Error(`order numbers of store ${storeId} are used up`);
  return prefix + String(next).padStart(width, "0");
}
