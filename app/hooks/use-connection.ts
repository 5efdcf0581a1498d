import { useSyncExternalStore } from "react";
import { INITIAL_CONNECTION, nextConnection, type ConnectionState } from "~/lib/connection";

/** One state for the page: the header and the toasts read the same events. */
let current: ConnectionState = INITIAL_CONNECTION;

function read(): ConnectionState {
  current = nextConnection(current, navigator.onLine);
  return current;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * Whether the browser is online, and whether it has been offline since the page opened. A page
 * opened offline (served by the service worker) counts as having gone offline.
 */
export function useConnection(): ConnectionState {
  return useSyncExternalStore(subscribe, read, () => INITIAL_CONNECTION);
}
