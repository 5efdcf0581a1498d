import compat, { useEffect, useState, useSyncExternalStore as readStore } from "preact/compat";
import { firstHydration } from "~/lib/first-hydration";

/**
 * `react` in the browser build: preact/compat, with React's `useSyncExternalStore`.
 *
 * compat ignores `getServerSnapshot` and reads the browser's value while hydrating. Preact hydrates
 * by matching each element to the next server element with the same tag name, so a component
 * that renders less in the browser than on the server (the inline flash message, gone once
 * scripts run) let the next `<div>` adopt the flash's `<div>`: the whole account page hydrated
 * inside a `role="status"` box. As in React, hydration renders the server's value, and the
 * render right after it the browser's. Hydration lasts until the parts hydrating in turns have
 * hydrated (ADR 047).
 */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot?: () => T): T {
  const [hydrated, setHydrated] = useState(() => !(hydrating || firstHydration.underway) || !getServerSnapshot);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  const value = readStore(subscribe, getSnapshot);
  return hydrated || !getServerSnapshot ? value : getServerSnapshot();
}

let hydrating = false;

/** Runs `hydrate` with `useSyncExternalStore` answering the server's values. */
export function whileHydrating(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

// @ts-expect-error -- compat's types say `export =`; its ES module (what the build reads) has named exports.
export * from "preact/compat";
export default { ...compat, useSyncExternalStore };
