import type { ServerRuntimeMetaDescriptor as MetaDescriptor } from "@remix-run/server-runtime";
import { catalogImageUrl } from "~/lib/catalog/image";
import type { CategoryPageData, Crumb, ProductPageData } from "~/lib/catalog/types";
import type { CmsPageData } from "~/lib/resolver.server";
import { pageTitle } from "~/lib/page-meta";
import { canonicalQuery } from "~/lib/seo/alternates";
import { absolute, seoMeta, storeSeo } from "~/lib/seo/meta";
import { breadcrumbListJsonLd, plainText, productJsonLd, type Availability } from "~/lib/seo/structured-data";
import { plainTextOf } from "~/lib/page-builder/tree";
import { splitStorePath } from "~/lib/store-view";

interface MatchLike {
  id: string;
  data: unknown;
}

/** Breadcrumbs as schema.org wants them: absolute URLs, ending with the page itself. */
function breadcrumbs(origin: string, crumbs: Crumb[], current: { name: string; path: string }) {
  return breadcrumbListJsonLd([
    ...crumbs.map((crumb) => ({ name: crumb.name, url: absolute(origin, crumb.href) })),
    { name: current.name, url: absolute(origin, current.path) },
  ]);
}

/**
 * A category's head: canonical on the unfiltered listing (only `page` kept); filtered or sorted
 * variants are not indexed, so crawlers do not wander through every combination. Its description
 * is the category's meta description, else its own description's text, else `summary` (a sentence
 * from its name and the store's), so no category page goes without one.
 */
export function categoryMeta(
  matches: ReadonlyArray<MatchLike>,
  storeName: string,
  category: CategoryPageData,
  search: string,
  summary?: string,
): MetaDescriptor[] {
  const store = storeSeo(matches);
  const params = new URLSearchParams(search);
  const refined = (category.listing?.applied.length ?? 0) > 0 || params.has("sort") || params.has("size");
  return seoMeta(matches, {
    title: pageTitle(storeName, category.metaTitle || category.name),
    description: category.metaDescription || plainText(category.descriptionText, 160) || summary || undefined,
    path: splitStorePath(category.path).path,
    query: canonicalQuery(search, ["page"]),
    noindex: refined,
    image: category.listing?.items[0]?.image?.src ? catalogImageUrl(category.listing.items[0].image.src, 1280) : undefined,
    jsonLd: store ? [breadcrumbs(store.origin, category.breadcrumbs, { name: category.name, path: category.path })] : [],
  });
}

function availability(product: ProductPageData): Availability {
  if (product.stock.status !== "in-stock") return "OutOfStock";
  return product.stock.onlyLeft !== null ? "LimitedAvailability" : "InStock";
}

/** A product's head: canonical without option parameters, Product and BreadcrumbList data. */
export function productMeta(matches: ReadonlyArray<MatchLike>, storeName: string, product: ProductPageData): MetaDescriptor[] {
  const store = storeSeo(matches);
  const description = product.metaDescription || plainText(product.shortDescriptionHtml || product.descriptionText, 160) || undefined;
  const images = product.gallery.map((image) => catalogImageUrl(image.src, 1280));
  const origin = store?.origin ?? "";
  return seoMeta(matches, {
    title: pageTitle(storeName, product.metaTitle || product.name),
    description,
    path: splitStorePath(product.path).path,
    type: "product",
    image: images[0],
    jsonLd: store
      ? [
          productJsonLd({
            name: product.name,
            sku: product.variant?.sku ?? product.sku,
            url: absolute(origin, product.path),
            description,
            images: images.map((image) => absolute(origin, image)),
            price: product.price.final.value,
            currency: product.price.final.currency,
            availability: availability(product),
            brand: storeName,
          }),
          breadcrumbs(origin, product.breadcrumbs, { name: product.name, path: product.path }),
        ]
      : [],
  });
}

/** A CMS page's head: its own meta title and description, canonical on its path. */
export function cmsPageMeta(matches: ReadonlyArray<MatchLike>, storeName: string, page: CmsPageData): MetaDescriptor[] {
  return seoMeta(matches, {
    title: pageTitle(storeName, page.metaTitle || page.title),
    description: page.metaDescription || plainText(plainTextOf(page.content.document), 160) || undefined,
    path: splitStorePath(page.path).path,
  });
}
