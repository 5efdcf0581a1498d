import { describe, expect, it } from "vitest";
import { parseSettings, type StorefrontSettings } from "~/lib/settings.server";
import { configuredProviders } from "~/lib/social/provider-setup.server";

const SECRET = "settings-test-session-secret-0123456789";

/** The settings of `source` on a host that has SESSION_SECRET (every test but those about it). */
const parse = (source: Record<string, string>): StorefrontSettings => parseSettings({ SESSION_SECRET: SECRET, ...source });

describe("storefront settings", () => {
  it("has working defaults for a newcomer", () => {
    const settings = parse({});
    expect(settings).toMatchObject({ NODE_ENV: "development", PORT: 3000, HOST: "0.0.0.0", MAGENTO_TIMEOUT_MS: 10_000, SESSION_SECRET: SECRET });
    expect(settings.MAGENTO_URL).toBeUndefined();
  });

  it("names every bad variable", () => {
    expect(() => parse({ PORT: "eighty", MAGENTO_URL: "magento.local" })).toThrow(
      /Invalid environment:\n {2}- PORT: .*\n {2}- MAGENTO_URL: must be an absolute http\(s\) URL/,
    );
  });

  it("requires a long session secret in production", () => {
    const developmentSecret = () => "d".repeat(64);
    expect(() => parseSettings({ NODE_ENV: "production" }, { developmentSecret })).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => parseSettings({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET: must be at least 32/);
    const secret = "x".repeat(32);
    expect(parseSettings({ NODE_ENV: "production", SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
  });

  it("takes the host's development secret outside production, and requires SESSION_SECRET where there is none", () => {
    const dataDirs: string[] = [];
    const developmentSecret = (dataDir: string) => {
      dataDirs.push(dataDir);
      return "d".repeat(64);
    };
    expect(parseSettings({ DATA_DIR: "/srv/shop" }, { developmentSecret }).SESSION_SECRET).toBe("d".repeat(64));
    expect(dataDirs).toEqual(["/srv/shop"]);
    expect(parseSettings({ SESSION_SECRET: SECRET }, { developmentSecret }).SESSION_SECRET).toBe(SECRET);
    expect(dataDirs).toHaveLength(1);
    expect(() => parseSettings({})).toThrow(/- SESSION_SECRET: is required on this host/);
    expect(() => parseSettings({ SESSION_SECRET: "" })).toThrow(/- SESSION_SECRET: is required on this host/);
  });

  it("requires MAGENTO_URL on a host without the engine, naming every missing or bad variable at once", () => {
    expect(parseSettings({ SESSION_SECRET: SECRET, MAGENTO_URL: "https://shop.example.com" }, { requireMagentoUrl: true }).MAGENTO_URL).toBe("https://shop.example.com");
    expect(() => parseSettings({ SESSION_SECRET: SECRET }, { requireMagentoUrl: true })).toThrow(/- MAGENTO_URL: is required on this host/);
    expect(() => parseSettings({ MAGENTO_URL: "magento.local", CACHE_URL: "cache:6379", SESSION_SECRET: "short" }, { requireMagentoUrl: true })).toThrow(
      /Invalid environment:\n(?=[\s\S]*- MAGENTO_URL: must be an absolute http\(s\) URL)(?=[\s\S]*- CACHE_URL: must be a Redis URL)(?=[\s\S]*- SESSION_SECRET: must be at least 32)/,
    );
  });

  it("takes an optional card gateway URL without its trailing slash", () => {
    expect(parse({}).PAYMENT_GATEWAY_URL).toBeUndefined();
    expect(parse({ PAYMENT_GATEWAY_URL: "https://pay.example.com/" }).PAYMENT_GATEWAY_URL).toBe("https://pay.example.com");
    expect(() => parse({ PAYMENT_GATEWAY_URL: "pay.example.com" })).toThrow(/PAYMENT_GATEWAY_URL/);
  });

  it("accepts a remote Magento URL", () => {
    expect(parse({ MAGENTO_URL: "https://shop.example.com" }).MAGENTO_URL).toBe("https://shop.example.com");
    expect(() => parse({ MAGENTO_URL: "ftp://shop.example.com" })).toThrow(/MAGENTO_URL/);
  });

  it("takes a Redis CACHE_URL and stops on a malformed one, naming it", () => {
    expect(parse({}).CACHE_URL).toBeUndefined();
    expect(parse({ CACHE_URL: "redis://127.0.0.1:6379" }).CACHE_URL).toBe("redis://127.0.0.1:6379");
    expect(parse({ CACHE_URL: "rediss://user:secret@cache.example:6380/1" }).CACHE_URL).toBe("rediss://user:secret@cache.example:6380/1");
    for (const bad of ["127.0.0.1:6379", "http://cache.example", "redis://", "redis:///0"]) {
      expect(() => parse({ CACHE_URL: bad })).toThrow(/- CACHE_URL: must be a Redis URL/);
    }
  });

  it("takes the extra origins of images, and names IMAGE_ORIGINS when one is not an origin", () => {
    expect(parse({}).IMAGE_ORIGINS).toEqual([]);
    expect(parse({ IMAGE_ORIGINS: "http://localhost:4000/, https://cdn.shop.example" }).IMAGE_ORIGINS).toEqual(["http://localhost:4000", "https://cdn.shop.example"]);
    expect(() => parse({ IMAGE_ORIGINS: "https://cdn.shop.example/media" })).toThrow(/- IMAGE_ORIGINS: must be a comma-separated list of origins/);
  });

  it("trusts no proxy unless TRUST_PROXY says which", () => {
    expect(parse({}).TRUST_PROXY).toEqual({ kind: "none" });
    expect(parse({ TRUST_PROXY: "1" }).TRUST_PROXY).toEqual({ kind: "hops", count: 1 });
    expect(parse({ TRUST_PROXY: "10.0.0.0/8,::1" }).TRUST_PROXY.kind).toBe("networks");
    expect(() => parse({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: "true" is not an IPv4 or IPv6 address/);
  });

  it("limits slow clients by default, and takes other limits", () => {
    expect(parse({})).toMatchObject({
      SERVER_HEADERS_TIMEOUT_MS: 10_000,
      SERVER_REQUEST_TIMEOUT_MS: 30_000,
      SERVER_KEEP_ALIVE_TIMEOUT_MS: 65_000,
      SERVER_MAX_CONNECTIONS: 1_000,
    });
    expect(parse({ SERVER_HEADERS_TIMEOUT_MS: "5000", SERVER_MAX_CONNECTIONS: "0" })).toMatchObject({
      SERVER_HEADERS_TIMEOUT_MS: 5_000,
      SERVER_MAX_CONNECTIONS: 0,
    });
    expect(() => parse({ SERVER_HEADERS_TIMEOUT_MS: "60000", SERVER_REQUEST_TIMEOUT_MS: "30000" })).toThrow(
      /SERVER_HEADERS_TIMEOUT_MS: must not be longer than SERVER_REQUEST_TIMEOUT_MS/,
    );
    expect(() => parse({ SERVER_HEADERS_TIMEOUT_MS: "0" })).toThrow(/SERVER_HEADERS_TIMEOUT_MS/);
  });

  it("has the full-page cache on, purgeable from loopback, unless told otherwise; names bad values", () => {
    const defaults = parse({});
    expect(defaults.FULL_PAGE_CACHE).toBe("on");
    expect(defaults.PURGE_TOKEN).toBeUndefined();
    expect(defaults.PURGE_ALLOWED_ADDRESSES.kind).toBe("networks");
    expect(parse({ FULL_PAGE_CACHE: "off", PURGE_ALLOWED_ADDRESSES: "10.0.0.0/8" }).FULL_PAGE_CACHE).toBe("off");
    expect(() => parse({ FULL_PAGE_CACHE: "yes" })).toThrow(/FULL_PAGE_CACHE: must be on or off/);
    expect(() => parse({ PURGE_ALLOWED_ADDRESSES: "2" })).toThrow(/PURGE_ALLOWED_ADDRESSES: must be addresses or networks/);
    expect(() => parse({ PURGE_TOKEN: "short" })).toThrow(/PURGE_TOKEN: must be at least 32/);
  });

  it("takes previous session secrets for rotation, each as long as the current one must be", () => {
    expect(parse({}).SESSION_PREVIOUS_SECRETS).toEqual([]);
    const old = "o".repeat(32);
    expect(parse({ SESSION_PREVIOUS_SECRETS: ` ${old} ,${"p".repeat(40)}` }).SESSION_PREVIOUS_SECRETS).toEqual([old, "p".repeat(40)]);
    expect(() => parse({ SESSION_PREVIOUS_SECRETS: "short" })).toThrow(/SESSION_PREVIOUS_SECRETS: must be a comma list/);
  });

  it("turns a social provider on with its id and secret; issuers default to the providers' own", () => {
    const off = parse({});
    expect(configuredProviders(off)).toEqual([]);
    expect(off.SOCIAL_GOOGLE_ISSUER).toBe("https://accounts.google.com");
    expect(off.SOCIAL_LINE_ISSUER).toBe("https://access.line.me");
    expect(off.SOCIAL_FACEBOOK_GRAPH_URL).toMatch(/^https:\/\/graph\.facebook\.com\/v\d+\.\d+$/);
    const on = parse({ SOCIAL_LINE_CHANNEL_ID: "1650000000", SOCIAL_LINE_CHANNEL_SECRET: "0123456789abcdef0123456789abcdef", SOCIAL_GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com", SOCIAL_GOOGLE_CLIENT_SECRET: "secret" });
    expect(configuredProviders(on)).toEqual(["google", "line"]);
  });

  it("names a provider's missing secret or id", () => {
    expect(() => parse({ SOCIAL_GOOGLE_CLIENT_ID: "id" })).toThrow(/SOCIAL_GOOGLE_CLIENT_SECRET: is required when SOCIAL_GOOGLE_CLIENT_ID is set/);
    expect(() => parse({ SOCIAL_FACEBOOK_APP_SECRET: "secret" })).toThrow(/SOCIAL_FACEBOOK_APP_ID: is required when SOCIAL_FACEBOOK_APP_SECRET is set/);
  });

  it("accepts an http:// issuer only on a loopback host, in any mode", () => {
    expect(parse({ NODE_ENV: "production", SOCIAL_GOOGLE_ISSUER: "http://127.0.0.1:4000/google/" }).SOCIAL_GOOGLE_ISSUER).toBe("http://127.0.0.1:4000/google");
    expect(parse({ SOCIAL_LINE_ISSUER: "http://localhost:4000/line" }).SOCIAL_LINE_ISSUER).toBe("http://localhost:4000/line");
    expect(() => parse({ SOCIAL_GOOGLE_ISSUER: "http://accounts.example.com" })).toThrow(/SOCIAL_GOOGLE_ISSUER: must be an https:\/\/ URL \(http:\/\/ only on 127\.0\.0\.1 or localhost\)/);
    expect(() => parse({ SOCIAL_FACEBOOK_DIALOG_URL: "http://127.0.0.1.example.com/dialog" })).toThrow(/SOCIAL_FACEBOOK_DIALOG_URL: must be an https/);
    expect(() => parse({ SOCIAL_LINE_ISSUER: "ftp://127.0.0.1/line" })).toThrow(/SOCIAL_LINE_ISSUER: must be an https/);
  });

  it("needs the integration token for social sign-in in front of a remote backend", () => {
    const google = { SOCIAL_GOOGLE_CLIENT_ID: "id", SOCIAL_GOOGLE_CLIENT_SECRET: "secret" };
    expect(() => parse({ ...google, MAGENTO_URL: "https://magento.example.com" })).toThrow(/MAGENTO_INTEGRATION_TOKEN: is required for social sign-in with MAGENTO_URL/);
    expect(parse({ ...google, MAGENTO_URL: "https://magento.example.com", MAGENTO_INTEGRATION_TOKEN: "a".repeat(32) }).MAGENTO_INTEGRATION_TOKEN).toBe("a".repeat(32));
    expect(parse(google).MAGENTO_INTEGRATION_TOKEN).toBeUndefined();
  });
});

