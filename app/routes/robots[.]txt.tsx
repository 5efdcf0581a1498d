import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { siteOrigin } from "~/lib/seo/site-origin.server";
import { loadStoreViews } from "~/lib/store-view.server";

/** Private and duplicate pages stay out of search engines; each store view's sitemap is listed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context.settings);
  const views = await loadStoreViews(context).catch(throwBackendFailure);
  const lines = [
    "User-agent: *",
    "Disallow: /*?*drawer=",
    "Disallow: /*/cart",
    "Disallow: /*/checkout",
    "Disallow: /*/search.html",
    "Disallow: /graphql",
    "Disallow: /rest/",
    "",
    ...views.map((view) => `Sitemap: ${origin}/${view.code}/sitemap.xml`),
  ];
  return new Response(`${lines.join("\n")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
