import { describe, expect, it } from "vitest";
import { createPriceFormatter } from "./priceFormat";

describe("createPriceFormatter", () => {
  it("formats baht with two decimals in both store views' locales", () => {
    expect(createPriceFormatter("THB", "th_TH")(1290)).toBe("฿1,290.00");
    expect(createPriceFormatter("THB", "en_US")(440.5)).toBe("฿440.50");
  });

  it("uses the shop's own currency symbol when one is set", () => {
    expect(createPriceFormatter("USD", "en_US", "US$")(12)).toBe("US$12.00");
  });
});
