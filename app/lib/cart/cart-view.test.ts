import { describe, expect, it } from "vitest";
import { toCartView, type CartSource } from "~/lib/cart/cart-view";

const thb = (value: number) => ({ value, currency: "THB" });

function cartWith(items: CartSource["items"]): CartSource {
  return {
    id: "cart-1",
    total_quantity: 3,
    applied_coupons: [{ code: "WELCOME10" }],
    applied_gift_cards: [{ code: "GIFT-300-THAI", applied_balance: thb(300), current_balance: thb(300) }],
    items,
    prices: {
      subtotal_including_tax: thb(1070),
      subtotal_excluding_tax: thb(1000),
      discounts: [{ label: "WELCOME10", amount: thb(107) }],
      applied_taxes: [{ label: "VAT 7%", amount: thb(63) }],
      grand_total: thb(663),
    },
  };
}

const item = (uid: string, extra: Record<string, unknown> = {}) => ({
  uid,
  quantity: 1,
  is_available: true,
  product: { sku: `SKU-${uid}`, name: `Product ${uid}`, url_key: `p-${uid}`, url_suffix: ".html", stock_status: "IN_STOCK", small_image: null },
  prices: { price_including_tax: thb(535), row_total_including_tax: thb(535) },
  ...extra,
});

describe("toCartView", () => {
  it("formats every amount in the store's locale and keeps coupon, gift cards and VAT", () => {
    const view = toCartView(cartWith([item("a")]), { storeCode: "en", locale: "en-US" });
    expect(view.prices?.subtotalInclTax.formatted).toBe("฿1,070.00");
    expect(view.prices?.tax).toEqual([{ label: "VAT 7%", amount: { value: 63, currency: "THB", formatted: "฿63.00" } }]);
    expect(view.prices?.giftCards[0]).toMatchObject({ code: "GIFT-300-THAI", applied: { formatted: "฿300.00" } });
    expect(view.coupon).toBe("WELCOME10");
    expect(view.items[0]).toMatchObject({ name: "Product a", productPath: "/en/p-a.html", price: { formatted: "฿535.00" } });
  });

  it("says what a gift card pays on this cart and what it keeps, not its whole balance", () => {
    // Magento's current_balance is the card's balance today; this cart takes ฿300 of ฿1,000.
    const source = { ...cartWith([item("a")]), applied_gift_cards: [{ code: "GIFT-1000-THAI", applied_balance: thb(300), current_balance: thb(1000) }] };
    const view = toCartView(source, { storeCode: "en", locale: "en-US" });
    expect(view.prices?.giftCards).toEqual([
      { code: "GIFT-1000-THAI", applied: { value: 300, currency: "THB", formatted: "฿300.00" }, remaining: { value: 700, currency: "THB", formatted: "฿700.00" } },
    ]);
    const usedUp = toCartView(cartWith([item("a")]), { storeCode: "en", locale: "en-US" });
    expect(usedUp.prices?.giftCards[0]?.remaining.value).toBe(0);
  });

  it("shows no amounts at all for an empty cart", () => {
    expect(toCartView(cartWith([]), { storeCode: "th", locale: "th-TH" }).prices).toBeNull();
  });

  it("marks the lines with stock problems and holds checkout back", () => {
    const view = toCartView(
      cartWith([
        item("ok"),
        item("gone", { product: { ...item("gone").product, stock_status: "OUT_OF_STOCK" } }),
        item("few", { is_available: false, not_available_message: "The requested qty is not available" }),
        item("path"),
      ]),
      { storeCode: "th", locale: "th-TH", notices: [{ kind: "notEnough", message: "The requested qty is not available", lineIndex: 3 }] },
    );
    expect(view.items.map((line) => line.stockError?.kind ?? null)).toEqual([null, "outOfStock", "notEnough", "notEnough"]);
    expect(view.hasStockErrors).toBe(true);
  });

  it("shows a configurable line's chosen options and the variant's sku", () => {
    const view = toCartView(
      cartWith([
        item("c", {
          configurable_options: [{ option_label: "Colour", value_label: "Indigo" }],
          configured_variant: { sku: "SHIRT-INDIGO-M", stock_status: "IN_STOCK", small_image: { url: "https://m/x.jpg", label: "" } },
        }),
      ]),
      { storeCode: "th", locale: "th-TH" },
    );
    expect(view.items[0]).toMatchObject({ sku: "SHIRT-INDIGO-M", options: [{ label: "Colour", value: "Indigo" }], image: { url: "https://m/x.jpg" } });
  });
});
