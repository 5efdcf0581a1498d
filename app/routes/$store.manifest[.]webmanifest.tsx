import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { i18nFor } from "~/lib/i18n.server";
import { webAppManifest } from "~/lib/pwa/web-app-manifest";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { loadStoreName } from "~/lib/shell.server";
import { shopFor } from "~/lib/shop/shop.server";

/**
 * The store view's web app manifest. The same for every shopper (no session is read or written), so
 * browsers and shared caches keep it for an hour and serve it stale while they fetch it again.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { storeView } = shop;
  const [storeName, i18n] = await Promise.all([loadStoreName(shop).catch(throwBackendFailure), i18nFor(storeView.language)]);
  const manifest = webAppManifest(
    { code: storeView.code, storeName, locale: storeView.locale, dir: i18n.dir(storeView.language) },
    shop.t,
  );
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
    },
  });
}
