import { describe, expect, it } from "vitest";
import { displayPrice, formatPrice } from "~/lib/catalog/price";

const range = (regular: number, final: number, max?: number) => ({
  minimum_price: {
    regular_price: { value: regular, currency: "THB" },
    final_price: { value: final, currency: "THB" },
    discount: { percent_off: ((regular - final) / regular) * 100 },
  },
  maximum_price: { regular_price: { value: max ?? regular, currency: "THB" }, final_price: { value: max ?? final, currency: "THB" } },
});

describe("prices", () => {
  it("formats THB with the baht sign and two fraction digits in Thai and English", () => {
    expect(formatPrice(1290, "THB", "th-TH")).toBe("฿1,290.00");
    expect(formatPrice(1290, "THB", "en-US")).toBe("฿1,290.00");
    expect(formatPrice(59.5, "THB", "th-TH")).toBe("฿59.50");
    expect(formatPrice(0, "THB", "en-US")).toBe("฿0.00");
  });

  it("writes other display currencies with their own symbol and fraction digits in the store's locale", () => {
    expect(formatPrice(35.7, "USD", "th-TH")).toBe("$35.70");
    expect(formatPrice(35.7, "USD", "en-US")).toBe("$35.70");
    expect(formatPrice(1290.5, "EUR", "en-US")).toBe("€1,290.50");
    expect(formatPrice(5420, "JPY", "th-TH")).toBe("¥5,420");
  });

  it("follows the locale's separators", () => {
    expect(formatPrice(1290.5, "THB", "fr-FR").replace(/\s/g, " ")).toBe("1 290,50 ฿");
  });

  it("survives a locale Intl does not know", () => {
    expect(formatPrice(10, "THB", "xx_not-a-locale")).toBe("฿10.00");
  });

  it("shows the old price only when the shopper pays less", () => {
    const sale = displayPrice(range(1000, 800), "th-TH");
    expect(sale.final.formatted).toBe("฿800.00");
    expect(sale.regular?.formatted).toBe("฿1,000.00");
    expect(sale.percentOff).toBe(20);
    const plain = displayPrice(range(1000, 1000), "th-TH");
    expect(plain.regular).toBeNull();
    expect(plain.percentOff).toBeNull();
  });

  it("notes a price range when variants cost different amounts", () => {
    expect(displayPrice(range(500, 500, 750), "en-US").maximum?.formatted).toBe("฿750.00");
    expect(displayPrice(range(500, 500), "en-US").maximum).toBeNull();
  });
});
