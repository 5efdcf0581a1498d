/**
 * Categories as search documents and popup items: active categories of the store view's tree
 * (not its root), name (title) and description (body), falling back to the default text. The
 * popup links to `url_path` + `catalog/seo/category_url_suffix`, as the category's URL rewrite.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import { type SearchDocument, type SearchDocumentSource, type SearchItem, type SearchStoreView, stripHtml } from "../catalog-search";

interface CategoryRow {
  entity_id: number;
  name: string | null;
  description: string | null;
  url_path: string | null;
}

/** Active categories under the store view's root category, with their text in the store view. */
function categoriesOfStore(view: SearchStoreView) {
  return sql`select c.entity_id, coalesce(s.name, d.name) as name, coalesce(s.description, d.description) as description,
      coalesce(s.url_path, d.url_path) as url_path
    from catalog_category_entity c
    join store st on st.store_id = ${view.id}
    join store_group g on g.group_id = st.group_id
    left join catalog_category_attribute d on d.entity_id = c.entity_id and d.store_id = 0
    left join catalog_category_attribute s on s.entity_id = c.entity_id and s.store_id = ${view.id}
    where c.is_active and c.path like '%/' || g.root_category_id || '/%'`;
}

export const categorySearchSource: SearchDocumentSource = {
  entityType: "category",

  async readDocuments(db: Database, view, page): Promise<SearchDocument[]> {
    const rows = await queryRows<CategoryRow>(
      db,
      sql`select * from (${categoriesOfStore(view)}) cat where cat.entity_id > ${page.afterId} order by cat.entity_id limit ${page.limit}`,
    );
    return rows.map((row) => ({ entityId: row.entity_id, fields: { title: row.name, body: row.description } }));
  },

  async readItems(db: Database, view, ids): Promise<SearchItem[]> {
    if (ids.length === 0) return [];
    const [rows, suffix] = await Promise.all([
      queryRows<CategoryRow>(db, sql`select * from (${categoriesOfStore(view)}) cat where cat.entity_id = any(${sql.param([...ids])}::int[])`),
      view.setting("catalog/seo/category_url_suffix"),
    ]);
    return rows.map((row) => ({
      entityId: row.entity_id,
      name: row.name ?? "",
      url: `${row.url_path ?? ""}${suffix ?? ""}`,
      description: stripHtml(row.description ?? ""),
    }));
  },
};
