/**
 * Category URL rewrites, as Magento's CatalogUrlRewrite generates them: one row per category and
 * store view, request path = the store view's url_path + the category URL suffix
 * (`catalog/seo/category_url_suffix`), target path = "catalog/category/view/id/<id>".
 *
 * `regenerateCategoryUrlRewrites()` brings the rows in line with the categories. When a category's
 * URL changed, its old URL is kept as a 301 to the new one (Magento's "Create Permanent Redirect for
 * old URL", on by default) and older redirects to the old URL are pointed at the new one, so no
 * chain grows. Code that changes a category's url_key / url_path (or moves it) must call it.
 */
import type { Database } from "../../db/connect";
import { categoryTargetPath, planEntityRewrites, type RegenerateOptions, type RegenerateResult, regenerateRewrites, type RewritePlan, type RewriteSource, type UrlRewriteRow } from "../url-rewrite";
import { findUrlPaths } from "./categoryRepository";

export const CATEGORY_URL_SUFFIX_PATH = "catalog/seo/category_url_suffix";

/** Regenerates the category rewrites of the store views, in one transaction. */
export async function regenerateCategoryUrlRewrites(db: Database, options: RegenerateOptions = {}): Promise<RegenerateResult> {
  return regenerateRewrites(db, categoryRewriteSource, options);
}

const categoryRewriteSource: RewriteSource = {
  entityType: "category",
  targetPathOf: categoryTargetPath,
  async desiredPaths(tx, view, config) {
    const desired = new Map<number, string>();
    if (!view.rootCategoryId) return desired;
    const suffix = (await config.getValue(CATEGORY_URL_SUFFIX_PATH, { storeId: view.storeId, websiteId: view.websiteId })) ?? "";
    for (const category of await findUrlPaths(tx, { storeId: view.storeId, rootCategoryId: view.rootCategoryId })) {
      if (category.urlPath) desired.set(category.id, `${category.urlPath}${suffix}`);
    }
    return desired;
  },
};

/**
 * What to change in one store view's category rows so that each category in `desired`
 * (id → request path) has its canonical row. Pure, so the rules are testable on their own.
 */
export function planCategoryRewrites(
  storeId: number,
  existing: readonly UrlRewriteRow[],
  desired: ReadonlyMap<number, string>,
  saveHistory: boolean,
): RewritePlan {
  return planEntityRewrites("category", categoryTargetPath, storeId, existing, desired, saveHistory);
}
