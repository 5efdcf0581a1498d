import { useStoreLayoutData } from "~/hooks/use-store-layout";
import { DESIGN_COLOURS } from "~/lib/pwa/design-colours";
import { manifestHref } from "~/lib/pwa/web-app-manifest";

/**
 * The head tags that make the shop installable: the title bar's colour, and the store view's
 * manifest (rel="manifest": remix-pwa's `ManifestLink` writes "webmanifest", which browsers ignore).
 * The manifest link needs the store view, which Remix 2's `links` cannot see, so it is rendered here
 * from the store layout's data; pages outside a store view (the layout's own error page) have none.
 */
export function InstallableAppHead() {
  const storeCode = useStoreLayoutData()?.shell.storeView.code;
  return (
    <>
      <meta name="theme-color" content={DESIGN_COLOURS.theme} />
      {storeCode ? <link rel="manifest" href={manifestHref(storeCode)} /> : null}
    </>
  );
}
