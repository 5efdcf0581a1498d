import { describe, expect, it } from "vitest";
import { analyzeSearchText } from "./queryAnalysis";
import { prefixUpperBound } from "./searchMatch";

describe("analysing a search text", () => {
  it("makes a unit per word, the last one also a prefix, long Latin words typo-tolerant", () => {
    expect(analyzeSearchText("Indigo shir", "en")).toEqual([
      { kind: "word", word: "indigo", stem: "indigo", prefix: false, typo: true },
      { kind: "word", word: "shir", stem: "shir", prefix: true, typo: false },
    ]);
  });

  it("keeps a Thai run together: its pieces, or its trigrams", () => {
    const [unit] = analyzeSearchText("ออร์แกนิก", "th");
    expect(unit).toMatchObject({ kind: "thai", run: "ออร์แกนิก" });
    expect(unit?.kind === "thai" && unit.pieces.length).toBeGreaterThan(1);
    expect(unit?.kind === "thai" && unit.trigrams).toContain("~ออร");
  });

  it("separates Thai runs at spaces and mixes with Latin words", () => {
    const units = analyzeSearchText("เสื้อยืด สีคราม M", "th");
    expect(units.map((unit) => (unit.kind === "thai" ? unit.run : unit.word))).toEqual(["เสื้อยืด", "สีคราม", "m"]);
  });

  it("drops repeated words and has no units without words", () => {
    expect(analyzeSearchText("cotton COTTON", "en")).toHaveLength(1);
    expect(analyzeSearchText("  -- ", "en")).toEqual([]);
  });

  it("bounds a prefix range in code point order", () => {
    expect(prefixUpperBound("shir")).toBe("shis");
    expect(prefixUpperBound("ผ้า")).toBe("ผ้\u0e33");
  });
});
