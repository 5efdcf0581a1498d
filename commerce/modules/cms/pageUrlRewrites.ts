/**
 * CMS page URL rewrites, as Magento's CmsUrlRewrite generates them: one row per page and store view
 * the page is shown in (store 0 = every store view), request path = the page's identifier (no
 * suffix: "about-us"), target path "cms/page/view/page_id/<id>", entity type "cms-page". Inactive
 * pages keep their row (as in Magento); `route` answers null for them. A page whose identifier
 * changes keeps its old URL as a 301, as categories and products do. Code that writes pages
 * (identifier, store views) must call regenerateCmsPageUrlRewrites() in the same transaction.
 */
import type { Database } from "../../db/connect";
import { cmsPageTargetPath, type RegenerateOptions, type RegenerateResult, regenerateRewrites, type RewriteSource } from "../url-rewrite";
import { listPageIdentifiers } from "./pages";

export async function regenerateCmsPageUrlRewrites(db: Database, options: RegenerateOptions = {}): Promise<RegenerateResult> {
  return regenerateRewrites(db, cmsPageRewriteSource, options);
}

const cmsPageRewriteSource: RewriteSource = {
  entityType: "cms-page",
  targetPathOf: cmsPageTargetPath,
  async desiredPaths(tx, view) {
    const desired = new Map<number, string>();
    for (const page of await listPageIdentifiers(tx, view.storeId)) desired.set(page.id, page.identifier);
    return desired;
  },
};
