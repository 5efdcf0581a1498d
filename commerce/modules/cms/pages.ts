/**
 * CMS pages (cms_page + cms_page_store), read as Magento's CmsGraphQl reads them:
 *
 * - by identifier in a store view (GetPageByIdentifier): only active pages assigned to that store
 *   view or to all store views (store 0), the store view's own page first; anything else is
 *   `The CMS page with the "X" ID doesn't exist.`
 * - by id (PageRepository::getById): any page, whatever its store views; an unknown id is
 *   `The CMS page with the "N" ID doesn't exist.`, an inactive page `No such entity.` (Magento
 *   throws an empty NoSuchEntityException there).
 * - for a URL (route): the page must be active and assigned to the store view, else it is not found.
 *
 * Content is returned raw: its {{media}} / {{store}} directives are rendered by the caller, which
 * knows the store view's URLs.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { cmsPage, cmsPageStore } from "../../db/schema";
import { noSuchEntityError } from "../../lib/errors";

export interface CmsPageRecord {
  id: number;
  identifier: string;
  title: string | null;
  contentHeading: string | null;
  content: string | null;
  metaTitle: string | null;
  metaKeywords: string | null;
  metaDescription: string | null;
  pageLayout: string | null;
  isActive: boolean;
}

export interface NewCmsPage {
  identifier: string;
  title: string;
  contentHeading?: string | null;
  content?: string | null;
  metaTitle?: string | null;
  metaKeywords?: string | null;
  metaDescription?: string | null;
  pageLayout?: string | null;
  isActive?: boolean;
  sortOrder?: number;
  /** Store views the page is shown in; [0] = all. */
  storeIds: readonly number[];
}

export interface CmsPageService {
  /** cmsPage(id:): Magento's getById, then its active check (throws Magento's errors). */
  getById(pageId: number): Promise<CmsPageRecord>;
  /** cmsPage(identifier:) in a store view (throws Magento's error when not found). */
  getByIdentifier(storeId: number, identifier: string): Promise<CmsPageRecord>;
  /** The page a URL rewrite points at, when it is active and shown in the store view. */
  findRoutable(storeId: number, pageId: number): Promise<CmsPageRecord | null>;
}

export function createCmsPageService(db: Database): CmsPageService {
  return {
    async getById(pageId) {
      const page = await findPageById(db, pageId);
      if (!page) throw noSuchEntityError(`The CMS page with the "${pageId}" ID doesn't exist.`);
      if (!page.isActive) throw noSuchEntityError("No such entity.");
      return page;
    },
    async getByIdentifier(storeId, identifier) {
      const page = await findActivePageByIdentifier(db, storeId, identifier);
      if (!page) throw noSuchEntityError(`The CMS page with the "${identifier}" ID doesn't exist.`);
      return page;
    },
    findRoutable: (storeId, pageId) => findActivePageInStore(db, storeId, pageId),
  };
}

const columns = {
  id: cmsPage.pageId,
  identifier: cmsPage.identifier,
  title: cmsPage.title,
  contentHeading: cmsPage.contentHeading,
  content: cmsPage.content,
  metaTitle: cmsPage.metaTitle,
  metaKeywords: cmsPage.metaKeywords,
  metaDescription: cmsPage.metaDescription,
  pageLayout: cmsPage.pageLayout,
  isActive: cmsPage.isActive,
};

/** A page by id, active or not, in whichever store views. */
export async function findPageById(db: Database, pageId: number): Promise<CmsPageRecord | null> {
  const [row] = await db.select(columns).from(cmsPage).where(eq(cmsPage.pageId, pageId)).limit(1);
  return row ?? null;
}

/** The active page with that identifier shown in the store view (its own before store 0's). */
export async function findActivePageByIdentifier(db: Database, storeId: number, identifier: string): Promise<CmsPageRecord | null> {
  const [row] = await db
    .select(columns)
    .from(cmsPage)
    .innerJoin(cmsPageStore, eq(cmsPageStore.pageId, cmsPage.pageId))
    .where(and(eq(cmsPage.identifier, identifier), eq(cmsPage.isActive, true), inArray(cmsPageStore.storeId, [0, storeId])))
    .orderBy(desc(cmsPageStore.storeId), asc(cmsPage.pageId))
    .limit(1);
  return row ?? null;
}

async function findActivePageInStore(db: Database, storeId: number, pageId: number): Promise<CmsPageRecord | null> {
  const [row] = await db
    .select(columns)
    .from(cmsPage)
    .innerJoin(cmsPageStore, eq(cmsPageStore.pageId, cmsPage.pageId))
    .where(and(eq(cmsPage.pageId, pageId), eq(cmsPage.isActive, true), inArray(cmsPageStore.storeId, [0, storeId])))
    .limit(1);
  return row ?? null;
}

/** Inserts a page and its store view links; returns its id. URL rewrites are the caller's (regenerateCmsPageUrlRewrites). */
export async function insertPage(db: Database, page: NewCmsPage): Promise<number> {
  if (page.storeIds.length === 0) throw new Error(`CMS page "${page.identifier}" needs at least one store view (0 = all)`);
  const [inserted] = await db
    .insert(cmsPage)
    .values({
      identifier: page.identifier,
      title: page.title,
      contentHeading: page.contentHeading ?? null,
      content: page.content ?? null,
      metaTitle: page.metaTitle ?? null,
      metaKeywords: page.metaKeywords ?? null,
      metaDescription: page.metaDescription ?? null,
      pageLayout: page.pageLayout ?? null,
      isActive: page.isActive ?? true,
      sortOrder: page.sortOrder ?? 0,
    })
    .returning({ pageId: cmsPage.pageId });
  if (!inserted) throw new Error(`CMS page "${page.identifier}" was not inserted`);
  await db.insert(cmsPageStore).values([...new Set(page.storeIds)].map((storeId) => ({ pageId: inserted.pageId, storeId })));
  return inserted.pageId;
}

/** Whether a page with that identifier is already shown in the store view (active or not). */
export async function identifierTaken(db: Database, storeId: number, identifier: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cmsPage.pageId })
    .from(cmsPage)
    .innerJoin(cmsPageStore, eq(cmsPageStore.pageId, cmsPage.pageId))
    .where(and(eq(cmsPage.identifier, identifier), inArray(cmsPageStore.storeId, [0, storeId])))
    .limit(1);
  return row !== undefined;
}

/**
 * Every page shown in a store view (active or not), one per identifier: the store view's own page
 * before one assigned to all store views. For the page URL rewrites.
 */
export async function listPageIdentifiers(db: Database, storeId: number): Promise<{ id: number; identifier: string }[]> {
  const rows = await db
    .select({ id: cmsPage.pageId, identifier: cmsPage.identifier })
    .from(cmsPage)
    .innerJoin(cmsPageStore, eq(cmsPageStore.pageId, cmsPage.pageId))
    .where(inArray(cmsPageStore.storeId, [0, storeId]))
    .orderBy(asc(cmsPage.identifier), desc(cmsPageStore.storeId), desc(cmsPage.isActive), asc(cmsPage.pageId));
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.identifier) && seen.add(row.identifier));
}
