import type { AppLoadContext } from "@remix-run/node";
import { publicCache } from "~/lib/cache.server";
import { renderCmsHtml } from "~/lib/cms-html.server";
import { magentoClient } from "~/lib/magento/client-for.server";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import { graphql } from "~/lib/magento/generated";

/**
 * One CMS block's HTML, sanitised and cached per store view; null when the shop has no such block
 * (Magento answers an unknown identifier with an error, which is not a failure of the page).
 */
export async function loadCmsBlock(context: AppLoadContext, storeCode: string, identifier: string): Promise<string | null> {
  try {
    return await publicCache.get(`cms-block:${storeCode}:${identifier}`, async () => {
      const data = await magentoClient(context, { storeCode }).query(CmsBlockQuery, { identifier });
      const content = data.cmsBlocks?.items?.find((item) => item?.identifier === identifier)?.content;
      return content ? renderCmsHtml(content, storeCode) : null;
    });
  } catch (error) {
    if (!(error instanceof MagentoGraphQLError)) throw error;
    console.warn(`[cms] block "${identifier}" unavailable in ${storeCode}: ${error.message}`);
    return null;
  }
}

const CmsBlockQuery = graphql(`
  query CmsBlock($identifier: String!) {
    cmsBlocks(identifiers: [$identifier]) {
      items {
        identifier
        content
      }
    }
  }
`);
