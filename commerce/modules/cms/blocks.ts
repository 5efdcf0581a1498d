/**
 * CMS blocks by identifier (or numeric id) for a store view, as Magento's cmsBlocks resolver: a
 * block assigned to the store view wins over one assigned to all store views (store 0); only
 * active blocks count; content comes back with its directives rendered.
 */
import { and, desc, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { cmsBlock, cmsBlockStore } from "../../db/schema";
import { noSuchEntityError, type MagentoGraphQLError } from "../../lib/errors";
import { renderDirectives, type DirectiveUrls } from "./directives";

export interface CmsBlockData {
  identifier: string;
  title: string;
  content: string | null;
}

/**
 * One entry per requested identifier, in request order: the block, or the error Magento reports
 * for it (so the other blocks still come back, with the missing one as a located error).
 */
export async function findBlocks(
  db: Database,
  storeId: number,
  identifiers: readonly string[],
  urls: DirectiveUrls,
): Promise<(CmsBlockData | MagentoGraphQLError)[]> {
  const numericIds = identifiers.filter(isNumericId).map(Number);
  const names = identifiers.filter((id) => !isNumericId(id));
  const match = [];
  if (names.length) match.push(inArray(cmsBlock.identifier, names));
  if (numericIds.length) match.push(inArray(cmsBlock.blockId, numericIds));

  const rows = match.length
    ? await db
        .select({ blockId: cmsBlock.blockId, identifier: cmsBlock.identifier, title: cmsBlock.title, content: cmsBlock.content, storeId: cmsBlockStore.storeId })
        .from(cmsBlock)
        .innerJoin(cmsBlockStore, eq(cmsBlockStore.blockId, cmsBlock.blockId))
        .where(and(eq(cmsBlock.isActive, true), inArray(cmsBlockStore.storeId, [0, storeId]), or(...match)))
        .orderBy(desc(cmsBlockStore.storeId), desc(cmsBlock.blockId))
    : [];

  return identifiers.map((requested) => {
    const row = rows.find((candidate) => (isNumericId(requested) ? candidate.blockId === Number(requested) : candidate.identifier === requested));
    if (!row) return noSuchEntityError(`The CMS block with the "${requested}" ID doesn't exist.`);
    return { identifier: row.identifier, title: row.title, content: row.content === null ? null : renderDirectives(row.content, urls) };
  });
}

function isNumericId(identifier: string): boolean {
  return /^\d+$/.test(identifier);
}
