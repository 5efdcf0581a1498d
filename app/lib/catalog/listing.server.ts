import { publicCacheOf } from "~/lib/cache.server";
import {
  filterParamName,
  parsePriceRange,
  sortInputFor,
  sortKeysFor,
  type FilterField,
  type ListingParams,
} from "~/lib/catalog/listing-params";
import { money } from "~/lib/catalog/price";
import { shownCurrency } from "~/lib/currency/currencies.server";
import { sortedOptions, toProductTile, toSwatch } from "~/lib/catalog/product-tile.server";
import type { AppliedFilter, Facet, FacetOption, ProductListing } from "~/lib/catalog/types";
import type { Swatch } from "~/lib/catalog/variants";
import { publicQuery } from "~/lib/magento/public-query.server";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import { graphql } from "~/lib/magento/generated";
import type { ProductAttributeFilterInput } from "~/lib/magento/generated/graphql";
import type { Shop } from "~/lib/shop/shop.server";
import { log } from "../../../logging/logger";

/**
 * Filter fields that are no facets: text matches, identifiers, and `category_uid`, which is the
 * page's own restriction (a category page's base filter), never a shopper's choice.
 */
const NOT_FACETS = new Set(["sku", "url_key", "category_url_path", "category_uid", "name", "description", "short_description"]);
/**
 * Aggregations that filter by another field: Magento (2.4.7+) names the category aggregation
 * `category_uid` but its values are category ids, which `category_id` filters by.
 */
const FILTER_FIELD_OF_AGGREGATION: Record<string, string> = { category_uid: "category_id" };
const filterFieldOf = (attributeCode: string) => FILTER_FIELD_OF_AGGREGATION[attributeCode] ?? attributeCode;
/** What every Magento accepts, for a backend that hides its schema. */
const FALLBACK_FILTER_FIELDS: FilterField[] = [
  { code: "category_id", kind: "equal" },
  { code: "price", kind: "range" },
];

/**
 * The filters the backend accepts (`ProductAttributeFilterInput` grows a field per filterable
 * attribute of the shop), read once by introspection and cached, as Venia does. A URL parameter
 * only becomes a filter when it names one of them, so `?utm_source=` never breaks a query.
 */
export function loadFilterFields(shop: Shop): Promise<FilterField[]> {
  return publicCacheOf(shop.context)
    .get(`filter-fields:${shop.storeCode}`, async () => {
      const data = await shop.guestClient().query(ProductFilterFieldsQuery);
      const fields = (data.__type?.inputFields ?? []).flatMap((field): FilterField[] => {
        if (NOT_FACETS.has(field.name)) return [];
        if (field.type.name === "FilterEqualTypeInput") return [{ code: field.name, kind: "equal" }];
        if (field.type.name === "FilterRangeTypeInput") return [{ code: field.name, kind: "range" }];
        return [];
      });
      return fields.length ? fields : FALLBACK_FILTER_FIELDS;
    })
    .catch((error: unknown) => {
      if (!(error instanceof MagentoGraphQLError)) throw error;
      log.warn({ err: error }, "[catalog] the backend does not answer schema introspection; only category and price filters");
      return FALLBACK_FILTER_FIELDS;
    });
}

export interface ListingRequest {
  params: ListingParams;
  filterFields: readonly FilterField[];
  /** The page's own restriction, e.g. `{ category_uid: { eq: uid } }` on a category page. */
  baseFilter: ProductAttributeFilterInput;
  /** Search text (search page). */
  search?: string;
}

export type ListingResult = { kind: "listing"; listing: ProductListing } | { kind: "beyond-last-page"; lastPage: number };

type FilterInput = Record<string, unknown>;

/** The backend filter for the base restriction plus the chosen values (all but `except`). */
export function buildFilterInput(
  baseFilter: ProductAttributeFilterInput,
  filters: Record<string, string[]>,
  fields: readonly FilterField[],
  except?: string,
): ProductAttributeFilterInput {
  const input: FilterInput = { ...baseFilter };
  for (const field of fields) {
    const values = filters[field.code];
    if (!values?.length || field.code === except) continue;
    if (field.kind === "range") {
      const [value] = values;
      if (!value) continue;
      const { from, to } = parsePriceRange(value);
      input[field.code] = { ...(from !== null ? { from: String(from) } : {}), ...(to !== null ? { to: String(to) } : {}) };
    } else {
      input[field.code] = values.length === 1 ? { eq: values[0] } : { in: values };
      // Magento takes one category filter at a time: chosen sub-categories (inside the page's
      // category, as the facet offers only its children) replace the page's own.
      if (field.code === "category_id") {
        delete input.category_uid;
        delete input.category_url_path;
      }
    }
  }
  return input as ProductAttributeFilterInput;
}

/**
 * One page of products with its facets. Everything is asked at once: the page itself, and for
 * each attribute with chosen values the same listing without that attribute, whose facet lists
 * the attribute's other options (so a shopper can tick a second colour). A page past the last
 * one is reported, not shown, so the route can send the shopper to the last page.
 */
export async function loadProductListing(shop: Shop, request: ListingRequest): Promise<ListingResult> {
  const { storeCode } = shop;
  const { params, filterFields } = request;
  const variables = {
    search: request.search || undefined,
    filter: buildFilterInput(request.baseFilter, params.filters, filterFields),
    sort: sortInputFor(params),
    pageSize: params.size,
    currentPage: params.page,
  };
  const appliedCodes = Object.keys(params.filters).filter((code) => filterFields.some((field) => field.code === code));

  const [shown, page, ...otherFacets] = await Promise.all([
    shownCurrency(shop),
    publicQuery(shop, ProductListingQuery, variables).catch((error: unknown) => {
      // Magento refuses a page past the last one ("currentPage value N specified is greater than…").
      if (error instanceof MagentoGraphQLError && params.page > 1) return null;
      throw error;
    }),
    ...appliedCodes.map((code) =>
      publicQuery(shop, ListingFacetsQuery, {
        search: variables.search,
        filter: buildFilterInput(request.baseFilter, params.filters, filterFields, code),
      })
        .then((data) => data.products?.aggregations?.find((aggregation) => aggregation && filterFieldOf(aggregation.attribute_code) === code) ?? null),
    ),
  ]);

  const products = page?.products;
  const totalPages = products?.page_info?.total_pages ?? 0;
  if (!products || (params.page > 1 && params.page > totalPages)) {
    return { kind: "beyond-last-page", lastPage: await lastPage(shop, request) };
  }

  const items = (products.items ?? [])
    .filter((item): item is NonNullable<typeof item> => Boolean(item))
    .map((item) => toProductTile(item, storeCode, shop.locale));

  // Aggregations carry no swatches; the products on the page do (option id = value index).
  const swatches = new Map<string, Swatch>();
  for (const item of products.items ?? []) {
    if (!item || !("configurable_options" in item)) continue;
    for (const option of item.configurable_options ?? []) {
      for (const value of option?.values ?? []) {
        const swatch = toSwatch(value?.swatch_data);
        if (swatch && swatch.kind !== "text" && value?.value_index != null) swatches.set(`${option?.attribute_code}:${value.value_index}`, swatch);
      }
    }
  }

  const replaced = new Map(appliedCodes.map((code, index) => [code, otherFacets[index] ?? null]));
  const pageAggregations = products.aggregations ?? [];
  const aggregations = sortedOptions([
    ...pageAggregations.map((aggregation) => (aggregation && replaced.get(filterFieldOf(aggregation.attribute_code))) || aggregation),
    // An attribute whose chosen values match nothing is absent from the page's own aggregations.
    ...[...replaced.values()].filter(
      (aggregation) => aggregation && !pageAggregations.some((own) => own?.attribute_code === aggregation.attribute_code),
    ),
  ]);
  const totalCount = products.total_count ?? items.length;
  const facets = aggregations.flatMap((aggregation): Facet[] => {
    const field = filterFields.find((candidate) => candidate.code === filterFieldOf(aggregation.attribute_code));
    if (!field) return [];
    const chosen = params.filters[field.code] ?? [];
    const options: FacetOption[] = (aggregation.options ?? []).flatMap((option) => {
      if (!option?.value) return [];
      return [
        {
          value: option.value,
          label: option.label ?? option.value,
          count: option.count ?? null,
          selected: chosen.includes(option.value),
          swatch: swatches.get(`${field.code}:${option.value}`) ?? null,
          range: field.kind === "range" ? priceEnds(option.value, shop.locale, shown) : null,
        },
      ];
    });
    // A chosen value the backend no longer lists stays visible, so it can be unticked.
    for (const value of chosen) {
      if (!options.some((option) => option.value === value)) {
        options.push({
          value,
          label: value,
          count: 0,
          selected: true,
          swatch: null,
          range: field.kind === "range" ? priceEnds(value, shop.locale, shown) : null,
        });
      }
    }
    // A facet whose only option holds every product filters nothing.
    const useless = !chosen.length && (options.length === 0 || (options.length === 1 && options[0]?.count === totalCount));
    if (useless) return [];
    return [{ code: field.code, param: filterParamName(field.code), kind: field.kind, label: aggregation.label ?? field.code, options }];
  });

  const applied: AppliedFilter[] = facets.flatMap((facet) =>
    facet.options.filter((option) => option.selected).map((option) => ({ code: facet.code, attributeLabel: facet.label, value: option.value, option })),
  );

  return {
    kind: "listing",
    listing: {
      params,
      sortKeys: sortKeysFor(params.kind),
      totalCount,
      totalPages: Math.max(1, totalPages),
      items,
      facets,
      applied,
    },
  };
}

/**
 * A price bucket's ends in the shopper's currency. Buckets and the price filter are in the base
 * currency (Magento's price index), so the value stays as it is in the URL and only its label is
 * converted, as Magento's own layered navigation writes it.
 */
function priceEnds(value: string, locale: string, shown: { code: string; rate: number }): FacetOption["range"] {
  const { from, to } = parsePriceRange(value);
  return {
    from: from !== null ? money(from * shown.rate, shown.code, locale) : null,
    to: to !== null ? money(to * shown.rate, shown.code, locale) : null,
  };
}

/** The number of the last page of the listing, for a shopper who asked for one beyond it. */
async function lastPage(shop: Shop, request: ListingRequest): Promise<number> {
  const data = await publicQuery(shop, ListingPageCountQuery, {
    search: request.search || undefined,
    filter: buildFilterInput(request.baseFilter, request.params.filters, request.filterFields),
    pageSize: request.params.size,
  });
  return Math.max(1, data.products?.page_info?.total_pages ?? 1);
}

const ProductFilterFieldsQuery = graphql(`
  query ProductFilterFields {
    __type(name: "ProductAttributeFilterInput") {
      inputFields {
        name
        type {
          name
        }
      }
    }
  }
`);

const ProductListingQuery = graphql(`
  query ProductListing(
    $search: String
    $filter: ProductAttributeFilterInput
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
  ) {
    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
      items {
        ...ProductTile
      }
      aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {
        attribute_code
        label
        count
        position
        options {
          label
          value
          count
        }
      }
    }
  }
`);

const ListingFacetsQuery = graphql(`
  query ListingFacets($search: String, $filter: ProductAttributeFilterInput) {
    products(search: $search, filter: $filter, pageSize: 1, currentPage: 1) {
      aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {
        attribute_code
        label
        count
        position
        options {
          label
          value
          count
        }
      }
    }
  }
`);

const ListingPageCountQuery = graphql(`
  query ListingPageCount($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int!) {
    products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: 1) {
      page_info {
        total_pages
      }
    }
  }
`);
