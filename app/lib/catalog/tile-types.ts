/**
 * A product as a tile (grids, Page Builder product lists, wish lists). Apart from the page types in
 * `types.ts`, so that Page Builder content, which holds product lists, can name it without
 * depending on the pages that hold Page Builder content.
 */
import type { DisplayPrice } from "~/lib/catalog/price";
import type { Swatch } from "~/lib/catalog/variants";

export interface CatalogImage {
  /** The original's URL (resized through `catalogImageUrl`). */
  src: string;
  alt: string;
}

/** One product in a grid (spec §3 "Product tile"). */
export interface ProductTileData {
  uid: string;
  sku: string;
  name: string;
  href: string;
  image: CatalogImage | null;
  price: DisplayPrice;
  /** Sanitised HTML, clamped to five lines by CSS. */
  shortDescriptionHtml: string;
  inStock: boolean;
  /** Colour or image swatches of the product's first visual option. */
  swatches: Array<{ label: string; swatch: Swatch }>;
  /**
   * True when the product needs choices (a configurable, or any type but simple) before it can go
   * in the cart: its tile links to the product page instead of adding. Absent counts as true.
   */
  hasOptions?: boolean;
}
