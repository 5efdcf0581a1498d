import type { LoaderFunctionArgs } from "@remix-run/node";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { urlSetXml, xmlResponse } from "~/lib/seo/sitemap";
import { categoryUrls } from "~/lib/seo/sitemap.server";
import { siteOrigin } from "~/lib/seo/site-origin.server";
import { requireStoreView } from "~/lib/store-view.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const urls = await categoryUrls({ context, origin: siteOrigin(request), storeView }).catch(throwBackendFailure);
  return xmlResponse(urlSetXml(urls));
}
