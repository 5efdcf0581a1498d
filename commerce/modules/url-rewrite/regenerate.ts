/**
 * Brings one entity type's URL rewrites in line with the entities, per store view, in one
 * transaction: the desired request paths come from the entity's module, the plan from
 * rewritePlan.ts; a new path already used by another entity fails with Magento's message.
 */
import { eq, ne } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { store, storeGroup } from "../../db/schema";
import { type ConfigReader, createConfigReader } from "../store";
import { planEntityRewrites, URL_KEY_EXISTS_MESSAGE } from "./rewritePlan";
import { deleteRewrites, findByRequestPaths, insertRewrites, listForStore, updateRewrite, type UrlRewriteEntityType } from "./urlRewriteRepository";

export interface RegenerateOptions {
  /** Only these store views; default every store view (never the admin store 0). */
  storeIds?: readonly number[];
  /** Keep an entity's previous URL as a 301 to its new one. Default true. */
  saveHistory?: boolean;
}

export interface RegenerateResult {
  inserted: number;
  updated: number;
  deleted: number;
}

export interface RewriteStoreView {
  storeId: number;
  websiteId: number;
  rootCategoryId: number;
}

export interface RewriteSource {
  entityType: UrlRewriteEntityType;
  targetPathOf(entityId: number): string;
  /** entity id → request path (with suffix) of every entity that should have a URL in the store view. */
  desiredPaths(tx: Database, view: RewriteStoreView, config: ConfigReader): Promise<Map<number, string>>;
}

export async function regenerateRewrites(db: Database, source: RewriteSource, options: RegenerateOptions = {}): Promise<RegenerateResult> {
  return db.transaction(async (tx) => {
    const views = await tx
      .select({ storeId: store.storeId, websiteId: store.websiteId, rootCategoryId: storeGroup.rootCategoryId })
      .from(store)
      .innerJoin(storeGroup, eq(storeGroup.groupId, store.groupId))
      .where(ne(store.storeId, 0));
    const config = createConfigReader(tx, 0);
    const result: RegenerateResult = { inserted: 0, updated: 0, deleted: 0 };

    for (const view of views) {
      if (options.storeIds && !options.storeIds.includes(view.storeId)) continue;
      const desired = await source.desiredPaths(tx, view, config);
      const existing = await listForStore(tx, view.storeId, source.entityType);
      const plan = planEntityRewrites(source.entityType, source.targetPathOf, view.storeId, existing, desired, options.saveHistory ?? true);
      const others = await findByRequestPaths(tx, view.storeId, plan.insert.map((row) => row.requestPath));
      if (others.length) throw new Error(`${URL_KEY_EXISTS_MESSAGE} (${others.map((row) => row.requestPath).slice(0, 10).join(", ")}, store ${view.storeId})`);

      await deleteRewrites(tx, plan.delete);
      for (const change of plan.update) await updateRewrite(tx, change.id, change.values);
      await insertRewrites(tx, plan.insert);
      result.inserted += plan.insert.length;
      result.updated += plan.update.length;
      result.deleted += plan.delete.length;
    }
    return result;
  });
}
