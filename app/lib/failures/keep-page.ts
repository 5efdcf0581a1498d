import { isAbort, isDataRequest, isRouteDiscovery, isSubmission, RequestFailure, unreadableStatus } from "~/lib/failures/request-failure";

/** Remix's client router (`window.__remixRouter`, declared by @remix-run/react). */
export type ShopRouter = typeof window.__remixRouter;
type DataRoute = ShopRouter["routes"][number];
type Handler = NonNullable<Extract<DataRoute["loader"], (...args: never[]) => unknown>>;

/** What the page tells the shopper; the module only decides when. */
export interface FailureReports {
  isOnline(): boolean;
  /** A form or fetcher submission was not sent because the browser is offline. */
  notSent(): void;
  /** A data request failed on the way (`submission`: it was a form's or fetcher's post). */
  failed(failure: RequestFailure, context: { submission: boolean }): void;
}

/**
 * Keeps the page, and what the shopper typed, when an enhanced form or a fetcher cannot reach the
 * shop. Without this, Remix hands any failed data request to the route's ErrorBoundary, which
 * replaces the page. Every form and fetcher goes through the same three places, so they are
 * guarded there, once:
 * - the door, `router.navigate` and `router.fetch` (and the window's `submit` event, for forms
 *   Remix does not send): a submission while offline is not sent at all (nothing changes on the
 *   page);
 * - the wire, `fetch` for `?_data=` requests: a network error, or an error status the shop's
 *   server did not write, becomes a `RequestFailure` (the shop's own error answers pass as before);
 * - the routes' `action` and `loader` as the router calls them: a `RequestFailure` is reported and
 *   the page kept. A fetcher's failed post answers `null` (nothing happened); a form's failed post
 *   is cancelled, the router staying on this page; a failed reload of the page's own data answers
 *   the data already shown; a fetcher's failed load answers `null`. A new page whose data the
 *   network cannot bring is opened as a document (the service worker's copy or offline page);
 *   one the shop answered with an unreadable error status gets its error page.
 * Returns the function that takes it all back (React runs effects twice in development).
 */
export function keepPageOnFailure(router: ShopRouter, win: Window & typeof globalThis, reports: FailureReports): () => void {
  const undo: Array<() => void> = [];

  let openedAsDocument: string | undefined;
  /**
   * A new page the network cannot bring: the browser opens it as a document instead, which the
   * service worker answers (its copy of the page, or the offline page at this address), and
   * without a worker the browser's own offline page, as for a shopper without JS. Every loader of
   * the page fails alike: the first opens it.
   */
  const openAsDocument = ({ pathname, search, hash, key }: ShopRouter["state"]["location"], signal: AbortSignal | null | undefined): Promise<never> => {
    if (openedAsDocument !== key) win.location.assign(`${pathname}${search}${hash}`);
    openedAsDocument = key;
    return signal ? whenAborted(signal) : new Promise<never>(() => undefined);
  };

  const sendFetch = win.fetch;
  const guardedFetch: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (isRouteDiscovery(url, win.location.origin)) {
      // Remix asks which routes a link leads to before following it (lazy route discovery).
      try {
        return await sendFetch.call(win, input, init);
      } catch (error) {
        const { navigation } = router.state;
        if (isAbort(error, signal) || navigation.state === "idle") throw error;
        return openAsDocument(navigation.location, signal);
      }
    }
    if (!isDataRequest(url, win.location.origin)) return sendFetch.call(win, input, init);
    let response: Response;
    try {
      response = await sendFetch.call(win, input, init);
    } catch (error) {
      if (isAbort(error, signal)) throw error;
      throw new RequestFailure({ kind: "network" });
    }
    const status = unreadableStatus(response);
    if (status === null) return response;
    void response.body?.cancel();
    throw new RequestFailure({ kind: "status", status });
  };
  win.fetch = guardedFetch;
  undo.push(() => {
    if (win.fetch === guardedFetch) win.fetch = sendFetch;
  });

  const { navigate, fetch: fetchData } = router;
  router.navigate = ((to, opts) => {
    const method = opts && "formMethod" in opts ? opts.formMethod : undefined;
    if (typeof to !== "number" && isSubmission(method) && !reports.isOnline()) {
      reports.notSent();
      return Promise.resolve();
    }
    return typeof to === "number" ? navigate(to) : navigate(to, opts);
  }) as ShopRouter["navigate"];
  router.fetch = (key, routeId, href, opts) => {
    const method = opts && "formMethod" in opts ? opts.formMethod : undefined;
    if (isSubmission(method) && !reports.isOnline()) {
      reports.notSent();
      return;
    }
    fetchData(key, routeId, href, opts);
  };
  undo.push(() => {
    router.navigate = navigate;
    router.fetch = fetchData;
  });

  // A form Remix does not send (the card form, posting to the payment gateway) would leave for the
  // browser's own error page. Stopped in the capture phase on the window, before React (Remix's
  // <Form>, the page's own onSubmit) sees the event.
  const stopOfflinePost = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || reports.isOnline()) return;
    const method = event.submitter?.getAttribute("formmethod") ?? form.method;
    if (!isSubmission(method) || method.toLowerCase() === "dialog") return;
    event.preventDefault();
    event.stopPropagation();
    reports.notSent();
  };
  win.addEventListener("submit", stopOfflinePost, true);
  undo.push(() => win.removeEventListener("submit", stopOfflinePost, true));

  const originals = new Map<DataRoute, { action: DataRoute["action"]; loader: DataRoute["loader"] }>();

  const keepOnFailedAction = (action: Handler): Handler => async (args, context) => {
    try {
      return await action(args, context);
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      reports.failed(error, { submission: true });
      const { navigation } = router.state;
      // A fetcher's post: nothing happened, the page's data is reloaded as after any post.
      if (navigation.state !== "submitting" || !sameAddress(args.request.url, navigation.location)) return null;
      // A form's post is a navigation to its action's page, and finishing it would show that page
      // (or this one as a new location, which remounts forms keyed by it). It is left unanswered
      // and the router is sent back to the history entry it is on, which cancels it.
      const cancelled = whenAborted(args.request.signal);
      win.setTimeout(() => returnToThisEntry(win), 0);
      return cancelled;
    }
  };

  const keepOnFailedLoader = (routeId: string, loader: Handler): Handler => {
    const guarded: Handler = async (args, context) => {
      try {
        return await loader(args, context);
      } catch (error) {
        if (!(error instanceof RequestFailure)) throw error;
        const { location, navigation, loaderData } = router.state;
        const shown: unknown = loaderData[routeId];
        if (shown !== undefined && sameAddress(args.request.url, location)) {
          reports.failed(error, { submission: false });
          return shown;
        }
        if (navigation.state !== "idle" && sameAddress(args.request.url, navigation.location)) {
          if (error.reason.kind !== "network") throw error;
          return openAsDocument(navigation.location, args.request.signal);
        }
        reports.failed(error, { submission: false });
        return null;
      }
    };
    return Object.assign(guarded, { hydrate: loader.hydrate });
  };

  const guardRoutes = (routes: readonly DataRoute[]) => {
    for (const route of routes) {
      if (!originals.has(route)) {
        originals.set(route, { action: route.action, loader: route.loader });
        if (typeof route.action === "function") route.action = keepOnFailedAction(route.action as Handler);
        if (typeof route.loader === "function") route.loader = keepOnFailedLoader(route.id, route.loader);
      }
      if (route.children) guardRoutes(route.children);
    }
  };
  guardRoutes(router.routes);
  // Routes Remix discovers later (lazy route discovery) are patched in with a state update.
  undo.push(router.subscribe(() => guardRoutes(router.routes)));
  undo.push(() => {
    for (const [route, { action, loader }] of originals) Object.assign(route, { action, loader });
  });

  return () => {
    for (const step of undo.reverse()) step();
  };
}

/** Settles only when the router gives up on the request (a newer navigation aborts it). */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

/**
 * The router's history answers `popstate` by reading the entry the browser is on: this one, with
 * its location key, so the router cancels the pending submission, reloads this page's data and
 * keeps every component (and what was typed in it) mounted, at the same scroll position.
 */
function returnToThisEntry(win: Window): void {
  win.dispatchEvent(new PopStateEvent("popstate", { state: win.history.state as unknown }));
}

/** The same page: path and query (Remix's requests carry no `_data` at this point). */
function sameAddress(url: string, location: { pathname: string; search: string }): boolean {
  const parsed = new URL(url);
  return parsed.pathname === location.pathname && parsed.search === location.search;
}
