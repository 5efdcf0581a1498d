import { publicCacheOf } from "~/lib/cache.server";
import { magentoClient } from "~/lib/magento/client-for.server";
import type { TypedDocument } from "~/lib/magento/client.server";
import type { Shop } from "~/lib/shop/shop.server";

/**
 * A catalogue query that is the same for every shopper (no customer token is sent), answered from
 * the shared public cache: fresh for a minute, then served stale while one refresh runs. Category
 * listings and product pages hit the backend once a minute per URL instead of once per request.
 * Failures are not cached.
 */
export async function publicQuery<TResult, TVariables>(
  shop: Pick<Shop, "storeCode" | "context" | "displayCurrency" | "cacheScope">,
  document: TypedDocument<TResult, TVariables>,
  variables?: TVariables,
): Promise<TResult> {
  // Keyed by the latest purge known: once the engine or Magento purged anything, answers from
  // before are not used again here or on another instance (server/purge-ledger.ts).
  const epoch = shop.context.purgeEpoch ?? 0;
  // Kept apart per display currency: answers with prices differ in each.
  const key = `query:${epoch}:${shop.cacheScope}:${operationName(document)}:${JSON.stringify(variables ?? {})}`;
  const answer = await publicCacheOf(shop.context).get(key, async (): Promise<TaggedAnswer<TResult>> => {
    const tags = new Set<string>();
    const data = await magentoClient({ ...shop.context, cacheTags: tags }, { storeCode: shop.storeCode, currencyCode: shop.displayCurrency ?? undefined }).query(document, variables);
    return { data, tags: [...tags] };
  });
  // The page shows this answer: it carries its tags, whether it came from the backend or the cache.
  const pageTags = shop.context.cacheTags;
  if (pageTags) for (const tag of answer.tags) pageTags.add(tag);
  return answer.data;
}

/** A cached answer with the cache tags the backend gave it. */
interface TaggedAnswer<T> {
  data: T;
  tags: string[];
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
