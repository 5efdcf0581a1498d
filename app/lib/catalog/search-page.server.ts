import type { Shop } from "~/lib/shop/shop.server";
import { listingHref, withPage } from "~/lib/catalog/listing-params";
import { parseListingParams } from "~/lib/catalog/listing-params.server";
import { loadFilterFields, loadProductListing } from "~/lib/catalog/listing.server";
import type { SearchPageData } from "~/lib/catalog/types";
import { magentoClient } from "~/lib/magento/client-for.server";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import { graphql } from "~/lib/magento/generated";
import { storeHref } from "~/lib/store-view";
import { log } from "../../../logging/logger";

/** Magento (and the spec) refuse shorter search texts. */
export const MIN_QUERY_LENGTH = 3;

export type SearchPageResult = { kind: "page"; page: SearchPageData } | { kind: "redirect"; location: string };

/**
 * The search page for the listing state in the URL: `products(search:)` with the same filters,
 * sort (Best Match by default), size and page as a category listing. A text shorter than three
 * characters asks nothing of the backend; a GraphQL error becomes the page's error message (the
 * shopper can search again), while an unreachable or slow backend is thrown for a 503/504.
 */
export async function loadSearchPage(shop: Shop, search: URLSearchParams): Promise<SearchPageResult> {
  const path = storeHref(shop.storeCode, "/search.html");
  const query = (search.get("query") ?? "").trim();
  if ([...query].length < MIN_QUERY_LENGTH) return { kind: "page", page: { path, query, state: "short", listing: null } };
  try {
    const filterFields = await loadFilterFields(shop);
    const params = parseListingParams(search, { kind: "search", filterFields });
    const result = await loadProductListing(shop, { params, filterFields, baseFilter: {}, search: query });
    if (result.kind === "beyond-last-page") {
      return { kind: "redirect", location: listingHref(path, withPage(params, result.lastPage)) };
    }
    return { kind: "page", page: { path, query, state: "results", listing: result.listing } };
  } catch (error) {
    if (!(error instanceof MagentoGraphQLError)) throw error;
    log.warn({ err: error }, "[search] the backend refused the search");
    return { kind: "page", page: { path, query, state: "error", listing: null } };
  }
}

/**
 * True for the page the search box opens: a text of three or more characters and nothing else in
 * the URL (so the first page, Best Match, the default size, no filters). Paging, sorting or
 * filtering the same text is not a new search.
 */
export function isFreshSearch(search: URLSearchParams): boolean {
  const query = (search.get("query") ?? "").trim();
  return [...query].length >= MIN_QUERY_LENGTH && [...search.keys()].every((key) => key === "query");
}

/** Time the search log may add to the results page before it is given up. */
const RECORD_TIMEOUT_MS = 2000;

/**
 * Records a search the shopper made (`xsearchSaveSearch`) for the shop's popular searches and the
 * shopper's recent searches, as that shopper (customer token, else the shopper-session key). A
 * search log is never worth a broken page: any failure is logged and the page goes on.
 */
export async function recordSearch(shop: Shop, options: { query: string; shopperSession: string }): Promise<void> {
  try {
    await magentoClient(shop.context, {
      storeCode: shop.storeCode,
      customerToken: shop.customerToken() ?? undefined,
      shopperSession: options.shopperSession,
      signal: AbortSignal.timeout(RECORD_TIMEOUT_MS),
    }).mutate(SaveSearchMutation, { search: options.query });
  } catch (error) {
    log.warn({ err: error }, `[search] could not record the search`);
  }
}

const SaveSearchMutation = graphql(`
  mutation SaveSearch($search: String!) {
    xsearchSaveSearch(search: $search)
  }
`);
