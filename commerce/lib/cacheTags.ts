/**
 * Magento's cache tag names for what a page shows (Magento\Catalog\Model\Product::CACHE_TAG and its
 * siblings): caches in front (Varnish, the storefront's full-page cache) keep them with each answer
 * and drop the answers of a tag when it is purged.
 */
export const productTag = (id: number) => `cat_p_${id}`;
export const categoryTag = (id: number) => `cat_c_${id}`;
export const cmsPageTag = (id: number) => `cms_p_${id}`;
/** A block by its identifier, as Magento tags blocks it loads by identifier. */
export const cmsBlockTag = (idOrIdentifier: number | string) => `cms_b_${idOrIdentifier}`;
