import type { Shop } from "~/lib/shop/shop.server";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import { graphql } from "~/lib/magento/generated";
import { publicQuery } from "~/lib/magento/public-query.server";
import { alternateLinks } from "~/lib/seo/alternates";
import { SITEMAP_PAGE_SIZE, type SitemapUrl } from "~/lib/seo/sitemap";
import { siteOrigin } from "~/lib/seo/site-origin.server";
import { loadStoreViews } from "~/lib/store-view.server";

async function sitemapUrls(shop: Shop, paths: string[]): Promise<SitemapUrl[]> {
  const views = (await loadStoreViews(shop.context))
    .filter((view) => view.groupCode === shop.storeView.groupCode)
    .map((view) => ({ code: view.code, language: view.language, isDefault: view.isDefault }));
  return paths.map((path) => {
    const [canonical, ...alternates] = alternateLinks({ origin: siteOrigin(shop.request, shop.context.settings), storeCode: shop.storeView.code, storeViews: views, path });
    return {
      loc: canonical?.href ?? "",
      alternates: alternates.map((link) => ({ hrefLang: link.hrefLang ?? "", href: link.href })),
    };
  });
}

async function rootCategory(shop: Shop) {
  const { storeConfig } = await publicQuery(shop, SitemapStoreQuery);
  return { uid: storeConfig?.root_category_uid ?? null, suffix: storeConfig?.category_url_suffix ?? ".html" };
}

/** The home page (CMS pages join it with the content issue). */
export function pageUrls(shop: Shop): Promise<SitemapUrl[]> {
  return sitemapUrls(shop, ["/"]);
}

/** Every category under the store's root, in the menu or not (they are all pages). */
export async function categoryUrls(shop: Shop): Promise<SitemapUrl[]> {
  const root = await rootCategory(shop);
  if (!root.uid) return [];
  const data = await publicQuery(shop, SitemapCategoriesQuery, { uid: root.uid });
  const paths: string[] = [];
  type Node = { url_path?: string | null; url_suffix?: string | null; children?: ReadonlyArray<Node | null> | null };
  const walk = (nodes: ReadonlyArray<Node | null> | null | undefined) => {
    for (const node of nodes ?? []) {
      if (!node) continue;
      if (node.url_path) paths.push(`/${node.url_path}${node.url_suffix ?? root.suffix}`);
      walk(node.children);
    }
  };
  walk(data.categories?.items?.[0]?.children);
  return sitemapUrls(shop, paths);
}

/** How many product sitemap files the store view needs. */
export async function productSitemapPages(shop: Shop): Promise<number> {
  const root = await rootCategory(shop);
  if (!root.uid) return 0;
  const data = await publicQuery(shop, SitemapProductsQuery, {
    rootUid: root.uid,
    pageSize: 1,
    currentPage: 1,
  });
  return Math.ceil((data.products?.total_count ?? 0) / SITEMAP_PAGE_SIZE);
}

/** One file's worth of product URLs (page counts from 1); null when the page does not exist. */
export async function productUrls(shop: Shop, page: number): Promise<SitemapUrl[] | null> {
  const root = await rootCategory(shop);
  if (!root.uid) return null;
  const data = await publicQuery(shop, SitemapProductsQuery, {
    rootUid: root.uid,
    pageSize: SITEMAP_PAGE_SIZE,
    currentPage: page,
  })
    // Magento rejects a page past the last as bad input.
    .catch((error: unknown) => {
      if (error instanceof MagentoGraphQLError && error.hasCategory("graphql-input")) return null;
      throw error;
    });
  if (!data) return null;
  const total = data.products?.total_count ?? 0;
  if (page > Math.ceil(total / SITEMAP_PAGE_SIZE)) return null;
  const paths = (data.products?.items ?? [])
    .filter((item) => item?.url_key)
    .map((item) => `/${item?.url_key}${item?.url_suffix ?? ".html"}`);
  return sitemapUrls(shop, paths);
}

const SitemapStoreQuery = graphql(`
  query SitemapStore {
    storeConfig {
      root_category_uid
      category_url_suffix
    }
  }
`);

const SitemapCategoriesQuery = graphql(`
  query SitemapCategories($uid: String!) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        children {
          url_path
          url_suffix
          children {
            url_path
            url_suffix
            children {
              url_path
              url_suffix
            }
          }
        }
      }
    }
  }
`);

const SitemapProductsQuery = graphql(`
  query SitemapProducts($rootUid: String!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { category_uid: { eq: $rootUid } }, pageSize: $pageSize, currentPage: $currentPage, sort: { name: ASC }) {
      total_count
      items {
        url_key
        url_suffix
      }
    }
  }
`);
