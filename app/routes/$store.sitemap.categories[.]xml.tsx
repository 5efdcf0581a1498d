import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { urlSetXml, xmlResponse } from "~/lib/seo/sitemap";
import { categoryUrls } from "~/lib/seo/sitemap.server";
import { shopFor } from "~/lib/shop/shop.server";

export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const urls = await categoryUrls(shop).catch(throwBackendFailure);
  return xmlResponse(urlSetXml(urls));
}
