import { createPublicCache, publicCacheOf } from "~/lib/cache.server";
import { catalogImageUrl } from "~/lib/catalog/image";
import { displayPrice, type PriceRangeLike } from "~/lib/catalog/price";
import { productHref, productImage } from "~/lib/catalog/product-tile.server";
import { magentoClient } from "~/lib/magento/client-for.server";
import { graphql } from "~/lib/magento/generated";
import {
  DEFAULT_MIN_QUERY_LENGTH,
  SUGGESTION_GROUP_CODES,
  searchResultsHref,
  type SuggestionGroup,
  type SuggestionGroupCode,
  type SuggestionItem,
  type SuggestionThumbnail,
} from "~/lib/search/suggestions";
import { storeHref } from "~/lib/store-view";
import { htmlToText } from "~/lib/text/plain-text.server";
import { truncateText } from "~/lib/text/truncate";
import type { Shop } from "~/lib/shop/shop.server";

/** One popup group's settings (`amasty_xsearch_<code>_*`). */
export interface SuggestionGroupSettings {
  code: SuggestionGroupCode;
  enabled: boolean;
  title: string;
  position: number;
  limit: number;
  /** Graphemes of a name shown; 0 = whole names. */
  nameLength: number;
  descLength: number;
  /** Popular and recent searches: shown when the empty box is focused. */
  firstClick: boolean;
}

export interface SuggestionSettings {
  minChars: number;
  groups: SuggestionGroupSettings[];
}

/** The shop's popup settings for a store view (public, cached with the other store config). */
export function loadSuggestionSettings(shop: Shop): Promise<SuggestionSettings> {
  return publicCacheOf(shop.context).get(`xsearch-settings:${shop.storeCode}`, async () => {
    const { storeConfig } = await shop.guestClient().query(SearchSuggestionSettingsQuery);
    return readSuggestionSettings(storeConfig ?? {});
  });
}

type SettingsSource = Record<string, string | number | boolean | null | undefined>;

/** Settings from StoreConfig's flat fields; a field the backend leaves empty takes Amasty's default. */
export function readSuggestionSettings(config: SettingsSource): SuggestionSettings {
  const read = (code: string, setting: string) => config[`amasty_xsearch_${code}_${setting}`];
  const number = (value: unknown, fallback: number) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);
  const minChars = number(read("general", "min_chars"), DEFAULT_MIN_QUERY_LENGTH);
  return {
    minChars: Math.max(minChars, 1),
    groups: SUGGESTION_GROUP_CODES.map((code, index) => ({
      code,
      enabled: read(code, "enabled") === true,
      title: String(read(code, "title") ?? ""),
      position: number(read(code, "position"), index + 1),
      limit: Math.max(number(read(code, "limit"), 5), 0),
      nameLength: Math.max(number(read(code, "name_length"), 0), 0),
      descLength: Math.max(number(read(code, "desc_length"), 0), 0),
      firstClick: read(code, "first_click") === true,
    })),
  };
}

/**
 * The groups to ask for, in popup order (position, then the spec's group order): the enabled
 * ones for a text; for the first click on the empty box only popular and recent searches whose
 * `first_click` is on. Recent searches are left out when nobody is known to ask them for.
 */
export function groupsToAsk(settings: SuggestionSettings, options: { firstClick: boolean; knowsShopper: boolean }): SuggestionGroupSettings[] {
  return settings.groups
    .filter((group) => group.enabled && group.limit > 0)
    .filter((group) => !options.firstClick || ((group.code === "popular_searches" || group.code === "recent_searches") && group.firstClick))
    .filter((group) => group.code !== "recent_searches" || options.knowsShopper)
    .sort((a, b) => a.position - b.position || SUGGESTION_GROUP_CODES.indexOf(a.code) - SUGGESTION_GROUP_CODES.indexOf(b.code));
}

export interface SuggestionRequest {
  storeCode: string;
  /** BCP 47 locale for prices and grapheme rules. */
  locale: string;
  /** The text; "" for the first click. */
  query: string;
  groups: SuggestionGroupSettings[];
  customerToken?: string;
  shopperSession?: string;
}

/**
 * The asked groups for a text in one GraphQL request; groups that found nothing are left out. Asked
 * as the signed-in customer, else (for recent searches) as `shopperSession`.
 */
export async function loadSuggestionGroups(
  shop: Shop,
  input: { query: string; groups: SuggestionGroupSettings[]; shopperSession?: string },
): Promise<SuggestionGroup[]> {
  const request: SuggestionRequest = { ...input, storeCode: shop.storeCode, locale: shop.locale, customerToken: shop.customerToken() ?? undefined };
  const asked = new Set(request.groups.map((group) => group.code));
  const variables = {
    search: request.query || null,
    products: asked.has("product"),
    popular: asked.has("popular_searches"),
    recent: asked.has("recent_searches"),
    categories: asked.has("category"),
    pages: asked.has("page"),
    blogs: asked.has("blog"),
  };
  const personal = Boolean(request.customerToken || request.shopperSession);
  const ask = () =>
    magentoClient(shop.context, {
      storeCode: request.storeCode,
      currencyCode: shop.displayCurrency ?? undefined,
      customerToken: request.customerToken,
      shopperSession: request.shopperSession,
    }).query(SearchSuggestionsQuery, variables);
  // Answers for nobody in particular are the same for every shopper: kept a minute per text.
  const data = personal ? await ask() : await suggestionCache.get(`${shop.cacheScope}:${JSON.stringify(variables)}`, ask);
  return buildSuggestionGroups(request.groups, data, request);
}

/**
 * Public suggestions (no customer, no recent searches), per store view and text: their own cache,
 * so the many texts shoppers type never push catalogue answers out of `publicCache`.
 */
const suggestionCache = createPublicCache({ ttlMs: 60_000, staleMs: 60_000, maxEntries: 2000 });

interface LinkedSource {
  name?: string | null;
  url?: string | null;
  description?: string | null;
}

interface SearchSource {
  name?: string | null;
  num_results?: number | null;
}

export interface ProductSource {
  uid: string;
  name?: string | null;
  url_key?: string | null;
  url_suffix?: string | null;
  small_image?: { url?: string | null; label?: string | null } | null;
  short_description?: { html: string } | null;
  price_range: PriceRangeLike;
}

interface GroupAnswer<T> {
  total_count?: number | null;
  items?: ReadonlyArray<T | null> | null;
}

/** The fields of `SearchSuggestions` the popup reads (a group not asked for is absent). */
export interface SuggestionsAnswer {
  xsearchProducts?: GroupAnswer<ProductSource> | null;
  xsearchPopularSearches?: GroupAnswer<SearchSource> | null;
  xsearchRecentSearches?: GroupAnswer<SearchSource> | null;
  xsearchCategories?: GroupAnswer<LinkedSource> | null;
  xsearchPages?: GroupAnswer<LinkedSource> | null;
  xsearchBlogs?: GroupAnswer<LinkedSource> | null;
}

/** The backend's answer as the popup shows it: ordered, limited, names and descriptions cut. */
export function buildSuggestionGroups(
  groups: SuggestionGroupSettings[],
  data: SuggestionsAnswer,
  { storeCode, locale }: { storeCode: string; locale: string },
): SuggestionGroup[] {
  return groups.flatMap((group): SuggestionGroup[] => {
    const answer = answerFor(group.code, data);
    if (!answer) return [];
    const sources = (answer.items ?? []).filter(Boolean).slice(0, group.limit);
    const items = sources.flatMap((source, index) => (source ? toItem(group, source, index, { storeCode, locale }) : []));
    if (!items.length) return [];
    return [{ code: group.code, title: group.title, items, totalCount: Math.max(answer.total_count ?? 0, items.length) }];
  });
}

function answerFor(code: SuggestionGroupCode, data: SuggestionsAnswer): GroupAnswer<ProductSource | SearchSource | LinkedSource> | null | undefined {
  switch (code) {
    case "product":
      return data.xsearchProducts;
    case "popular_searches":
      return data.xsearchPopularSearches;
    case "recent_searches":
      return data.xsearchRecentSearches;
    case "category":
      return data.xsearchCategories;
    case "page":
      return data.xsearchPages;
    case "blog":
      return data.xsearchBlogs;
  }
}

function toItem(
  group: SuggestionGroupSettings,
  source: ProductSource | LinkedSource | SearchSource,
  index: number,
  { storeCode, locale }: { storeCode: string; locale: string },
): SuggestionItem[] {
  const key = `${group.code}-${index}`;
  if (group.code === "product") {
    const product = source as ProductSource;
    const fullName = product.name?.trim() ?? "";
    if (!fullName || !product.url_key) return [];
    const description = truncateText(htmlToText(product.short_description?.html), group.descLength, locale);
    return [
      {
        key,
        name: truncateText(fullName, group.nameLength, locale),
        href: productHref(storeCode, product),
        ...(description ? { description } : {}),
        thumbnail: thumbnailOf(product.small_image, fullName),
        price: displayPrice(product.price_range, locale),
      },
    ];
  }
  if (group.code === "popular_searches" || group.code === "recent_searches") {
    const search = source as SearchSource;
    const text = search.name?.trim() ?? "";
    if (!text) return [];
    return [{ key, name: text, href: searchResultsHref(storeCode, text), resultCount: search.num_results ?? null }];
  }
  const linked = source as LinkedSource;
  const name = linked.name?.trim() ?? "";
  if (!name || linked.url == null) return [];
  const description = truncateText(linked.description ?? "", group.descLength, locale);
  return [
    {
      key,
      name: truncateText(name, group.nameLength, locale),
      href: storeHref(storeCode, linked.url.replace(/^\/+/, "/")),
      ...(description ? { description } : {}),
    },
  ];
}

/** 80 px pictures (160 px on dense screens) in the catalogue's 0.8 frame. */
function thumbnailOf(image: ProductSource["small_image"], name: string): SuggestionThumbnail | null {
  const picture = productImage(image, name);
  if (!picture) return null;
  const src = catalogImageUrl(picture.src, 80);
  const dense = catalogImageUrl(picture.src, 160);
  return { src, srcSet: dense === picture.src ? "" : `${src} 1x, ${dense} 2x`, alt: picture.alt };
}

const SearchSuggestionSettingsQuery = graphql(`
  query SearchSuggestionSettings {
    storeConfig {
      amasty_xsearch_general_min_chars
      amasty_xsearch_product_enabled
      amasty_xsearch_product_title
      amasty_xsearch_product_position
      amasty_xsearch_product_limit
      amasty_xsearch_product_name_length
      amasty_xsearch_product_desc_length
      amasty_xsearch_popular_searches_enabled
      amasty_xsearch_popular_searches_title
      amasty_xsearch_popular_searches_position
      amasty_xsearch_popular_searches_limit
      amasty_xsearch_popular_searches_first_click
      amasty_xsearch_recent_searches_enabled
      amasty_xsearch_recent_searches_title
      amasty_xsearch_recent_searches_position
      amasty_xsearch_recent_searches_limit
      amasty_xsearch_recent_searches_first_click
      amasty_xsearch_category_enabled
      amasty_xsearch_category_title
      amasty_xsearch_category_position
      amasty_xsearch_category_limit
      amasty_xsearch_category_name_length
      amasty_xsearch_category_desc_length
      amasty_xsearch_page_enabled
      amasty_xsearch_page_title
      amasty_xsearch_page_position
      amasty_xsearch_page_limit
      amasty_xsearch_page_name_length
      amasty_xsearch_page_desc_length
      amasty_xsearch_blog_enabled
      amasty_xsearch_blog_title
      amasty_xsearch_blog_position
      amasty_xsearch_blog_limit
      amasty_xsearch_blog_name_length
      amasty_xsearch_blog_desc_length
    }
  }
`);

const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions(
    $search: String
    $products: Boolean!
    $popular: Boolean!
    $recent: Boolean!
    $categories: Boolean!
    $pages: Boolean!
    $blogs: Boolean!
  ) {
    xsearchProducts(search: $search) @include(if: $products) {
      total_count
      items {
        uid
        name
        url_key
        url_suffix
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
      }
    }
    xsearchPopularSearches(search: $search) @include(if: $popular) {
      total_count
      items {
        name
        num_results
      }
    }
    xsearchRecentSearches(search: $search) @include(if: $recent) {
      total_count
      items {
        name
        num_results
      }
    }
    xsearchCategories(search: $search) @include(if: $categories) {
      total_count
      items {
        name
        url
        description
      }
    }
    xsearchPages(search: $search) @include(if: $pages) {
      total_count
      items {
        name
        url
        description
      }
    }
    xsearchBlogs(search: $search) @include(if: $blogs) {
      total_count
      items {
        name
        url
        description
      }
    }
  }
`);
