import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { LoadResultLike } from "./load";
import { loadWarnings, round, runLoad, summarizeLoad, throughputRatio } from "./load";

const RESULT: LoadResultLike = {
  url: "http://127.0.0.1:4000/th",
  connections: 10,
  duration: 10.034,
  requests: { mean: 1234.5678, total: 12_346 },
  latency: { p50: 7, p99: 23.456, mean: 7.891, max: 120.0049 },
  non2xx: 0,
  errors: 0,
  timeouts: 0,
};

describe("summarizeLoad", () => {
  it("keeps mean requests/s, p50/p99 latency, failures, rounded", () => {
    expect(summarizeLoad(RESULT)).toEqual({
      url: "http://127.0.0.1:4000/th",
      connections: 10,
      durationSeconds: 10.03,
      requestsPerSec: 1234.6,
      latencyMs: { p50: 7, p99: 23.46, mean: 7.89, max: 120 },
      totalRequests: 12_346,
      non2xx: 0,
      errors: 0,
      timeouts: 0,
    });
  });
});

describe("throughputRatio", () => {
  it("divides SSR by static throughput to 4 decimals", () => {
    expect(throughputRatio(250, 5_000)).toBe(0.05);
    expect(throughputRatio(1, 3)).toBe(0.3333);
  });

  it("is null when the baseline is zero or not a number", () => {
    expect(throughputRatio(250, 0)).toBeNull();
    expect(throughputRatio(250, Number.NaN)).toBeNull();
  });
});

describe("round", () => {
  it("rounds half away from zero at the given digits and leaves non-finite values alone", () => {
    expect(round(1.005 * 1000, 0)).toBe(1005);
    expect(round(2.345, 1)).toBe(2.3);
    expect(round(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("summarizeLoad with an expected status", () => {
  it("counts the responses that had another status, and warns about them instead of non-2xx", () => {
    const posts = { ...RESULT, non2xx: 12_346, statusCodeStats: { "303": { count: 12_340 }, "500": { count: 6 } } };
    const summary = summarizeLoad(posts, 303);
    expect(summary.unexpectedStatus).toEqual({ expected: 303, count: 6 });
    expect(loadWarnings("add to cart", summary)).toEqual(["add to cart: 6 responses other than 303"]);
    expect(loadWarnings("add to cart", summarizeLoad({ ...posts, statusCodeStats: { "303": { count: 12_346 } } }, 303))).toEqual([]);
  });
});

describe("loadWarnings", () => {
  it("says nothing for a clean run and names each kind of failure otherwise", () => {
    expect(loadWarnings("ssr /th", summarizeLoad(RESULT))).toEqual([]);
    const bad = summarizeLoad({ ...RESULT, non2xx: 3, errors: 2, timeouts: 1 });
    expect(loadWarnings("ssr /th", bad)).toEqual(["ssr /th: 3 non-2xx responses", "ssr /th: 2 connection errors (1 timeouts)"]);
    const none = summarizeLoad({ ...RESULT, requests: { mean: 0, total: 0 } });
    expect(loadWarnings("static", none)).toEqual(["static: no request completed"]);
  });
});

describe("runLoad against a local server", () => {
  let server: http.Server;
  let origin: string;
  const seen = { requests: 0, gzipOffered: 0 };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.requests++;
      if (req.headers["accept-encoding"] === "gzip") seen.gzipOffered++;
      if (req.url === "/fail") res.writeHead(500).end("no");
      else res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("measures a short run, offers gzip like a browser and counts non-2xx answers", async () => {
    const ok = await runLoad({ url: `${origin}/ok`, connections: 2, duration: 1 });
    expect(ok.requestsPerSec).toBeGreaterThan(0);
    expect(ok.totalRequests).toBeGreaterThan(0);
    expect(ok.non2xx).toBe(0);
    expect(ok.errors).toBe(0);
    expect(ok.latencyMs.p99).toBeGreaterThanOrEqual(ok.latencyMs.p50);
    expect(seen.gzipOffered).toBe(seen.requests);

    const failing = await runLoad({ url: `${origin}/fail`, connections: 1, duration: 1 });
    expect(failing.non2xx).toBe(failing.totalRequests);
    expect(failing.non2xx).toBeGreaterThan(0);
  });
});
