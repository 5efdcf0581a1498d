import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseServerEnv } from "~/lib/env.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "env-"));

describe("server environment", () => {
  it("has working defaults for a newcomer", () => {
    const env = parseServerEnv({ DATA_DIR: dataDir() });
    expect(env).toMatchObject({ NODE_ENV: "development", PORT: 3000, HOST: "0.0.0.0", MAGENTO_TIMEOUT_MS: 10_000 });
    expect(env.MAGENTO_URL).toBeUndefined();
  });

  it("names every bad variable", () => {
    expect(() => parseServerEnv({ PORT: "eighty", MAGENTO_URL: "magento.local", DATA_DIR: dataDir() })).toThrow(
      /Invalid environment:\n {2}- PORT: .*\n {2}- MAGENTO_URL: must be an absolute http\(s\) URL/,
    );
  });

  it("requires a long session secret in production", () => {
    expect(() => parseServerEnv({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => parseServerEnv({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET: must be at least 32/);
    const secret = "x".repeat(32);
    expect(parseServerEnv({ NODE_ENV: "production", SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
  });

  it("generates a development secret once and keeps it", () => {
    const dir = dataDir();
    const first = parseServerEnv({ DATA_DIR: dir }).SESSION_SECRET;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(parseServerEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(first);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first);
  });

  it("takes an optional card gateway URL without its trailing slash", () => {
    expect(parseServerEnv({ DATA_DIR: dataDir() }).PAYMENT_GATEWAY_URL).toBeUndefined();
    expect(parseServerEnv({ PAYMENT_GATEWAY_URL: "https://pay.example.com/", DATA_DIR: dataDir() }).PAYMENT_GATEWAY_URL).toBe("https://pay.example.com");
    expect(() => parseServerEnv({ PAYMENT_GATEWAY_URL: "pay.example.com", DATA_DIR: dataDir() })).toThrow(/PAYMENT_GATEWAY_URL/);
  });

  it("accepts a remote Magento URL", () => {
    expect(parseServerEnv({ MAGENTO_URL: "https://shop.example.com", DATA_DIR: dataDir() }).MAGENTO_URL).toBe("https://shop.example.com");
    expect(() => parseServerEnv({ MAGENTO_URL: "ftp://shop.example.com", DATA_DIR: dataDir() })).toThrow(/MAGENTO_URL/);
  });

  it("takes a Redis CACHE_URL and stops on a malformed one, naming it", () => {
    expect(parseServerEnv({ DATA_DIR: dataDir() }).CACHE_URL).toBeUndefined();
    expect(parseServerEnv({ CACHE_URL: "redis://127.0.0.1:6379", DATA_DIR: dataDir() }).CACHE_URL).toBe("redis://127.0.0.1:6379");
    expect(parseServerEnv({ CACHE_URL: "rediss://user:secret@cache.example:6380/1", DATA_DIR: dataDir() }).CACHE_URL).toBe("rediss://user:secret@cache.example:6380/1");
    for (const bad of ["127.0.0.1:6379", "http://cache.example", "redis://", "redis:///0"]) {
      expect(() => parseServerEnv({ CACHE_URL: bad, DATA_DIR: dataDir() })).toThrow(/- CACHE_URL: must be a Redis URL/);
    }
  });

  it("takes the extra origins of images, and names IMAGE_ORIGINS when one is not an origin", () => {
    expect(parseServerEnv({ DATA_DIR: dataDir() }).IMAGE_ORIGINS).toEqual([]);
    expect(parseServerEnv({ IMAGE_ORIGINS: "http://localhost:4000/, https://cdn.shop.example", DATA_DIR: dataDir() }).IMAGE_ORIGINS).toEqual(["http://localhost:4000", "https://cdn.shop.example"]);
    expect(() => parseServerEnv({ IMAGE_ORIGINS: "https://cdn.shop.example/media", DATA_DIR: dataDir() })).toThrow(/- IMAGE_ORIGINS: must be a comma-separated list of origins/);
  });

  it("trusts no proxy unless TRUST_PROXY says which", () => {
    expect(parseServerEnv({ DATA_DIR: dataDir() }).TRUST_PROXY).toEqual({ kind: "none" });
    expect(parseServerEnv({ TRUST_PROXY: "1", DATA_DIR: dataDir() }).TRUST_PROXY).toEqual({ kind: "hops", count: 1 });
    expect(parseServerEnv({ TRUST_PROXY: "10.0.0.0/8,::1", DATA_DIR: dataDir() }).TRUST_PROXY.kind).toBe("networks");
    expect(() => parseServerEnv({ TRUST_PROXY: "true", DATA_DIR: dataDir() })).toThrow(/TRUST_PROXY: "true" is not an IPv4 or IPv6 address/);
  });

  it("limits slow clients by default, and takes other limits", () => {
    expect(parseServerEnv({ DATA_DIR: dataDir() })).toMatchObject({
      SERVER_HEADERS_TIMEOUT_MS: 10_000,
      SERVER_REQUEST_TIMEOUT_MS: 30_000,
      SERVER_KEEP_ALIVE_TIMEOUT_MS: 65_000,
      SERVER_MAX_CONNECTIONS: 1_000,
    });
    expect(parseServerEnv({ SERVER_HEADERS_TIMEOUT_MS: "5000", SERVER_MAX_CONNECTIONS: "0", DATA_DIR: dataDir() })).toMatchObject({
      SERVER_HEADERS_TIMEOUT_MS: 5_000,
      SERVER_MAX_CONNECTIONS: 0,
    });
    expect(() => parseServerEnv({ SERVER_HEADERS_TIMEOUT_MS: "60000", SERVER_REQUEST_TIMEOUT_MS: "30000", DATA_DIR: dataDir() })).toThrow(
      /SERVER_HEADERS_TIMEOUT_MS: must not be longer than SERVER_REQUEST_TIMEOUT_MS/,
    );
    expect(() => parseServerEnv({ SERVER_HEADERS_TIMEOUT_MS: "0", DATA_DIR: dataDir() })).toThrow(/SERVER_HEADERS_TIMEOUT_MS/);
  });

  it("takes previous session secrets for rotation, each as long as the current one must be", () => {
    expect(parseServerEnv({ DATA_DIR: dataDir() }).SESSION_PREVIOUS_SECRETS).toEqual([]);
    const old = "o".repeat(32);
    expect(parseServerEnv({ SESSION_PREVIOUS_SECRETS: ` ${old} ,${"p".repeat(40)}`, DATA_DIR: dataDir() }).SESSION_PREVIOUS_SECRETS).toEqual([old, "p".repeat(40)]);
    expect(() => parseServerEnv({ SESSION_PREVIOUS_SECRETS: "short", DATA_DIR: dataDir() })).toThrow(/SESSION_PREVIOUS_SECRETS: must be a comma list/);
  });
});

