/**
 * Turns Magento's CategoryFilterInput into plain criteria, with Magento's input rules: uids are
 * base64 ids, `match` is a substring search after dropping search operators and needs the
 * store's minimum query length, and every filter given must hold (AND).
 */
import { inputError } from "../../lib/errors";
import { decodeNumericUid } from "../../lib/uid";

export interface FilterEqualInput {
  eq?: string | null;
  in?: readonly (string | null)[] | null;
}

export interface FilterMatchInput {
  match?: string | null;
  match_type?: "FULL" | "PARTIAL" | null;
}

export interface CategoryFilterInput {
  category_uid?: FilterEqualInput | null;
  ids?: FilterEqualInput | null;
  name?: FilterMatchInput | null;
  parent_category_uid?: FilterEqualInput | null;
  parent_id?: FilterEqualInput | null;
  url_key?: FilterEqualInput | null;
  url_path?: FilterEqualInput | null;
}

/** Each list is one condition ("value in list"); all present conditions must hold. */
export interface CategoryCriteria {
  idSets: number[][];
  parentIdSets: number[][];
  urlKeys?: string[];
  urlPaths?: string[];
  /** Substring the name must contain, without LIKE wildcards escaped yet. */
  nameContains?: string;
}

/** Characters Magento strips from a match value (Magento\Framework\Search\Adapter\Mysql\Query\Builder\Match). */
const MATCH_SPECIAL_CHARACTERS = /[-+~/\\<>'":*$#@()!,.?`=%&^]/g;

export function buildCategoryCriteria(filters: CategoryFilterInput, minQueryLength: number): CategoryCriteria {
  const criteria: CategoryCriteria = { idSets: [], parentIdSets: [] };

  const ids = equalValues(filters.ids);
  if (ids) criteria.idSets.push(toIntegers(ids));
  const uids = equalValues(filters.category_uid);
  if (uids) criteria.idSets.push(uidsToIds(uids));
  const parentIds = equalValues(filters.parent_id);
  if (parentIds) criteria.parentIdSets.push(toIntegers(parentIds));
  const parentUids = equalValues(filters.parent_category_uid);
  if (parentUids) criteria.parentIdSets.push(uidsToIds(parentUids));
  const urlKeys = equalValues(filters.url_key);
  if (urlKeys) criteria.urlKeys = urlKeys;
  const urlPaths = equalValues(filters.url_path);
  if (urlPaths) criteria.urlPaths = urlPaths;

  if (filters.name && typeof filters.name.match === "string") {
    const value = filters.name.match.replace(MATCH_SPECIAL_CHARACTERS, "").trim();
    if ([...value].length < minQueryLength) {
      throw inputError(`Invalid match filter. Minimum length is ${minQueryLength}.`);
    }
    criteria.nameContains = value;
  }
  return criteria;
}

/** True when no filter narrows the result (Magento then answers with the store's root category). */
export function hasNoFilter(filters: CategoryFilterInput | null | undefined): boolean {
  return !filters || Object.values(filters).every((value) => value === null || value === undefined);
}

/** `eq` wins over `in`, as Magento reads the first condition; undefined when the filter is absent. */
function equalValues(filter: FilterEqualInput | null | undefined): string[] | undefined {
  if (!filter) return undefined;
  if (typeof filter.eq === "string") return [filter.eq];
  if (Array.isArray(filter.in)) return filter.in.filter((value): value is string => typeof value === "string");
  return undefined;
}

/** Non-integer ids cannot match any category. */
function toIntegers(values: readonly string[]): number[] {
  return values.filter((value) => /^\d+$/.test(value.trim())).map((value) => Number(value.trim()));
}

function uidsToIds(uids: readonly string[]): number[] {
  return uids.map(decodeNumericUid).filter((id): id is number => id !== null);
}
