import { describe, expect, it } from "vitest";
import { isAbort, isDataRequest, isRouteDiscovery, isSubmission, RequestFailure, unreadableStatus } from "~/lib/failures/request-failure";

const ORIGIN = "https://shop.example";

describe("isDataRequest", () => {
  it("is Remix's own request for a route's data on the shop's origin", () => {
    expect(isDataRequest("https://shop.example/th/cart?_data=routes%2F%24store.cart", ORIGIN)).toBe(true);
    expect(isDataRequest("/th/contact-us?index&_data=routes%2F%24store.contact-us", ORIGIN)).toBe(true);
  });

  it("leaves every other request alone: pages, assets, GraphQL, other origins, nonsense", () => {
    expect(isDataRequest("https://shop.example/th/cart", ORIGIN)).toBe(false);
    expect(isDataRequest("https://shop.example/assets/entry.client-abc.js", ORIGIN)).toBe(false);
    expect(isDataRequest("https://shop.example/graphql?query=%7B%7D", ORIGIN)).toBe(false);
    expect(isDataRequest("https://elsewhere.example/th/cart?_data=root", ORIGIN)).toBe(false);
    expect(isDataRequest("http://[bad", ORIGIN)).toBe(false);
  });
});

describe("isSubmission", () => {
  it("is any method but GET, in any case", () => {
    expect(isSubmission("post")).toBe(true);
    expect(isSubmission("DELETE")).toBe(true);
    expect(isSubmission("get")).toBe(false);
    expect(isSubmission("GET")).toBe(false);
    expect(isSubmission(undefined)).toBe(false);
  });
});

describe("unreadableStatus", () => {
  const answer = (status: number, headers: Record<string, string> = {}) => ({ status, headers: new Headers(headers) });

  it("is the status of an error the shop's server did not write (a proxy's, a CDN's)", () => {
    expect(unreadableStatus(answer(502))).toBe(502);
    expect(unreadableStatus(answer(504, { "Content-Type": "text/html" }))).toBe(504);
    expect(unreadableStatus(answer(404))).toBe(404);
  });

  it("is null for the shop's own answers, errors included (they keep their error pages), and for successes", () => {
    expect(unreadableStatus(answer(200))).toBeNull();
    expect(unreadableStatus(answer(204, { "X-Remix-Redirect": "/th" }))).toBeNull();
    expect(unreadableStatus(answer(422, { "X-Remix-Response": "yes" }))).toBeNull();
    expect(unreadableStatus(answer(500, { "X-Remix-Error": "yes" }))).toBeNull();
    expect(unreadableStatus(answer(503, { "X-Remix-Catch": "yes" }))).toBeNull();
  });
});

describe("isAbort", () => {
  it("is a request the router cancelled, not a failure", () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbort(new TypeError("Failed to fetch"), controller.signal)).toBe(true);
    expect(isAbort(new DOMException("The user aborted a request.", "AbortError"), undefined)).toBe(true);
    expect(isAbort(new TypeError("Failed to fetch"), new AbortController().signal)).toBe(false);
  });
});

describe("RequestFailure", () => {
  it("names the reason in a few technical words, never a stack", () => {
    expect(new RequestFailure({ kind: "network" }).message).toBe("network error");
    expect(new RequestFailure({ kind: "status", status: 502 }).message).toBe("HTTP 502");
    expect(new RequestFailure({ kind: "network" })).toBeInstanceOf(Error);
  });
});

describe("isRouteDiscovery", () => {
  it("is Remix asking the shop's own /__manifest which routes links lead to", () => {
    expect(isRouteDiscovery("http://localhost/__manifest?p=%2Fth%2Fcontact-us&version=b957aec8", "http://localhost")).toBe(true);
    expect(isRouteDiscovery("/__manifest?p=%2Fth", "http://localhost")).toBe(true);
    expect(isRouteDiscovery("http://elsewhere.example/__manifest?p=%2Fth", "http://localhost")).toBe(false);
    expect(isRouteDiscovery("http://localhost/th/__manifest", "http://localhost")).toBe(false);
  });
});
