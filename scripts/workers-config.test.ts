import { describe, expect, it } from "vitest";
import { miniflareOptions, wranglerToml } from "./workers-config.mjs";

describe("wrangler.toml for build/workers", () => {
  it("declares the bundle, the assets through the Worker, the writes' binding and the non-secret settings", () => {
    const toml = wranglerToml({ MAGENTO_URL: "https://api.shop.example", PUBLIC_URL: "https://shop.example", RATE_LIMIT_WRITES_PER_MINUTE: "60" });
    expect(toml).toContain('main = "worker.js"');
    expect(toml).toMatch(/\[assets\]\ndirectory = "assets"\nbinding = "ASSETS"\nrun_worker_first = true/);
    expect(toml).toContain('MAGENTO_URL = "https://api.shop.example"');
    expect(toml).toContain('PUBLIC_URL = "https://shop.example"');
    expect(toml).toContain('NODE_ENV = "production"');
    expect(toml).toMatch(/\[\[unsafe\.bindings\]\]\nname = "WRITES_LIMITER"\ntype = "ratelimit"\nnamespace_id = "1001"\nsimple = \{ limit = 60, period = 60 \}/);
  });

  it("never writes a secret, nor a setting the Worker does not read", () => {
    const toml = wranglerToml({ SESSION_SECRET: "s".repeat(40), SESSION_PREVIOUS_SECRETS: "p".repeat(40), DATABASE_URL: "postgres://u:pw@db/shop", PORT: "4000" });
    expect(toml).not.toContain("s".repeat(40));
    expect(toml).not.toContain("p".repeat(40));
    expect(toml).not.toContain("postgres://");
    expect(toml).not.toMatch(/^PORT =/m);
  });

  it("has no binding when writes are not limited (0), and refuses a malformed limit naming it", () => {
    expect(wranglerToml({ RATE_LIMIT_WRITES_PER_MINUTE: "0" })).not.toContain("ratelimit");
    expect(() => wranglerToml({ RATE_LIMIT_WRITES_PER_MINUTE: "lots" })).toThrow(/^RATE_LIMIT_WRITES_PER_MINUTE: must be a whole number/);
  });

  it("escapes a value so it stays one TOML string", () => {
    expect(wranglerToml({ IMAGE_ORIGINS: 'https://a.example,"x\ny' })).toContain('IMAGE_ORIGINS = "https://a.example,\\"x\\ny"');
  });
});

describe("the preview's miniflare options", () => {
  it("give the Worker the environment's settings and secrets as bindings, and the same limit as wrangler.toml", () => {
    const options = miniflareOptions({ dir: "/b", env: { MAGENTO_URL: "http://127.0.0.1:4000", SESSION_SECRET: "x".repeat(32), PATH: "/usr/bin" }, host: "127.0.0.1", port: 0 });
    expect(options.bindings).toEqual({ NODE_ENV: "production", MAGENTO_URL: "http://127.0.0.1:4000", SESSION_SECRET: "x".repeat(32) });
    expect(options.ratelimits).toEqual({ WRITES_LIMITER: { simple: { limit: 120, period: 60 } } });
    expect(options.assets.routerConfig.invoke_user_worker_ahead_of_assets).toBe(true);
    expect(options.modules).toEqual([{ type: "ESModule", path: "/b/worker.js" }]);
  });
});
