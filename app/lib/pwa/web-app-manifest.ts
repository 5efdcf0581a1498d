import type { Translate } from "~/lib/forms/messages";
import { DESIGN_COLOURS } from "~/lib/pwa/design-colours";
import { storeHref } from "~/lib/store-view";

/** The icons drawn by scripts/app-icons.mjs into public/icons/. */
export const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/** iOS ignores the manifest's icons and reads this link instead (a full square: it rounds it itself). */
export const APPLE_TOUCH_ICON = { href: "/icons/apple-touch-icon-180.png", sizes: "180x180" } as const;

/** Where a store view's manifest is served (the page heads link it). */
export function manifestHref(storeCode: string): string {
  return storeHref(storeCode, "/manifest.webmanifest");
}

export interface ManifestStoreView {
  code: string;
  /** The store config's store name, as the header shows it. */
  storeName: string;
  /** Magento locale (`th_TH`): the manifest's `lang`. */
  locale: string;
  dir: "ltr" | "rtl";
}

/**
 * A store view's web app manifest: the shop installed from `/th` is a Thai app that opens on `/th`,
 * the one from `/en` an English app opening on `/en`. Each store view is its own app (`id` is its
 * home), so an installed app keeps its language and name whichever store view is visited later;
 * the scope is the whole site, so links to the other store view stay inside the app.
 */
export function webAppManifest(view: ManifestStoreView, t: Translate) {
  const home = storeHref(view.code);
  const storeName = view.storeName;
  return {
    id: home,
    name: t("pwa.name", { storeName }),
    // The home screen's label: the store name alone, short enough not to be cut.
    short_name: storeName,
    description: t("pwa.description", { storeName }),
    lang: view.locale.replace("_", "-"),
    dir: view.dir,
    start_url: home,
    scope: "/",
    display: "standalone",
    theme_color: DESIGN_COLOURS.theme,
    background_color: DESIGN_COLOURS.background,
    categories: ["shopping"],
    icons: MANIFEST_ICONS,
  };
}
