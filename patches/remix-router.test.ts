import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createMemoryHistory, createRouter, matchPath, matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

/** Route ids matched for `path`, outermost first. */
function idsFor(routes: AgnosticRouteObject[], path: string): string[] | undefined {
  return matchRoutes(routes, path)?.map((match) => match.route.id as string);
}

const shop: AgnosticRouteObject[] = [
  {
    id: "root",
    path: "/",
    children: [
      {
        id: "store",
        path: ":store",
        children: [
          { id: "cart", path: "cart" },
          { id: "page", path: "*" },
        ],
      },
    ],
  },
];

describe("@remix-run/router with patches/@remix-run+router (ranked branches and paths kept)", () => {
  it("is the patched copy that npm install applied (postinstall: patch-package)", () => {
    const require = createRequire(import.meta.url);
    for (const file of ["@remix-run/router/dist/router.js", "@remix-run/router/dist/router.cjs.js"]) {
      expect(readFileSync(require.resolve(file), "utf8"), file).toContain("function rankedBranchesOf(routes)");
    }
  });

  it("ranks the same tree the same way every time: a static segment beats a splat", () => {
    for (let time = 0; time < 3; time++) {
      expect(idsFor(shop, "/th/cart")).toEqual(["root", "store", "cart"]);
      expect(idsFor(shop, "/th/clothing/women.html")).toEqual(["root", "store", "page"]);
    }
  });

  it("ranks a new tree afresh, not by what an earlier tree held", () => {
    expect(idsFor(shop, "/th/cart")).toEqual(["root", "store", "cart"]);
    const withoutCart: AgnosticRouteObject[] = [{ id: "root", path: "/", children: [{ id: "page", path: ":store/*" }] }];
    expect(idsFor(withoutCart, "/th/cart")).toEqual(["root", "page"]);
  });

  it("matches routes added in place by patchRoutes (the cache starts afresh)", () => {
    const router = createRouter({ routes: [{ id: "root", path: "/", children: [{ id: "home", index: true }] }], history: createMemoryHistory() });
    expect(idsFor(router.routes, "/wishlist")).toBeUndefined();
    router.patchRoutes("root", [{ id: "wishlist", path: "wishlist" }]);
    expect(idsFor(router.routes, "/wishlist")).toEqual(["root", "wishlist"]);
    router.dispose();
  });

  it("keeps case sensitivity and the end of a path apart for the same pattern", () => {
    expect(matchPath({ path: "/Cart", caseSensitive: true, end: true }, "/cart")).toBeNull();
    expect(matchPath({ path: "/Cart", caseSensitive: false, end: true }, "/cart")?.pathname).toBe("/cart");
    expect(matchPath({ path: "/th", end: false }, "/th/cart")?.pathnameBase).toBe("/th");
    expect(matchPath({ path: "/th", end: true }, "/th/cart")).toBeNull();
    expect(matchPath("/:store/:slug", "/en/tote.html")?.params).toEqual({ store: "en", slug: "tote.html" });
  });
});
