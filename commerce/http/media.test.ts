import { describe, expect, it } from "vitest";
import { etagMatches, safeMediaSegments } from "./media";

describe("safeMediaSegments", () => {
  it("decodes ordinary paths", () => {
    expect(safeMediaSegments("wysiwyg/home/slide%201.svg")).toEqual(["wysiwyg", "home", "slide 1.svg"]);
  });

  it("rejects traversal, separators hidden in segments, NUL, dot-files and empty segments", () => {
    for (const path of ["..%2fpackage.json", "a/%2e%2e/b", "a/..%5cb", "a/%00.svg", ".env", "a//b", "", "a/%E0%A4%A"]) {
      expect(safeMediaSegments(path), path).toBeNull();
    }
  });
});

describe("etagMatches", () => {
  it("compares entity tags weakly, in lists and with *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches(null, '"abc"')).toBe(false);
  });
});
