/**
 * Store views with their website and group, read from the database and cached briefly: every
 * request needs them (the `Store` header), and they change rarely.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { store, storeGroup, storeWebsite } from "../../db/schema";
import { createExpiringValue } from "../../lib/expiringValue";

/** A store view as the rest of the engine sees it (admin store 0 is never one of these). */
export interface StoreView {
  id: number;
  code: string;
  name: string;
  sortOrder: number;
  isActive: boolean;
  websiteId: number;
  websiteCode: string;
  websiteName: string;
  groupId: number;
  groupCode: string;
  groupName: string;
  rootCategoryId: number;
  /** The default store view of its group (Magento's is_default_store). */
  isDefaultStore: boolean;
  /** Its group is the default group of its website. */
  isDefaultGroup: boolean;
}

export interface StoreRegistry {
  /** The active store view with this code; "default" names the default store view, as in Magento. */
  findByCode(code: string): Promise<StoreView | null>;
  /** The store view with this id, active or not (labels kept per store view name theirs by it). */
  findById(id: number): Promise<StoreView | null>;
  /** The default store view of the default website, or null when no store view exists yet. */
  getDefault(): Promise<StoreView | null>;
  /** Active store views of a website (optionally of one group), ordered for a store switcher. */
  listForWebsite(websiteId: number, groupId?: number): Promise<StoreView[]>;
  invalidate(): void;
}

interface Snapshot {
  byCode: Map<string, StoreView>;
  defaultStore: StoreView | null;
  all: StoreView[];
}

/** Store 0 / website 0 are Magento's admin scope, not a storefront. */
const ADMIN_ID = 0;

export function createStoreRegistry(db: Database, ttlMs = 5_000): StoreRegistry {
  const snapshot = createExpiringValue(() => loadSnapshot(db), ttlMs);
  return {
    async findByCode(code) {
      const current = await snapshot.get();
      if (code.toLowerCase() === "default" && !current.byCode.has(code)) return current.defaultStore;
      const view = current.byCode.get(code);
      return view && view.isActive ? view : null;
    },
    async findById(id) {
      return (await snapshot.get()).all.find((view) => view.id === id) ?? null;
    },
    async getDefault() {
      return (await snapshot.get()).defaultStore;
    },
    async listForWebsite(websiteId, groupId) {
      return (await snapshot.get()).all.filter(
        (view) => view.isActive && view.websiteId === websiteId && (groupId === undefined || view.groupId === groupId),
      );
    },
    invalidate: () => snapshot.invalidate(),
  };
}

async function loadSnapshot(db: Database): Promise<Snapshot> {
  const rows = await db
    .select({ store, group: storeGroup, website: storeWebsite })
    .from(store)
    .innerJoin(storeGroup, eq(storeGroup.groupId, store.groupId))
    .innerJoin(storeWebsite, eq(storeWebsite.websiteId, store.websiteId));

  const all = rows
    .filter((row) => row.store.storeId !== ADMIN_ID)
    .map(({ store: s, group: g, website: w }): StoreView => ({
      id: s.storeId,
      code: s.code,
      name: s.name,
      sortOrder: s.sortOrder,
      isActive: s.isActive,
      websiteId: w.websiteId,
      websiteCode: w.code,
      websiteName: w.name,
      groupId: g.groupId,
      groupCode: g.code,
      groupName: g.name,
      rootCategoryId: g.rootCategoryId,
      isDefaultStore: g.defaultStoreId === s.storeId,
      isDefaultGroup: w.defaultGroupId === g.groupId,
    }))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);

  const defaultWebsite = rows.map((row) => row.website).find((w) => w.isDefault && w.websiteId !== ADMIN_ID);
  const defaultStore =
    all.find((view) => view.isActive && view.isDefaultStore && view.isDefaultGroup && view.websiteId === defaultWebsite?.websiteId) ??
    null;

  return { byCode: new Map(all.map((view) => [view.code, view])), defaultStore, all };
}
