import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

const RequestReferenceContext = createContext<string | undefined>(undefined);

/**
 * Hands the short form of this request's id (logging/request-id.ts) to the error page, which shows
 * it for the shopper to quote to support (server only: the browser reads it from the page).
 */
export function RequestReferenceProvider({ value, children }: { value: string | undefined; children: ReactNode }) {
  return <RequestReferenceContext.Provider value={value}>{children}</RequestReferenceContext.Provider>;
}

/** The element's id that carries the reference into the browser, so hydration renders the same text. */
export const REFERENCE_ELEMENT_ID = "error-reference";

/**
 * The request's reference: the server's, or in the browser the one the server rendered (none after
 * a navigation in the browser, whose data request's id is not known to the page).
 */
export function useRequestReference(): string | undefined {
  const fromServer = useContext(RequestReferenceContext);
  const [reference] = useState(() => fromServer ?? (hydrating && typeof document !== "undefined" ? document.getElementById(REFERENCE_ELEMENT_ID)?.dataset.reference : undefined));
  useEffect(() => {
    hydrating = false;
  }, []);
  return reference;
}

/** True until an error page has been on screen in this browser: later ones must not read an earlier page's reference. */
let hydrating = true;
