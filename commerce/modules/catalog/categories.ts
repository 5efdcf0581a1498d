/**
 * The category tree as the storefront queries it (`categories`, `categoryList`): Magento's
 * paging rules and messages, the root category when no filter is given, and per-request loaders
 * for children and breadcrumbs so a menu costs one query per tree level.
 */
import type { Database } from "../../db/connect";
import { inputError } from "../../lib/errors";
import { createBatchLoader, type BatchLoader } from "../../lib/batchLoader";
import type { ConfigReader, StoreView } from "../store";
import { buildCategoryCriteria, hasNoFilter, type CategoryFilterInput } from "./categoryCriteria";
import { findByIds, findCategories, findChildren, type CatalogScope, type CategoryRecord } from "./categoryRepository";

export interface CategorySearchArgs {
  filters?: CategoryFilterInput | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

export interface CategorySearchResult {
  items: CategoryRecord[];
  totalCount: number;
  pageSize: number;
  currentPage: number;
  totalPages: number;
}

/** Per-request readers of the tree around the categories already returned. */
export interface CategoryLoaders {
  children: BatchLoader<number, CategoryRecord[]>;
  byId: BatchLoader<number, CategoryRecord>;
}

export interface CategoryService {
  search(view: StoreView, args: CategorySearchArgs): Promise<CategorySearchResult>;
  createLoaders(view: StoreView): CategoryLoaders;
  /** An active category of the store view's tree (what a URL may show), or null. */
  findVisible(view: StoreView, id: number): Promise<CategoryRecord | null>;
}

export function createCategoryService(db: Database, config: ConfigReader): CategoryService {
  return {
    async search(view, args) {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      if (currentPage < 1) throw inputError("currentPage value must be greater than 0.");
      if (pageSize < 1) throw inputError("pageSize value must be greater than 0.");

      const filters: CategoryFilterInput = hasNoFilter(args.filters) ? { ids: { eq: String(view.rootCategoryId) } } : (args.filters ?? {});
      const minQueryLength = Number(
        (await config.getValue("catalog/search/min_query_length", { storeId: view.id, websiteId: view.websiteId })) ?? 3,
      );
      const criteria = buildCategoryCriteria(filters, minQueryLength);
      const page = await findCategories(db, scopeOf(view), criteria, { size: pageSize, current: currentPage });

      const totalPages = page.totalCount > 0 ? Math.ceil(page.totalCount / pageSize) : 0;
      if (currentPage > totalPages && page.totalCount > 0) {
        throw inputError(`currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`);
      }
      return { items: page.items, totalCount: page.totalCount, pageSize, currentPage, totalPages };
    },

    async findVisible(view, id) {
      const page = await findCategories(db, scopeOf(view), { idSets: [[id]], parentIdSets: [] }, { size: 1, current: 1 });
      return page.items[0] ?? null;
    },

    createLoaders(view) {
      const scope = scopeOf(view);
      return {
        children: createBatchLoader((parentIds) => findChildren(db, scope, parentIds)),
        byId: createBatchLoader((ids) => findByIds(db, scope, ids)),
      };
    },
  };
}

/** Ancestor ids shown in breadcrumbs: below the store's root category, above the category. */
export function breadcrumbIds(category: Pick<CategoryRecord, "path" | "id">, rootCategoryId: number): number[] {
  const ids = category.path.split("/").map(Number);
  const rootIndex = ids.indexOf(rootCategoryId);
  if (rootIndex < 0) return [];
  return ids.slice(rootIndex + 1).filter((id) => id !== category.id);
}

function scopeOf(view: StoreView): CatalogScope {
  return { storeId: view.id, rootCategoryId: view.rootCategoryId };
}
