import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "./cross-site-writes";

const post = (headers: Record<string, string>, url = "http://shop.example/th/cart") => new Request(url, { method: "POST", headers });

describe("isCrossSiteWrite", () => {
  it("lets the shop's own pages post, with or without JavaScript (browsers send Sec-Fetch-Site)", () => {
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "same-origin", Origin: "http://shop.example" }))).toBe(false);
    // Typed or bookmarked: nobody else made the browser send it.
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "none" }))).toBe(false);
  });

  it("refuses another site's post, and a sibling subdomain's", () => {
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "same-site", Origin: "http://blog.shop.example" }))).toBe(true);
    // Sec-Fetch-Site is believed over an Origin that looks right: no page can set either.
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "cross-site", Origin: "http://shop.example" }))).toBe(true);
  });

  it("without Sec-Fetch-Site (older browsers) compares Origin with the host asked for", () => {
    expect(isCrossSiteWrite(post({ Origin: "http://shop.example" }))).toBe(false);
    expect(isCrossSiteWrite(post({ Origin: "https://shop.example" }))).toBe(false);
    expect(isCrossSiteWrite(post({ Origin: "http://shop.example:8080" }))).toBe(true);
    expect(isCrossSiteWrite(post({ Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteWrite(post({ Origin: "null" }))).toBe(true);
    expect(isCrossSiteWrite(post({ Origin: "not a url" }))).toBe(true);
  });

  it("lets a post without either header through (curl, monitoring, very old browsers)", () => {
    expect(isCrossSiteWrite(post({}))).toBe(false);
  });

  it("accepts the shop's public origin when a proxy rewrote the Host", () => {
    const behindProxy = (headers: Record<string, string>) => post(headers, "http://127.0.0.1:3000/th/cart");
    expect(isCrossSiteWrite(behindProxy({ Origin: "https://shop.example" }))).toBe(true);
    expect(isCrossSiteWrite(behindProxy({ Origin: "https://shop.example" }), ["https://shop.example"])).toBe(false);
    expect(isCrossSiteWrite(behindProxy({ Origin: "https://shop.example", "Sec-Fetch-Site": "same-site" }), ["https://shop.example"])).toBe(false);
  });
});
