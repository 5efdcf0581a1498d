/**
 * Turns the `products` query's arguments (Magento's ProductAttributeFilterInput, search, sort and
 * paging) into plain criteria, with Magento's input rules and messages (CatalogGraphQl's
 * Products resolver and its argument processors). Pure: the listing runs the criteria.
 */
import { inputError } from "../../lib/errors";
import { decodeUid } from "../../lib/uid";
import type { FilterEqualInput, FilterMatchInput } from "./categoryCriteria";

export interface FilterRangeInput {
  from?: string | null;
  to?: string | null;
}

/** Magento's ProductAttributeFilterInput; any other key is a select attribute (color, size...). */
export interface ProductFilterInput {
  category_id?: FilterEqualInput | null;
  category_uid?: FilterEqualInput | null;
  category_url_path?: FilterEqualInput | null;
  sku?: FilterEqualInput | null;
  url_key?: FilterEqualInput | null;
  name?: FilterMatchInput | null;
  price?: FilterRangeInput | null;
  [attributeCode: string]: FilterEqualInput | FilterMatchInput | FilterRangeInput | null | undefined;
}

export type SortDirection = "ASC" | "DESC";

export interface ProductSortInput {
  position?: SortDirection | null;
  relevance?: SortDirection | null;
  name?: SortDirection | null;
  price?: SortDirection | null;
}

export interface ProductSearchArgs {
  filter?: ProductFilterInput | null;
  search?: string | null;
  sort?: ProductSortInput | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

export interface AttributeCriterion {
  code: string;
  /** Option ids; a value that is not an integer matches nothing. */
  optionIds: number[];
}

export interface ProductCriteria {
  /** Products in any of these categories (anchor categories include descendants). */
  categoryIds?: number[];
  /** Category url_paths to resolve to ids (store view's paths). */
  categoryUrlPaths?: string[];
  skus?: string[];
  urlKeys?: string[];
  /** Words the name must contain (`name: { match }`). */
  nameMatch?: string;
  priceFrom?: number;
  priceTo?: number;
  attributes: AttributeCriterion[];
  /** The `search` text (trimmed); undefined without `search`. */
  searchText?: string;
  /** Magento's visibility ids allowed: catalog (2, 4), search (3, 4), both with search and filter. */
  visibility: number[];
}

export type SortField = "position" | "relevance" | "name" | "price";

export interface SortOrder {
  field: SortField;
  direction: SortDirection;
}

export interface ProductQuery {
  criteria: ProductCriteria;
  /** Explicit sort orders first; the listing adds the entity id as the final tie-break. */
  sort: SortOrder[];
  pageSize: number;
  currentPage: number;
}

const VISIBLE_IN_CATALOG = [2, 4];
const VISIBLE_IN_SEARCH = [3, 4];
const VISIBLE_IN_SITE = [2, 3, 4];

const KNOWN_FILTERS = new Set(["category_id", "category_uid", "category_url_path", "sku", "url_key", "name", "price"]);
const SORT_FIELDS: readonly SortField[] = ["position", "relevance", "name", "price"];

/** Validates and translates the arguments; throws Magento's input errors. */
export function buildProductQuery(args: ProductSearchArgs): ProductQuery {
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (currentPage < 1) throw inputError("currentPage value must be greater than 0.");
  if (pageSize < 1) throw inputError("pageSize value must be greater than 0.");
  const hasSearch = args.search !== null && args.search !== undefined;
  const hasFilter = args.filter !== null && args.filter !== undefined;
  if (!hasSearch && !hasFilter) throw inputError("'search' or 'filter' input argument is required.");

  const criteria: ProductCriteria = {
    attributes: [],
    visibility: hasSearch ? (hasFilter ? VISIBLE_IN_SITE : VISIBLE_IN_SEARCH) : VISIBLE_IN_CATALOG,
  };
  if (hasSearch) criteria.searchText = (args.search ?? "").trim();
  if (args.filter) applyFilter(criteria, args.filter);

  return { criteria, sort: buildSort(args.sort, criteria), pageSize, currentPage };
}

function applyFilter(criteria: ProductCriteria, filter: ProductFilterInput): void {
  const ids = equalValues(filter.category_id as FilterEqualInput | null | undefined);
  const uids = equalValues(filter.category_uid as FilterEqualInput | null | undefined);
  const paths = equalValues(filter.category_url_path as FilterEqualInput | null | undefined);
  if (ids && uids) throw inputError("`category_id` and `category_uid` can't be used at the same time.");
  if (paths && ids) throw inputError("`category_id` and `category_url_path` can't be used at the same time.");
  if (paths && uids) throw inputError("`category_uid` and `category_url_path` can't be used at the same time.");
  if (ids) criteria.categoryIds = toIntegers(ids);
  if (uids) criteria.categoryIds = uids.map(decodeUid).filter((id) => /^\d+$/.test(id)).map(Number);
  if (paths) criteria.categoryUrlPaths = paths;

  const skus = equalValues(filter.sku as FilterEqualInput | null | undefined);
  if (skus) criteria.skus = skus;
  const urlKeys = equalValues(filter.url_key as FilterEqualInput | null | undefined);
  if (urlKeys) criteria.urlKeys = urlKeys;

  const name = filter.name as FilterMatchInput | null | undefined;
  if (name && typeof name.match === "string") criteria.nameMatch = name.match;

  const price = filter.price as FilterRangeInput | null | undefined;
  if (price) {
    const from = toAmount(price.from);
    const to = toAmount(price.to);
    if (from !== undefined) criteria.priceFrom = from;
    if (to !== undefined) criteria.priceTo = to;
  }

  for (const [code, value] of Object.entries(filter)) {
    if (KNOWN_FILTERS.has(code) || !value) continue;
    const values = equalValues(value as FilterEqualInput);
    if (values) criteria.attributes.push({ code, optionIds: toIntegers(values) });
  }
}

/**
 * Explicit sort fields in the order the schema declares them (GraphQL does not keep the query's
 * order of input fields); without one, Magento's defaults: relevance for a search, the position
 * in the category for a single-category listing, else none (entity id).
 */
function buildSort(sort: ProductSortInput | null | undefined, criteria: ProductCriteria): SortOrder[] {
  const explicit: SortOrder[] = [];
  for (const field of SORT_FIELDS) {
    const direction = sort?.[field];
    if (direction === "ASC" || direction === "DESC") explicit.push({ field, direction });
  }
  if (explicit.length) return explicit;
  if (criteria.searchText !== undefined) return [{ field: "relevance", direction: "DESC" }];
  const singleCategory = (criteria.categoryIds?.length ?? 0) === 1 || (criteria.categoryUrlPaths?.length ?? 0) === 1;
  if (singleCategory) return [{ field: "position", direction: "ASC" }];
  return [];
}

/** Characters Magento's match filter removes before checking the length (its ArgumentApplier\\Match). */
const MATCH_SPECIAL_CHARACTERS = /[-+~/\\<>'":*$#@()!,.?`=%&^]/g;

/**
 * The text of `name: { match }` as Magento checks it: special characters removed, then at least
 * `catalog/search/min_query_length` characters, else `Invalid match filter. Minimum length is 3.`
 */
export function nameMatchText(match: string, minQueryLength: number): string {
  const value = match.replace(MATCH_SPECIAL_CHARACTERS, "").trim();
  if ([...value].length < minQueryLength) throw inputError(`Invalid match filter. Minimum length is ${minQueryLength}.`);
  return match.trim();
}

/** `eq` wins over `in`, as Magento reads the first condition; undefined when the filter is absent. */
function equalValues(filter: FilterEqualInput | null | undefined): string[] | undefined {
  if (!filter) return undefined;
  if (typeof filter.eq === "string") return [filter.eq];
  if (Array.isArray(filter.in)) return filter.in.filter((value): value is string => typeof value === "string");
  return undefined;
}

function toIntegers(values: readonly string[]): number[] {
  return values.filter((value) => /^\d+$/.test(value.trim())).map((value) => Number(value.trim()));
}

/** A range bound: a number, or undefined for an empty or unreadable value. */
function toAmount(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === "") return undefined;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : undefined;
}
