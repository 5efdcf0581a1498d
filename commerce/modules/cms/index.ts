/**
 * CMS content (Magento's Cms, Widget and Banner): pages, blocks, dynamic blocks and the directives
 * and widgets in their content; the pages' URL rewrites and search source.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { findBlocks } from "./blocks";
export { type CmsContentRenderer, createCmsContentRenderer } from "./contentRenderer";
export { type ContentScope, renderDirectives } from "./directives";
export { type DynamicBlockType, dynamicBlockTypes, findDynamicBlocks } from "./dynamicBlocks";
export { type CmsPageRecord, type CmsPageService, createCmsPageService, identifierTaken, insertPage } from "./pages";
export { pageSearchSource } from "./pageSearchSource";
export { regenerateCmsPageUrlRewrites } from "./pageUrlRewrites";
export { decodeConditions } from "./productConditions";
