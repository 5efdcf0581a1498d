import { splitStorePath } from "~/lib/store-view";

/**
 * Whether a path is a store view's offline page (`offlinePagePath` in worker-contract.ts, a
 * trailing slash allowed). That page is the same for every shopper: the service worker keeps one
 * copy and shows it to whoever is offline, so its request reads nothing of the shopper
 * (`shopFor` gives it an empty session) and its answer sets no cookie.
 */
export function isOfflinePage(pathname: string): boolean {
  const { storeCode, path } = splitStorePath(pathname);
  return storeCode !== undefined && path.replace(/\/+$/, "") === "/offline";
}
