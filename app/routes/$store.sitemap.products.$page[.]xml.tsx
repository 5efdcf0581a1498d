import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { urlSetXml, xmlResponse } from "~/lib/seo/sitemap";
import { productUrls } from "~/lib/seo/sitemap.server";
import { shopFor } from "~/lib/shop/shop.server";

/** `/th/sitemap/products/2.xml`: the second file of product URLs; 404 past the last. */
export async function loader(args: LoaderFunctionArgs) {
  const page = Number(args.params.page);
  if (!Number.isInteger(page) || page < 1) throw new Response("Not found", { status: 404 });
  const urls = await productUrls(await shopFor(args), page).catch(throwBackendFailure);
  if (!urls) throw new Response("Not found", { status: 404 });
  return xmlResponse(urlSetXml(urls));
}
