/**
 * Product URL rewrites, as Magento's CatalogUrlRewrite generates them with its defaults: one row
 * per product visible individually and store view, request path = the store view's url_key + the
 * product URL suffix (`catalog/seo/product_url_suffix`, ".html"), target path
 * "catalog/product/view/id/<id>". (Magento can also generate "category/path/product.html" rows;
 * the engine does not.) A product whose URL key changes keeps its old URL as a 301, as categories
 * do; code that writes url_key or visibility must call regenerateProductUrlRewrites().
 */
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/bulk";
import type { Database } from "../../db/connect";
import { productTargetPath, type RegenerateOptions, type RegenerateResult, regenerateRewrites, type RewriteSource } from "../url-rewrite";

export const PRODUCT_URL_SUFFIX_PATH = "catalog/seo/product_url_suffix";

export async function regenerateProductUrlRewrites(db: Database, options: RegenerateOptions = {}): Promise<RegenerateResult> {
  return regenerateRewrites(db, productRewriteSource, options);
}

const productRewriteSource: RewriteSource = {
  entityType: "product",
  targetPathOf: productTargetPath,
  async desiredPaths(tx, view, config) {
    const suffix = (await config.getValue(PRODUCT_URL_SUFFIX_PATH, { storeId: view.storeId, websiteId: view.websiteId })) ?? "";
    const rows = await queryRows<{ id: number; url_key: string | null }>(
      tx,
      sql`select e.entity_id as id, coalesce(s.url_key, d.url_key) as url_key
        from catalog_product_entity e
        left join catalog_product_attribute d on d.entity_id = e.entity_id and d.store_id = 0
        left join catalog_product_attribute s on s.entity_id = e.entity_id and s.store_id = ${view.storeId}
        where e.visibility > 1
        order by e.entity_id`,
    );
    const desired = new Map<number, string>();
    for (const row of rows) if (row.url_key) desired.set(row.id, `${row.url_key}${suffix}`);
    return desired;
  },
};
