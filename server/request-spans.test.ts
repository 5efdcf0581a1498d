import type { ServerBuild } from "@remix-run/server-runtime";
import { describe, expect, it } from "vitest";
import { newRequestTrace } from "../app/lib/request-trace";
import type { SpanAttributes, SpanParent, TraceSpan, Tracer } from "../logging/tracing";
import { endRequestSpan, tracedRoutes } from "./request-spans";

function recordingTracer() {
  const spans: Array<{ parent: SpanParent; name: string; attributes: SpanAttributes }> = [];
  const tracer: Tracer = {
    startServer: () => {
      throw new Error("not used");
    },
    inSpan: async (parent, name, attributes, work) => {
      spans.push({ parent, name, attributes });
      return work();
    },
    startClient: () => {
      throw new Error("not used");
    },
    propagate: () => {},
  };
  return { tracer, spans };
}

function recordingSpan() {
  const state: { name?: string; attributes: SpanAttributes; failed?: unknown; ended: boolean } = { attributes: {}, ended: false };
  const span: TraceSpan = {
    traceId: "f".repeat(32),
    setName: (name) => (state.name = name),
    setAttributes: (attributes) => Object.assign(state.attributes, attributes),
    fail: (error) => (state.failed = error),
    end: () => (state.ended = true),
  };
  return { span, state };
}

describe("tracedRoutes", () => {
  const module = { loader: () => ({ page: 1 }), action: async () => "done", default: () => null };
  const build = {
    routes: {
      root: { id: "root", path: "", module: { loader: () => "root" } },
      "routes/cart": { id: "routes/cart", parentId: "root", path: "cart", module },
      "routes/about": { id: "routes/about", parentId: "root", path: "about", module: { default: () => null } },
    },
  } as unknown as ServerBuild;

  it("runs each loader and action in a span named by its route, under the request's, keeping what they return and the rest of the module", async () => {
    const { tracer, spans } = recordingTracer();
    const traced = tracedRoutes(build, tracer);
    const requestSpan = recordingSpan();
    const trace = Object.assign(newRequestTrace("id-0"), { span: requestSpan.span });
    const args = { context: { trace } } as never;
    expect(await traced.routes["routes/cart"]!.module.loader!(args)).toEqual({ page: 1 });
    expect(await traced.routes["routes/cart"]!.module.action!({ request: new Request("http://shop.test/cart", { method: "POST" }), params: {}, context: { trace } } as never)).toBe("done");
    // The request span is named by the action's route (a redirect after it renders no route).
    expect(requestSpan.state).toMatchObject({ name: "POST routes/cart", attributes: { "http.route": "routes/cart" } });
    expect(await traced.routes.root!.module.loader!({} as never)).toBe("root");
    expect(spans).toEqual([
      { parent: requestSpan.span, name: "loader routes/cart", attributes: { "remix.route.id": "routes/cart", "remix.handler": "loader" } },
      { parent: requestSpan.span, name: "action routes/cart", attributes: { "remix.route.id": "routes/cart", "remix.handler": "action" } },
      // Without a request's trace (no span), a loader's span starts a trace of its own.
      { parent: undefined, name: "loader root", attributes: { "remix.route.id": "root", "remix.handler": "loader" } },
    ]);
    expect(traced.routes["routes/cart"]!.module.default).toBe(module.default);
    expect(traced.routes["routes/about"]).toBe(build.routes["routes/about"]);
    // The build given is left as it was, and wrapped once.
    expect(build.routes["routes/cart"]!.module.loader).toBe(module.loader);
    expect(tracedRoutes(build, tracer)).toBe(traced);
  });
});

describe("endRequestSpan", () => {
  it("names the span by method and route, with status, cache and store view, and ends it", () => {
    const { span, state } = recordingSpan();
    const trace = newRequestTrace("id-1");
    trace.routeId = "routes/$store.$";
    trace.storeView = "th";
    endRequestSpan(span, new Request("http://shop.test/th/bag.html?q=secret"), new Response("", { headers: { "X-Page-Cache": "miss" } }), trace);
    expect(state).toEqual({
      name: "GET routes/$store.$",
      attributes: { "http.response.status_code": 200, "http.route": "routes/$store.$", "storefront.page_cache": "miss", "storefront.store_view": "th" },
      ended: true,
    });
  });

  it("names a data request by its _data route, keeps the method alone without a route, and fails a 5xx", () => {
    const data = recordingSpan();
    endRequestSpan(data.span, new Request("http://shop.test/th/cart?_data=routes%2F%24store.cart", { method: "POST" }), new Response(null, { status: 204 }), newRequestTrace("id-2"));
    expect(data.state.name).toBe("POST routes/$store.cart");
    const plain = recordingSpan();
    endRequestSpan(plain.span, new Request("http://shop.test/healthz"), new Response(null, { status: 503 }), newRequestTrace("id-3"));
    expect(plain.state.name).toBeUndefined();
    expect(plain.state.failed).toBe("503");
  });
});
