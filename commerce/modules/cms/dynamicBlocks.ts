/**
 * Dynamic blocks (Adobe Commerce's magento_banner / magento_banner_content) as Magento's
 * BannerGraphQl lists them for `dynamicBlocks`: enabled blocks only; type SPECIFIED filters by
 * the given uids (none given = every block); CART_PRICE_RULE_RELATED and
 * CATALOG_PRICE_RULE_RELATED join blocks to cart / catalog price rules, which the engine does not
 * have, so they list nothing (what Magento answers for a shop without such rules); `locations`
 * keeps blocks whose `types` name one of them (case-insensitive LIKE, as Magento on MySQL).
 * Content is the store view's own, else the all-store-views content (store 0); a block with
 * neither is not listed. Customer segments do not exist here: every block is for everyone.
 *
 * Paging follows Magento's collection: a page past the last answers the last page.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";

export const dynamicBlockTypes = ["SPECIFIED", "CART_PRICE_RULE_RELATED", "CATALOG_PRICE_RULE_RELATED"] as const;
export type DynamicBlockType = (typeof dynamicBlockTypes)[number];

export interface DynamicBlocksQuery {
  storeId: number;
  type: DynamicBlockType;
  /** Block ids (decoded uids); undefined or empty = all. */
  ids?: readonly number[];
  /** Location names (CONTENT, HEADER, FOOTER, LEFT, RIGHT); undefined = any. */
  locations?: readonly string[];
  pageSize: number;
  currentPage: number;
}

export interface DynamicBlockRecord {
  id: number;
  /** Raw content; the caller renders its directives. */
  content: string;
}

export interface DynamicBlocksPage {
  items: DynamicBlockRecord[];
  totalCount: number;
  pageSize: number;
  currentPage: number;
  totalPages: number;
}

export async function findDynamicBlocks(db: Database, query: DynamicBlocksQuery): Promise<DynamicBlocksPage> {
  const empty = { items: [], totalCount: 0, pageSize: query.pageSize, currentPage: 1, totalPages: 0 };
  if (query.type !== "SPECIFIED") return empty;

  const where: SQL[] = [sql`b.is_enabled`];
  if (query.ids && query.ids.length) where.push(sql`b.banner_id = any(${sql.param([...query.ids])}::int[])`);
  if (query.locations) {
    const patterns = query.locations.map((location) => `%${location.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    where.push(patterns.length ? sql`b.types ilike any(${sql.param(patterns)}::text[])` : sql`false`);
  }
  const from = sql`magento_banner b
    join lateral (select c.banner_content from magento_banner_content c
      where c.banner_id = b.banner_id and c.store_id = any(${sql.param([0, query.storeId])}::int[])
      order by c.store_id desc limit 1) content on true
    where ${sql.join(where, sql` and `)}`;

  const [counted] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${from}`);
  const totalCount = counted?.n ?? 0;
  if (totalCount === 0) return empty;
  const totalPages = Math.ceil(totalCount / query.pageSize);
  const currentPage = Math.min(query.currentPage, totalPages);
  const rows = await queryRows<{ id: number; content: string | null }>(
    db,
    sql`select b.banner_id as id, content.banner_content as content from ${from}
      order by b.banner_id limit ${query.pageSize} offset ${(currentPage - 1) * query.pageSize}`,
  );
  return { items: rows.map((row) => ({ id: row.id, content: row.content ?? "" })), totalCount, pageSize: query.pageSize, currentPage, totalPages };
}
