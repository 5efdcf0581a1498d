/**
 * The catalogue as the cart sees it: a product's name in the store view, its price today (from
 * the price index, incl. VAT) and its live stock (the stock item, not the listing's index, so a
 * sale elsewhere shows up at once), plus the stock checks of adding and of checking out.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import { findProductsByIds, type ProductRecord } from "../catalog";
import type { LineStockError } from "./types";

/** Messages a shopper may see about stock (the storefront's error catalogue lists them as the cart's non-fatal errors: docs/spec-map.md). */
export const STOCK_MESSAGES = {
  /** A line (or the product being added) has no stock at all. */
  outOfStock: "There are no source items with the in stock status",
  /** More is asked for than there is. */
  qtyNotAvailable: "The requested qty is not available",
  /** The whole cart cannot be ordered because of its lines (placing an order). */
  someOutOfStock: "Some of the products are out of stock.",
} as const;

export interface StockState {
  isInStock: boolean;
  manageStock: boolean;
  qty: number;
  minQty: number;
}

export interface CartProduct {
  record: ProductRecord;
  /** Unit price incl. VAT today (special price applied); null when the product is not priced (disabled). */
  price: number | null;
  stock: StockState;
}

/** Products by id with their live stock (a product without a stock item is not stock-managed). */
export async function loadCartProducts(db: Database, storeId: number, ids: readonly number[]): Promise<Map<number, CartProduct>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [records, stockRows] = await Promise.all([
    findProductsByIds(db, storeId, unique),
    queryRows<{ product_id: number; qty: number; min_qty: number; is_in_stock: boolean; manage_stock: boolean }>(
      db,
      sql`select product_id, qty::float8 as qty, min_qty::float8 as min_qty, is_in_stock, manage_stock
        from cataloginventory_stock_item where product_id = any(${sql.param(unique)}::int[])`,
    ),
  ]);
  const stock = new Map(stockRows.map((row) => [row.product_id, row]));
  const products = new Map<number, CartProduct>();
  for (const [id, record] of records) {
    const item = stock.get(id);
    products.set(id, {
      record,
      price: record.enabled ? (record.prices?.minFinal ?? record.price ?? 0) : null,
      stock: item
        ? { isInStock: item.is_in_stock, manageStock: item.manage_stock, qty: Number(item.qty), minQty: Number(item.min_qty) }
        : { isInStock: true, manageStock: false, qty: 0, minQty: 0 },
    });
  }
  return products;
}

/** How many can be sold (null: no limit, stock is not managed); 0 when out of stock. */
export function salableQty(product: CartProduct): number | null {
  if (!product.record.enabled || !product.stock.isInStock) return 0;
  if (!product.stock.manageStock) return null;
  return Math.max(product.stock.qty - product.stock.minQty, 0);
}

/** The stock problem of wanting `qty` of a product (a missing product counts as out of stock). */
export function stockErrorFor(product: CartProduct | undefined, qty: number): LineStockError | null {
  const salable = product ? salableQty(product) : 0;
  if (salable === 0) return { code: "OUT_OF_STOCK", message: STOCK_MESSAGES.outOfStock };
  if (salable !== null && qty > salable) return { code: "QTY_NOT_AVAILABLE", message: STOCK_MESSAGES.qtyNotAvailable };
  return null;
}
