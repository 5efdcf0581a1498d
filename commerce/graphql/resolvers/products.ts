/**
 * `products` and the product types (SimpleProduct, ConfigurableProduct), mapping the catalogue
 * module's records to Magento's shapes: uids are base64 ids, pictures are media URLs under
 * catalog/product, prices come from the price index in the store's base currency (shown in the
 * request's display currency), descriptions
 * have their {{media}} / {{store}} directives expanded as Magento's output helper does.
 */
import { encodeUid } from "../../lib/uid";
import { type AttributeCatalog, attributeLabel, type AttributeOption, type CategoryRecord, discountBetween, mainImage, type MediaEntry, optionDefaultLabel, optionLabel, optionSwatch, parseSelectionUids, type ProductRecord, type ProductSearchResult, selectionUid, selectVariant, type SuperAttribute, SWATCH_COLOR, SWATCH_IMAGE, type VariantChoice } from "../../modules/catalog";
import { renderDirectives } from "../../modules/cms";
import type { GraphQLContext } from "../context";
import type { ConfigurableProductConfigurable_Product_Options_SelectionArgs, ProductsAggregationsArgs, QueryProductsArgs } from "../generated/schema";
import { SEARCH_WORK } from "../workBudget";
import { money } from "./money";
import type { ResolverMap } from "./types";

/** How `route` reached a product: its redirect code and the URL to show (or redirect to). */
export interface ProductRouting {
  redirectCode: number;
  relativeUrl: string;
}

/** A product as the product types' fields receive it; `route` adds `routing`. */
export type ProductParent = ProductRecord & { routing?: ProductRouting };

type Field<TArgs = unknown> = (product: ProductParent, args: TArgs, ctx: GraphQLContext) => unknown;

/** The GraphQL type of a product record. */
export function productTypeName(product: Pick<ProductRecord, "typeId">): "ConfigurableProduct" | "SimpleProduct" {
  return product.typeId === "configurable" ? "ConfigurableProduct" : "SimpleProduct";
}

const MAIN_IMAGE_ROLES = ["image", "small_image", "thumbnail"];

const productUrlSuffix = async (ctx: GraphQLContext): Promise<string> => (await ctx.setting("catalog/seo/product_url_suffix")) ?? "";

/** Regular and final prices in the display currency, the discount between the converted amounts (Magento's PriceRange and Discount). */
function priceRange(product: ProductRecord, ctx: GraphQLContext) {
  const span = product.prices ?? { minRegular: product.price ?? 0, maxRegular: product.price ?? 0, minFinal: product.price ?? 0, maxFinal: product.price ?? 0 };
  const price = (regular: number, final: number) => {
    const [regularPrice, finalPrice] = [money(ctx, regular), money(ctx, final)];
    const discount = discountBetween(regularPrice.value, finalPrice.value);
    return { regular_price: regularPrice, final_price: finalPrice, discount: { amount_off: discount.amountOff, percent_off: discount.percentOff } };
  };
  return { minimum_price: price(span.minRegular, span.minFinal), maximum_price: price(span.maxRegular, span.maxFinal) };
}

/**
 * The deprecated `price` (Magento's Product\Price resolver with its price providers): the lowest and
 * highest final prices, and the regular price; a configurable's regular price is its
 * ConfigurableRegularPrice amount, the lowest regular price among the salable children of the lowest
 * final price (LowestPriceOptionsProvider). In the display currency; the engine's catalogue prices
 * carry no tax or WEEE adjustments, so `adjustments` is empty.
 */
async function deprecatedPrices(product: ProductRecord, ctx: GraphQLContext) {
  const range = priceRange(product, ctx);
  const price = (amount: { value: number | null; currency: string | null }) => ({ amount, adjustments: [] });
  const regular = product.typeId === "configurable" ? await configurableRegularPrice(product, ctx) : null;
  return {
    minimalPrice: price(range.minimum_price.final_price),
    maximalPrice: price(range.maximum_price.final_price),
    regularPrice: price(regular === null ? range.minimum_price.regular_price : money(ctx, regular)),
  };
}

/** The regular price of a configurable's cheapest salable children (any child when none is salable); null without children. */
async function configurableRegularPrice(product: ProductRecord, ctx: GraphQLContext): Promise<number | null> {
  const { children } = await configuration(product, ctx);
  const salable = children.filter((child) => child.inStock);
  const candidates = (salable.length > 0 ? salable : children).map((child) => ({
    final: child.prices?.minFinal ?? child.price ?? 0,
    regular: child.prices?.minRegular ?? child.price ?? 0,
  }));
  if (candidates.length === 0) return null;
  const lowest = Math.min(...candidates.map((candidate) => candidate.final));
  return Math.min(...candidates.filter((candidate) => candidate.final === lowest).map((candidate) => candidate.regular));
}

async function mediaUrl(ctx: GraphQLContext, file: string): Promise<string> {
  return `${(await ctx.storeUrls()).baseMediaUrl}catalog/product${file.startsWith("/") ? file : `/${file}`}`;
}

async function galleryItem(ctx: GraphQLContext, product: ProductRecord, entry: MediaEntry, main: MediaEntry | null) {
  return {
    __typename: "ProductImage",
    url: await mediaUrl(ctx, entry.file),
    label: entry.label ?? product.name,
    position: entry.position,
    disabled: entry.disabled,
    types: main && main.id === entry.id ? MAIN_IMAGE_ROLES : [],
  };
}

async function roleImage(product: ProductRecord, ctx: GraphQLContext) {
  const main = mainImage((await ctx.productLoaders().gallery.load(product.id)) ?? []);
  if (!main) return { url: null, label: product.name, position: null, disabled: null, types: null };
  return { url: await mediaUrl(ctx, main.file), label: main.label ?? product.name, position: main.position, disabled: main.disabled, types: MAIN_IMAGE_ROLES };
}

async function complexText(ctx: GraphQLContext, html: string | null) {
  if (!html) return { html: "" };
  const urls = await ctx.storeUrls();
  return { html: renderDirectives(html, { mediaBaseUrl: urls.baseMediaUrl, linkBaseUrl: urls.baseLinkUrl }) };
}

async function loadProducts(ctx: GraphQLContext, ids: readonly number[]): Promise<ProductRecord[]> {
  const loader = ctx.productLoaders().byId;
  const records = await Promise.all(ids.map((id) => loader.load(id)));
  return records.filter((record): record is ProductRecord => record !== undefined && record.enabled);
}

async function linked(ctx: GraphQLContext, ids: readonly number[] | undefined): Promise<ProductRecord[]> {
  return loadProducts(ctx, ids ?? []);
}

/** A configurable product's children (enabled), its configurable attributes and the attribute metadata. */
async function configuration(product: ProductRecord, ctx: GraphQLContext): Promise<{ children: ProductRecord[]; superAttributes: SuperAttribute[]; catalog: AttributeCatalog }> {
  const loaders = ctx.productLoaders();
  const [childIds, superAttributes, catalog] = await Promise.all([
    loaders.childIds.load(product.id),
    loaders.superAttributes.load(product.id),
    ctx.services.products.attributes.get(),
  ]);
  return { children: await loadProducts(ctx, childIds ?? []), superAttributes: superAttributes ?? [], catalog };
}

/** The options of `attributeId` the children use (their attribute values given), in the attribute's option order. */
function usedOptions(catalog: AttributeCatalog, attributeId: number, children: readonly ReadonlyMap<number, number>[]): AttributeOption[] {
  const used = new Set(children.map((values) => values.get(attributeId)).filter((id): id is number => id !== undefined));
  return (catalog.byId.get(attributeId)?.options ?? []).filter((option) => used.has(option.id));
}

async function swatchData(ctx: GraphQLContext, option: AttributeOption) {
  const swatch = optionSwatch(option, ctx.store.id);
  if (!swatch || swatch.value === null) return null;
  if (swatch.type === SWATCH_COLOR) return { __typename: "ColorSwatchData", value: swatch.value };
  if (swatch.type === SWATCH_IMAGE) {
    const url = `${(await ctx.storeUrls()).baseMediaUrl}attribute/swatch${swatch.value.startsWith("/") ? swatch.value : `/${swatch.value}`}`;
    return { __typename: "ImageSwatchData", value: url, thumbnail: url };
  }
  return { __typename: "TextSwatchData", value: swatch.value };
}

const productFields: Record<string, Field> = {
  uid: (p) => encodeUid(p.id),
  id: (p) => p.id,
  sku: (p) => p.sku,
  name: (p) => p.name,
  type_id: (p) => p.typeId,
  url_key: (p) => p.urlKey,
  url_suffix: (_p, _a, ctx) => productUrlSuffix(ctx),
  meta_title: (p) => p.metaTitle,
  meta_keyword: (p) => p.metaKeyword,
  meta_description: (p) => p.metaDescription,
  description: (p, _a, ctx) => complexText(ctx, p.description),
  short_description: (p, _a, ctx) => complexText(ctx, p.shortDescription),
  weight: (p) => p.weight,
  special_price: (p) => (p.typeId === "configurable" ? null : p.specialPrice),
  special_to_date: (p) => (p.specialToDate ? `${p.specialToDate} 00:00:00` : null),
  stock_status: (p) => (p.inStock ? "IN_STOCK" : "OUT_OF_STOCK"),
  // Magento's OnlyXLeftInStockResolver: only with a threshold set, and only at or below it.
  only_x_left_in_stock: async (p, _a, ctx) => {
    const threshold = Number((await ctx.setting("cataloginventory/options/stock_threshold_qty")) ?? 0);
    if (!threshold) return null;
    const left = p.qty - p.minQty;
    return p.qty > 0 && left <= threshold ? left : null;
  },
  price_range: (p, _a, ctx) => priceRange(p, ctx),
  price: (p, _a, ctx) => deprecatedPrices(p, ctx),
  rating_summary: () => 0,
  review_count: () => 0,
  color: async (p, _a, ctx) => {
    const color = (await ctx.services.products.attributes.get()).byCode.get("color");
    return color ? (p.attributeValues.get(color.id) ?? null) : null;
  },
  image: (p, _a, ctx) => roleImage(p, ctx),
  small_image: (p, _a, ctx) => roleImage(p, ctx),
  thumbnail: (p, _a, ctx) => roleImage(p, ctx),
  media_gallery: async (p, _a, ctx) => {
    const entries = (await ctx.productLoaders().gallery.load(p.id)) ?? [];
    const main = mainImage(entries);
    return Promise.all(entries.map((entry) => galleryItem(ctx, p, entry, main)));
  },
  // The deprecated entries (Magento's MediaGalleryEntries resolver): stored file paths and labels, the roles of the main image.
  media_gallery_entries: async (p, _a, ctx) => {
    const entries = (await ctx.productLoaders().gallery.load(p.id)) ?? [];
    const main = mainImage(entries);
    return entries.map((entry) => ({
      id: entry.id,
      uid: encodeUid(entry.id),
      media_type: entry.mediaType,
      file: entry.file.startsWith("/") ? entry.file : `/${entry.file}`,
      label: entry.label,
      position: entry.position,
      disabled: entry.disabled,
      types: main && main.id === entry.id ? MAIN_IMAGE_ROLES : [],
      content: null,
      video_content: null,
    }));
  },
  categories: async (p, _a, ctx) => {
    const ids = (await ctx.productLoaders().categoryIds.load(p.id)) ?? [];
    const loader = ctx.categoryLoaders().byId;
    const categories = await Promise.all(ids.map((id) => loader.load(id)));
    const root = ctx.store.rootCategoryId;
    return categories.filter(
      (category): category is CategoryRecord => category !== undefined && category.isActive && category.path.split("/").map(Number).includes(root) && category.id !== root,
    );
  },
  related_products: async (p, _a, ctx) => linked(ctx, await ctx.productLoaders().related.load(p.id)),
  upsell_products: async (p, _a, ctx) => linked(ctx, await ctx.productLoaders().upsell.load(p.id)),
  crosssell_products: async (p, _a, ctx) => linked(ctx, await ctx.productLoaders().crosssell.load(p.id)),
  redirect_code: (p) => p.routing?.redirectCode ?? 0,
  relative_url: async (p, _a, ctx) => {
    if (p.routing) return p.routing.relativeUrl;
    return p.urlKey ? `${p.urlKey}${await productUrlSuffix(ctx)}` : null;
  },
  type: () => "PRODUCT",
};

const configurableFields: Record<string, Field<ConfigurableProductConfigurable_Product_Options_SelectionArgs>> = {
  configurable_options: async (p, _a, ctx) => {
    if (p.typeId !== "configurable") return null;
    const loaders = ctx.productLoaders();
    const [childOptions, superAttributes, catalog] = await Promise.all([
      loaders.childOptions.load(p.id),
      loaders.superAttributes.load(p.id),
      ctx.services.products.attributes.get(),
    ]);
    const childValues = (childOptions ?? []).map((child) => child.values);
    return Promise.all(
      (superAttributes ?? []).map(async (superAttribute) => {
        const attribute = catalog.byId.get(superAttribute.attributeId);
        const options = usedOptions(catalog, superAttribute.attributeId, childValues);
        return {
          id: superAttribute.id,
          uid: encodeUid(`configurable/${superAttribute.attributeId}`),
          attribute_id: String(superAttribute.attributeId),
          attribute_id_v2: superAttribute.attributeId,
          attribute_uid: encodeUid(superAttribute.attributeId),
          attribute_code: attribute?.code ?? null,
          label: attribute ? attributeLabel(attribute, ctx.store.id) : null,
          position: superAttribute.position,
          product_id: p.id,
          use_default: true,
          values: await Promise.all(
            options.map(async (option) => ({
              uid: selectionUid(superAttribute.attributeId, option.id),
              value_index: option.id,
              label: optionLabel(option, ctx.store.id),
              default_label: optionDefaultLabel(option),
              store_label: optionLabel(option, ctx.store.id),
              use_default_value: true,
              swatch_data: await swatchData(ctx, option),
            })),
          ),
        };
      }),
    );
  },

  variants: async (p, _a, ctx) => {
    if (p.typeId !== "configurable") return null;
    const { children, superAttributes, catalog } = await configuration(p, ctx);
    return children.map((child) => ({
      product: child,
      attributes: superAttributes.flatMap((superAttribute) => {
        const optionId = child.attributeValues.get(superAttribute.attributeId);
        const option = optionId === undefined ? undefined : catalog.options.get(optionId);
        if (!option) return [];
        return [
          {
            code: catalog.byId.get(superAttribute.attributeId)?.code ?? null,
            label: optionLabel(option, ctx.store.id),
            value_index: option.id,
            uid: selectionUid(superAttribute.attributeId, option.id),
          },
        ];
      }),
    }));
  },

  configurable_product_options_selection: async (p, args, ctx) => {
    if (p.typeId !== "configurable") return null;
    const { children, superAttributes, catalog } = await configuration(p, ctx);
    const attributeIds = superAttributes.map((superAttribute) => superAttribute.attributeId);
    const choices: VariantChoice[] = children.map((child) => ({
      productId: child.id,
      salable: child.inStock,
      options: new Map(attributeIds.flatMap((id) => (child.attributeValues.has(id) ? [[id, child.attributeValues.get(id) as number] as const] : []))),
    }));
    const chosen = parseSelectionUids(args.configurableOptionValueUids ?? []);
    const selection = selectVariant(choices, chosen);

    const configurableOptions = await Promise.all(
      superAttributes.map(async (superAttribute) => {
        const attribute = catalog.byId.get(superAttribute.attributeId);
        // A value is available when a salable child has it and the values chosen for the other attributes.
        const others = new Map([...chosen].filter(([attributeId]) => attributeId !== superAttribute.attributeId));
        const offered = new Set(selectVariant(choices, others).available.get(superAttribute.attributeId) ?? []);
        return {
          uid: encodeUid(superAttribute.id),
          attribute_code: attribute?.code ?? "",
          label: attribute ? attributeLabel(attribute, ctx.store.id) : "",
          values: await Promise.all(
            usedOptions(catalog, superAttribute.attributeId, children.map((child) => child.attributeValues)).map(async (option) => ({
              uid: selectionUid(superAttribute.attributeId, option.id),
              label: optionLabel(option, ctx.store.id),
              is_available: offered.has(option.id),
              is_use_default: true,
              swatch: await swatchData(ctx, option),
            })),
          ),
        };
      }),
    );

    const gallery = ctx.productLoaders().gallery;
    const seen = new Set<string>();
    const media = [];
    for (const childId of selection.matchingProductIds) {
      const child = children.find((candidate) => candidate.id === childId);
      const entries = (await gallery.load(childId)) ?? [];
      const main = mainImage(entries);
      for (const entry of entries) {
        const key = `${entry.mediaType}_${entry.file}_${entry.position}`;
        if (seen.has(key) || !child) continue;
        seen.add(key);
        media.push(await galleryItem(ctx, child, entry, main));
      }
    }

    return {
      configurable_options: configurableOptions,
      options_available_for_selection: superAttributes
        .filter((superAttribute) => selection.available.has(superAttribute.attributeId))
        .map((superAttribute) => ({
          attribute_code: catalog.byId.get(superAttribute.attributeId)?.code ?? "",
          option_value_uids: (selection.available.get(superAttribute.attributeId) ?? []).map((optionId) => selectionUid(superAttribute.attributeId, optionId)),
        })),
      media_gallery: media,
      variant: selection.variantId === null ? null : (children.find((child) => child.id === selection.variantId) ?? null),
    };
  },
};

interface ProductsParent {
  result: ProductSearchResult;
  items: ProductRecord[];
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
}

/** The `products` answer for a search result (also what CategoryInterface.products returns). */
export function productsPayload(result: ProductSearchResult): ProductsParent {
  return {
    result,
    items: result.items,
    total_count: result.totalCount,
    page_info: { current_page: result.currentPage, page_size: result.pageSize, total_pages: result.totalPages },
  };
}

export const productResolvers: ResolverMap = {
  Query: {
    products: async (_: unknown, args: QueryProductsArgs, ctx: GraphQLContext) => {
      ctx.work.spend(SEARCH_WORK);
      return productsPayload(await ctx.services.products.search(ctx.store, args));
    },
  },
  Products: {
    aggregations: async (parent: ProductsParent, args: ProductsAggregationsArgs, ctx: GraphQLContext) => {
      const aggregations = await ctx.services.products.aggregations(ctx.store, parent.result, {
        includeDirectChildrenOnly: args.filter?.category?.includeDirectChildrenOnly === true,
      });
      return aggregations.map((aggregation) => ({
        attribute_code: aggregation.attributeCode,
        label: aggregation.label,
        count: aggregation.count,
        position: aggregation.position,
        options: aggregation.options,
      }));
    },
    sort_fields: (_parent: ProductsParent, _args: unknown, ctx: GraphQLContext) => ctx.services.products.sortFields(ctx.store),
  },
  ProductInterface: { __resolveType: (product: ProductRecord) => productTypeName(product) },
  PhysicalProductInterface: { __resolveType: (product: ProductRecord) => productTypeName(product) },
  MediaGalleryInterface: { __resolveType: () => "ProductImage" },
  AggregationOptionInterface: { __resolveType: () => "AggregationOption" },
  SwatchDataInterface: { __resolveType: (swatch: { __typename: string }) => swatch.__typename },
  SimpleProduct: productFields,
  ConfigurableProduct: { ...productFields, ...configurableFields },
};
