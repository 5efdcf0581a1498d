import { renderCmsHtml } from "~/lib/cms-html.server";
import { displayPrice, type PriceRangeLike } from "~/lib/catalog/price";
import type { CatalogImage, ProductTileData } from "~/lib/catalog/types";
import type { Swatch } from "~/lib/catalog/variants";
import { graphql } from "~/lib/magento/generated";
import { storeHref } from "~/lib/store-view";

/** Magento's `placeholder/...` image means "no picture": the tile shows its own empty frame. */
const PLACEHOLDER = /\/placeholder\//;
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export interface SwatchSource {
  __typename?: string;
  value?: string | null;
  thumbnail?: string | null;
}

export interface ConfigurableOptionSource {
  uid: string;
  attribute_code?: string | null;
  label?: string | null;
  position?: number | null;
  values?: ReadonlyArray<{
    uid?: string | null;
    value_index?: number | null;
    label?: string | null;
    swatch_data?: SwatchSource | null;
  } | null> | null;
}

export interface ProductTileSource {
  __typename?: string;
  uid: string;
  sku?: string | null;
  name?: string | null;
  url_key?: string | null;
  url_suffix?: string | null;
  stock_status?: string | null;
  small_image?: { url?: string | null; label?: string | null } | null;
  short_description?: { html: string } | null;
  price_range: PriceRangeLike;
  configurable_options?: ReadonlyArray<ConfigurableOptionSource | null> | null;
}

/** A swatch as the storefront draws it; colour values must be hex, anything else is text. */
export function toSwatch(data: SwatchSource | null | undefined): Swatch | null {
  if (!data?.value) return null;
  if (data.__typename === "ColorSwatchData") return HEX_COLOUR.test(data.value) ? { kind: "color", hex: data.value } : null;
  if (data.__typename === "ImageSwatchData") return data.thumbnail ? { kind: "image", src: data.thumbnail } : null;
  return { kind: "text", text: data.value };
}

/** A product's page: its URL key and suffix, in the store view (`/th/indigo-shirt.html`). */
export function productHref(storeCode: string, product: { url_key?: string | null; url_suffix?: string | null }): string {
  return storeHref(storeCode, `/${product.url_key ?? ""}${product.url_suffix ?? ".html"}`);
}

export function productImage(image: { url?: string | null; label?: string | null } | null | undefined, fallbackAlt: string): CatalogImage | null {
  if (!image?.url || PLACEHOLDER.test(image.url)) return null;
  return { src: image.url, alt: image.label?.trim() || fallbackAlt };
}

/** Options in the order the backend positions them. */
export function sortedOptions<T extends { position?: number | null }>(options: ReadonlyArray<T | null> | null | undefined): T[] {
  return (options ?? [])
    .filter((option): option is T => Boolean(option))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

/** The grid's view of a product (spec §3 "Product tile"). */
export function toProductTile(product: ProductTileSource, storeCode: string, locale: string): ProductTileData {
  const name = product.name ?? "";
  const visualOption = sortedOptions(product.configurable_options).find((option) =>
    (option.values ?? []).some((value) => {
      const swatch = toSwatch(value?.swatch_data);
      return swatch?.kind === "color" || swatch?.kind === "image";
    }),
  );
  const swatches = (visualOption?.values ?? []).flatMap((value) => {
    const swatch = toSwatch(value?.swatch_data);
    return swatch && swatch.kind !== "text" ? [{ label: value?.label ?? "", swatch }] : [];
  });
  return {
    uid: product.uid,
    sku: product.sku ?? "",
    name,
    href: productHref(storeCode, product),
    image: productImage(product.small_image, name),
    price: displayPrice(product.price_range, locale),
    shortDescriptionHtml: product.short_description?.html ? renderCmsHtml(product.short_description.html, storeCode) : "",
    inStock: product.stock_status !== "OUT_OF_STOCK",
    swatches,
    // Options are chosen on the product page; only a product without them is added from a tile.
    hasOptions: product.__typename !== "SimpleProduct" || Boolean(product.configurable_options?.length),
  };
}

/**
 * What a tile needs; used by listings and related products. `ConfigurableProduct` brings its
 * swatches.
 */
export const ProductTileFragment = graphql(`
  fragment ProductTile on ProductInterface {
    __typename
    uid
    sku
    name
    url_key
    url_suffix
    stock_status
    small_image {
      url
      label
    }
    short_description {
      html
    }
    price_range {
      ...ProductPriceRange
    }
    ...ConfigurableOptionValues
  }
`);

/** The options of a configurable product with their values and swatches (tiles and product pages). */
export const ConfigurableOptionValuesFragment = graphql(`
  fragment ConfigurableOptionValues on ProductInterface {
    ... on ConfigurableProduct {
      configurable_options {
        uid
        attribute_code
        label
        position
        values {
          uid
          value_index
          label
          swatch_data {
            __typename
            value
            ... on ImageSwatchData {
              thumbnail
            }
          }
        }
      }
    }
  }
`);
