import { describe, expect, it } from "vitest";
import { errorKind, errorTitleKey } from "~/lib/error-kind";

/** What Remix hands an error boundary for a thrown `Response`. */
const routeError = (status: number, data: unknown = null) => ({ status, statusText: "", internal: false, data });

describe("error pages", () => {
  it("picks the page by HTTP status", () => {
    expect(errorKind(routeError(404))).toBe("not-found");
    expect(errorKind(routeError(404, "category"))).toBe("category-not-found");
    expect(errorKind(routeError(503))).toBe("unavailable");
    expect(errorKind(routeError(504))).toBe("timeout");
    expect(errorKind(routeError(500))).toBe("internal");
    expect(errorKind(new Error("render failed"))).toBe("unexpected");
  });

  it("titles each page", () => {
    expect(errorTitleKey(routeError(404, "category"))).toBe("errors.notFoundTitle");
    expect(errorTitleKey(routeError(503))).toBe("errors.unavailableTitle");
    expect(errorTitleKey(new Error("x"))).toBe("errors.internalTitle");
  });

  it("shows a request the server refused by its reason, whatever else carries the status", () => {
    expect(errorKind(routeError(403, { refusal: "cross-site" }))).toBe("cross-site");
    expect(errorKind(routeError(413, { refusal: "too-large" }))).toBe("too-large");
    expect(errorKind(routeError(415, { refusal: "not-a-form" }))).toBe("not-a-form");
    expect(errorKind(routeError(400, { refusal: "unreadable-form" }))).toBe("unreadable-form");
    expect(errorKind(routeError(403, { refusal: "nonsense" }))).toBe("internal");
    expect(errorTitleKey(routeError(403, { refusal: "cross-site" }))).toBe("errors.forbiddenTitle");
    expect(errorTitleKey(routeError(413, { refusal: "too-large" }))).toBe("errors.tooLargeTitle");
    expect(errorTitleKey(routeError(415, { refusal: "not-a-form" }))).toBe("errors.unreadableFormTitle");
  });
});

