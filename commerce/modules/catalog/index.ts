/**
 * The catalogue (Magento's Catalog, CatalogInventory, ConfigurableProduct): categories, products,
 * attributes, listings with layered navigation, the indexes, imports, and the catalogue's URL
 * rewrites and search sources.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { type AttributeCatalog, attributeLabel, type AttributeOption, createAttributeRegistry, optionDefaultLabel, optionLabel, optionSwatch, SWATCH_COLOR, SWATCH_IMAGE, SWATCH_TEXT } from "./attributes";
export { attributeOptionData, attributeUses, type AttributeUse, type CustomAttributeValue, isSelectableInput, PRODUCT_ENTITY_TYPE, productCustomAttributes } from "./customAttributes";
export { breadcrumbIds, type CategoryLoaders, type CategoryService, createCategoryService } from "./categories";
export type { CategoryRecord } from "./categoryRepository";
export { categorySearchSource } from "./categorySearchSource";
export { regenerateCategoryUrlRewrites } from "./categoryUrlRewrites";
export { parseSelectionUids, selectionUid, selectVariant, type VariantChoice } from "./configurableSelection";
export { reindexCatalog, vacuumCatalog } from "./indexer";
export { ATTRIBUTE_IDS, catalogDefaultsPatch } from "./patches";
export { discountBetween } from "./prices";
export type { ProductSearchArgs } from "./productCriteria";
export { importProducts, loadImportState, type ProductImportItem, type ProductImportText } from "./productImport";
export { findChildOptions, findProductsByIds, findSuperAttributes, LINK_RELATED, LINK_UPSELL, mainImage, type MediaEntry, type ProductRecord, type SuperAttribute } from "./productRepository";
export { categoryProductsArgs, createProductService, type ProductLoaders, type ProductSearchResult, type ProductService } from "./products";
export { productSearchSource } from "./productSearchSource";
export { PRODUCT_URL_SUFFIX_PATH, regenerateProductUrlRewrites } from "./productUrlRewrites";
