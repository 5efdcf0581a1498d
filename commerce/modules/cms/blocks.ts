/**
 * CMS blocks by identifier (or numeric id) for a store view, as Magento's cmsBlocks resolver and
 * its static block widget load them: a block assigned to the store view wins over one assigned
 * to all store views (store 0); only active blocks count. Content comes back raw: the caller
 * renders its directives for the store view (contentRenderer.ts).
 */
import { and, desc, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { cmsBlock, cmsBlockStore } from "../../db/schema";
import { noSuchEntityError, type MagentoGraphQLError } from "../../lib/errors";

export interface CmsBlockData {
  identifier: string;
  title: string;
  content: string | null;
}

/**
 * One entry per requested identifier, in request order: the block, or the error Magento reports
 * for it (so the other blocks still come back, with the missing one as a located error).
 */
export async function findBlocks(db: Database, storeId: number, identifiers: readonly string[]): Promise<(CmsBlockData | MagentoGraphQLError)[]> {
  const rows = await findActiveBlocks(db, storeId, identifiers);
  return identifiers.map((requested) => {
    const row = rows.find((candidate) => matches(candidate, requested));
    if (!row) return noSuchEntityError(`The CMS block with the "${requested}" ID doesn't exist.`);
    return { identifier: row.identifier, title: row.title, content: row.content };
  });
}

/** The active block a widget's `block_id` (an id or an identifier) names in the store view, or null. */
export async function findActiveBlock(db: Database, storeId: number, blockId: string): Promise<CmsBlockData | null> {
  const [row] = await findActiveBlocks(db, storeId, [blockId]);
  return row ? { identifier: row.identifier, title: row.title, content: row.content } : null;
}

interface BlockRow extends CmsBlockData {
  blockId: number;
  storeId: number;
}

/** Active blocks matching any of the ids / identifiers, the store view's own first. */
async function findActiveBlocks(db: Database, storeId: number, identifiers: readonly string[]): Promise<BlockRow[]> {
  const numericIds = identifiers.filter(isNumericId).map(Number);
  const names = identifiers.filter((id) => !isNumericId(id));
  const match = [];
  if (names.length) match.push(inArray(cmsBlock.identifier, names));
  if (numericIds.length) match.push(inArray(cmsBlock.blockId, numericIds));
  if (match.length === 0) return [];
  return db
    .select({ blockId: cmsBlock.blockId, identifier: cmsBlock.identifier, title: cmsBlock.title, content: cmsBlock.content, storeId: cmsBlockStore.storeId })
    .from(cmsBlock)
    .innerJoin(cmsBlockStore, eq(cmsBlockStore.blockId, cmsBlock.blockId))
    .where(and(eq(cmsBlock.isActive, true), inArray(cmsBlockStore.storeId, [0, storeId]), or(...match)))
    .orderBy(desc(cmsBlockStore.storeId), desc(cmsBlock.blockId));
}

function matches(row: BlockRow, requested: string): boolean {
  return isNumericId(requested) ? row.blockId === Number(requested) : row.identifier === requested;
}

function isNumericId(identifier: string): boolean {
  return /^\d+$/.test(identifier);
}
