/**
 * A product's own attribute values with their metadata, as PWA Studio's companion module
 * (magento2-pwa: CatalogGraphQlAux's CustomAttributes, EavGraphQlAux's AttributeMetadata and
 * AttributeOptions) answers `ProductInterface.custom_attributes`: the user-defined attributes the
 * product has a value for, ordered by position then label, each with the chosen option(s) of a
 * select or the entered value of another input, and where the storefront uses the attribute.
 *
 * The engine keeps values of select attributes only (catalog_product_entity_int: Magento's `color`,
 * user-defined in Magento's catalog setup, and the shop's own such as `size`), so every value is an
 * option and no attribute is a system one. A configurable's own row carries no value of the
 * attributes its variants differ in, as in Magento: the variants answer them.
 */
import { encodeUid } from "../../lib/uid";
import { attributeLabel, optionLabel, type AttributeCatalog, type AttributeOption, type ProductAttribute } from "./attributes";

/** Entity type code of products, the first part of attribute and option uids ("catalog_product/color"). */
export const PRODUCT_ENTITY_TYPE = "catalog_product";

/** Where the storefront uses an attribute (the module's CustomAttributesListsEnum, from catalog_eav_attribute's flags). */
export type AttributeUse = "PRODUCT_DETAILS_PAGE" | "PRODUCTS_LISTING" | "PRODUCTS_COMPARE" | "PRODUCT_SORT" | "PRODUCT_FILTER" | "PRODUCT_SEARCH_RESULTS_FILTER" | "ADVANCED_CATALOG_SEARCH";

/** Inputs whose values are options (the module's selectable types). */
const SELECTABLE_INPUTS = new Set(["select", "multiselect", "boolean"]);

export interface CustomAttributeValue {
  attribute: ProductAttribute;
  /** The chosen options of a selectable input; empty for another input. */
  selected: AttributeOption[];
  /** The stored value of an input that is not selectable; null for a selectable one. */
  entered: string | null;
}

/** The product's attribute values (attribute id → option id), ordered by position, then label in the store view. */
export function productCustomAttributes(values: ReadonlyMap<number, number>, catalog: AttributeCatalog, storeId: number): CustomAttributeValue[] {
  const items: CustomAttributeValue[] = [];
  for (const [attributeId, value] of values) {
    const attribute = catalog.byId.get(attributeId);
    if (!attribute) continue;
    if (SELECTABLE_INPUTS.has(attribute.frontendInput)) {
      const option = catalog.options.get(value);
      items.push({ attribute, selected: option && option.attributeId === attribute.id ? [option] : [], entered: null });
    } else {
      items.push({ attribute, selected: [], entered: String(value) });
    }
  }
  return items.sort((a, b) => a.attribute.position - b.attribute.position || attributeLabel(a.attribute, storeId).localeCompare(attributeLabel(b.attribute, storeId)));
}

/** Whether an input's values are options (UiAttributeTypeSelect and its kin answer `attribute_options`). */
export function isSelectableInput(frontendInput: string): boolean {
  return SELECTABLE_INPUTS.has(frontendInput);
}

/**
 * Where the storefront uses the attribute, from its flags in the module's order. The engine keeps
 * no product-listing, comparison or advanced-search flags (it has none of those features), so those
 * uses are never listed.
 */
export function attributeUses(attribute: ProductAttribute): AttributeUse[] {
  const uses: [AttributeUse, boolean][] = [
    ["PRODUCT_DETAILS_PAGE", attribute.isVisibleOnFront],
    ["PRODUCT_SORT", attribute.usedForSortBy],
    ["PRODUCT_FILTER", attribute.isFilterable > 0],
    ["PRODUCT_SEARCH_RESULTS_FILTER", attribute.isFilterableInSearch],
  ];
  return uses.filter(([, used]) => used).map(([use]) => use);
}

/** An option as the module answers it: uid of "catalog_product/<code>/<option id>", the store view's label. */
export function attributeOptionData(attribute: ProductAttribute, option: AttributeOption, storeId: number) {
  return {
    uid: encodeUid(`${PRODUCT_ENTITY_TYPE}/${attribute.code}/${option.id}`),
    value: String(option.id),
    label: optionLabel(option, storeId),
    // The engine keeps no attribute default value, so no option is the default.
    is_default: false,
  };
}
