/**
 * The advanced-search popup (Amasty-style `xsearch*` queries): per group, its settings
 * (`amasty_xsearch/<group>/enabled|limit|desc_length`, general `min_chars`) decide whether and how
 * many items it answers. Products are found exactly as `products(search:)` finds them (same index,
 * visibility, stock rules and Best Match order), so the popup's count is the results page's;
 * categories, CMS pages and blog posts come from the search index and their sources' items;
 * popular and recent searches from the search log.
 *
 * A text shorter than `min_chars` answers empty product/category/page/blog groups (no error: the
 * popup just shows nothing yet); popular and recent searches also answer an empty text (the
 * "first click" on the empty search box).
 */
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/bulk";
import type { Database } from "../../db/connect";
import { inputError } from "../../lib/errors";
import type { ProductRecord, ProductService } from "../catalog";
import { findMatches, resolveSearch, type SearchEntityType, type SearchItem, searchLanguage, type SearchStoreView } from "../catalog-search";
import type { ConfigReader, StoreView } from "../store";
import { searchSourceFor } from "./searchIndex";
import { logSearch, normalizeSearchText, popularSearches, recentSearches, type LoggedSearch } from "./searchLog";
import type { SearchOwner } from "./searchOwner";

export type ItemGroup = "category" | "page" | "blog";
export type SearchGroup = "popular_searches" | "recent_searches";

export interface GroupAnswer<T> {
  items: T[];
  totalCount: number;
  code: string;
}

export interface XsearchService {
  products(view: StoreView, text: string): Promise<GroupAnswer<ProductRecord>>;
  items(view: StoreView, group: ItemGroup, text: string): Promise<GroupAnswer<SearchItem>>;
  popular(view: StoreView, text: string): Promise<GroupAnswer<LoggedSearch>>;
  recent(view: StoreView, owner: SearchOwner | null, text: string): Promise<GroupAnswer<LoggedSearch>>;
  /** Logs a search made on the results page; returns how many products it finds. */
  saveSearch(view: StoreView, owner: SearchOwner | null, text: string): Promise<number>;
  /** The search log's row of this text in the store view (Magento's `Query::loadByQueryText`), or null. */
  term(view: StoreView, text: string): Promise<SearchTermRecord | null>;
}

/** A logged search text with its redirect (a search term sending shoppers to a page) and popularity. */
export interface SearchTermRecord {
  text: string;
  redirect: string | null;
  popularity: number;
}

/** Different shoppers a text needs before it is offered as a popular search (`…/popular_searches/min_shoppers`). */
export const DEFAULT_MIN_SHOPPERS = 3;

const ENTITY_TYPES: Record<ItemGroup, SearchEntityType> = { category: "category", page: "cms_page", blog: "blog_post" };

interface GroupSettings {
  enabled: boolean;
  limit: number;
  descLength: number;
}

export function createXsearchService(db: Database, config: ConfigReader, products: ProductService): XsearchService {
  const scopeOf = (view: StoreView) => ({ storeId: view.id, websiteId: view.websiteId });

  async function groupSettings(view: StoreView, group: string): Promise<GroupSettings> {
    const prefix = `amasty_xsearch/${group}`;
    const values = await config.getValues([`${prefix}/enabled`, `${prefix}/limit`, `${prefix}/desc_length`], scopeOf(view));
    return {
      enabled: values.get(`${prefix}/enabled`) === "1",
      limit: nonNegative(values.get(`${prefix}/limit`), 5),
      descLength: nonNegative(values.get(`${prefix}/desc_length`), 100),
    };
  }

  /** The trimmed text, or null when it is shorter than the popup's `min_chars`. */
  async function searchableText(view: StoreView, text: string): Promise<string | null> {
    const trimmed = text.trim();
    const minChars = nonNegative(await config.getValue("amasty_xsearch/general/min_chars", scopeOf(view)), 3);
    return [...trimmed].length >= Math.max(minChars, 1) ? trimmed : null;
  }

  async function searchView(view: StoreView): Promise<SearchStoreView> {
    const scope = scopeOf(view);
    return {
      id: view.id,
      websiteId: view.websiteId,
      locale: (await config.getValue("general/locale/code", scope)) ?? "en_US",
      setting: (path) => config.getValue(path, scope),
    };
  }

  /** Texts as the log keeps them (max `catalog/search/max_query_length`, Magento's 128 by default). */
  async function logText(view: StoreView, text: string): Promise<string> {
    return normalizeSearchText(text, nonNegative(await config.getValue("catalog/search/max_query_length", scopeOf(view)), 128) || 128);
  }

  return {
    async products(view, text) {
      const settings = await groupSettings(view, "product");
      const searchable = await searchableText(view, text);
      if (!settings.enabled || searchable === null) return { items: [], totalCount: 0, code: "product" };
      const result = await products.search(view, { search: searchable, pageSize: Math.max(settings.limit, 1), currentPage: 1 });
      return { items: settings.limit > 0 ? result.items : [], totalCount: result.totalCount, code: "product" };
    },

    async items(view, group, text) {
      const settings = await groupSettings(view, group);
      const searchable = await searchableText(view, text);
      const source = searchSourceFor(ENTITY_TYPES[group]);
      if (!settings.enabled || searchable === null || !source?.readItems) return { items: [], totalCount: 0, code: group };
      const storeView = await searchView(view);
      const resolved = await resolveSearch(db, searchable, searchLanguage(storeView.locale));
      if (!resolved) return { items: [], totalCount: 0, code: group };
      const matches = await findMatches(db, resolved, { storeId: view.id, entityType: source.entityType }, settings.limit);
      const found = new Map((await source.readItems(db, storeView, matches.ids)).map((item) => [item.entityId, item]));
      const items = matches.ids
        .map((id) => found.get(id))
        .filter((item): item is SearchItem => item !== undefined)
        .map((item) => ({ ...item, description: shorten(item.description, settings.descLength) }));
      return { items, totalCount: matches.total, code: group };
    },

    async term(view, text) {
      const [row] = await queryRows<{ query_text: string; redirect: string | null; popularity: number }>(
        db,
        sql`select query_text, redirect, popularity from search_query where store_id = ${view.id} and query_text = ${await logText(view, text)} limit 1`,
      );
      return row ? { text: row.query_text, redirect: row.redirect || null, popularity: row.popularity } : null;
    },

    async popular(view, text) {
      const settings = await groupSettings(view, "popular_searches");
      if (!settings.enabled) return { items: [], totalCount: 0, code: "popular_searches" };
      const minShoppers = nonNegative(await config.getValue("amasty_xsearch/popular_searches/min_shoppers", scopeOf(view)), DEFAULT_MIN_SHOPPERS);
      const found = await popularSearches(db, view.id, await logText(view, text), settings.limit, minShoppers);
      return { items: found.items, totalCount: found.total, code: "popular_searches" };
    },

    async recent(view, owner, text) {
      const settings = await groupSettings(view, "recent_searches");
      if (!settings.enabled || !owner) return { items: [], totalCount: 0, code: "recent_searches" };
      const found = await recentSearches(db, owner, view.id, await logText(view, text), settings.limit);
      return { items: found.items, totalCount: found.total, code: "recent_searches" };
    },

    async saveSearch(view, owner, text) {
      const logged = await logText(view, text);
      const minLength = nonNegative(await config.getValue("catalog/search/min_query_length", scopeOf(view)), 3);
      if ([...logged].length < minLength) throw inputError(`Minimum Search query length is ${minLength}`);
      const result = await products.search(view, { search: logged, pageSize: 1, currentPage: 1 });
      await logSearch(db, view.id, logged, result.totalCount, owner);
      return result.totalCount;
    },
  };
}

function nonNegative(value: string | null | undefined, fallback: number): number {
  const number = Number(value);
  return value !== null && value !== undefined && value.trim() !== "" && Number.isInteger(number) && number >= 0 ? number : fallback;
}

/** At most `length` characters, cut at a word boundary when one is near, with an ellipsis. */
export function shorten(text: string, length: number): string {
  const chars = [...text];
  if (length <= 0 || chars.length <= length) return text;
  const cut = chars.slice(0, length).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
