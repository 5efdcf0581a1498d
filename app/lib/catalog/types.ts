/**
 * What catalogue loaders hand the catalogue components: plain, serialisable data in the shopper's
 * terms (prices already formatted, HTML already sanitised, links already store-prefixed).
 */
import type { FilterField, ListingParams, SortKey } from "~/lib/catalog/listing-params";
import type { Money, DisplayPrice } from "~/lib/catalog/price";
import type { ConfigurableOption, Selection, Swatch, ValueState } from "~/lib/catalog/variants";
import type { CatalogImage, ProductTileData } from "~/lib/catalog/tile-types";
import type { CmsContent } from "~/lib/page-builder/types";

export type { DisplayPrice, Money, Swatch };

export interface Crumb {
  name: string;
  /** Store-prefixed path, e.g. `/th/clothing.html`. */
  href: string;
}

export type { CatalogImage, ProductTileData } from "~/lib/catalog/tile-types";

export interface FacetOption {
  value: string;
  label: string;
  count: number | null;
  selected: boolean;
  swatch: Swatch | null;
  /** For price ranges: the ends, formatted; an open end is null. */
  range: { from: Money | null; to: Money | null } | null;
}

/** One filter block: an attribute and its options. */
export interface Facet {
  code: string;
  /** The URL parameter (see `filterParamName`). */
  param: string;
  kind: FilterField["kind"];
  label: string;
  options: FacetOption[];
}

/** An applied filter value, shown as a removable chip. */
export interface AppliedFilter {
  code: string;
  attributeLabel: string;
  value: string;
  option: FacetOption;
}

/** A page of a product listing with everything its grid, filters, sort and pager show. */
export interface ProductListing {
  params: ListingParams;
  sortKeys: SortKey[];
  totalCount: number;
  totalPages: number;
  items: ProductTileData[];
  facets: Facet[];
  applied: AppliedFilter[];
}

export interface CategoryPageData {
  uid: string;
  name: string;
  /** Store-prefixed path of the category itself, without query. */
  path: string;
  /** The description (Page Builder content) and its words as plain text (for the meta description). */
  description: CmsContent;
  descriptionText: string;
  metaTitle: string;
  metaDescription: string;
  /** Ancestors, top first; the category itself is not included. */
  breadcrumbs: Crumb[];
  subcategories: Array<{ uid: string; name: string; href: string }>;
  /** Null when the category shows its description only (display mode PAGE). */
  listing: ProductListing | null;
}

export interface OptionValueView {
  valueIndex: number;
  uid: string;
  label: string;
  swatch: Swatch | null;
  state: ValueState;
  selected: boolean;
}

export interface ProductOptionView extends Omit<ConfigurableOption, "values"> {
  values: OptionValueView[];
}

export type StockStatus = "in-stock" | "out-of-stock";

/** Why Add to Cart is off, if it is. */
export type AddToCartBlock = "choose-options" | "unavailable" | "out-of-stock" | null;

export interface ProductPageData {
  uid: string;
  sku: string;
  name: string;
  /** `SimpleProduct`, `ConfigurableProduct`, … */
  type: string;
  /** Store-prefixed path of the product, without query. */
  path: string;
  metaTitle: string;
  metaDescription: string;
  shortDescriptionHtml: string;
  /** The description (Page Builder content) and its words as plain text (for the meta description). */
  description: CmsContent;
  descriptionText: string;
  /** The categories above the product, top first (deepest category the product is in). */
  breadcrumbs: Crumb[];
  /** Pictures of the chosen (or previewed) variant, else of the product. */
  gallery: CatalogImage[];
  options: ProductOptionView[];
  selection: Selection;
  /** The chosen variant, when every option is chosen and the combination exists. */
  variant: { uid: string; sku: string; name: string } | null;
  price: DisplayPrice;
  stock: { status: StockStatus; onlyLeft: number | null };
  quantity: { min: number; max: number };
  addToCart: {
    sku: string;
    parentSku: string | null;
    selectedOptionUids: string[];
    blockedBy: AddToCartBlock;
  };
  related: ProductTileData[];
}

/**
 * The search page (`/{store}/search.html?query=`): `short` when the trimmed text has fewer than
 * three characters (nothing is asked of the backend), `malformed` when the address's text does not
 * decode (nothing asked either; 400), `error` when the backend refused the search,
 * else the listing (`listing.totalCount` 0 without filters is "no results").
 */
export interface SearchPageData {
  /** Store-prefixed path of the search page (no query): the listing's base path. */
  path: string;
  /** The trimmed search text. */
  query: string;
  state: "short" | "error" | "results" | "malformed";
  listing: ProductListing | null;
}
