/**
 * Magento's internal routes of what a URL rewrite can show (`url_rewrite.target_path` of the
 * canonical rows): the rows' generators write them, link widgets and `route` look them up.
 */

/** A category page. */
export function categoryTargetPath(categoryId: number): string {
  return `catalog/category/view/id/${categoryId}`;
}

/** A product page. */
export function productTargetPath(productId: number): string {
  return `catalog/product/view/id/${productId}`;
}

/** A CMS page. */
export function cmsPageTargetPath(pageId: number): string {
  return `cms/page/view/page_id/${pageId}`;
}
