/**
 * The X-Magento-Cache-Id response header: a hash of what makes a public GraphQL answer differ
 * (store view, currency, customer group), which storefronts send back so caches keep answers
 * for different contexts apart. Guests are customer group 0; a signed-in customer brings their own.
 */
import { createHash } from "node:crypto";

export function computeCacheId(factors: { store: string; currency: string; customerGroup: number }): string {
  return createHash("sha256").update(`STORE|${factors.store}|CURRENCY|${factors.currency}|CUSTOMER_GROUP|${factors.customerGroup}`).digest("hex");
}
