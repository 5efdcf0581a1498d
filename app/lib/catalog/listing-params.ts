/**
 * The state of a product listing (category or search page) lives in its URL, so it survives
 * reloads, works without JavaScript and can be shared:
 *
 *   /th/clothing/women.html?color=49&color=50&price=1000_2000&sort=price_asc&size=12&page=2
 *
 * - one parameter per filter attribute, repeated for several values (`color=49&color=50`);
 *   sub-categories are `category` (category ids, as Magento's category aggregation answers them),
 *   a price range `price=<from>_<to>` (`*` for an open end);
 *   an attribute whose code is one of the listing's own parameter names gets `filter_` in front;
 * - `sort`: `relevance` (Best Match, the default; on a category the same order as `position`),
 *   `position`, `price_asc`, `price_desc`;
 * - `size`: products per page, one of 6, 12, 24, 36;
 * - `page`: from 1.
 *
 * Defaults are left out of links. Every listing link is built here; the URL is read back by
 * `parseListingParams` (`listing-params.server.ts`, zod, kept out of the browser bundle), and the
 * unit tests hold the two together.
 */

export type ListingKind = "category" | "search";

export type SortKey = "relevance" | "position" | "price_asc" | "price_desc";

/** How a sort key is asked of the backend (`ProductAttributeSortInput`). */
export const SORT_INPUTS: Record<SortKey, { field: "relevance" | "position" | "price"; direction: "ASC" | "DESC" }> = {
  relevance: { field: "relevance", direction: "DESC" },
  position: { field: "position", direction: "ASC" },
  price_asc: { field: "price", direction: "ASC" },
  price_desc: { field: "price", direction: "DESC" },
};

/** The sort menu of every listing, in the spec's order: Best Match, Position, Price low to high, high to low. */
export function sortKeysFor(_kind: ListingKind): SortKey[] {
  return ["relevance", "position", "price_asc", "price_desc"];
}

/** Best Match first, as the spec lists it, on search results and categories alike. */
export function defaultSortFor(_kind: ListingKind): SortKey {
  return "relevance";
}

/**
 * What the backend is asked for a listing's sort. Magento's `relevance` ranks by a search text
 * only; a category has none, so its Best Match is the merchandiser's order, `position`.
 */
export function sortInputFor(params: Pick<ListingParams, "kind" | "sort">): Partial<Record<"relevance" | "position" | "price", "ASC" | "DESC">> {
  const input = params.sort === "relevance" && params.kind === "category" ? SORT_INPUTS.position : SORT_INPUTS[params.sort];
  return { [input.field]: input.direction };
}

/** Page-size choices. The spec's catalogue page size is 6, so that is the default. */
export const PAGE_SIZES = [6, 12, 24, 36] as const;
export const DEFAULT_PAGE_SIZE = 6;
/** Deeper pages are not worth a backend query; such links are treated as page 1. */
export const MAX_PAGE = 10_000;
/** More values of one attribute than any facet shows are a crafted URL. */
export const MAX_VALUES_PER_FILTER = 30;

/** A filter the backend accepts: `equal` takes a list of option values, `range` one `from_to`. */
export interface FilterField {
  code: string;
  kind: "equal" | "range";
}

export interface ListingParams {
  kind: ListingKind;
  /** The search text (search listings only). */
  query: string | null;
  sort: SortKey;
  page: number;
  size: number;
  /** Chosen values per attribute code, deduplicated and sorted; a range filter has at most one. */
  filters: Record<string, string[]>;
}

/** Parameters the listing itself (and the page around it) uses; a filter never takes these names. */
const RESERVED_NAMES = new Set(["sort", "page", "size", "query", "drawer", "drawer_category"]);
/** Friendlier names for attribute codes shoppers see in the address bar. */
const PARAM_ALIASES: Record<string, string> = { category_id: "category" };

/** The URL parameter of a filter attribute. */
export function filterParamName(code: string): string {
  const alias = PARAM_ALIASES[code];
  if (alias) return alias;
  return RESERVED_NAMES.has(code) ? `filter_${code}` : code;
}

/** Values in a stable order, so one selection has one URL. */
export const naturalOrder = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

/**
 * The query string (with `?`, or empty) of a listing state: search text, filters by parameter
 * name, then sort, size and page; defaults left out.
 */
export function listingSearch(params: ListingParams): string {
  const search = new URLSearchParams();
  if (params.kind === "search" && params.query) search.append("query", params.query);
  const codes = Object.keys(params.filters).sort((a, b) => naturalOrder(filterParamName(a), filterParamName(b)));
  for (const code of codes) {
    for (const value of [...(params.filters[code] ?? [])].sort(naturalOrder)) search.append(filterParamName(code), value);
  }
  if (params.sort !== defaultSortFor(params.kind)) search.append("sort", params.sort);
  if (params.size !== DEFAULT_PAGE_SIZE) search.append("size", String(params.size));
  if (params.page > 1) search.append("page", String(params.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** A link to `basePath` (the listing's own path, store prefix included) in state `params`. */
export function listingHref(basePath: string, params: ListingParams): string {
  return `${basePath}${listingSearch(params)}`;
}

/** The same listing on another page. */
export function withPage(params: ListingParams, page: number): ListingParams {
  return { ...params, page: Math.max(1, Math.min(MAX_PAGE, Math.floor(page))) };
}

/** The listing without one filter value (a removable chip); back to page 1. */
export function withoutFilterValue(params: ListingParams, code: string, value: string): ListingParams {
  const remaining = (params.filters[code] ?? []).filter((candidate) => candidate !== value);
  const filters = { ...params.filters };
  if (remaining.length) filters[code] = remaining;
  else delete filters[code];
  return { ...params, filters, page: 1 };
}

/** The listing with one more filter value (a range replaces the previous one); back to page 1. */
export function withFilterValue(params: ListingParams, field: FilterField, value: string): ListingParams {
  const current = params.filters[field.code] ?? [];
  const values = field.kind === "range" ? [value] : current.includes(value) ? current : [...current, value];
  return { ...params, filters: { ...params.filters, [field.code]: values }, page: 1 };
}

/** "Clear all": the listing without any filter, sort and size kept; back to page 1. */
export function withoutFilters(params: ListingParams): ListingParams {
  return { ...params, filters: {}, page: 1 };
}

export function hasFilters(params: ListingParams): boolean {
  return Object.keys(params.filters).length > 0;
}

/**
 * Hidden fields a GET form of the listing carries so that submitting it keeps the rest of the
 * state: everything but the parts the form itself edits (its own fields) and the page, which
 * goes back to 1 whenever the selection changes.
 */
export function hiddenFieldsFor(
  params: ListingParams,
  keep: { filters: boolean; sort: boolean; size: boolean },
): Array<{ name: string; value: string }> {
  const fields: Array<{ name: string; value: string }> = [];
  if (params.kind === "search" && params.query) fields.push({ name: "query", value: params.query });
  if (keep.filters) {
    for (const [code, values] of Object.entries(params.filters)) {
      for (const value of values) fields.push({ name: filterParamName(code), value });
    }
  }
  if (keep.sort && params.sort !== defaultSortFor(params.kind)) fields.push({ name: "sort", value: params.sort });
  if (keep.size && params.size !== DEFAULT_PAGE_SIZE) fields.push({ name: "size", value: String(params.size) });
  return fields;
}

/** A price range value (`1000_2000`) as numbers; `null` for an open end. */
export function parsePriceRange(value: string): { from: number | null; to: number | null } {
  const [from, to] = value.split("_");
  return {
    from: from && from !== "*" ? Number(from) : null,
    to: to && to !== "*" ? Number(to) : null,
  };
}
