import type { AppLoadContext } from "@remix-run/node";
import { renderCmsHtml } from "~/lib/cms-html.server";
import { magentoClient } from "~/lib/magento/client-for.server";
import { graphql } from "~/lib/magento/generated";
import { buildMenu, type MenuCategory } from "~/lib/menu";

export interface ResolvedCategory {
  uid: string;
  name: string;
  descriptionHtml: string;
  metaTitle: string;
  metaDescription: string;
  breadcrumbs: Array<{ name: string; path: string }>;
  subcategories: MenuCategory[];
}

export type Resolution =
  | { kind: "redirect"; location: string; status: 301 | 302 }
  | { kind: "not-found"; what: "page" | "category" }
  | { kind: "category"; category: ResolvedCategory };

/**
 * What a store-relative path is, according to the backend's URL rewrites (spec §2 "Resolver").
 * Redirect targets starting with http leave the site; others stay in the store view and keep the
 * shopper's query (`search`), which is not sent to the backend so its GET cache stays per path.
 */
export async function resolveStorefrontUrl(
  context: AppLoadContext,
  storeCode: string,
  path: string,
  search = "",
): Promise<Resolution> {
  const url = path.replace(/^\/+/, "");
  if (!url) return { kind: "not-found", what: "page" };
  const { route } = await magentoClient(context, { storeCode }).query(ResolveUrlQuery, { url });
  if (!route) return { kind: "not-found", what: "page" };

  if (route.redirect_code === 301 || route.redirect_code === 302) {
    const target = route.relative_url ?? "";
    const location = /^https?:\/\//i.test(target)
      ? target
      : `/${storeCode}/${target.replace(/^\/+/, "")}${target.includes("?") ? "" : search}`;
    return { kind: "redirect", location, status: route.redirect_code };
  }

  if (route.__typename === "CategoryTree") {
    const suffix = route.url_suffix ?? ".html";
    return {
      kind: "category",
      category: {
        uid: route.uid,
        name: route.name ?? "",
        descriptionHtml: route.description ? renderCmsHtml(route.description, storeCode) : "",
        metaTitle: route.meta_title ?? "",
        metaDescription: route.meta_description ?? "",
        breadcrumbs: (route.breadcrumbs ?? [])
          .filter((crumb) => crumb?.category_name)
          .map((crumb) => ({
            name: crumb?.category_name ?? "",
            path: `/${crumb?.category_url_path ?? ""}${suffix}`,
          })),
        subcategories: buildMenu(route.children, suffix),
      },
    };
  }
  // Products and CMS pages get their views with the catalogue and content issues.
  return { kind: "not-found", what: route.type === "CATEGORY" ? "category" : "page" };
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
        description
        meta_title
        meta_description
        url_suffix
        breadcrumbs {
          category_uid
          category_name
          category_url_path
        }
        children {
          uid
          name
          position
          include_in_menu
          url_path
          url_suffix
        }
      }
    }
  }
`);
