import { useEffect } from "react";
import { useNonce } from "~/components/layout/nonce";

/** Where the script below leaves the address the shopper asked for, until the page has hydrated. */
const ASKED_FOR = "__shopOfflinePageAskedFor";

declare global {
  interface Window {
    [ASKED_FOR]?: string;
  }
}

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

/** The inline script; the path is written as a JSON string that cannot close the script element. */
function keepAskedAddressScript(offlinePath: string): string {
  const path = JSON.stringify(offlinePath).replace(/</g, "\\u003c");
  return `(function(){var p=${path};if(location.pathname.replace(/\\/+$/,"")!==p){window.${ASKED_FOR}=location.href;history.replaceState(history.state,"",p)}})()`;
}
