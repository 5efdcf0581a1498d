import type { Shop } from "~/lib/shop/shop.server";
import { renderCmsHtml } from "~/lib/cms-html.server";
import { displayPrice, type PriceRangeLike } from "~/lib/catalog/price";
import {
  productHref,
  productImage,
  sortedOptions,
  toProductTile,
  toSwatch,
  type ConfigurableOptionSource,
  type ProductTileSource,
} from "~/lib/catalog/product-tile.server";
import type { AddToCartBlock, CatalogImage, Crumb, ProductPageData } from "~/lib/catalog/types";
import { EMPTY_CMS_CONTENT, loadPageBuilderContent } from "~/lib/page-builder/load.server";
import { plainTextOf } from "~/lib/page-builder/tree";
import type { CmsContent } from "~/lib/page-builder/types";
import {
  findVariant,
  isSelectionComplete,
  parseSelection,
  previewVariant,
  valueStates,
  type ConfigurableOption,
  type VariantLike,
} from "~/lib/catalog/variants";
import { graphql } from "~/lib/magento/generated";
import { storeHref } from "~/lib/store-view";

/** Without a stock quantity from the backend, the quantity field still needs a ceiling. */
const DEFAULT_MAX_QUANTITY = 10_000;

interface GalleryEntrySource {
  url?: string | null;
  label?: string | null;
  position?: number | null;
  disabled?: boolean | null;
}

interface StockSource {
  stock_status?: string | null;
  only_x_left_in_stock?: number | null;
}

interface VariantSource {
  attributes?: ReadonlyArray<{ code?: string | null; value_index?: number | null } | null> | null;
  product?:
    | (StockSource & {
        uid: string;
        sku?: string | null;
        name?: string | null;
        price_range: PriceRangeLike;
        media_gallery?: ReadonlyArray<GalleryEntrySource | null> | null;
        small_image?: { url?: string | null; label?: string | null } | null;
      })
    | null;
}

export interface ProductSource extends StockSource {
  __typename: string;
  uid: string;
  sku?: string | null;
  name?: string | null;
  url_key?: string | null;
  url_suffix?: string | null;
  meta_title?: string | null;
  meta_description?: string | null;
  short_description?: { html: string } | null;
  description?: { html: string } | null;
  price_range: PriceRangeLike;
  media_gallery?: ReadonlyArray<GalleryEntrySource | null> | null;
  small_image?: { url?: string | null; label?: string | null } | null;
  categories?: ReadonlyArray<{
    uid: string;
    name?: string | null;
    url_path?: string | null;
    url_suffix?: string | null;
    breadcrumbs?: ReadonlyArray<{ category_name?: string | null; category_url_path?: string | null } | null> | null;
  } | null> | null;
  related_products?: ReadonlyArray<ProductTileSource | null> | null;
  configurable_options?: ReadonlyArray<ConfigurableOptionSource | null> | null;
  variants?: ReadonlyArray<VariantSource | null> | null;
}

interface Variant extends VariantLike {
  source: NonNullable<VariantSource["product"]>;
}

/** Pictures in gallery order, hidden ones left out; the small image when there is no gallery. */
function galleryOf(
  entries: ReadonlyArray<GalleryEntrySource | null> | null | undefined,
  fallback: { url?: string | null; label?: string | null } | null | undefined,
  name: string,
): CatalogImage[] {
  const images = (entries ?? [])
    .filter((entry): entry is GalleryEntrySource => Boolean(entry?.url) && !entry?.disabled)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((entry) => {
      const image = productImage(entry, name);
      return image ? [image] : [];
    });
  if (images.length) return images;
  const single = productImage(fallback, name);
  return single ? [single] : [];
}

/** The deepest category the product is in gives its trail (Magento lists them unordered). */
function breadcrumbsOf(product: ProductSource, storeCode: string): Crumb[] {
  const categories = (product.categories ?? []).filter((category): category is NonNullable<typeof category> => Boolean(category?.name));
  const deepest = categories.reduce<(typeof categories)[number] | null>(
    (best, category) => (!best || (category.breadcrumbs?.length ?? 0) > (best.breadcrumbs?.length ?? 0) ? category : best),
    null,
  );
  if (!deepest) return [];
  const suffix = deepest.url_suffix ?? ".html";
  const ancestors = (deepest.breadcrumbs ?? [])
    .filter((crumb) => crumb?.category_name)
    .map((crumb) => ({ name: crumb?.category_name ?? "", href: storeHref(storeCode, `/${crumb?.category_url_path ?? ""}${suffix}`) }));
  return [...ancestors, { name: deepest.name ?? "", href: storeHref(storeCode, `/${deepest.url_path ?? ""}${suffix}`) }];
}

function toOptions(product: ProductSource): ConfigurableOption[] {
  return sortedOptions(product.configurable_options).flatMap((option) => {
    if (!option.attribute_code) return [];
    return [
      {
        code: option.attribute_code,
        label: option.label ?? option.attribute_code,
        values: (option.values ?? []).flatMap((value) =>
          value?.value_index != null
            ? [{ valueIndex: value.value_index, uid: value.uid ?? "", label: value.label ?? "", swatch: toSwatch(value.swatch_data) }]
            : [],
        ),
      },
    ];
  });
}

function toVariants(product: ProductSource): Variant[] {
  return (product.variants ?? []).flatMap((variant) => {
    if (!variant?.product) return [];
    const attributes: Record<string, number> = {};
    for (const attribute of variant.attributes ?? []) {
      if (attribute?.code && attribute.value_index != null) attributes[attribute.code] = attribute.value_index;
    }
    return [{ attributes, inStock: variant.product.stock_status !== "OUT_OF_STOCK", source: variant.product }];
  });
}

/** The product page with its description (Page Builder content) loaded for the renderer. */
export async function loadProductPage(shop: Shop, product: ProductSource, search: URLSearchParams): Promise<ProductPageData> {
  const description = await loadPageBuilderContent(shop, product.description?.html);
  return toProductPage(product, { storeCode: shop.storeCode, locale: shop.locale, search, description });
}

/**
 * The product page for the choice in the URL: the chosen variant's pictures, price and stock when
 * every option is chosen, the first fitting variant's pictures for a partial choice, the product's
 * own otherwise. Add to Cart says why it is off (options missing, no such combination, sold out).
 * `description` is the loaded description (`loadProductPage`); none by default.
 */
export function toProductPage(
  product: ProductSource,
  {
    storeCode,
    locale,
    search,
    description = EMPTY_CMS_CONTENT,
  }: { storeCode: string; locale: string; search: URLSearchParams; description?: CmsContent },
): ProductPageData {
  const name = product.name ?? "";
  const options = toOptions(product);
  const variants = toVariants(product);
  const selection = parseSelection(search, options);
  const variant = findVariant(variants, options, selection);
  const preview = variant ?? previewVariant(variants, selection);
  const states = valueStates(options, variants, selection);
  const configurable = options.length > 0;
  const complete = isSelectionComplete(options, selection);

  const stockSource: StockSource = variant?.source ?? product;
  const inStock = stockSource.stock_status !== "OUT_OF_STOCK";
  const onlyLeft = inStock && stockSource.only_x_left_in_stock ? Math.floor(stockSource.only_x_left_in_stock) : null;
  // The engine (like Magento without MSI's salable-quantity display) tells no stock quantity beyond
  // "only N left"; min_sale_qty / max_sale_qty are left to the cart, which enforces them anyway.
  const min = 1;
  const max = Math.max(min, onlyLeft ?? DEFAULT_MAX_QUANTITY);

  const variantGallery = preview ? galleryOf(preview.source.media_gallery, preview.source.small_image, name) : [];
  const gallery = variantGallery.length ? variantGallery : galleryOf(product.media_gallery, product.small_image, name);

  let blockedBy: AddToCartBlock = null;
  if (configurable && !complete) blockedBy = "choose-options";
  else if (configurable && !variant) blockedBy = "unavailable";
  else if (!inStock) blockedBy = "out-of-stock";

  const selectedOptionUids = options.flatMap((option) => {
    const chosen = option.values.find((value) => value.valueIndex === selection[option.code]);
    return chosen?.uid ? [chosen.uid] : [];
  });

  return {
    uid: product.uid,
    sku: product.sku ?? "",
    name,
    type: product.__typename,
    path: productHref(storeCode, product),
    metaTitle: product.meta_title ?? "",
    metaDescription: product.meta_description ?? "",
    shortDescriptionHtml: product.short_description?.html ? renderCmsHtml(product.short_description.html, storeCode) : "",
    description,
    descriptionText: plainTextOf(description.document),
    breadcrumbs: breadcrumbsOf(product, storeCode),
    gallery,
    options: options.map((option) => ({
      ...option,
      values: option.values.map((value) => ({
        ...value,
        state: states[option.code]?.[value.valueIndex] ?? "available",
        selected: selection[option.code] === value.valueIndex,
      })),
    })),
    selection,
    variant: variant ? { uid: variant.source.uid, sku: variant.source.sku ?? "", name: variant.source.name ?? name } : null,
    price: displayPrice(variant?.source.price_range ?? product.price_range, locale),
    stock: { status: inStock ? "in-stock" : "out-of-stock", onlyLeft },
    quantity: { min, max },
    addToCart: {
      sku: variant?.source.sku ?? product.sku ?? "",
      parentSku: configurable ? (product.sku ?? null) : null,
      selectedOptionUids,
      blockedBy,
    },
    related: (product.related_products ?? [])
      .filter((related): related is ProductTileSource => Boolean(related))
      .map((related) => toProductTile(related, storeCode, locale)),
  };
}

/** Everything the product page shows, asked in the resolver's one `route` query. */
export const ProductDetailsFragment = graphql(`
  fragment ProductDetails on ProductInterface {
    __typename
    ...PurchasableProduct
    url_key
    url_suffix
    meta_title
    meta_description
    short_description {
      html
    }
    description {
      html
    }
    categories {
      uid
      name
      url_path
      url_suffix
      breadcrumbs {
        category_name
        category_url_path
      }
    }
    related_products {
      ...ProductTile
    }
    ...ConfigurableOptionValues
    ... on ConfigurableProduct {
      variants {
        attributes {
          code
          value_index
        }
        product {
          ...PurchasableProduct
        }
      }
    }
  }
`);

/** What the buy box shows of a product or of one of its variants: price, stock and pictures. */
export const PurchasableProductFragment = graphql(`
  fragment PurchasableProduct on ProductInterface {
    uid
    sku
    name
    stock_status
    only_x_left_in_stock
    price_range {
      ...ProductPriceRange
    }
    small_image {
      url
      label
    }
    media_gallery {
      url
      label
      position
      disabled
    }
  }
`);

export const ProductPriceRangeFragment = graphql(`
  fragment ProductPriceRange on PriceRange {
    minimum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
      discount {
        percent_off
      }
    }
    maximum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
  }
`);
