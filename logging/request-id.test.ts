import { describe, expect, it } from "vitest";
import { requestIdFor, shortReference } from "./request-id";

describe("requestIdFor", () => {
  it("keeps a well-formed incoming id", () => {
    expect(requestIdFor("3f2c9a1e-7b4d-4c1a-9e2f-0a1b2c3d4e5f")).toBe("3f2c9a1e-7b4d-4c1a-9e2f-0a1b2c3d4e5f");
    expect(requestIdFor("lb.01:abc_DEF-9")).toBe("lb.01:abc_DEF-9");
    expect(requestIdFor("x".repeat(128))).toBe("x".repeat(128));
  });

  it("replaces a missing, empty, too long or unsafe id with a new UUID", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const incoming of [null, "", "x".repeat(129), "abc\ndef", "abc\u0000", "a b", 'a"b', "ก"]) {
      const id = requestIdFor(incoming);
      expect(id).toMatch(uuid);
      expect(id).not.toBe(incoming);
    }
  });

  it("makes a different id each time", () => {
    expect(requestIdFor(null)).not.toBe(requestIdFor(null));
  });
});

describe("shortReference", () => {
  it("is the first eight characters", () => {
    expect(shortReference("3f2c9a1e-7b4d-4c1a-9e2f-0a1b2c3d4e5f")).toBe("3f2c9a1e");
  });
});
