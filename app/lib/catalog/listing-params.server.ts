/**
 * Reads a listing's state from its URL (the other half of `listing-params.ts`): zod schemas per
 * parameter; a value that does not parse falls back to the default or is dropped, never an error.
 */
import { z } from "zod";
import {
  DEFAULT_PAGE_SIZE,
  defaultSortFor,
  filterParamName,
  MAX_PAGE,
  MAX_VALUES_PER_FILTER,
  naturalOrder,
  PAGE_SIZES,
  sortKeysFor,
  type FilterField,
  type ListingKind,
  type ListingParams,
  type SortKey,
} from "~/lib/catalog/listing-params";

const sortSchema = (kind: ListingKind) => z.enum(sortKeysFor(kind) as [SortKey, ...SortKey[]]);
const pageSchema = z.coerce.number().int().min(1).max(MAX_PAGE);
const sizeSchema = z.coerce
  .number()
  .int()
  .refine((value): value is (typeof PAGE_SIZES)[number] => (PAGE_SIZES as readonly number[]).includes(value));
/** Option values are ids (`49`) or uids (`Mw==`); nothing else ever comes from a facet. */
const equalValueSchema = z.string().trim().min(1).max(100).regex(/^[\w=+/.:-]+$/);
/** `1000_2000`, `2000_*`, `*_1000`, decimals allowed; never both ends open, never from > to. */
const rangeValueSchema = z
  .string()
  .trim()
  .regex(/^(\d{1,9}(\.\d{1,4})?|\*)_(\d{1,9}(\.\d{1,4})?|\*)$/)
  .refine((value) => {
    const [from, to] = value.split("_");
    if (from === "*" && to === "*") return false;
    return from === "*" || to === "*" || Number(from) <= Number(to);
  });

function first(search: URLSearchParams, name: string): string | undefined {
  return search.get(name) ?? undefined;
}

/**
 * The listing state a URL asks for. `filterFields` are the filters the backend accepts; any other
 * parameter is ignored. Invalid values fall back to the default or are dropped.
 */
export function parseListingParams(
  search: URLSearchParams,
  { kind, filterFields }: { kind: ListingKind; filterFields: readonly FilterField[] },
): ListingParams {
  const filters: Record<string, string[]> = {};
  for (const field of filterFields) {
    const raw = search.getAll(filterParamName(field.code));
    if (!raw.length) continue;
    const schema = field.kind === "range" ? rangeValueSchema : equalValueSchema;
    const values: string[] = [];
    for (const candidate of raw) {
      const parsed = schema.safeParse(candidate);
      if (parsed.success && !values.includes(parsed.data)) values.push(parsed.data);
    }
    const kept = field.kind === "range" ? values.slice(0, 1) : values.slice(0, MAX_VALUES_PER_FILTER).sort(naturalOrder);
    if (kept.length) filters[field.code] = kept;
  }
  const query = kind === "search" ? (first(search, "query")?.trim() ?? "") : null;
  return {
    kind,
    query,
    sort: sortSchema(kind).catch(defaultSortFor(kind)).parse(first(search, "sort")),
    page: pageSchema.catch(1).parse(first(search, "page")),
    size: sizeSchema.catch(DEFAULT_PAGE_SIZE).parse(first(search, "size")),
    filters,
  };
}
