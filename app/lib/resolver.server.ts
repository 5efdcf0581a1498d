import { publicCacheOf } from "~/lib/cache.server";
import type { ProductSource } from "~/lib/catalog/product.server";
import type { Crumb } from "~/lib/catalog/types";
import { publicQuery } from "~/lib/magento/public-query.server";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import { graphql } from "~/lib/magento/generated";
import type { CmsContent } from "~/lib/page-builder/types";
import { buildMenu } from "~/lib/menu";
import { storeHref } from "~/lib/store-view";
import type { Shop } from "~/lib/shop/shop.server";

export interface ResolvedCategory {
  uid: string;
  name: string;
  /** Store-prefixed path of the category (`/th/clothing/women.html`). */
  path: string;
  /** The description as the backend stores it (Page Builder HTML); the category page loads it. */
  descriptionSource: string;
  metaTitle: string;
  metaDescription: string;
  /** Ancestors, top first. */
  breadcrumbs: Crumb[];
  subcategories: Array<{ uid: string; name: string; href: string }>;
  /** False for Magento's display mode PAGE: description and sub-categories only, no products. */
  showsProducts: boolean;
}

/** A page the shop wrote in its CMS (About Us, Returns, …). */
export interface ResolvedCmsPage {
  identifier: string;
  /** Store-prefixed path of the page (`/en/about-us`). */
  path: string;
  title: string;
  heading: string;
  /** The content as the backend stores it (Page Builder HTML); the route loads it for rendering. */
  contentSource: string;
  metaTitle: string;
  metaDescription: string;
}

/** A CMS page as its route hands it to the view: the page's fields and its loaded content. */
export type CmsPageData = Omit<ResolvedCmsPage, "contentSource"> & { content: CmsContent };

export type Resolution =
  | { kind: "redirect"; location: string; status: 301 | 302 }
  | { kind: "not-found"; what: "page" | "category"; unknownPath: boolean }
  | { kind: "category"; category: ResolvedCategory }
  | { kind: "product"; product: ProductSource }
  | { kind: "cms-page"; page: ResolvedCmsPage };

const notFound = (what: "page" | "category", unknownPath = false): Resolution => ({ kind: "not-found", what, unknownPath });

/**
 * What a store-relative path is, according to the backend's URL rewrites (spec §2 "Resolver").
 * Redirect targets starting with http leave the site; others stay in the store view and keep the
 * shopper's query (`search`), which is not sent to the backend so its GET cache stays per path.
 * A product comes with everything its page shows: one query.
 */
export async function resolveStorefrontUrl(shop: Shop, path: string, search = ""): Promise<Resolution> {
  const { storeCode } = shop;
  const url = path.replace(/^\/+/, "");
  if (!url) return notFound("page");
  const { route } = await publicQuery(shop, ResolveUrlQuery, { url });
  if (!route) return notFound("page", true);

  if (route.redirect_code === 301 || route.redirect_code === 302) {
    const target = route.relative_url ?? "";
    const location = /^https?:\/\//i.test(target)
      ? target
      : `/${storeCode}/${target.replace(/^\/+/, "")}${target.includes("?") ? "" : search}`;
    return { kind: "redirect", location, status: route.redirect_code };
  }

  switch (route.type) {
    case "CATEGORY": {
      if (route.__typename !== "CategoryTree" || !route.name) return notFound("category");
      const suffix = route.url_suffix ?? ".html";
      return {
        kind: "category",
        category: {
          uid: route.uid,
          name: route.name,
          path: storeHref(storeCode, `/${route.url_path ?? url.replace(/\.[^/.]*$/, "")}${suffix}`),
          descriptionSource: route.category_description ?? "",
          metaTitle: route.meta_title ?? "",
          metaDescription: route.meta_description ?? "",
          breadcrumbs: (route.breadcrumbs ?? [])
            .filter((crumb) => crumb?.category_name)
            .map((crumb) => ({
              name: crumb?.category_name ?? "",
              href: storeHref(storeCode, `/${crumb?.category_url_path ?? ""}${suffix}`),
            })),
          subcategories: buildMenu(route.children, suffix).map((child) => ({
            uid: child.uid,
            name: child.name,
            href: storeHref(storeCode, child.path),
          })),
          showsProducts: route.display_mode !== "PAGE",
        },
      };
    }
    case "PRODUCT":
      if (!("price_range" in route) || !route.name) return notFound("page");
      return { kind: "product", product: route };
    case "CMS_PAGE": {
      if (route.__typename !== "CmsPage" || !route.identifier) return notFound("page");
      return {
        kind: "cms-page",
        page: {
          identifier: route.identifier,
          path: storeHref(storeCode, `/${route.relative_url ?? route.identifier}`),
          title: route.title ?? "",
          heading: route.content_heading ?? "",
          contentSource: route.content ?? "",
          metaTitle: route.meta_title ?? "",
          metaDescription: route.meta_description ?? "",
        },
      };
    }
    default:
      return notFound("page");
  }
}

/** Ancestors worth asking about: a deeper path than this is a crafted URL, not a lost shopper. */
const MAX_ANCESTORS_ASKED = 4;

/**
 * What a path the backend does not know was meant to be: a category when it sits under one
 * (`clothing/women/no-such.html` under `clothing/women.html`, or under `clothing.html`), so the
 * 404 page can say "the category you were hoping to find doesn't exist"; otherwise a page. Each
 * ancestor is asked as a category URL with the missing path's own suffix; the answers are cached.
 */
export async function whatIsMissing(shop: Shop, path: string): Promise<"page" | "category"> {
  const segments = path.split("?")[0]?.split("/").filter(Boolean) ?? [];
  const suffix = /(\.[a-z0-9]{1,10})$/i.exec(segments.at(-1) ?? "")?.[1] ?? "";
  const ancestors = segments
    .slice(0, -1)
    .map((_, index) => `${segments.slice(0, index + 1).join("/")}${suffix}`)
    .reverse()
    .slice(0, MAX_ANCESTORS_ASKED);
  const routes = await Promise.all(ancestors.map((url) => publicQuery(shop, ResolveUrlQuery, { url }).then((data) => data.route)));
  return routes.some((route) => route?.type === "CATEGORY") ? "category" : "page";
}

/**
 * Where a path the backend does not know goes when the advanced-search setting "404 redirect" is
 * on: the search page for the path's last segment without the URL suffix. Null when it is off,
 * or the backend has no such setting.
 */
export async function notFoundSearchRedirect(shop: Shop, path: string): Promise<string | null> {
  // The search page itself is never sent to a search (no loop while it is not a route of its own).
  if (path.replace(/^\/+/, "").split("?")[0] === SEARCH_PATH.slice(1)) return null;
  const config = await loadNotFoundConfig(shop);
  if (!config.redirectToSearch) return null;
  const term = searchTermFromPath(path, config.suffixes);
  return term ? `${storeHref(shop.storeCode, SEARCH_PATH)}?${new URLSearchParams({ query: term })}` : null;
}

const SEARCH_PATH = "/search.html";

/** `clothing/indigo-shirt.html` → `indigo-shirt` (the last segment without a URL suffix). */
export function searchTermFromPath(path: string, suffixes: readonly string[]): string {
  const segment = path.split("/").filter(Boolean).pop() ?? "";
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a malformed escape: search for the text as it stands
  }
  const suffix = [...suffixes].filter(Boolean).sort((a, b) => b.length - a.length).find((candidate) => decoded.endsWith(candidate));
  return (suffix ? decoded.slice(0, -suffix.length) : decoded).trim();
}

function loadNotFoundConfig(shop: Shop) {
  return publicCacheOf(shop.context).get(`not-found-config:${shop.storeCode}`, async () => {
    try {
      const { storeConfig } = await shop.guestClient().query(NotFoundRedirectConfigQuery);
      return {
        redirectToSearch: storeConfig?.amasty_xsearch_general_four_zero_four_redirect === true,
        suffixes: [storeConfig?.category_url_suffix ?? ".html", storeConfig?.product_url_suffix ?? ".html"],
      };
    } catch (error) {
      // A Magento without the advanced-search extension rejects the field: no redirect then.
      if (error instanceof MagentoGraphQLError) return { redirectToSearch: false, suffixes: [] };
      throw error;
    }
  });
}

const ResolveUrlQuery = graphql(`
  query ResolveUrl($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on CategoryTree {
        uid
        name
        category_description: description
        display_mode
        meta_title
        meta_description
        url_path
        url_suffix
        breadcrumbs {
          category_uid
          category_name
          category_url_path
        }
        children {
          ...MenuCategoryFields
        }
      }
      ... on ProductInterface {
        ...ProductDetails
      }
      ... on CmsPage {
        identifier
        title
        content_heading
        content
        meta_title
        meta_description
      }
    }
  }
`);

const NotFoundRedirectConfigQuery = graphql(`
  query NotFoundRedirectConfig {
    storeConfig {
      category_url_suffix
      product_url_suffix
      amasty_xsearch_general_four_zero_four_redirect
    }
  }
`);
