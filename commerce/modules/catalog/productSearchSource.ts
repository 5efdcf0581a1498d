/**
 * Products as search documents: the store view's name (title), the SKU and a configurable's
 * children's SKUs (code), the short description (summary) and the description (body), each
 * falling back to the default (store 0) text. Enabled products visible somewhere (visibility 2–4);
 * whether a listing shows them (catalogue or search visibility, stock) is the listing's business.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import type { SearchDocument, SearchDocumentSource, SearchStoreView } from "../catalog-search";

/**
 * One page of documents in three plain lookups (the page's ids by primary key, then their texts and
 * their children's SKUs by id), so each read is an index range whatever the planner's statistics
 * say: the catalogue indexer runs right after bulk imports, before ANALYZE.
 */
export async function readProductDocuments(db: Database, view: SearchStoreView, page: { afterId: number; limit: number }): Promise<SearchDocument[]> {
  const products = await queryRows<{ entity_id: number; sku: string }>(
    db,
    sql`select e.entity_id, e.sku from catalog_product_entity e
      where e.entity_id > ${page.afterId} and e.status = 1 and e.visibility > 1
      order by e.entity_id limit ${page.limit}`,
  );
  if (products.length === 0) return [];
  const ids = sql`${sql.param(products.map((product) => product.entity_id))}::int[]`;
  const [texts, children] = await Promise.all([
    queryRows<{ entity_id: number; store_id: number; name: string | null; short_description: string | null; description: string | null }>(
      db,
      sql`select a.entity_id, a.store_id, a.name, a.short_description, a.description from catalog_product_attribute a
        where a.entity_id = any(${ids}) and a.store_id in (0, ${view.id})`,
    ),
    queryRows<{ parent_id: number; sku: string }>(
      db,
      sql`select l.parent_id, c.sku from catalog_product_super_link l join catalog_product_entity c on c.entity_id = l.product_id
        where l.parent_id = any(${ids}) order by c.entity_id`,
    ),
  ]);
  const own = new Map(texts.filter((row) => row.store_id === view.id).map((row) => [row.entity_id, row]));
  const defaults = new Map(texts.filter((row) => row.store_id === 0).map((row) => [row.entity_id, row]));
  const childSkus = new Map<number, string[]>();
  for (const child of children) childSkus.set(child.parent_id, [...(childSkus.get(child.parent_id) ?? []), child.sku]);
  return products.map((product) => {
    const store = own.get(product.entity_id);
    const fallback = defaults.get(product.entity_id);
    return {
      entityId: product.entity_id,
      fields: {
        title: store?.name ?? fallback?.name ?? null,
        code: [product.sku, ...(childSkus.get(product.entity_id) ?? [])].join(" "),
        summary: store?.short_description ?? fallback?.short_description ?? null,
        body: store?.description ?? fallback?.description ?? null,
      },
    };
  });
}

export const productSearchSource: SearchDocumentSource = {
  entityType: "product",
  readDocuments: readProductDocuments,
};
