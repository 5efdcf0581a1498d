/**
 * CMS blocks by identifier (spec §8 "CMS blocks"): their content parsed and loaded for the Page
 * Builder renderer, in the order asked for. When the query fails the shopper sees the backend's
 * error message (Magento fails the whole `cmsBlocks` field when one identifier is unknown); when
 * nothing comes back, "There are no blocks to display". An unreachable backend is not a block
 * error: it is thrown, and the page answers 503 as for any backend outage.
 */
import { MagentoGraphQLError } from "~/lib/magento/errors";
import { graphql } from "~/lib/magento/generated";
import { publicQuery } from "~/lib/magento/public-query.server";
import { loadPageBuilderContent } from "~/lib/page-builder/load.server";
import { plainContentHtml, type RenderPlainContent } from "~/lib/page-builder/plain-content.server";
import type { CmsContent } from "~/lib/page-builder/types";
import type { Shop } from "~/lib/shop/shop.server";
import { log } from "../../logging/logger";

export type CmsBlocksResult = { kind: "blocks"; blocks: CmsBlock[] } | { kind: "error"; message: string };

/** A block's content: plain content as its HTML, rendered once (`plainContentHtml`), else loaded for the renderer. */
export type CmsBlock = { identifier: string } & ({ html: string } | { content: CmsContent });

/** `renderPlain`: plain content comes as HTML rendered once (the shell's blocks, on every page). */
export async function loadCmsBlocks(shop: Shop, identifiers: readonly string[], renderPlain?: RenderPlainContent): Promise<CmsBlocksResult> {
  let items: Array<{ identifier: string; content: string }>;
  try {
    const data = await publicQuery(shop, CmsBlocksQuery, { identifiers: [...identifiers] });
    items = (data.cmsBlocks?.items ?? []).flatMap((item) => (item?.identifier ? [{ identifier: item.identifier, content: item.content ?? "" }] : []));
  } catch (error) {
    if (!(error instanceof MagentoGraphQLError)) throw error;
    log.warn({ err: error }, `[cms] blocks ${identifiers.join(", ")} unavailable in ${shop.storeCode}`);
    return { kind: "error", message: error.errors[0]?.message || error.message };
  }
  const order = (identifier: string) => identifiers.indexOf(identifier);
  const blocks = await Promise.all(
    items
      .sort((a, b) => order(a.identifier) - order(b.identifier))
      .map(async (item): Promise<CmsBlock> => {
        const html = renderPlain ? plainContentHtml(shop, item.content, renderPlain) : null;
        if (html !== null) return { identifier: item.identifier, html };
        return { identifier: item.identifier, content: await loadPageBuilderContent(shop, item.content) };
      }),
  );
  return { kind: "blocks", blocks };
}

/** CMS blocks by identifier, with their raw content (also the home page slider's `ImageSlider` block). */
export const CmsBlocksQuery = graphql(`
  query CmsBlocks($identifiers: [String]!) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        content
      }
    }
  }
`);
