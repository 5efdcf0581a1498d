import { json, redirect, type LoaderFunctionArgs, type ServerRuntimeMetaFunction as MetaFunction } from "@remix-run/server-runtime";
import { useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { CategoryLanding as ServerCategoryLanding } from "~/components/catalog/CategoryLanding";
import { ownChunk } from "~/components/common/own-chunk";
import { CmsPageView } from "~/components/cms/CmsPageView";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { ProductPage as ServerProductPage } from "~/components/product/ProductPage";
import { loadCategoryPage } from "~/lib/catalog/category-page.server";
import { loadFilterFields } from "~/lib/catalog/listing.server";
import { loadProductPage } from "~/lib/catalog/product.server";
import { loadPageBuilderContent } from "~/lib/page-builder/load.server";
import { pageHeaders } from "~/lib/page-headers";
import { errorPageTitle, storeMetaData } from "~/lib/page-meta";
import { categoryMeta, cmsPageMeta, productMeta } from "~/lib/seo/catalog-meta";
import { notFoundSearchRedirect, resolveStorefrontUrl, whatIsMissing } from "~/lib/resolver.server";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { loadStoreName } from "~/lib/shell.server";
import { shopFor } from "~/lib/shop/shop.server";

/**
 * Product pages (gallery carousel, options, add to cart) and category pages load only their own
 * kind's code: each is a chunk of its own inside a Suspense boundary rendered on both sides (ADR 044).
 */
const ProductPage = ownChunk(import.meta.env.SSR ? ServerProductPage : null, () => import("~/components/product/ProductPage").then((m) => m.ProductPage));
const CategoryLanding = ownChunk(import.meta.env.SSR ? ServerCategoryLanding : null, () =>
  import("~/components/catalog/CategoryLanding").then((m) => m.CategoryLanding),
);

export const meta: MetaFunction<typeof loader> = ({ data, matches, error, location }) => {
  if (error || !data) return [{ title: errorPageTitle(matches, error) }, { name: "robots", content: "noindex" }];
  const storeName = storeMetaData(matches)?.storeName ?? "";
  switch (data.kind) {
    case "category":
      return categoryMeta(matches, storeName, data.category, location.search, data.summary);
    case "product":
      return productMeta(matches, storeName, data.product);
    case "cms-page":
      return cmsPageMeta(matches, storeName, data.page);
  }
};

export const headers = pageHeaders;

/**
 * Every path the fixed routes do not claim: the backend's `route(url:)` says what it is (spec §2
 * "Resolver"). Categories and products get their pages; redirects and "not found" are real HTTP
 * answers; an unknown path may go to the search page when the shop's 404-redirect setting says so.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const url = new URL(args.request.url);
  const path = args.params["*"] ?? "";
  // The filters the backend knows are cached after the first request; asked alongside, not after.
  const [resolution, filterFields] = await Promise.all([resolveStorefrontUrl(shop, path, url.search), loadFilterFields(shop)]).catch(
    throwBackendFailure,
  );

  switch (resolution.kind) {
    case "redirect":
      throw redirect(resolution.location, resolution.status);
    case "not-found": {
      if (resolution.unknownPath) {
        const location = await notFoundSearchRedirect(shop, path).catch(throwBackendFailure);
        if (location) throw redirect(location, 302);
        throw json(await whatIsMissing(shop, path).catch(throwBackendFailure), { status: 404 });
      }
      throw json(resolution.what, { status: 404 });
    }
    case "category": {
      const [result, storeName] = await Promise.all([
        loadCategoryPage(shop, { category: resolution.category, search: url.searchParams, filterFields }),
        loadStoreName(shop),
      ]).catch(throwBackendFailure);
      if (result.kind === "redirect") throw redirect(result.location, 302);
      // The meta description of a category that has none of its own, in the store's language.
      const summary = shop.t("catalog.metaDescription", { category: result.page.name, storeName });
      return json({ kind: "category" as const, category: result.page, summary });
    }
    case "cms-page": {
      const { contentSource, ...page } = resolution.page;
      const content = await loadPageBuilderContent(shop, contentSource).catch(throwBackendFailure);
      return json({ kind: "cms-page" as const, page: { ...page, content } });
    }
    case "product": {
      const product = await loadProductPage(shop, resolution.product, url.searchParams).catch(throwBackendFailure);
      return json({ kind: "product" as const, product });
    }
  }
}

/**
 * A client-side navigation here waits for the page kind's chunk as well as the data, so the old
 * page stays on screen until the new one can render whole (never the boundary's empty fallback).
 * Hydration uses the server's data (no `hydrate`), and the chunk then loads inside its boundary.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  if (data.kind === "product") await ProductPage.preload();
  if (data.kind === "category") await CategoryLanding.preload();
  return data;
}

export default function ResolvedPage() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "product") return <ProductPage product={data.product} />;
  if (data.kind === "cms-page") return <CmsPageView page={data.page} />;
  return <CategoryLanding category={data.category} />;
}

export const ErrorBoundary = PageErrorBoundary;
