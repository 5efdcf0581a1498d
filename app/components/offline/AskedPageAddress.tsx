import { useEffect } from "react";
import { useNonce } from "~/components/layout/nonce";
import { ASKED_FOR, keepAskedAddressScript } from "~/lib/pwa/asked-address-script";

/**
 * Offline, the service worker answers a page it has no copy of with the offline page, at the
 * address the shopper asked for (so that reloading asks for that page again). Remix would hydrate
 * that HTML as the route of the address (a product page, say), whose data cannot be fetched
 * offline, and replace the offline page with an error page. So, before Remix starts, this inline
 * script (with the CSP nonce) puts the offline page's own address in the address bar and keeps the
 * one asked for; once the page has hydrated, the asked-for address is put back, so that the
 * browser's reload and "Try again" ask for it again. On the offline page's own address it does
 * nothing.
 */
export function AskedPageAddress({ offlinePath }: { offlinePath: string }) {
  const nonce = useNonce();
  useEffect(() => {
    const asked = window[ASKED_FOR];
    if (!asked) return;
    delete window[ASKED_FOR];
    window.history.replaceState(window.history.state, "", asked);
  }, []);
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: keepAskedAddressScript(offlinePath) }} />;
}
