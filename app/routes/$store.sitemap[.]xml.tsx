import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { sitemapIndexXml, xmlResponse } from "~/lib/seo/sitemap";
import { productSitemapPages } from "~/lib/seo/sitemap.server";
import { siteOrigin } from "~/lib/seo/site-origin.server";
import { shopFor } from "~/lib/shop/shop.server";

/** The store view's sitemap index: pages, categories, then the product files. */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { storeView } = shop;
  const origin = siteOrigin(args.request, args.context.settings);
  const productPages = await productSitemapPages(shop).catch(throwBackendFailure);
  const base = `${origin}/${storeView.code}/sitemap`;
  const files = [`${base}/pages.xml`, `${base}/categories.xml`];
  for (let page = 1; page <= productPages; page++) files.push(`${base}/products/${page}.xml`);
  return xmlResponse(sitemapIndexXml(files));
}
