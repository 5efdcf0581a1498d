import { describe, expect, it } from "vitest";
import { uncacheableErrors } from "./error-caching";

const page = (status: number, cacheControl?: string) =>
  new Response("<h1>page</h1>", { status, headers: cacheControl ? { "Cache-Control": cacheControl, "Set-Cookie": "a=1" } : {} });

describe("uncacheableErrors", () => {
  it("makes an error page that a route marked public uncacheable, keeping its other headers and body", async () => {
    const fixed = uncacheableErrors(page(404, "public, max-age=0, s-maxage=60, stale-while-revalidate=600"));
    expect(fixed.status).toBe(404);
    expect(fixed.headers.get("Cache-Control")).toBe("no-store");
    expect(fixed.headers.get("Set-Cookie")).toBe("a=1");
    expect(await fixed.text()).toBe("<h1>page</h1>");
  });

  it("covers every error status, with or without a Cache-Control", () => {
    for (const status of [400, 403, 404, 405, 413, 415, 429, 500, 502, 503, 504]) {
      expect(uncacheableErrors(page(status)).headers.get("Cache-Control"), String(status)).toBe("no-store");
    }
    expect(uncacheableErrors(page(500, "private, max-age=60")).headers.get("Cache-Control")).toBe("private, no-store");
    expect(uncacheableErrors(page(400, "private, no-store")).headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("leaves pages and redirects alone", () => {
    const ok = page(200, "public, s-maxage=60");
    expect(uncacheableErrors(ok)).toBe(ok);
    expect(uncacheableErrors(page(301, "public, max-age=3600")).headers.get("Cache-Control")).toBe("public, max-age=3600");
  });
});
