import type { ServerBuild } from "@remix-run/server-runtime";
import { describe, expect, it } from "vitest";
import { parseServerEnv } from "./node-settings";
import { inProcessBackend, remoteBackend } from "../app/lib/magento/backend.server";
import { createStorefrontHandler, type StaticFiles, type StorefrontHandlerOptions } from "./handler";
import type { RequestMetrics } from "./request-metrics";

/**
 * A Remix build of one route whose document is plain text naming the nonce it was given: enough to
 * see what the handler does around Remix without React or the app.
 */
const build = {
  mode: "production",
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers, _remix: unknown, context: { cspNonce: string; clientAddress: string }) => {
        headers.set("Content-Type", "text/html; charset=utf-8");
        return new Response(`<!doctype html><p>page nonce=${context.cspNonce} client=${context.clientAddress}</p>`, { status, headers });
      },
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: () => null, loader: () => ({ ok: true }) } },
    "routes/$": { id: "routes/$", parentId: "root", path: "*", module: { default: () => null, loader: () => ({ ok: true }), action: () => ({ done: true }) } },
  },
  assets: { entry: { module: "/assets/entry.js", imports: [] }, routes: {}, url: "/assets/manifest.js", version: "1" },
  assetsBuildDirectory: "build/client",
  publicPath: "/",
  future: {},
  isSpaMode: false,
} as unknown as ServerBuild;

const settings = parseServerEnv({
  NODE_ENV: "production",
  SESSION_SECRET: "handler-test-secret-that-is-long-enough-0123",
  MAGENTO_URL: "http://127.0.0.1:9",
  RATE_LIMIT_WRITES_PER_MINUTE: "2",
});

const files: StaticFiles = {
  async get(pathname, acceptEncoding) {
    if (pathname === "/assets/entry-Ab12.js") {
      const gzip = acceptEncoding?.includes("gzip");
      return { body: new TextEncoder().encode(gzip ? "gz-bytes" : "console.log(1)"), contentType: "text/javascript; charset=utf-8", etag: '"e1"', ...(gzip ? { contentEncoding: "gzip" as const } : {}) };
    }
    if (pathname === "/favicon.ico") return { body: new Uint8Array([0, 0, 1, 0]), contentType: "image/x-icon" };
    if (pathname.includes("..")) throw new Error(`asked for ${pathname}`);
    return undefined;
  },
};

function handler(overrides: Partial<StorefrontHandlerOptions> = {}) {
  return createStorefrontHandler({ build, settings, backend: remoteBackend(settings.MAGENTO_URL!), staticFiles: files, ...overrides });
}

const client = { clientAddress: "203.0.113.9" };

describe("createStorefrontHandler", () => {
  it("renders pages with a fresh nonce in both the CSP and the page, and the security headers", async () => {
    const handle = handler();
    const first = await handle(new Request("http://shop.test/th"), client);
    const second = await handle(new Request("http://shop.test/th"), client);
    expect(first.status).toBe(200);
    const nonce = /nonce=(\S+)/.exec(await first.text())![1]!;
    expect(first.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonce}'`);
    expect(first.headers.get("Content-Security-Policy")).toContain("img-src 'self' data: blob: http://127.0.0.1:9");
    expect(second.headers.get("Content-Security-Policy")).not.toContain(nonce);
    expect(first.headers.get("X-Frame-Options")).toBe("DENY");
    expect(first.headers.get("Strict-Transport-Security")).toMatch(/max-age=/);
  });

  it("lets forms lead to the social sign-in providers that are on, and to no other", async () => {
    const social = parseServerEnv({
      NODE_ENV: "production",
      SESSION_SECRET: "handler-test-secret-that-is-long-enough-0123",
      MAGENTO_URL: "http://127.0.0.1:9",
      MAGENTO_INTEGRATION_TOKEN: "integration-token-0123456789abcdef",
      SOCIAL_GOOGLE_CLIENT_ID: "id",
      SOCIAL_GOOGLE_CLIENT_SECRET: "secret",
      SOCIAL_FACEBOOK_APP_ID: "1",
      SOCIAL_FACEBOOK_APP_SECRET: "secret",
    });
    const page = await handler({ settings: social })(new Request("http://shop.test/th"), client);
    expect(page.headers.get("Content-Security-Policy")).toContain("form-action 'self' https://accounts.google.com https://www.facebook.com;");
    const plain = await handler()(new Request("http://shop.test/th"), client);
    expect(plain.headers.get("Content-Security-Policy")).toContain("form-action 'self';");
  });

  it("gives Remix the client address the host vouches for", async () => {
    const page = await handler()(new Request("http://shop.test/th", { headers: { "X-Forwarded-For": "1.1.1.1" } }), client);
    expect(await page.text()).toContain("client=203.0.113.9");
  });

  it("serves static files with their caching, the encoded copy the browser accepts, and 304 for a known ETag", async () => {
    const handle = handler();
    const asset = await handle(new Request("http://shop.test/assets/entry-Ab12.js", { headers: { "Accept-Encoding": "gzip, br" } }), client);
    expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("Content-Encoding")).toBe("gzip");
    expect(asset.headers.get("Vary")).toBe("Accept-Encoding");
    expect(asset.headers.get("Content-Security-Policy")).toBeNull();
    expect(asset.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await asset.text()).toBe("gz-bytes");

    const plain = await handle(new Request("http://shop.test/assets/entry-Ab12.js"), client);
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe("console.log(1)");

    const again = await handle(new Request("http://shop.test/assets/entry-Ab12.js", { headers: { "If-None-Match": '"e1"' } }), client);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    const icon = await handle(new Request("http://shop.test/favicon.ico"), client);
    expect(icon.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(new Uint8Array(await icon.arrayBuffer())).toEqual(new Uint8Array([0, 0, 1, 0]));
  });

  it("never asks the file store for a path that steps out of its folder", async () => {
    const handle = handler();
    for (const path of ["/assets/%2e%2e/%2e%2e/etc/passwd", "/assets/..%2fserver.js", "/assets/%E0%A4%A"]) {
      const response = await handle(new Request(`http://shop.test${path}`), client);
      expect(response.headers.get("Content-Security-Policy"), path).not.toBeNull();
    }
  });

  it("answers the third write of a minute from one client with the 429 page, before Remix runs", async () => {
    const handle = handler();
    const post = () => handle(new Request("http://shop.test/en", { method: "POST", body: new URLSearchParams({ a: "1" }) }), client);
    expect((await post()).status).not.toBe(429);
    expect((await post()).status).not.toBe(429);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Please wait a moment and try again.");
    expect((await handle(new Request("http://shop.test/en", { method: "POST" }), { clientAddress: "198.51.100.7" })).status).not.toBe(429);
  });

  it("mounts the embedded engine on its paths with the trusted address, and its own headers win", async () => {
    const seen: string[] = [];
    const handle = handler({
      engine: async (request) => {
        seen.push(`${new URL(request.url).pathname} ${request.headers.get("X-Forwarded-For")}`);
        return new Response("{}", { headers: { "Content-Type": "application/json", "Referrer-Policy": "no-referrer" } });
      },
    });
    const answer = await handle(new Request("http://shop.test/graphql?query=x", { headers: { "X-Forwarded-For": "6.6.6.6" } }), client);
    expect(answer.headers.get("Referrer-Policy")).toBe("no-referrer");
    await handle(new Request("http://shop.test/gateway/checkout/1"), client);
    await handle(new Request("http://shop.test/graphqlish"), client);
    expect(seen).toEqual(["/graphql 203.0.113.9", "/gateway/checkout/1 203.0.113.9"]);
  });

  it("answers /healthz and HEAD requests without a body", async () => {
    const handle = handler();
    const health = await handle(new Request("http://shop.test/healthz"), client);
    expect(health.headers.get("Cache-Control")).toBe("no-store");
    expect(await health.json()).toEqual({ status: "ok", backend: "magento" });
    const head = await handle(new Request("http://shop.test/th", { method: "HEAD" }), client);
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });
});

describe("request ids, Server-Timing and readiness", () => {
  it("returns a well-formed incoming X-Request-Id, and replaces a malformed one", async () => {
    const handle = handler();
    const kept = await handle(new Request("http://shop.test/th", { headers: { "X-Request-Id": "lb-42.abc" } }), client);
    expect(kept.headers.get("X-Request-Id")).toBe("lb-42.abc");
    for (const bad of ["x".repeat(129), "evil\tline", "a b"]) {
      const replaced = await handle(new Request("http://shop.test/th", { headers: { "X-Request-Id": bad } }), client);
      expect(replaced.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    const made = await handle(new Request("http://shop.test/favicon.ico"), client);
    expect(made.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("times HTML answers in Server-Timing, with names only", async () => {
    const page = await handler()(new Request("http://shop.test/th"), client);
    const timing = page.headers.get("Server-Timing")!;
    expect(timing).toMatch(/^backend;dur=[\d.]+, render;dur=[\d.]+/);
    expect(timing).not.toContain("127.0.0.1");
    const file = await handler()(new Request("http://shop.test/favicon.ico"), client);
    expect(file.headers.has("Server-Timing")).toBe(false);
  });

  it("answers /readyz 503 naming the backend when it cannot be reached, without its address", async () => {
    const response = await handler()(new Request("http://shop.test/readyz"), client);
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ status: "unavailable", failed: ["backend"], checks: { backend: "failed" } });
    expect(body).not.toContain("127.0.0.1");
  });

  it("answers /readyz 200 when the backend answers in time, and 503 'timeout' when it is too slow", async () => {
    const seen: string[] = [];
    const answering = inProcessBackend(async (request) => {
      seen.push(request.headers.get("X-Request-Id") ?? "");
      return Response.json({ data: { __typename: "Query" } });
    });
    const ready = await handler({ backend: answering })(new Request("http://shop.test/readyz", { headers: { "X-Request-Id": "probe-1" } }), client);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", checks: { backend: "ok" } });
    expect(seen).toEqual(["probe-1"]);

    const slow = inProcessBackend(() => new Promise<Response>(() => undefined));
    const fastSettings = { ...settings, MAGENTO_TIMEOUT_MS: 100 };
    const late = await handler({ backend: slow, settings: fastSettings })(new Request("http://shop.test/readyz"), client);
    expect(late.status).toBe(503);
    expect(await late.json()).toMatchObject({ checks: { backend: "timeout" }, failed: ["backend"] });
  });

  it("answers /readyz 503 naming the cache when the shared store does not answer", async () => {
    const answering = inProcessBackend(async () => Response.json({ data: { __typename: "Query" } }));
    const down = { read: () => Promise.reject(new Error("Redis is unavailable")) } as unknown as StorefrontHandlerOptions["sharedStore"];
    const response = await handler({ backend: answering, sharedStore: down })(new Request("http://shop.test/readyz"), client);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ checks: { backend: "ok", cache: "failed" }, failed: ["cache"] });
  });
});

describe("metrics", () => {
  const recorder = () => {
    const answered: Array<{ route: string; status: number; pageCache: string | null }> = [];
    const refused: string[] = [];
    const metrics: RequestMetrics = {
      answered: ({ route, status, pageCache }) => void answered.push({ route, status, pageCache }),
      rateLimited: (scope) => void refused.push(scope),
      backendCall: () => undefined,
      scrape: async () => new Response("series\n", { headers: { "Content-Type": "text/plain" } }),
    };
    return { metrics, answered, refused };
  };

  it("answers /metrics through the recorder, and as any unknown path without one", async () => {
    const { metrics } = recorder();
    const scraped = await handler({ metrics })(new Request("http://shop.test/metrics"), client);
    expect(await scraped.text()).toBe("series\n");
    const without = await handler()(new Request("http://shop.test/metrics"), client);
    // The test build's catch-all route renders it, as it renders any path it does not know.
    expect(await without.text()).toContain("<p>page nonce=");
  });

  it("records each answer with its route label and status, and each write refused by the limit", async () => {
    const { metrics, answered, refused } = recorder();
    const handle = handler({ metrics });
    await handle(new Request("http://shop.test/th"), client);
    await handle(new Request("http://shop.test/th?_data=routes%2F%24"), client);
    await handle(new Request("http://shop.test/th?_data=routes%2Fmade-up"), client);
    await handle(new Request("http://shop.test/favicon.ico"), client);
    for (let index = 0; index < 3; index++) await handle(new Request("http://shop.test/en", { method: "POST", body: new URLSearchParams({ a: "1" }) }), client);
    // This build's document entry does not set the trace's route (app/entry.server.tsx does): matched from the path.
    expect(answered.slice(0, 4)).toEqual([
      { route: "routes/$", status: 200, pageCache: "miss" },
      { route: "routes/$", status: 200, pageCache: "miss" },
      { route: "other", status: 403, pageCache: "miss" },
      { route: "none", status: 200, pageCache: null },
    ]);
    expect(answered.at(-1)).toEqual({ route: "none", status: 429, pageCache: null });
    expect(refused).toEqual(["writes"]);
  });
});
