/**
 * Where GraphQL and REST calls go: a real Magento over HTTP, or the embedded engine's Fetch handler
 * in the same process. Everything above this module is the same in both cases.
 */
export interface CommerceBackend {
  /** Base URL the calls are addressed to (for the engine a placeholder origin; only paths matter). */
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  /** True when the embedded engine answers in process. */
  readonly embedded: boolean;
}

/** A backend reached over the network at `magentoUrl`. */
export function remoteBackend(magentoUrl: string): CommerceBackend {
  return { baseUrl: magentoUrl.replace(/\/+$/, ""), fetch: globalThis.fetch.bind(globalThis), embedded: false };
}

/** A backend answered by an in-process Fetch handler (the embedded engine). */
export function inProcessBackend(handle: (request: Request) => Promise<Response>): CommerceBackend {
  const inProcessFetch: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? new Request(input, init) : new Request(String(input), init);
    const signal = init?.signal;
    if (!signal) return handle(request);
    signal.throwIfAborted();
    // Like fetch(): a call whose time is up stops waiting, even when the engine is still busy.
    let stop: (() => void) | undefined;
    const aborted = new Promise<never>((_, reject) => {
      stop = () => reject(signal.reason);
      signal.addEventListener("abort", stop, { once: true });
    });
    return Promise.race([handle(request), aborted]).finally(() => signal.removeEventListener("abort", stop!));
  };
  return { baseUrl: "http://commerce.internal", fetch: inProcessFetch, embedded: true };
}
