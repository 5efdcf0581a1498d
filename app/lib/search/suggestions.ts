/**
 * What the header search's suggestion popup receives from `GET /{store}/search/suggest?query=`
 * (`app/routes/$store.search.suggest.tsx`): plain JSON in the shopper's terms (names already cut,
 * prices formatted, links store-prefixed), shared by the resource route and the combobox.
 */
import type { DisplayPrice } from "~/lib/catalog/price";
import { storeHref } from "~/lib/store-view";

/** Magento (and the spec, §5 and §9) refuse shorter search and autocomplete texts. */
export const DEFAULT_MIN_QUERY_LENGTH = 3;

/** Groups of the popup, named by the advanced-search settings prefix (`amasty_xsearch_<code>_*`). */
export const SUGGESTION_GROUP_CODES = ["product", "popular_searches", "recent_searches", "category", "page", "blog"] as const;
export type SuggestionGroupCode = (typeof SUGGESTION_GROUP_CODES)[number];

export interface SuggestionThumbnail {
  src: string;
  srcSet: string;
  alt: string;
}

export interface SuggestionItem {
  /** Unique in the popup: the option's DOM id is built from it. */
  key: string;
  name: string;
  /** Store-prefixed link the option opens. */
  href: string;
  description?: string;
  /** Products: the picture (80 px, 160 px for dense screens) and the price. */
  thumbnail?: SuggestionThumbnail | null;
  price?: DisplayPrice;
  /** Popular and recent searches: products the text found when it was last searched. */
  resultCount?: number | null;
}

export interface SuggestionGroup {
  code: SuggestionGroupCode;
  /** The group title from the shop's settings (store view text). */
  title: string;
  items: SuggestionItem[];
  /** All matches, not only the ones shown. */
  totalCount: number;
}

export type SuggestResponse =
  | {
      status: "ok";
      /** The text the suggestions are for ("" for the first click on the empty box). */
      query: string;
      minChars: number;
      groups: SuggestionGroup[];
      /** The results page for the text; null on the first click. */
      viewAllHref: string | null;
    }
  | { status: "too-short"; query: string; minChars: number; message: string }
  | { status: "error"; message: string };

/** The resource route answering suggestions for a store view. */
export function suggestHref(storeCode: string, query: string): string {
  const path = storeHref(storeCode, "/search/suggest");
  return query ? `${path}?${new URLSearchParams({ query })}` : path;
}

/** The search results page for a text. */
export function searchResultsHref(storeCode: string, query: string): string {
  return `${storeHref(storeCode, "/search.html")}?${new URLSearchParams({ query })}`;
}

/** Length as the search page and Magento count it (code points), so both refuse the same texts. */
export function queryLength(query: string): number {
  return [...query.trim()].length;
}
