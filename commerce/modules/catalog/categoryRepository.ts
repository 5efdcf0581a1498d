/**
 * Reads categories for one store view: the tree's global columns joined with the store view's
 * text, falling back column by column to the admin (store 0) values, as Magento's EAV does.
 * Only active categories under the store view's root category are visible.
 */
import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/connect";
import { catalogCategoryAttribute, catalogCategoryEntity } from "../../db/schema";
import type { CategoryCriteria } from "./categoryCriteria";

export interface CategoryRecord {
  id: number;
  parentId: number;
  path: string;
  position: number;
  level: number;
  isActive: boolean;
  includeInMenu: boolean;
  isAnchor: boolean;
  displayMode: string;
  name: string | null;
  urlKey: string | null;
  urlPath: string | null;
  description: string | null;
  image: string | null;
  metaTitle: string | null;
  metaKeywords: string | null;
  metaDescription: string | null;
  /** The CMS block shown on the category page (Magento's `landing_page`), or null. */
  landingPage: number | null;
  /** All descendants, active or not (Magento's children_count column). */
  childrenCount: number;
}

export interface CategoryPage {
  items: CategoryRecord[];
  totalCount: number;
}

/** Identifies a store view's catalogue: its id and root category. */
export interface CatalogScope {
  storeId: number;
  rootCategoryId: number;
}

const entity = catalogCategoryEntity;
const defaults = alias(catalogCategoryAttribute, "cat_default");
const storeText = alias(catalogCategoryAttribute, "cat_store");

function text<T extends keyof typeof defaults & keyof typeof storeText>(column: T): SQL<string | null> {
  return sql<string | null>`coalesce(${storeText[column as "name"]}, ${defaults[column as "name"]})`;
}

const columns = {
  id: entity.entityId,
  parentId: entity.parentId,
  path: entity.path,
  position: entity.position,
  level: entity.level,
  isActive: entity.isActive,
  includeInMenu: entity.includeInMenu,
  isAnchor: entity.isAnchor,
  displayMode: entity.displayMode,
  name: text("name"),
  urlKey: text("urlKey"),
  urlPath: text("urlPath"),
  description: text("description"),
  image: text("image"),
  metaTitle: text("metaTitle"),
  metaKeywords: text("metaKeywords"),
  metaDescription: text("metaDescription"),
  landingPage: sql<number | null>`coalesce(${storeText.landingPage}, ${defaults.landingPage})`,
  childrenCount: sql<number>`(select count(*)::int from ${entity} as descendant where descendant.path like ${entity.path} || '/%')`,
};

/** Active categories of the store view's tree (its root included). */
function inStoreTree(scope: CatalogScope): SQL {
  return and(
    eq(entity.isActive, true),
    or(eq(entity.entityId, scope.rootCategoryId), sql`${entity.path} like ${`%/${scope.rootCategoryId}/%`}`),
  ) as SQL;
}

function baseQuery(db: Database, scope: CatalogScope) {
  return db
    .select(columns)
    .from(entity)
    .leftJoin(defaults, and(eq(defaults.entityId, entity.entityId), eq(defaults.storeId, 0)))
    .leftJoin(storeText, and(eq(storeText.entityId, entity.entityId), eq(storeText.storeId, scope.storeId)));
}

function criteriaConditions(criteria: CategoryCriteria): SQL[] {
  const conditions: SQL[] = [];
  for (const ids of criteria.idSets) conditions.push(ids.length ? inArray(entity.entityId, ids) : sql`false`);
  for (const ids of criteria.parentIdSets) conditions.push(ids.length ? inArray(entity.parentId, ids) : sql`false`);
  if (criteria.urlKeys) conditions.push(criteria.urlKeys.length ? inArray(text("urlKey"), criteria.urlKeys) : sql`false`);
  if (criteria.urlPaths) conditions.push(criteria.urlPaths.length ? inArray(text("urlPath"), criteria.urlPaths) : sql`false`);
  if (criteria.nameContains !== undefined) {
    conditions.push(sql`${text("name")} ilike ${`%${escapeLike(criteria.nameContains)}%`}`);
  }
  return conditions;
}

/** One page of the categories matching `criteria`, shallowest first, then by position. */
export async function findCategories(
  db: Database,
  scope: CatalogScope,
  criteria: CategoryCriteria,
  page: { size: number; current: number },
): Promise<CategoryPage> {
  const where = and(inStoreTree(scope), ...criteriaConditions(criteria));
  const [items, counted] = await Promise.all([
    baseQuery(db, scope)
      .where(where)
      .orderBy(asc(entity.level), asc(entity.position), asc(entity.entityId))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(entity)
      .leftJoin(defaults, and(eq(defaults.entityId, entity.entityId), eq(defaults.storeId, 0)))
      .leftJoin(storeText, and(eq(storeText.entityId, entity.entityId), eq(storeText.storeId, scope.storeId)))
      .where(where),
  ]);
  return { items, totalCount: counted[0]?.total ?? 0 };
}

/** Active children of each parent, ordered by position (then id), keyed by parent id. */
export async function findChildren(db: Database, scope: CatalogScope, parentIds: readonly number[]): Promise<Map<number, CategoryRecord[]>> {
  const rows = parentIds.length
    ? await baseQuery(db, scope)
        .where(and(inStoreTree(scope), inArray(entity.parentId, [...parentIds])))
        .orderBy(asc(entity.position), asc(entity.entityId))
    : [];
  const byParent = new Map<number, CategoryRecord[]>(parentIds.map((id) => [id, []]));
  for (const row of rows) byParent.get(row.parentId)?.push(row);
  return byParent;
}

/** Categories by id regardless of the active flag (for breadcrumbs of ancestors). */
export async function findByIds(db: Database, scope: CatalogScope, ids: readonly number[]): Promise<Map<number, CategoryRecord>> {
  const rows = ids.length ? await baseQuery(db, scope).where(inArray(entity.entityId, [...ids])) : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The url_path of every category below the store view's root category (active or not, as Magento
 * keeps URL rewrites for inactive categories too), for generating URL rewrites.
 */
export async function findUrlPaths(db: Database, scope: CatalogScope): Promise<{ id: number; urlPath: string | null }[]> {
  return db
    .select({ id: entity.entityId, urlPath: text("urlPath") })
    .from(entity)
    .leftJoin(defaults, and(eq(defaults.entityId, entity.entityId), eq(defaults.storeId, 0)))
    .leftJoin(storeText, and(eq(storeText.entityId, entity.entityId), eq(storeText.storeId, scope.storeId)))
    .where(sql`${entity.path} like ${`%/${scope.rootCategoryId}/%`}`)
    .orderBy(asc(entity.level), asc(entity.position), asc(entity.entityId));
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
