import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdaptersInWorkerd, type AdaptersInWorkerd } from "./testing/workerd";

/**
 * The Workers adapters in workerd itself (miniflare 3), on the platform's real Cache API, Rate
 * Limiting binding and Static Assets binding.
 */
let workerd: AdaptersInWorkerd;
let withoutBinding: AdaptersInWorkerd;
let assets: string;

beforeAll(async () => {
  assets = mkdtempSync(path.join(os.tmpdir(), "workers-assets-"));
  mkdirSync(path.join(assets, "assets"));
  mkdirSync(path.join(assets, "flags"));
  writeFileSync(path.join(assets, "assets/entry.client-AbC123.js"), "console.log('ready');\n");
  writeFileSync(path.join(assets, "flags/ธง ไทย #1.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  [workerd, withoutBinding] = await Promise.all([
    startAdaptersInWorkerd({ assetsDirectory: assets, writesPerMinute: 3 }),
    startAdaptersInWorkerd({ assetsDirectory: assets, writesPerMinute: 2, limiterBinding: false }),
  ]);
}, 60_000);

afterAll(async () => {
  await workerd?.dispose();
  await withoutBinding?.dispose();
  rmSync(assets, { recursive: true, force: true });
});

describe("the shared store in the Workers Cache API", () => {
  const store = <T>(method: string, ...args: unknown[]) => workerd.call<T>("store", method, args);

  it("gives back what was written under the same key, and nothing for other keys", async () => {
    await store("write", "menu:th", "เมนูหลัก", 60_000);
    await store("write", "products:th?page=1#top", "page 1", 60_000);
    await store("write", "products:th?page=2#top", "page 2", 60_000);
    expect(await store("read", "menu:th")).toBe("เมนูหลัก");
    expect(await store("read", "products:th?page=1#top")).toBe("page 1");
    expect(await store("read", "products:th?page=2#top")).toBe("page 2");
    expect(await store("read", "products:th?page=1")).toBeNull();
  });

  it("forgets an answer once its time is up", async () => {
    await store("write", "store-config:en", "{}", 1_000);
    expect(await store("read", "store-config:en")).toBe("{}");
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await store("read", "store-config:en")).toBeNull();
  });

  it("counts failures in a window that the first one opens, until forgotten", async () => {
    expect(await store("failures", "throttle:signIn:2001:db8::1")).toEqual({ count: 0, remainingMs: 0 });
    for (let i = 0; i < 3; i++) await store("addFailure", "throttle:signIn:2001:db8::1", 600_000);
    const { count, remainingMs } = await store<{ count: number; remainingMs: number }>("failures", "throttle:signIn:2001:db8::1");
    expect(count).toBe(3);
    expect(remainingMs).toBeGreaterThan(590_000);
    expect(remainingMs).toBeLessThanOrEqual(600_000);
    await store("forget", "throttle:signIn:2001:db8::1");
    expect(await store("failures", "throttle:signIn:2001:db8::1")).toEqual({ count: 0, remainingMs: 0 });
  });

  it("counts hits in a window and refuses the one over the limit with the time to wait", async () => {
    const now = Date.now();
    const waits = [];
    for (let i = 0; i < 4; i++) waits.push(await store<number>("hitWindow", "cards:203.0.113.9", 3, 3_600_000, now));
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    expect(waits[3]).toBeGreaterThanOrEqual(1_000);
    expect(waits[3]).toBeLessThanOrEqual(3_600_000);
    expect(await store("hitWindow", "cards:203.0.113.10", 3, 3_600_000, now)).toBe(0);
  });
});

describe("the write limit on the Rate Limiting binding", () => {
  it("lets a client write up to the binding's limit, then asks it to wait a minute; others go on", async () => {
    expect(await workerd.call("limiter", "hit", ["writes:198.51.100.7", "writes:198.51.100.7", "writes:198.51.100.7", "writes:198.51.100.7", "writes:198.51.100.8"])).toEqual([
      0, 0, 0, 60_000, 0,
    ]);
  });

  it("counts in the isolate when the Worker has no binding", async () => {
    const waits = await withoutBinding.call<number[]>("limiter", "hit", ["writes:a", "writes:a", "writes:a", "writes:b"]);
    expect(waits[0]).toBe(0);
    expect(waits[1]).toBe(0);
    expect(waits[2]).toBeGreaterThanOrEqual(1_000);
    expect(waits[3]).toBe(0);
  });
});

describe("static files from the Static Assets binding", () => {
  const file = (pathname: string) =>
    workerd.call<{ contentType: string; etag: string | null; contentEncoding: string | null; text: string } | null>("files", "get", [pathname]);

  it("finds a hashed asset with its type and ETag, uncompressed", async () => {
    const found = await file("/assets/entry.client-AbC123.js");
    expect(found?.text).toBe("console.log('ready');\n");
    expect(found?.contentType).toMatch(/^(text|application)\/javascript/);
    expect(found?.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(found?.contentEncoding).toBeNull();
  });

  it("finds a file whose name has spaces, Thai letters and a #", async () => {
    expect((await file("/flags/ธง ไทย #1.svg"))?.contentType).toMatch(/^image\/svg\+xml/);
  });

  it("has nothing for a missing file or a folder", async () => {
    expect(await file("/assets/missing-123.js")).toBeNull();
    expect(await file("/")).toBeNull();
    expect(await file("/assets")).toBeNull();
  });
});
