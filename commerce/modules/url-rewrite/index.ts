/**
 * URL rewrites (Magento's UrlRewrite): the table, resolving a URL to what it shows, and
 * regenerating rows from a source. The entities' own rewrites (categories, products, CMS pages) are
 * written by their modules, as Magento's CatalogUrlRewrite and CmsUrlRewrite do.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { type RegenerateOptions, type RegenerateResult, regenerateRewrites, type RewriteSource } from "./regenerate";
export { createUrlResolver, type ResolvedUrl, resolveUrl, type UrlResolver } from "./resolveUrl";
export { planEntityRewrites, type RewritePlan } from "./rewritePlan";
export { categoryTargetPath, cmsPageTargetPath, productTargetPath } from "./targetPaths";
export { findByRequestPaths, findOneByTargetPath, insertRewrites, listForStore, type NewUrlRewrite, type UrlRewriteEntityType, type UrlRewriteRow } from "./urlRewriteRepository";
