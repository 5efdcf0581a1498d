import { createMemoryHistory, createRouter, type AgnosticRouteObject, type LoaderFunctionArgs } from "@remix-run/router";
import { afterEach, describe, expect, it } from "vitest";
import { keepPageOnFailure, type FailureReports, type ShopRouter } from "~/lib/failures/keep-page";
import type { RequestFailure } from "~/lib/failures/request-failure";

/**
 * The rules of `keepPageOnFailure` on the router Remix uses (`@remix-run/router`, in memory). Its
 * routes call `fetch` with `?_data=` the way Remix's client routes do; the shop behind it is a
 * function answering as the server does (`X-Remix-Response`). A form's failed post (a navigation,
 * cancelled through the browser's history) is covered in the browser: tests/e2e/failures.spec.ts.
 */

/** Where the in-memory history puts its pages. */
const ORIGIN = "http://localhost";
type Answer = Response | "reset";

/** The shop's answers by "METHOD /path"; a page's data is `{ page: path }`. */
let answers: Record<string, () => Answer> = {};
const sent: string[] = [];
/** Pages opened as documents (`location.assign`). */
const opened: string[] = [];
const pageData = (path: string) => new Response(JSON.stringify({ page: path }), { headers: { "Content-Type": "application/json", "X-Remix-Response": "yes" } });

const win = {
  location: { origin: ORIGIN, assign: (url: string) => void opened.push(url) },
  history: { state: null },
  setTimeout: globalThis.setTimeout,
  dispatchEvent: () => true,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  document: { createElement: () => ({}) },
  fetch: (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    sent.push(key);
    const answer = (answers[key] ?? (() => pageData(url.pathname)))();
    return answer === "reset" ? Promise.reject(new TypeError("Failed to fetch")) : Promise.resolve(answer);
  },
} as unknown as Window & typeof globalThis;

/** What Remix's client route does for its server loader and action (single fetch off). */
const serverData = (routeId: string) => async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  url.searchParams.set("_data", routeId);
  const response = await win.fetch(url.href, { method: request.method, signal: request.signal });
  if (response.headers.has("X-Remix-Error")) throw new Error("Unexpected Server Error");
  return response;
};

const route = (id: string, path: string): AgnosticRouteObject => ({ id, path, loader: serverData(id), action: serverData(id) });

let router: ShopRouter;
let reports: { notSent: number; failed: Array<{ reason: RequestFailure["reason"]; submission: boolean }> };
let online = true;
let uninstall: () => void = () => undefined;

async function openShop(path: string) {
  answers = {};
  sent.length = 0;
  opened.length = 0;
  online = true;
  router = createRouter({
    routes: [{ id: "root", path: "/", loader: serverData("root"), hasErrorBoundary: true, children: [route("product", "th/product"), route("cart", "th/cart"), route("other", "th/other")] }],
    history: createMemoryHistory({ initialEntries: [path] }),
    window: win,
  }) as unknown as ShopRouter;
  router.initialize();
  await until(() => router.state.initialized);
  reports = { notSent: 0, failed: [] };
  const toasts: FailureReports = {
    isOnline: () => online,
    notSent: () => void (reports.notSent += 1),
    failed: (failure, { submission }) => void reports.failed.push({ reason: failure.reason, submission }),
  };
  uninstall = keepPageOnFailure(router, win, toasts);
  sent.length = 0;
}

async function until(condition: () => boolean) {
  for (let tries = 0; tries < 100 && !condition(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  expect(condition()).toBe(true);
}

const idle = () => router.state.navigation.state === "idle" && [...router.state.fetchers.values()].every((fetcher) => fetcher.state === "idle");
const post = { formMethod: "post" as const, formData: new FormData() };

afterEach(() => uninstall());

describe("keepPageOnFailure", () => {
  it("sends no post while offline, from a fetcher or a form, and says so", async () => {
    await openShop("/th/product");
    online = false;
    router.fetch("add", "product", "/th/cart", post);
    await router.navigate("/th/cart", post);
    expect(sent).toEqual([]);
    expect(reports.notSent).toBe(2);
    expect(router.state.location.pathname).toBe("/th/product");
    expect(router.state.fetchers.get("add")).toBeUndefined();
  });

  it("turns a fetcher's post answered by a proxy's 502 into a report, and keeps the page and its data", async () => {
    await openShop("/th/product");
    answers["POST /th/cart"] = () => new Response("<h1>Bad Gateway</h1>", { status: 502 });
    answers["GET /th/product"] = () => new Response("<h1>Bad Gateway</h1>", { status: 502 });
    router.fetch("add", "product", "/th/cart", post);
    await until(() => sent.includes("GET /th/product") && idle());
    expect(router.state.errors).toBeNull();
    expect(router.state.fetchers.get("add")?.data).toBeNull();
    expect(router.state.loaderData.product).toEqual({ page: "/th/product" });
    // The post, then the reload of the layout's and the page's data (the toasts are one: same text).
    expect(reports.failed).toEqual([
      { reason: { kind: "status", status: 502 }, submission: true },
      { reason: { kind: "status", status: 502 }, submission: false },
      { reason: { kind: "status", status: 502 }, submission: false },
    ]);
    expect(router.state.loaderData.root).toEqual({ page: "/th/product" });
  });

  it("reloads the page after a fetcher's failed post, so what the shop did is shown", async () => {
    await openShop("/th/product");
    answers["POST /th/cart"] = () => "reset";
    answers["GET /th/product"] = () => pageData("/th/product, reloaded");
    router.fetch("add", "product", "/th/cart", post);
    await until(() => idle() && router.state.loaderData.product?.page === "/th/product, reloaded");
    expect(reports.failed).toEqual([{ reason: { kind: "network" }, submission: true }]);
  });

  it("gives a fetcher's failed load no data, and the page no error", async () => {
    await openShop("/th/product");
    answers["GET /th/cart"] = () => "reset";
    router.fetch("mini-cart", "product", "/th/cart");
    await until(idle);
    expect(router.state.fetchers.get("mini-cart")?.data).toBeNull();
    expect(router.state.errors).toBeNull();
    expect(reports.failed).toEqual([{ reason: { kind: "network" }, submission: false }]);
  });

  it("opens a new page the network cannot bring as a document, for the service worker (or the browser) to answer", async () => {
    await openShop("/th/product");
    answers["GET /th/other"] = () => "reset";
    void router.navigate("/th/other?colour=red");
    await until(() => opened.length > 0);
    expect(opened).toEqual(["/th/other?colour=red"]);
    expect(router.state.errors).toBeNull();
  });

  it("still shows the error page for a new page answered with an unreadable error, and for the shop's own errors", async () => {
    await openShop("/th/product");
    answers["GET /th/other"] = () => new Response("Bad gateway", { status: 502 });
    await router.navigate("/th/other");
    expect(router.state.errors?.root).toBeDefined();
    expect(opened).toEqual([]);
    expect(reports.failed).toEqual([]);

    await openShop("/th/product");
    answers["POST /th/cart"] = () => new Response("{}", { status: 500, headers: { "X-Remix-Error": "yes" } });
    router.fetch("add", "product", "/th/cart", post);
    await until(() => router.state.errors !== null);
    expect(reports.failed).toEqual([]);
  });

  it("takes everything back when uninstalled", async () => {
    await openShop("/th/product");
    const guardedFetch = win.fetch;
    uninstall();
    expect(win.fetch).not.toBe(guardedFetch);
    answers["POST /th/cart"] = () => "reset";
    router.fetch("add", "product", "/th/cart", post);
    await until(() => router.state.errors !== null);
    expect(reports.failed).toEqual([]);
  });
});
