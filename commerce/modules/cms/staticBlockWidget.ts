/**
 * Magento's CMS Static Block widget (`Magento\Cms\Block\Widget\Block`, template
 * widget/static_block/default.phtml), which Page Builder's "block" content type stores:
 * `<div class="widget block block-static-block">` around the block's own content, filtered for
 * the store view. As Magento: the block is looked up by id or identifier among the active blocks
 * of the store view (or of all store views); a missing or disabled block, or a block already being
 * rendered further out (a block that includes itself, directly or through others), leaves the
 * wrapper empty.
 */
import type { Database } from "../../db/connect";
import { findActiveBlock } from "./blocks";
import type { WidgetRenderer } from "./directives";

export const STATIC_BLOCK_WIDGET = "Magento\\Cms\\Block\\Widget\\Block";

/** Nested blocks deeper than this are left empty whatever their ids (a guard, not a Magento rule). */
const MAX_DEPTH = 8;

export function createStaticBlockWidget(db: Database): WidgetRenderer {
  return async ({ params, scope, trail, renderNested }) => {
    const blockId = params["block_id"] ?? "";
    const key = `${STATIC_BLOCK_WIDGET}#${blockId}`;
    let text = "";
    if (blockId && !trail.includes(key) && trail.length < MAX_DEPTH) {
      const block = await findActiveBlock(db, scope.storeId, blockId);
      if (block?.content) text = await renderNested(block.content, key);
    }
    return `<div class="widget block block-static-block">${text}</div>`;
  };
}
