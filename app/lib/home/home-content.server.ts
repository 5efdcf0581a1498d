import { publicCacheOf } from "~/lib/cache.server";
import { graphql } from "~/lib/magento/generated";
import { EMPTY_CMS_CONTENT, loadPageBuilderContent } from "~/lib/page-builder/load.server";
import type { CmsContent, PageBuilderNode } from "~/lib/page-builder/types";
import type { Shop } from "~/lib/shop/shop.server";

/**
 * The CMS home page around the blog carousel: the content before the place where the editor put
 * the home page's recent-posts widget, and the content after it. The carousel *is* that widget
 * (spec §2), so the widget itself is taken out of the content, not shown twice; without one in
 * the content, everything is `before` and the carousel follows it.
 */
export interface HomeContent {
  before: CmsContent;
  after: CmsContent;
  /** True when the content named the place of the blog carousel. */
  placesBlog: boolean;
}

/**
 * The shop's CMS home page (`web/default/cms_home_page`, what `route(url: "/")` answers) as a
 * Page Builder tree with its widgets' data (`loadPageBuilderContent`), cached per store view;
 * null when the home page is not a CMS page or is empty.
 */
export function loadHomeContent(shop: Shop, blogWidgetId: number): Promise<HomeContent | null> {
  // Its product widgets show prices: kept per display currency.
  return publicCacheOf(shop.context).get(`home-content:${shop.cacheScope}`, async () => {
    const { route } = await shop.guestClient().query(HomePageContentQuery);
    if (route?.__typename !== "CmsPage" || !route.content?.trim()) return null;
    const content = await loadPageBuilderContent(shop, route.content);
    if (!content.document.children.length) return null;
    return splitAtBlogWidget(content, blogWidgetId);
  });
}

/**
 * Splits the content after the top-level section holding the first recent-posts widget with
 * `widgetId`, and takes every such widget out (the tree is shared between requests: copied, never
 * changed in place).
 */
export function splitAtBlogWidget(content: CmsContent, widgetId: number): HomeContent {
  const { [String(widgetId)]: _shownByTheCarousel, ...blogWidgets } = content.data.blogWidgets;
  const data = { ...content.data, blogWidgets };
  const top = content.document.children;
  const index = top.findIndex((node) => containsWidget(node, widgetId));
  const part = (children: PageBuilderNode[]): CmsContent => ({
    document: { ...content.document, children: children.flatMap((node) => withoutWidget(node, widgetId)) },
    data,
  });
  if (index < 0) return { before: part(top), after: { ...EMPTY_CMS_CONTENT, data }, placesBlog: false };
  return { before: part(top.slice(0, index + 1)), after: part(top.slice(index + 1)), placesBlog: true };
}

function isWidget(node: PageBuilderNode, widgetId: number): boolean {
  return node.type === "amblog_widget" && node.widgetId === widgetId;
}

function containsWidget(node: PageBuilderNode, widgetId: number): boolean {
  return isWidget(node, widgetId) || ("children" in node && node.children.some((child) => containsWidget(child, widgetId)));
}

function withoutWidget(node: PageBuilderNode, widgetId: number): PageBuilderNode[] {
  if (isWidget(node, widgetId)) return [];
  if (!("children" in node) || !containsWidget(node, widgetId)) return [node];
  const children = (node.children as PageBuilderNode[]).flatMap((child) => withoutWidget(child, widgetId));
  return [{ ...node, children } as PageBuilderNode];
}

const HomePageContentQuery = graphql(`
  query HomePageContent {
    route(url: "/") {
      __typename
      ... on CmsPage {
        identifier
        content
      }
    }
  }
`);
