/**
 * Product text matching for `products(search:)` and the `name: { match }` filter: for now a
 * simple case-insensitive substring match of every word against the store view's product name
 * and the SKU (a configurable also matches its children's SKUs), with a small relevance score.
 * Kept apart from the catalogue listing so a real search index can replace it: the listing only
 * needs a condition on a product id and a relevance expression.
 */
import { sql, type SQL } from "drizzle-orm";

export interface TextMatch {
  /** True for the products that match. */
  condition: SQL;
  /** Higher is more relevant (for `sort: { relevance }`). */
  relevance: SQL;
}

export interface TextMatchOptions {
  /** Also match SKUs (the product's and a configurable's children's). Default true. */
  includeSku?: boolean;
}

/** The words of a query: lower-cased, split on white space, LIKE wildcards escaped. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/[\\%_]/g, (char) => `\\${char}`));
}

/** Matching of `text` for the product whose id is `productId`, in a store view; null when the text has no words. */
export function productTextMatch(productId: SQL, storeId: number, text: string, options: TextMatchOptions = {}): TextMatch | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const includeSku = options.includeSku ?? true;
  // Aliases of their own: `productId` names a column of the outer query (e.entity_id, ci.product_id).
  const name = sql`lower(coalesce(
    (select tm_s.name from catalog_product_attribute tm_s where tm_s.entity_id = ${productId} and tm_s.store_id = ${storeId}),
    (select tm_d.name from catalog_product_attribute tm_d where tm_d.entity_id = ${productId} and tm_d.store_id = 0), ''))`;
  const sku = sql`lower((select tm_e.sku from catalog_product_entity tm_e where tm_e.entity_id = ${productId}))`;
  const childSkus = sql`coalesce((select string_agg(lower(tm_c.sku), ' ') from catalog_product_super_link tm_l join catalog_product_entity tm_c on tm_c.entity_id = tm_l.product_id where tm_l.parent_id = ${productId}), '')`;
  const haystack = includeSku ? sql`(${name} || ' ' || ${sku} || ' ' || ${childSkus})` : name;
  const condition = sql.join(
    words.map((word) => sql`${haystack} like ${`%${word}%`}`),
    sql` and `,
  );
  const phrase = words.join(" ");
  const relevance = sql`(case
    when ${name} = ${phrase} then 4
    when ${name} like ${`${phrase}%`} then 3
    when ${name} like ${`%${phrase}%`} then 2
    else 1 end)`;
  return { condition: sql`(${condition})`, relevance };
}
