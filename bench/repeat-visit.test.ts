import { describe, expect, it } from "vitest";
import { median } from "./repeat-visit";

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
