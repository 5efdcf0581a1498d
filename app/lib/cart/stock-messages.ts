import type { CartLineStockError } from "~/lib/cart/types";
import { MagentoGraphQLError, type MagentoErrorEntry } from "~/lib/magento/errors";

/**
 * Spec §8: three stock messages are not failures of the call. The cart is still there and usable;
 * they are dropped from the errors and the lines they name are marked instead, so the shopper can
 * lower the quantity or remove the line.
 */
const OUT_OF_STOCK_MESSAGES = ["Some of the products are out of stock", "There are no source items with the in stock status"];
const NOT_ENOUGH_MESSAGES = ["The requested qty is not available"];

/** Which kind of stock problem a backend message describes, or null when it is no stock message. */
export function stockErrorKind(message: string | null | undefined): CartLineStockError["kind"] | null {
  if (!message) return null;
  if (OUT_OF_STOCK_MESSAGES.some((part) => message.includes(part))) return "outOfStock";
  if (NOT_ENOUGH_MESSAGES.some((part) => message.includes(part))) return "notEnough";
  return null;
}

/** A stock notice found among the errors, with the index of the cart line its path points at. */
export interface StockNotice {
  kind: CartLineStockError["kind"];
  message: string;
  /** `cart.items[N]` (or `items[N]` under any mutation's `cart`) when the path says so. */
  lineIndex: number | null;
}

/**
 * Splits a GraphQL failure into stock notices (non-fatal) and everything else. When only stock
 * notices remain and the answer still carries data, the call counts as answered.
 */
export function splitStockErrors(errors: readonly MagentoErrorEntry[]): { notices: StockNotice[]; others: MagentoErrorEntry[] } {
  const notices: StockNotice[] = [];
  const others: MagentoErrorEntry[] = [];
  for (const entry of errors) {
    const kind = stockErrorKind(entry.message);
    if (kind) notices.push({ kind, message: entry.message, lineIndex: lineIndexOf(entry.path) });
    else others.push(entry);
  }
  return { notices, others };
}

function lineIndexOf(path: MagentoErrorEntry["path"]): number | null {
  if (!path) return null;
  const at = path.indexOf("items");
  const index = at >= 0 ? path[at + 1] : undefined;
  return typeof index === "number" ? index : null;
}

/**
 * Runs a backend call and lets it succeed when its only errors are the non-fatal stock messages
 * and data came with them; any other error is thrown on unchanged.
 */
export async function toleratingStockErrors<T>(call: () => Promise<T>): Promise<{ data: T; notices: StockNotice[] }> {
  try {
    return { data: await call(), notices: [] };
  } catch (error) {
    if (!(error instanceof MagentoGraphQLError)) throw error;
    const { notices, others } = splitStockErrors(error.errors);
    if (others.length || !notices.length || error.data == null) throw error;
    return { data: error.data as T, notices };
  }
}
