import { publicCacheOf } from "~/lib/cache.server";
import type { TypedDocument } from "~/lib/magento/client.server";
import type { Shop } from "~/lib/shop/shop.server";

/**
 * A catalogue query that is the same for every shopper (no customer token is sent), answered from
 * the shared public cache: fresh for a minute, then served stale while one refresh runs. Category
 * listings and product pages hit the backend once a minute per URL instead of once per request.
 * Failures are not cached.
 */
export function publicQuery<TResult, TVariables>(
  shop: Pick<Shop, "storeCode" | "guestClient" | "context">,
  document: TypedDocument<TResult, TVariables>,
  variables?: TVariables,
): Promise<TResult> {
  const key = `query:${shop.storeCode}:${operationName(document)}:${JSON.stringify(variables ?? {})}`;
  return publicCacheOf(shop.context).get(key, () => shop.guestClient().query(document, variables));
}

const names = new WeakMap<object, string>();

/** The operation's name (documents are long; the name plus variables identify the answer). */
function operationName(document: { toString(): string }): string {
  const cached = typeof document === "object" ? names.get(document) : undefined;
  if (cached) return cached;
  const text = document.toString();
  const name = /\b(?:query|mutation)\s+(\w+)/.exec(text)?.[1] ?? text;
  if (typeof document === "object") names.set(document, name);
  return name;
}
