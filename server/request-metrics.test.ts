import { describe, expect, it } from "vitest";
import type { ServerBuild } from "@remix-run/server-runtime";
import { boundedNames, buildRoutes, routeLabel, statusClass } from "./request-metrics";

describe("statusClass", () => {
  it("gives the class of each status, 5xx for anything out of range", () => {
    expect([200, 204, 301, 304, 399, 400, 404, 429, 500, 503, 599, 600, 0].map(statusClass)).toEqual(["2xx", "2xx", "3xx", "3xx", "3xx", "4xx", "4xx", "4xx", "5xx", "5xx", "5xx", "5xx", "5xx"]);
  });
});

describe("routeLabel", () => {
  const layout = { parentId: "routes/$store", caseSensitive: false, module: {} };
  const routes = buildRoutes({
    root: { id: "root", path: "", module: {} },
    "routes/$store": { id: "routes/$store", parentId: "root", path: ":store", module: {} },
    "routes/$store._index": { ...layout, id: "routes/$store._index", index: true },
    "routes/$store.cart": { ...layout, id: "routes/$store.cart", path: "cart" },
    "routes/$store.$": { ...layout, id: "routes/$store.$", path: "*" },
  } as unknown as ServerBuild["routes"]);
  const get = (url: string, init?: RequestInit) => new Request(`http://shop.test${url}`, init);
  const rendered = { routeId: undefined, rendered: true, pageCache: null };

  it("takes the rendered route as the server set it", () => {
    expect(routeLabel(get("/en/cart"), "/en/cart", { routeId: "routes/$store.cart", rendered: true, pageCache: "miss" }, routes)).toBe("routes/$store.cart");
  });

  it("accepts a data request's _data only when the build has that route, else other", () => {
    expect(routeLabel(get("/en/cart?_data=routes%2F%24store.cart"), "/en/cart", rendered, routes)).toBe("routes/$store.cart");
    expect(routeLabel(get("/en/cart?_data=routes%2Fmade-up-123"), "/en/cart", rendered, routes)).toBe("other");
    expect(routeLabel(get(`/en/cart?_data=${"x".repeat(5000)}`), "/en/cart", rendered, routes)).toBe("other");
    expect(routeLabel(get("/en/cart?_data="), "/en/cart", rendered, routes)).toBe("other");
    // Vite's dev server: no manifest to check against.
    expect(routeLabel(get("/en/cart?_data=routes%2F%24store.cart"), "/en/cart", rendered, undefined)).toBe("other");
  });

  it("matches the path to the build's routes for an answer of Remix without a document (an action's redirect)", () => {
    const post = (path: string) => routeLabel(get(path, { method: "POST" }), path, rendered, routes);
    expect(post("/en/cart")).toBe("routes/$store.cart");
    expect(post("/en")).toBe("routes/$store._index");
    expect(post("/en/some/product.html")).toBe("routes/$store.$");
    expect(post("/")).toBe("root");
  });

  it("says page-cache for a copy and none for what Remix does not answer; never the path", () => {
    expect(routeLabel(get("/en/some-product.html"), "/en/some-product.html", { routeId: undefined, rendered: false, pageCache: "hit" }, routes)).toBe("page-cache");
    expect(routeLabel(get("/en/some-product.html"), "/en/some-product.html", { routeId: undefined, rendered: true, pageCache: "stale" }, routes)).toBe("page-cache");
    expect(routeLabel(get("/assets/entry.js"), "/assets/entry.js", { routeId: undefined, rendered: false, pageCache: null }, routes)).toBe("none");
    expect(routeLabel(get("/healthz"), "/healthz", { routeId: undefined, rendered: false, pageCache: null }, routes)).toBe("none");
  });
});

describe("boundedNames", () => {
  it("keeps known names and the first well-formed new ones, then says other", () => {
    const name = boundedNames(2, ["ProductPage"]);
    expect(name("ProductPage")).toBe("ProductPage");
    expect(name("CartLines")).toBe("CartLines");
    expect(name("Search")).toBe("Search");
    expect(name("Another")).toBe("other");
    // Names already kept stay themselves after the cap.
    expect(name("CartLines")).toBe("CartLines");
    expect(name("ProductPage")).toBe("ProductPage");
  });

  it("refuses malformed names without spending the cap, and names the anonymous", () => {
    const name = boundedNames(1);
    expect(name("has space")).toBe("other");
    expect(name("x".repeat(101))).toBe("other");
    expect(name('quote"')).toBe("other");
    expect(name(null)).toBe("anonymous");
    expect(name(undefined)).toBe("anonymous");
    expect(name("")).toBe("anonymous");
    expect(name("Fine_1")).toBe("Fine_1");
    expect(name("Later")).toBe("other");
  });

  it("gives at most known + max + 2 values to any number of names", () => {
    const name = boundedNames(10, ["a", "b"]);
    const seen = new Set<string>();
    for (let index = 0; index < 10_000; index++) seen.add(name(`op${index}`));
    seen.add(name(null));
    seen.add(name("a"));
    seen.add(name("b"));
    expect(seen.size).toBe(2 + 10 + 2);
  });
});
