/**
 * The catalogue as the storefront queries it: `products` (filters, search, sort, paging,
 * layered navigation), products of a category, products behind a URL, and per-request loaders
 * for what hangs off a product. Magento's paging rules and messages; aggregations in Magento's
 * shapes (price buckets "from_to", category ids under `category_uid`, option ids for select
 * attributes), computed only when asked for: read from the category facet index when it answers the
 * listing (facetIndex.ts), else counted live in one pass.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import { createBatchLoader, type BatchLoader } from "../../lib/batchLoader";
import { inputError } from "../../lib/errors";
import { createPostingCache, findAllMatches, resolveSearch, searchLanguage, type PostingReader, type SearchMatches } from "../catalog-search";
import type { ConfigReader, StoreView } from "../store";
import { attributeLabel, optionLabel, type AttributeCatalog, type AttributeRegistry, type ProductAttribute } from "./attributes";
import { catalogLabels } from "./catalogLabels";
import { findByIds, findCategories, type CategoryRecord } from "./categoryRepository";
import { chooseStep, priceBucket } from "./priceBuckets";
import { buildProductQuery, nameMatchText, type ProductCriteria, type ProductSearchArgs, type ProductSortInput } from "./productCriteria";
import { countCategoryFacets, facetKeyFor, facetPriceBuckets, facetPriceExtremes, facetQuery, FACET_PRICE_STEP, loadFacets, loadLiveFacets, type FacetSummary } from "./facetIndex";
import { countListing, listingStatements, pageListing, pageQuery, priceBucketCounts, type ListingCriteria } from "./productListing";
import { createSearchListing } from "./searchListing";
import {
  findCategoryIds,
  findChildIds,
  findChildOptions,
  findLinkedIds,
  findMediaGalleries,
  findProductsByIds,
  findSuperAttributes,
  LINK_CROSSSELL,
  LINK_RELATED,
  LINK_UPSELL,
  type ChildOptions,
  type MediaEntry,
  type ProductRecord,
  type SuperAttribute,
} from "./productRepository";

export interface ProductSearchResult {
  items: ProductRecord[];
  totalCount: number;
  pageSize: number;
  currentPage: number;
  totalPages: number;
  /** What aggregations are computed over. */
  listing: ListingCriteria;
  /** The category's precomputed layered navigation, when it answers this listing (facetIndex.ts). */
  facets?: FacetSummary;
  /** The category filter's ids (for `includeDirectChildrenOnly`), if any. */
  categoryFilterIds?: number[];
  isSearch: boolean;
}

/** What aggregations are made of, from a facet summary (read from the index or counted live). */
interface ListingCounts {
  priceExtremes: { min: number; max: number } | null;
  priceBuckets(step: number): Promise<{ bucket: number; count: number }[]>;
  categories: { categoryId: number; count: number }[];
  /** attribute id → option id → products. */
  options: Map<number, Map<number, number>>;
}

export interface AggregationOptionResult {
  label: string;
  value: string;
  count: number;
}

export interface AggregationResult {
  attributeCode: string;
  label: string;
  count: number;
  position: number | null;
  options: AggregationOptionResult[];
}

export interface SortFieldsResult {
  default: string;
  options: { label: string; value: string }[];
}

export interface ProductLoaders {
  byId: BatchLoader<number, ProductRecord>;
  childIds: BatchLoader<number, number[]>;
  /** Enabled children's option values (configurable options without loading the children). */
  childOptions: BatchLoader<number, ChildOptions[]>;
  superAttributes: BatchLoader<number, SuperAttribute[]>;
  gallery: BatchLoader<number, MediaEntry[]>;
  categoryIds: BatchLoader<number, number[]>;
  related: BatchLoader<number, number[]>;
  upsell: BatchLoader<number, number[]>;
  crosssell: BatchLoader<number, number[]>;
  /** Products listed in a category (for `product_count`). */
  productCount: BatchLoader<number, number>;
}

export interface ProductService {
  attributes: AttributeRegistry;
  search(view: StoreView, args: ProductSearchArgs): Promise<ProductSearchResult>;
  aggregations(view: StoreView, result: ProductSearchResult, options: { includeDirectChildrenOnly: boolean }): Promise<AggregationResult[]>;
  sortFields(view: StoreView): Promise<SortFieldsResult>;
  /** A product a URL may show: enabled and visible individually; null otherwise. */
  findRoutable(view: StoreView, id: number): Promise<ProductRecord | null>;
  /** The SQL statements `search` + `aggregations` run for these arguments (for EXPLAIN in measurements). */
  listingStatements(view: StoreView, args: ProductSearchArgs): Promise<{ name: string; query: SQL }[]>;
  createLoaders(view: StoreView): ProductLoaders;
  /** Loads the in-memory copy searches are answered from (searchListing.ts), e.g. at start-up. */
  warmSearch(): Promise<void>;
}

/** Products in a category page, as CategoryInterface.products asks for them. */
export function categoryProductsArgs(categoryId: number, args: { pageSize?: number | null; currentPage?: number | null; sort?: ProductSortInput | null }): ProductSearchArgs {
  return { filter: { category_id: { eq: String(categoryId) } }, pageSize: args.pageSize, currentPage: args.currentPage, sort: args.sort };
}

const VISIBLE_IN_CATALOG = [2, 4];

export interface ProductServiceOptions {
  /** Answer searches from the in-memory copy when it is loaded (searchListing.ts). Default true. */
  searchInMemory?: boolean;
}

export function createProductService(db: Database, config: ConfigReader, attributes: AttributeRegistry, options: ProductServiceOptions = {}): ProductService {
  const searchListing = options.searchInMemory === false ? null : createSearchListing(db);
  const postings = createPostingCache();
  const inStockOnly = async (view: StoreView) =>
    (await config.getValue("cataloginventory/options/show_out_of_stock", { storeId: view.id, websiteId: view.websiteId })) !== "1";

  return {
    attributes,

    async search(view, args) {
      const query = buildProductQuery(args);
      const listing = await resolveCriteria(db, config, view, query.criteria, attributes, await inStockOnly(view), postings);
      const facetKey = facetKeyFor(listing, optionAttribute(await attributes.get()));
      const page = { size: query.pageSize, current: query.currentPage };
      const fromMemory = listing.search && searchListing ? await searchListing.list(listing, query.sort, page) : null;
      const [counted, ids] = fromMemory
        ? [fromMemory.facets, fromMemory.ids]
        : await Promise.all([facetKey ? loadFacets(db, facetKey, listing.inStockOnly) : countListing(db, listing), pageListing(db, listing, query.sort, page)]);
      const facets = typeof counted === "number" ? undefined : counted;
      const totalCount = typeof counted === "number" ? counted : counted.total;
      const totalPages = totalCount > 0 ? Math.ceil(totalCount / query.pageSize) : 0;
      if (query.currentPage > totalPages && totalCount > 0) {
        throw inputError(`currentPage value ${query.currentPage} specified is greater than the ${totalPages} page(s) available.`);
      }
      const records = await findProductsByIds(db, view.id, ids);
      return {
        items: ids.map((id) => records.get(id)).filter((record): record is ProductRecord => record !== undefined),
        totalCount,
        pageSize: query.pageSize,
        currentPage: query.currentPage,
        totalPages,
        listing,
        facets,
        categoryFilterIds: listing.categoryIds,
        isSearch: query.criteria.searchText !== undefined,
      };
    },

    async aggregations(view, result, options) {
      if (result.totalCount === 0) return [];
      const catalog = await attributes.get();
      const filterable = filterableAttributes(catalog, result.isSearch);
      const [facets, locale] = await Promise.all([
        result.facets ?? loadLiveFacets(db, result.listing, filterable.map((attribute) => attribute.id)),
        config.getValue("general/locale/code", { storeId: view.id, websiteId: view.websiteId }),
      ]);
      const counts = facetCounts(db, result.listing, facets, catalog);
      const labels = catalogLabels(locale);
      const aggregations: AggregationResult[] = [];

      if (counts.priceExtremes) {
        const step = chooseStep(counts.priceExtremes.min, counts.priceExtremes.max);
        const buckets = (await counts.priceBuckets(step)).map((bucket) => priceBucket(bucket.bucket, step, bucket.count));
        const priceAttribute = catalog.byCode.get("price");
        aggregations.push({
          attributeCode: "price",
          label: priceAttribute ? attributeLabel(priceAttribute, view.id) : "Price",
          count: buckets.length,
          position: null,
          options: buckets,
        });
      }

      const categoryAggregation = await buildCategoryAggregation(db, view, counts.categories, labels.category, options.includeDirectChildrenOnly ? result.categoryFilterIds : undefined);
      if (categoryAggregation) aggregations.push(categoryAggregation);

      for (const attribute of filterable) {
        const attributeCounts = counts.options.get(attribute.id);
        if (!attributeCounts || attributeCounts.size === 0) continue;
        aggregations.push(attributeAggregation(attribute, attributeCounts, view.id));
      }
      return aggregations;
    },

    async sortFields(view) {
      const scope = { storeId: view.id, websiteId: view.websiteId };
      const [defaultSort, locale, catalog] = await Promise.all([
        config.getValue("catalog/frontend/default_sort_by", scope),
        config.getValue("general/locale/code", scope),
        attributes.get(),
      ]);
      const sortable = [...catalog.byId.values()].filter((attribute) => attribute.usedForSortBy).sort((a, b) => a.id - b.id);
      return {
        default: defaultSort ?? "position",
        options: [{ value: "position", label: catalogLabels(locale).position }, ...sortable.map((attribute) => ({ value: attribute.code, label: attributeLabel(attribute, view.id) }))],
      };
    },

    async findRoutable(view, id) {
      const record = (await findProductsByIds(db, view.id, [id])).get(id);
      return record && record.enabled && record.visibility !== 1 ? record : null;
    },

    async listingStatements(view, args) {
      const query = buildProductQuery(args);
      const listing = await resolveCriteria(db, config, view, query.criteria, attributes, await inStockOnly(view), postings);
      const facetKey = facetKeyFor(listing, optionAttribute(await attributes.get()));
      if (facetKey) {
        return [
          { name: "facets", query: facetQuery(facetKey, listing.inStockOnly) },
          { name: "page", query: pageQuery(listing, query.sort, { size: query.pageSize, current: query.currentPage }) },
        ];
      }
      const attributeIds = filterableAttributes(await attributes.get(), query.criteria.searchText !== undefined).map((attribute) => attribute.id);
      return listingStatements(listing, query.sort, { size: query.pageSize, current: query.currentPage }, attributeIds);
    },

    async warmSearch() {
      await searchListing?.ready();
    },

    createLoaders(view) {
      return {
        byId: createBatchLoader((ids) => findProductsByIds(db, view.id, ids)),
        childIds: createBatchLoader((ids) => findChildIds(db, ids)),
        childOptions: createBatchLoader((ids) => findChildOptions(db, ids)),
        superAttributes: createBatchLoader((ids) => findSuperAttributes(db, ids)),
        gallery: createBatchLoader((ids) => findMediaGalleries(db, ids)),
        categoryIds: createBatchLoader((ids) => findCategoryIds(db, ids)),
        related: createBatchLoader((ids) => findLinkedIds(db, ids, LINK_RELATED, VISIBLE_IN_CATALOG)),
        upsell: createBatchLoader((ids) => findLinkedIds(db, ids, LINK_UPSELL, VISIBLE_IN_CATALOG)),
        crosssell: createBatchLoader((ids) => findLinkedIds(db, ids, LINK_CROSSSELL, VISIBLE_IN_CATALOG)),
        productCount: createBatchLoader(async (ids) => countCategoryFacets(db, ids, await inStockOnly(view))),
      };
    },
  };
}

function facetCounts(db: Database, listing: ListingCriteria, facets: FacetSummary, catalog: AttributeCatalog): ListingCounts {
  const options = new Map<number, Map<number, number>>();
  for (const [optionId, count] of facets.options) {
    const attributeId = catalog.options.get(optionId)?.attributeId;
    if (attributeId === undefined) continue;
    const counts = options.get(attributeId) ?? new Map<number, number>();
    counts.set(optionId, count);
    options.set(attributeId, counts);
  }
  return {
    priceExtremes: facetPriceExtremes(facets),
    // Buckets finer than the histogram's (prices all below 10) are counted live.
    priceBuckets: async (step) => (step % FACET_PRICE_STEP === 0 ? facetPriceBuckets(facets, step) : priceBucketCounts(db, listing, step)),
    categories: [...facets.categories].map(([categoryId, count]) => ({ categoryId, count })),
    options,
  };
}

/** Which attribute an option belongs to. */
function optionAttribute(catalog: AttributeCatalog): (optionId: number) => number | undefined {
  return (optionId) => catalog.options.get(optionId)?.attributeId;
}

/** Select attributes shown in layered navigation (of a search, or of a category listing). */
function filterableAttributes(catalog: AttributeCatalog, isSearch: boolean): ProductAttribute[] {
  return [...catalog.byId.values()].filter(
    (attribute) => attribute.frontendInput === "select" && (isSearch ? attribute.isFilterableInSearch : attribute.isFilterable > 0),
  );
}

/** Category filters narrowed to the store view's active categories; url paths and attribute codes looked up. */
async function resolveCriteria(
  db: Database,
  config: ConfigReader,
  view: StoreView,
  criteria: ProductCriteria,
  attributes: AttributeRegistry,
  inStockOnly: boolean,
  postings: PostingReader,
): Promise<ListingCriteria> {
  let categoryIds = criteria.categoryIds;
  if (criteria.categoryUrlPaths) {
    const found = await findCategories(
      db,
      { storeId: view.id, rootCategoryId: view.rootCategoryId },
      { idSets: [], parentIdSets: [], urlPaths: criteria.categoryUrlPaths },
      { size: 1000, current: 1 },
    );
    if (found.items.length === 0) throw inputError("No category with the provided `category_url_path` was found");
    categoryIds = found.items.map((category) => category.id);
  } else if (categoryIds && categoryIds.length) {
    categoryIds = await activeStoreCategories(db, view, categoryIds);
  }
  const catalog = criteria.attributes.length ? await attributes.get() : null;
  const scope = { storeId: view.id, websiteId: view.websiteId };
  const settings = await config.getValues(["general/locale/code", "catalog/search/min_query_length"], scope);
  const language = searchLanguage(settings.get("general/locale/code"));
  const nameText = criteria.nameMatch === undefined ? undefined : nameMatchText(criteria.nameMatch, Number(settings.get("catalog/search/min_query_length") ?? 3));
  const matches = async (text: string | undefined, titleOnly: boolean): Promise<SearchMatches | null | undefined> => {
    if (text === undefined) return undefined;
    const resolved = await resolveSearch(db, text, language);
    return resolved && findAllMatches(db, resolved, { storeId: view.id, entityType: "product", titleOnly }, postings);
  };
  const [search, nameMatch] = await Promise.all([matches(criteria.searchText, false), matches(nameText, true)]);
  return {
    storeId: view.id,
    categoryIds,
    skus: criteria.skus,
    urlKeys: criteria.urlKeys,
    nameMatch,
    priceFrom: criteria.priceFrom,
    priceTo: criteria.priceTo,
    attributes: criteria.attributes.map((attribute) => ({ attributeId: catalog?.byCode.get(attribute.code)?.id ?? null, optionIds: attribute.optionIds })),
    searchText: criteria.searchText,
    search,
    visibility: criteria.visibility,
    inStockOnly,
  };
}

async function activeStoreCategories(db: Database, view: StoreView, ids: readonly number[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select entity_id as id from catalog_category_entity
      where entity_id = any(${sql.param([...ids])}::int[]) and is_active
        and (entity_id = ${view.rootCategoryId} or path like ${`%/${view.rootCategoryId}/%`})
      order by entity_id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Magento's category aggregation: every category of the store view's tree the listed products are
 * in (their own and anchor ancestors), except the root; values are category ids (Magento 2.4.7+
 * names the aggregation `category_uid` but still answers ids); most products first.
 */
async function buildCategoryAggregation(
  db: Database,
  view: StoreView,
  counts: { categoryId: number; count: number }[],
  label: string,
  directChildrenOf: number[] | undefined,
): Promise<AggregationResult | null> {
  const ids = counts.map((row) => row.categoryId).filter((id) => id !== view.rootCategoryId);
  if (ids.length === 0) return null;
  // Active categories of the store view's tree only.
  const found = await findByIds(db, { storeId: view.id, rootCategoryId: view.rootCategoryId }, ids);
  const byId = new Map<number, CategoryRecord>(
    [...found.values()].filter((category) => category.isActive && category.path.split("/").includes(String(view.rootCategoryId))).map((category) => [category.id, category]),
  );
  const options = counts
    .filter((row) => {
      const category = byId.get(row.categoryId);
      return category !== undefined && category.id !== view.rootCategoryId && (!directChildrenOf || directChildrenOf.includes(category.parentId));
    })
    .sort((a, b) => b.count - a.count || a.categoryId - b.categoryId)
    .map((row) => ({ label: byId.get(row.categoryId)?.name ?? String(row.categoryId), value: String(row.categoryId), count: row.count }));
  if (options.length === 0) return null;
  return { attributeCode: "category_uid", label, count: options.length, position: null, options };
}

/**
 * A select attribute's aggregation (Magento 2.4.7+): options in the attribute's sort order; with
 * "filterable (with results)" only those with products, with "filterable (no results)" all.
 */
function attributeAggregation(attribute: ProductAttribute, counts: Map<number, number>, storeId: number): AggregationResult {
  const options = attribute.options
    .map((option) => ({ label: optionLabel(option, storeId), value: String(option.id), count: counts.get(option.id) ?? 0 }))
    .filter((option) => attribute.isFilterable !== 1 || option.count > 0);
  return { attributeCode: attribute.code, label: attributeLabel(attribute, storeId), count: options.length, position: attribute.position, options };
}
