/**
 * CMS pages as search documents and popup items: the active pages shown in the store view (its own
 * page before a page of all store views with the same identifier, as `cmsPage` picks them), except
 * the 404 page (`no-route`). Title (title), content heading (summary), content (body); the popup
 * links to the identifier, the page's URL.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import { type SearchDocument, type SearchDocumentSource, type SearchItem, type SearchStoreView, stripHtml } from "../catalog-search";

interface PageRow {
  page_id: number;
  identifier: string;
  title: string | null;
  content_heading: string | null;
  content: string | null;
}

/** The pages the store view shows: one per identifier, the store view's own first. */
function pagesOfStore(view: SearchStoreView) {
  return sql`select distinct on (p.identifier) p.page_id, p.identifier, p.title, p.content_heading, p.content
    from cms_page p
    join cms_page_store ps on ps.page_id = p.page_id and ps.store_id in (0, ${view.id})
    where p.is_active and p.identifier <> 'no-route'
    order by p.identifier, ps.store_id desc, p.page_id`;
}

export const pageSearchSource: SearchDocumentSource = {
  entityType: "cms_page",

  async readDocuments(db: Database, view, page): Promise<SearchDocument[]> {
    const rows = await queryRows<PageRow>(
      db,
      sql`select * from (${pagesOfStore(view)}) pg where pg.page_id > ${page.afterId} order by pg.page_id limit ${page.limit}`,
    );
    return rows.map((row) => ({ entityId: row.page_id, fields: { title: row.title, summary: row.content_heading, body: row.content } }));
  },

  async readItems(db: Database, view, ids): Promise<SearchItem[]> {
    if (ids.length === 0) return [];
    const rows = await queryRows<PageRow>(db, sql`select * from (${pagesOfStore(view)}) pg where pg.page_id = any(${sql.param([...ids])}::int[])`);
    return rows.map((row) => ({
      entityId: row.page_id,
      name: row.title ?? "",
      url: row.identifier,
      description: stripHtml(row.content ?? ""),
    }));
  },
};
