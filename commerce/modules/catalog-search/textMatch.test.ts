import { describe, expect, it } from "vitest";
import { searchWords } from "./textMatch";

describe("search words", () => {
  it("lower-cases, splits and escapes LIKE wildcards", () => {
    expect(searchWords("  Indigo  MUG 100% ")).toEqual(["indigo", "mug", "100\\%"]);
    expect(searchWords("ผ้าขาวม้า ลายตาราง")).toEqual(["ผ้าขาวม้า", "ลายตาราง"]);
    expect(searchWords("   ")).toEqual([]);
  });
});
