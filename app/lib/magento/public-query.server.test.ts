import type { AppLoadContext } from "@remix-run/server-runtime";
import { beforeEach, describe, expect, it } from "vitest";
import { publicCache } from "~/lib/cache.server";
import { inProcessBackend } from "~/lib/magento/backend.server";
import type { TypedDocument } from "~/lib/magento/client.server";
import { publicQuery } from "~/lib/magento/public-query.server";
import { testSettings } from "~/lib/testing/settings";

/** A GraphQL endpoint that counts what reaches it and echoes the url variable. */
let calls = 0;
let failNext = false;
const context: AppLoadContext = {
  settings: testSettings({ MAGENTO_TIMEOUT_MS: "2000" }),
  cspNonce: "n",
  clientAddress: "127.0.0.1",
  backend: inProcessBackend(async (request) => {
    // The client first introspects the backend once (backend features): not a query of these tests.
    if (request.method === "POST") return Response.json({ errors: [{ message: "Introspection is disabled." }] });
    calls += 1;
    if (failNext) {
      failNext = false;
      return new Response("down", { status: 503 });
    }
    const variables = JSON.parse(new URL(request.url).searchParams.get("variables") ?? "{}") as { url: string };
    return Response.json({
      data: { route: { relative_url: variables.url, store: request.headers.get("Store"), currency: request.headers.get("Content-Currency") } },
    });
  }),
};

const RouteQuery = `query ResolveUrlTest($url: String!) { route(url: $url) { relative_url } }` as unknown as TypedDocument<
  { route: { relative_url: string; store: string; currency: string | null } },
  { url: string }
>;

/** What publicQuery needs of a shop request: its store view's code, display currency and cache scope, and the host's context. */
const storeView = (storeCode: string, displayCurrency: string | null = null) => ({
  storeCode,
  displayCurrency,
  cacheScope: displayCurrency ? `${storeCode}:${displayCurrency}` : storeCode,
  context,
});

beforeEach(() => {
  publicCache.clear();
  calls = 0;
});

describe("publicQuery", () => {
  it("asks the backend once for the same store view, query and variables", async () => {
    const first = await publicQuery(storeView("en"), RouteQuery, { url: "a.html" });
    const second = await publicQuery(storeView("en"), RouteQuery, { url: "a.html" });
    expect(second).toEqual(first);
    expect(calls).toBe(1);
  });

  it("keeps store views and variables apart", async () => {
    const en = await publicQuery(storeView("en"), RouteQuery, { url: "a.html" });
    const th = await publicQuery(storeView("th"), RouteQuery, { url: "a.html" });
    const other = await publicQuery(storeView("en"), RouteQuery, { url: "b.html" });
    expect([en.route.store, th.route.store, other.route.relative_url]).toEqual(["en", "th", "b.html"]);
    expect(calls).toBe(3);
  });

  it("asks in the shopper's display currency and keeps each currency's answer apart", async () => {
    const thb = await publicQuery(storeView("en"), RouteQuery, { url: "a.html" });
    const usd = await publicQuery(storeView("en", "USD"), RouteQuery, { url: "a.html" });
    const usdAgain = await publicQuery(storeView("en", "USD"), RouteQuery, { url: "a.html" });
    expect([thb.route.currency, usd.route.currency, usdAgain.route.currency]).toEqual([null, "USD", "USD"]);
    expect(calls).toBe(2);
  });

  it("retries past a failed answer and keeps only the good one", async () => {
    failNext = true;
    const answer = await publicQuery(storeView("en"), RouteQuery, { url: "c.html" });
    expect(answer.route.relative_url).toBe("c.html");
    expect(calls).toBe(2);
  });
});
