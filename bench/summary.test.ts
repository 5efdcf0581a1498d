import { describe, expect, it } from "vitest";

import type { PageWeight } from "./assets";
import type { LoadSummary } from "./load";
import type { Meta } from "./summary";
import { buildSummary } from "./summary";
import { PAGE_TARGETS } from "./targets";

const load = (requestsPerSec: number, url: string): LoadSummary => ({
  url,
  connections: 10,
  durationSeconds: 10,
  requestsPerSec,
  latencyMs: { p50: 10, p99: 40, mean: 12, max: 90 },
  totalRequests: requestsPerSec * 10,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
});

const weight = (jsBytes: number): PageWeight => ({
  js: { files: 3, gzipBytes: jsBytes, rawBytes: jsBytes * 3 },
  css: { files: 1, gzipBytes: 2_000, rawBytes: 9_000 },
  html: { gzipBytes: 5_000, rawBytes: 30_000 },
  assets: [{ kind: "js", path: "/assets/entry.client-x.js", gzipBytes: jsBytes, rawBytes: jsBytes * 3, foundBy: "html" }],
  notes: [],
});

const META: Meta = {
  node: "v20.20.2",
  cpus: 2,
  cpuModel: "test cpu",
  platform: "linux-x64",
  date: "2025-01-01T00:00:00.000Z",
  gitCommit: null,
  gitDirty: null,
  duration: 10,
  connections: 10,
  loadHeaders: { "accept-encoding": "gzip" },
  assetDiscovery: "html+browser",
};

describe("buildSummary", () => {
  const staticLoad = { path: "/assets/entry.client-x.js", ...load(8_000, "http://h/assets/entry.client-x.js") };
  const cart = {
    addToCart: { path: "/th/cart", ...load(90, "http://h/th/cart"), unexpectedStatus: { expected: 303, count: 0 } },
    cartPage: { path: "/th/cart", ...load(120, "http://h/th/cart") },
  };

  it("keys each page target as <name>Page and mirrors the first target's SSR and ratio at the top", () => {
    const summary = buildSummary({
      pages: [
        { target: { name: "home", path: "/th" }, weight: weight(60_000), ssr: load(400, "http://h/th") },
        { target: { name: "category", path: "/th/shoes" }, weight: weight(70_000), ssr: load(200, "http://h/th/shoes") },
      ],
      staticLoad,
      cart,
      meta: META,
    });
    expect(summary.homePage!.path).toBe("/th");
    expect(summary.homePage!.transfer).toEqual({
      js: { files: 3, gzipBytes: 60_000, rawBytes: 180_000 },
      css: { files: 1, gzipBytes: 2_000, rawBytes: 9_000 },
      html: { gzipBytes: 5_000, rawBytes: 30_000 },
    });
    expect(summary.homePage!.ratio).toBe(0.05);
    expect(summary.categoryPage!.ratio).toBe(0.025);
    expect(summary.categoryPage!.transfer.js.gzipBytes).toBe(70_000);
    expect(summary.ssr.requestsPerSec).toBe(400);
    expect(summary.ratio).toBe(0.05);
    expect(summary.static.path).toBe("/assets/entry.client-x.js");
    expect(summary.meta).toBe(META);
    expect(summary.cart.addToCart.requestsPerSec).toBe(90);
    expect(summary.cart.cartPage.requestsPerSec).toBe(120);
    expect(JSON.parse(JSON.stringify(summary))).toEqual(summary);
  });

  it("rejects an empty target list and duplicate names", () => {
    expect(() => buildSummary({ pages: [], staticLoad, cart, meta: META })).toThrow(/at least one/);
    const page = { target: { name: "home", path: "/th" }, weight: weight(1), ssr: load(1, "u") };
    expect(() => buildSummary({ pages: [page, page], staticLoad, cart, meta: META })).toThrow(/duplicate/);
  });
});

describe("PAGE_TARGETS", () => {
  it("starts with the Thai home page and has unique names and absolute paths", () => {
    expect(PAGE_TARGETS[0]).toEqual({ name: "home", path: "/th" });
    expect(new Set(PAGE_TARGETS.map((target) => target.name)).size).toBe(PAGE_TARGETS.length);
    for (const target of PAGE_TARGETS) expect(target.path.startsWith("/")).toBe(true);
  });
});
