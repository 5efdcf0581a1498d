/** Where the offline page's inline script leaves the address the shopper asked for, until hydration. */
export const ASKED_FOR = "__shopOfflinePageAskedFor";

declare global {
  interface Window {
    [ASKED_FOR]?: string;
  }
}

/**
 * The offline page's inline script (see app/components/offline/AskedPageAddress.tsx): shown at
 * another address, it puts the offline page's own path in the address bar before Remix starts and
 * keeps the asked-for address in `window[ASKED_FOR]`. The path is written as a JSON string that
 * cannot close the script element.
 */
export function keepAskedAddressScript(offlinePath: string): string {
  const path = JSON.stringify(offlinePath).replace(/</g, "\\u003c");
  return `(function(){var p=${path};if(location.pathname.replace(/\\/+$/,"")!==p){window.${ASKED_FOR}=location.href;history.replaceState(history.state,"",p)}})()`;
}
