/**
 * CMS content for a page: the parsed Page Builder tree plus everything its widgets name, fetched in
 * one go: products of products lists (by URL key, one query), dynamic blocks (Adobe Commerce's
 * `dynamicBlocks`, parsed in turn), and blog recent-posts widgets. Each of these may fail on its
 * own (a backend without Adobe Commerce or the blog extension rejects the query): the failure is
 * logged and only that section shows nothing, never the page.
 */
import { loadRecentPosts } from "~/lib/blog/recent-posts.server";
import type { BlogRecentPosts } from "~/lib/blog/types";
import { toProductTile } from "~/lib/catalog/product-tile.server";
import type { ProductTileData } from "~/lib/catalog/types";
import { graphql } from "~/lib/magento/generated";
import { publicQuery } from "~/lib/magento/public-query.server";
import { internalOrigins } from "~/lib/page-builder/links.server";
import { parsePageBuilder } from "~/lib/page-builder/parse.server";
import { nodesOfType } from "~/lib/page-builder/tree";
import type { Shop } from "~/lib/shop/shop.server";
import type {
  CmsContent,
  DynamicBlockDisplayMode,
  DynamicBlockNode,
  PageBuilderData,
  PageBuilderDocument,
} from "~/lib/page-builder/types";
import { log } from "../../../logging/logger";

/** Dynamic blocks may contain dynamic blocks; this many levels are followed. */
const MAX_DYNAMIC_DEPTH = 2;
/** A products list shows at most this many products (Magento's widget default is 10; 20 is generous). */
const MAX_PRODUCTS = 40;

/** An empty content: what a missing description or block becomes. */
export const EMPTY_CMS_CONTENT: CmsContent = {
  document: { pageBuilder: false, children: [] },
  data: { products: {}, dynamicBlocks: {}, blogWidgets: {} },
};

/** Parses `html` and loads what its products lists, dynamic blocks and blog widgets need. */
export async function loadPageBuilderContent(
  shop: Shop,
  html: string | null | undefined,
): Promise<CmsContent> {
  if (!html?.trim()) return EMPTY_CMS_CONTENT;
  const origins = internalOrigins(shop.context.settings);
  const document = parsePageBuilder(html, { storeCode: shop.storeCode, internalOrigins: origins });
  const data: PageBuilderData = { products: {}, dynamicBlocks: {}, blogWidgets: {} };

  // Dynamic blocks first: their content may hold products lists and blog widgets too.
  let documents: PageBuilderDocument[] = [document];
  for (let depth = 0; depth < MAX_DYNAMIC_DEPTH && documents.length; depth++) {
    const nodes = documents.flatMap((entry) => nodesOfType(entry.children, "dynamic_block"));
    const loaded = await Promise.all(nodes.map((node) => loadDynamicBlock(shop, node, origins)));
    documents = [];
    nodes.forEach((node, index) => {
      const blocks = loaded[index];
      if (!blocks) return;
      data.dynamicBlocks[node.key] = blocks;
      documents.push(...blocks);
    });
  }

  const all = [document, ...Object.values(data.dynamicBlocks).flat()];
  const urlKeys = [...new Set(all.flatMap((entry) => nodesOfType(entry.children, "products")).flatMap((node) => node.urlKeys))];
  const widgetIds = [...new Set(all.flatMap((entry) => nodesOfType(entry.children, "amblog_widget")).map((node) => node.widgetId))];
  const [products, widgets] = await Promise.all([
    loadProducts(shop, urlKeys.slice(0, MAX_PRODUCTS)),
    Promise.all(widgetIds.map((id) => loadBlogWidget(shop, id))),
  ]);
  data.products = products;
  widgetIds.forEach((id, index) => {
    const widget = widgets[index];
    if (widget) data.blogWidgets[String(id)] = widget;
  });
  const mapsApiKey = shop.context.settings.GOOGLE_MAPS_API_KEY;
  if (mapsApiKey && all.some((entry) => nodesOfType(entry.children, "map").length)) data.mapsApiKey = mapsApiKey;
  return { document, data };
}

function logSectionFailure(what: string, storeCode: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  log.warn({ reason: message }, `[page-builder] ${what} unavailable in ${storeCode}; that section is left out`);
}

const DYNAMIC_BLOCK_TYPES: Record<DynamicBlockDisplayMode, "SPECIFIED" | "CART_PRICE_RULE_RELATED" | "CATALOG_PRICE_RULE_RELATED"> = {
  fixed: "SPECIFIED",
  salesrule: "CART_PRICE_RULE_RELATED",
  catalogrule: "CATALOG_PRICE_RULE_RELATED",
};

async function loadDynamicBlock(
  shop: Shop,
  node: DynamicBlockNode,
  origins: string[],
): Promise<PageBuilderDocument[] | null> {
  try {
    const result = await publicQuery(shop, DynamicBlocksQuery, {
      type: DYNAMIC_BLOCK_TYPES[node.displayMode],
      uids: node.uids,
    });
    return (result.dynamicBlocks.items ?? [])
      .map((item) => item?.content?.html ?? "")
      .filter((content) => content.trim())
      .map((content) => parsePageBuilder(content, { storeCode: shop.storeCode, internalOrigins: origins }));
  } catch (error) {
    logSectionFailure(`dynamic block ${node.uids.join(",")}`, shop.storeCode, error);
    return null;
  }
}

async function loadProducts(shop: Shop, urlKeys: string[]): Promise<Record<string, ProductTileData>> {
  if (!urlKeys.length) return {};
  try {
    const result = await publicQuery(shop, ContentProductsQuery, {
      urlKeys: [...urlKeys].sort(),
      pageSize: urlKeys.length,
    });
    const tiles: Record<string, ProductTileData> = {};
    for (const item of result.products?.items ?? []) {
      if (!item?.url_key) continue;
      tiles[item.url_key] = toProductTile(item, shop.storeCode, shop.locale);
    }
    return tiles;
  } catch (error) {
    logSectionFailure("products list", shop.storeCode, error);
    return {};
  }
}

async function loadBlogWidget(shop: Shop, id: number): Promise<BlogRecentPosts | null> {
  try {
    return await loadRecentPosts(shop, id);
  } catch (error) {
    logSectionFailure(`blog widget ${id}`, shop.storeCode, error);
    return null;
  }
}

const ContentProductsQuery = graphql(`
  query ContentProducts($urlKeys: [String!]!, $pageSize: Int!) {
    products(filter: { url_key: { in: $urlKeys } }, pageSize: $pageSize) {
      items {
        ...ProductTile
      }
    }
  }
`);

const DynamicBlocksQuery = graphql(`
  query ContentDynamicBlocks($type: DynamicBlockTypeEnum!, $uids: [ID]!) {
    dynamicBlocks(input: { type: $type, dynamic_block_uids: $uids }) {
      items {
        uid
        content {
          html
        }
      }
    }
  }
`);
