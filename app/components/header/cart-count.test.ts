import { describe, expect, it } from "vitest";
import { cartCountBadge } from "~/components/header/cart-count";

describe("cartCountBadge", () => {
  it("shows counts up to 99 and caps above", () => {
    expect(cartCountBadge(0)).toBe("");
    expect(cartCountBadge(1)).toBe("1");
    expect(cartCountBadge(99)).toBe("99");
    expect(cartCountBadge(100)).toBe("99+");
    expect(cartCountBadge(Number.NaN)).toBe("");
  });
});
