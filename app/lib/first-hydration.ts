/**
 * Whether the browser is still hydrating the server's document: true from the start of the first
 * hydration until its last part has hydrated (`hydrateInTurns`, ADR 047). The browser build's
 * `useSyncExternalStore` (app/lib/preact/react.ts) answers the server's values while it is true,
 * so a part hydrating in its turn renders what the server rendered.
 */
export const firstHydration = { underway: false };
