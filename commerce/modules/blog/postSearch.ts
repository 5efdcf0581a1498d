/**
 * Blog search (the SEARCH listing) through the shop's search index (modules/catalog-search): the
 * posts of the store view whose indexed title, short or full content match every word of the
 * query, with the index's stemming, prefixes, typo tolerance and Thai word splitting. The listing
 * then keeps the ones still visible and orders them as every blog listing, newest first.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/bulk";
import type { Database } from "../../db/connect";
import { matchedDocumentsQuery, resolveSearch, searchLanguage } from "../catalog-search";

export async function searchPostIds(db: Database, storeId: number, locale: string, query: string): Promise<number[]> {
  const search = await resolveSearch(db, query, searchLanguage(locale));
  if (!search) return [];
  const rows = await queryRows<{ entity_id: number }>(db, sql`select m.entity_id from (${matchedDocumentsQuery(search, { storeId, entityType: "blog_post" })}) m`);
  return rows.map((row) => row.entity_id);
}
