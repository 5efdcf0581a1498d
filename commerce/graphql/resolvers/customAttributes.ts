/**
 * magento2-pwa's `ProductInterface.custom_attributes` (CatalogGraphQlAux, EavGraphQlAux): the
 * catalogue module's attribute values of a product in the module's shapes. Uids are the base64 of
 * "catalog_product/<code>" (attributes) and "catalog_product/<code>/<option id>" (options).
 */
import { encodeUid } from "../../lib/uid";
import { attributeLabel, attributeOptionData, attributeUses, isSelectableInput, PRODUCT_ENTITY_TYPE, productCustomAttributes, type CustomAttributeValue } from "../../modules/catalog";
import type { GraphQLContext } from "../context";
import type { ProductParent } from "./products";
import type { ResolverMap } from "./types";

type AttributeData = CustomAttributeValue["attribute"];

/** The UiInputTypeEnum value of an input; the engine's inputs are select, text, textarea and price. */
function uiInputType(frontendInput: string): string {
  return frontendInput.toUpperCase();
}

/** The attribute's metadata (EavGraphQlAux's AttributeMetadata), for its product. */
function attributeMetadata(attribute: AttributeData, ctx: GraphQLContext) {
  const storeId = ctx.store.id;
  return {
    __typename: "ProductAttributeMetadata",
    uid: encodeUid(`${PRODUCT_ENTITY_TYPE}/${attribute.code}`),
    code: attribute.code,
    label: attributeLabel(attribute, storeId),
    // The labels kept per store view (eav_attribute_label), each named by its store view's code.
    attribute_labels: async () => {
      const labels = [...attribute.labels].filter(([labelStoreId]) => labelStoreId !== 0);
      const views = await Promise.all(labels.map(([labelStoreId]) => ctx.services.stores.findById(labelStoreId)));
      return labels.map(([, label], index) => ({ store_code: views[index]?.code ?? null, label }));
    },
    // Option ids are stored as integers (the select's backend type).
    data_type: isSelectableInput(attribute.frontendInput) ? "INT" : attribute.frontendInput === "price" ? "FLOAT" : "STRING",
    sort_order: attribute.position,
    is_system: false,
    entity_type: "PRODUCT",
    ui_input: {
      ui_input_type: uiInputType(attribute.frontendInput),
      // catalog_eav_attribute.is_html_allowed_on_front's default: option labels are plain text.
      is_html_allowed: false,
      attribute_options: isSelectableInput(attribute.frontendInput)
        ? attribute.options.map((option) => ({ __typename: "AttributeOption", ...attributeOptionData(attribute, option, storeId) }))
        : null,
    },
    used_in_components: attributeUses(attribute),
  };
}

const UI_INPUT_TYPES: Record<string, string> = {
  SELECT: "UiAttributeTypeSelect",
  MULTISELECT: "UiAttributeTypeMultiSelect",
  BOOLEAN: "UiAttributeTypeBoolean",
  TEXTAREA: "UiAttributeTypeTextarea",
  TEXTEDITOR: "UiAttributeTypeTextEditor",
};
const uiInputTypeName = (input: { ui_input_type: string }) => UI_INPUT_TYPES[input.ui_input_type] ?? "UiAttributeTypeAny";

export async function customAttributes(product: ProductParent, ctx: GraphQLContext) {
  const catalog = await ctx.services.products.attributes.get();
  return productCustomAttributes(product.attributeValues, catalog, ctx.store.id).map((item) => ({
    // As the module: a select's value is its options, with an empty entered value; another input's the reverse.
    selected_attribute_options: {
      attribute_option: item.entered === null ? item.selected.map((option) => ({ __typename: "AttributeOption", ...attributeOptionData(item.attribute, option, ctx.store.id) })) : null,
    },
    entered_attribute_value: { value: item.entered },
    attribute_metadata: attributeMetadata(item.attribute, ctx),
  }));
}

const byTypename = (value: { __typename: string }) => value.__typename;

export const customAttributesResolvers: ResolverMap = {
  SimpleProduct: { custom_attributes: (product: ProductParent, _args: unknown, ctx: GraphQLContext) => customAttributes(product, ctx) },
  ConfigurableProduct: { custom_attributes: (product: ProductParent, _args: unknown, ctx: GraphQLContext) => customAttributes(product, ctx) },
  AttributeMetadataInterface: { __resolveType: byTypename },
  AttributeOptionInterface: { __resolveType: byTypename },
  UiInputTypeInterface: { __resolveType: uiInputTypeName },
  AttributeOptionsInterface: { __resolveType: uiInputTypeName },
  SelectableInputTypeInterface: { __resolveType: uiInputTypeName },
};
