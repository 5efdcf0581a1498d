import type { LoaderFunctionArgs } from "@remix-run/node";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { urlSetXml, xmlResponse } from "~/lib/seo/sitemap";
import { productUrls } from "~/lib/seo/sitemap.server";
import { siteOrigin } from "~/lib/seo/site-origin.server";
import { requireStoreView } from "~/lib/store-view.server";

/** `/th/sitemap/products/2.xml`: the second file of product URLs; 404 past the last. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = Number(params.page);
  if (!Number.isInteger(page) || page < 1) throw new Response("Not found", { status: 404 });
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const urls = await productUrls({ context, origin: siteOrigin(request), storeView }, page).catch(throwBackendFailure);
  if (!urls) throw new Response("Not found", { status: 404 });
  return xmlResponse(urlSetXml(urls));
}
