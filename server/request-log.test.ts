import { afterEach, describe, expect, it } from "vitest";
import { newRequestTrace } from "../app/lib/request-trace";
import { consoleJsonLogger, installLogger } from "../logging/logger";
import { logRequest, serverTiming } from "./request-log";

function capture() {
  const lines: Record<string, unknown>[] = [];
  installLogger(consoleJsonLogger("info", {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>)));
  return lines;
}

afterEach(() => installLogger(consoleJsonLogger("silent")));

const times = { startedAt: 100, renderStartedAt: 101.25, endedAt: 150.5 };

describe("logRequest", () => {
  it("writes the fields of docs/operations.md, the path without its query", () => {
    const lines = capture();
    const trace = newRequestTrace("req-1");
    Object.assign(trace, { backendCalls: 3, backendMs: 21.234, routeId: "routes/$store.$", storeView: "en", signedIn: () => true });
    const response = new Response("", { status: 200, headers: { "X-Page-Cache": "miss" } });
    logRequest(new Request("http://shop.test/en/search.html?query=secret+words"), "/en/search.html", response, trace, times);
    expect(lines).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "request",
        requestId: "req-1",
        method: "GET",
        path: "/en/search.html",
        routeId: "routes/$store.$",
        status: 200,
        durationMs: 50.5,
        backendCalls: 3,
        backendMs: 21.2,
        cache: "miss",
        storeView: "en",
        shopper: "customer",
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain("secret");
  });

  it("names a data request's route, says guest, and warns on a 5xx", () => {
    const lines = capture();
    const trace = newRequestTrace("req-2");
    trace.signedIn = () => false;
    logRequest(new Request("http://shop.test/en/cart?_data=routes%2F%24store.cart"), "/en/cart", new Response("", { status: 503 }), trace, times);
    expect(lines[0]).toMatchObject({ level: "warn", routeId: "routes/$store.cart", shopper: "guest", status: 503 });
    expect(lines[0]).not.toHaveProperty("traceId");
  });

  it("names the request's trace when traces are on", () => {
    const lines = capture();
    const trace = newRequestTrace("req-4");
    trace.span = { traceId: "0af7651916cd43dd8448eb211c80319c", setName() {}, setAttributes() {}, fail() {}, end() {} };
    logRequest(new Request("http://shop.test/th"), "/th", new Response(""), trace, times);
    expect(lines[0]).toMatchObject({ requestId: "req-4", traceId: "0af7651916cd43dd8448eb211c80319c" });
  });
});

describe("serverTiming", () => {
  it("gives backend, render and cache durations, without a render on a hit", () => {
    const trace = newRequestTrace("req-3");
    trace.backendMs = 12.345;
    expect(serverTiming(new Response("", { headers: { "X-Page-Cache": "miss" } }), trace, times)).toBe("backend;dur=12.3, render;dur=49.3, cache;desc=miss;dur=1.3");
    expect(serverTiming(new Response("", { headers: { "X-Page-Cache": "hit" } }), newRequestTrace("x"), { startedAt: 0, endedAt: 0.4 })).toBe("backend;dur=0, cache;desc=hit;dur=0.4");
    // A stale copy's background refresh started rendering: not this answer's render.
    expect(serverTiming(new Response("", { headers: { "X-Page-Cache": "stale" } }), newRequestTrace("y"), { startedAt: 0, renderStartedAt: 0.2, endedAt: 0.5 })).toBe("backend;dur=0, cache;desc=stale;dur=0.5");
  });
});
