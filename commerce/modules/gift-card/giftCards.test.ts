import { describe, expect, it } from "vitest";
import { applyGiftCards } from "./giftCards";

describe("gift cards", () => {
  it("pay in the order given until nothing is left to pay", () => {
    expect(applyGiftCards(840, [{ code: "A", balance: 300 }, { code: "B", balance: 1000 }])).toEqual([
      { code: "A", applied: 300, remaining: 0 },
      { code: "B", applied: 540, remaining: 460 },
    ]);
  });

  it("pay nothing from an empty (or unusable) card and nothing of a zero total", () => {
    expect(applyGiftCards(100, [{ code: "EMPTY", balance: 0 }])).toEqual([{ code: "EMPTY", applied: 0, remaining: 0 }]);
    expect(applyGiftCards(0, [{ code: "A", balance: 300 }])).toEqual([{ code: "A", applied: 0, remaining: 300 }]);
  });
});
