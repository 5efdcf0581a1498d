import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  addressGroup,
  clientAddress,
  cloudflareClientAddress,
  isTrustedProxy,
  lambdaClientAddress,
  normalizeAddress,
  parseTrustedProxies,
  TRUST_NO_PROXY,
} from "./client-address";

describe("parseTrustedProxies (TRUST_PROXY)", () => {
  it("trusts no proxy by default", () => {
    expect(parseTrustedProxies(undefined)).toEqual({ kind: "none" });
    expect(parseTrustedProxies("")).toEqual({ kind: "none" });
    expect(parseTrustedProxies("0")).toEqual({ kind: "none" });
  });

  it("takes a hop count", () => {
    expect(parseTrustedProxies("1")).toEqual({ kind: "hops", count: 1 });
    expect(parseTrustedProxies(" 2 ")).toEqual({ kind: "hops", count: 2 });
  });

  it("takes IPv4 and IPv6 addresses and networks", () => {
    const trust = parseTrustedProxies("10.0.0.0/8, 192.0.2.7,2001:db8::/32, ::1");
    expect(isTrustedProxy(trust, "10.200.3.4", 0)).toBe(true);
    expect(isTrustedProxy(trust, "11.0.0.1", 0)).toBe(false);
    expect(isTrustedProxy(trust, "192.0.2.7", 5)).toBe(true);
    expect(isTrustedProxy(trust, "192.0.2.8", 0)).toBe(false);
    expect(isTrustedProxy(trust, "2001:db8:ffff::1", 0)).toBe(true);
    expect(isTrustedProxy(trust, "2001:db9::1", 0)).toBe(false);
    expect(isTrustedProxy(trust, "::1", 0)).toBe(true);
    // An IPv4 client on a dual-stack socket shows up IPv4-mapped.
    expect(isTrustedProxy(trust, "::ffff:10.1.1.1", 0)).toBe(true);
    expect(isTrustedProxy(parseTrustedProxies("172.16.0.0/12"), "172.31.255.255", 0)).toBe(true);
    expect(isTrustedProxy(parseTrustedProxies("172.16.0.0/12"), "172.32.0.0", 0)).toBe(false);
  });

  it("refuses what is neither", () => {
    for (const bad of ["yes", "true", "10.0.0.0/33", "10.0.0.256", "2001:db8::/129", "10.0.0.0/8/1", "::1::2", "loopback", "-1"]) {
      expect(() => parseTrustedProxies(bad), bad).toThrow();
    }
  });
});

describe("clientAddress", () => {
  it("without trusted proxies is the socket's peer, whatever X-Forwarded-For says", () => {
    expect(clientAddress("198.51.100.7", "203.0.113.1", TRUST_NO_PROXY)).toBe("198.51.100.7");
    expect(clientAddress("::ffff:198.51.100.7", "1.2.3.4, 5.6.7.8", TRUST_NO_PROXY)).toBe("198.51.100.7");
    expect(clientAddress(undefined, "1.2.3.4", TRUST_NO_PROXY)).toBe("unknown");
  });

  it("behind one proxy is the entry that proxy appended (the right-most), not what the client wrote", () => {
    const one = parseTrustedProxies("1");
    expect(clientAddress("10.0.0.2", "203.0.113.9", one)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9", one)).toBe("203.0.113.9");
    // No header (a health check from the proxy itself): the proxy.
    expect(clientAddress("10.0.0.2", undefined, one)).toBe("10.0.0.2");
  });

  it("behind two proxies skips both", () => {
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9, 10.0.0.3", parseTrustedProxies("2"))).toBe("203.0.113.9");
  });

  it("with a list skips only the listed proxies", () => {
    const listed = parseTrustedProxies("127.0.0.1, 10.0.0.0/8");
    expect(clientAddress("127.0.0.1", "198.51.100.1, 10.1.2.3", listed)).toBe("198.51.100.1");
    // 203.0.113.50 is no proxy of ours: it is the client, whatever it claims further left.
    expect(clientAddress("127.0.0.1", "198.51.100.9, 203.0.113.50", listed)).toBe("203.0.113.50");
    // A peer that is not listed is the client even when it sends the header.
    expect(clientAddress("192.0.2.1", "198.51.100.1", listed)).toBe("192.0.2.1");
    // Everyone listed: the left-most entry is as far as it goes.
    expect(clientAddress("10.0.0.1", "10.0.0.2, 10.0.0.3", listed)).toBe("10.0.0.2");
  });

  it("stops at a trusted proxy that recorded something that is not an address", () => {
    expect(clientAddress("10.0.0.2", "203.0.113.9, unknown", parseTrustedProxies("2"))).toBe("10.0.0.2");
  });

  it("reads entries with ports and brackets, and normalizes IPv6", () => {
    const one = parseTrustedProxies("1");
    expect(clientAddress("10.0.0.2", "203.0.113.9:51234", one)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", "[2001:DB8:0:0::1]:443", one)).toBe("2001:db8::1");
    expect(clientAddress("fe80::1%eth0", undefined, TRUST_NO_PROXY)).toBe("fe80::1");
  });
});

describe("other hosts", () => {
  it("Cloudflare Workers: CF-Connecting-IP", () => {
    expect(cloudflareClientAddress(new Headers({ "CF-Connecting-IP": "2001:db8::7", "X-Forwarded-For": "1.2.3.4" }))).toBe("2001:db8::7");
    expect(cloudflareClientAddress(new Headers())).toBe("unknown");
  });

  it("AWS Lambda: the source address API Gateway (v1) or an HTTP API / function URL (v2) saw", () => {
    expect(lambdaClientAddress({ requestContext: { identity: { sourceIp: "198.51.100.3" } }, headers: { "X-Forwarded-For": "1.2.3.4" } }, TRUST_NO_PROXY)).toBe("198.51.100.3");
    expect(lambdaClientAddress({ requestContext: { http: { sourceIp: "198.51.100.4" } } }, TRUST_NO_PROXY)).toBe("198.51.100.4");
    // CloudFront in front of API Gateway: one trusted hop.
    expect(
      lambdaClientAddress({ requestContext: { http: { sourceIp: "130.176.0.1" } }, headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.5" } }, parseTrustedProxies("1")),
    ).toBe("203.0.113.5");
    expect(lambdaClientAddress({}, TRUST_NO_PROXY)).toBe("unknown");
  });

  it("the module imports nothing from Node, so Workers can load it", () => {
    const source = readFileSync(new URL("./client-address.ts", import.meta.url), "utf8");
    expect(source).not.toMatch(/from\s+["']node:|require\(/);
  });
});

describe("addresses", () => {
  it("normalizes, or says it is no address", () => {
    expect(normalizeAddress("2001:0db8:0000:0000:0000:0000:0000:0001")).toBe("2001:db8::1");
    expect(normalizeAddress("2001:db8:0:1:0:0:0:1")).toBe("2001:db8:0:1::1");
    expect(normalizeAddress("::")).toBe("::");
    expect(normalizeAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(normalizeAddress("not-an-address")).toBeNull();
    expect(normalizeAddress("1.2.3")).toBeNull();
    expect(normalizeAddress("01.2.3.4")).toBeNull();
  });

  it("groups IPv6 by /64 for counting, IPv4 by address", () => {
    expect(addressGroup("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:2::9")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("198.51.100.7")).toBe("198.51.100.7");
    expect(addressGroup("unknown")).toBe("unknown");
  });
});
