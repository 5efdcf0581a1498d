import { describe, expect, it } from "vitest";
import { splitStockErrors, stockErrorKind, toleratingStockErrors } from "~/lib/cart/stock-messages";
import { MagentoGraphQLError } from "~/lib/magento/errors";

describe("stock messages (spec §8)", () => {
  it("sorts the three non-fatal messages into out of stock and not enough", () => {
    expect(stockErrorKind("Some of the products are out of stock.")).toBe("outOfStock");
    expect(stockErrorKind("There are no source items with the in stock status")).toBe("outOfStock");
    expect(stockErrorKind("The requested qty is not available")).toBe("notEnough");
    expect(stockErrorKind("The coupon code isn't valid.")).toBeNull();
  });

  it("drops them from the errors and remembers the line their path names", () => {
    const { notices, others } = splitStockErrors([
      { message: "The requested qty is not available", path: ["cart", "items", 2, "prices"] },
      { message: "Some of the products are out of stock." },
      { message: "Internal server error" },
    ]);
    expect(notices).toEqual([
      { kind: "notEnough", message: "The requested qty is not available", lineIndex: 2 },
      { kind: "outOfStock", message: "Some of the products are out of stock.", lineIndex: null },
    ]);
    expect(others).toEqual([{ message: "Internal server error" }]);
  });

  it("lets a call with only stock errors and data succeed, and throws anything else", async () => {
    const cart = { cart: { id: "c1" } };
    const stockOnly = new MagentoGraphQLError([{ message: "Some of the products are out of stock." }], cart);
    await expect(toleratingStockErrors(() => Promise.reject(stockOnly))).resolves.toEqual({
      data: cart,
      notices: [{ kind: "outOfStock", message: "Some of the products are out of stock.", lineIndex: null }],
    });
    const mixed = new MagentoGraphQLError([{ message: "Some of the products are out of stock." }, { message: "boom" }], cart);
    await expect(toleratingStockErrors(() => Promise.reject(mixed))).rejects.toBe(mixed);
    const noData = new MagentoGraphQLError([{ message: "The requested qty is not available" }], null);
    await expect(toleratingStockErrors(() => Promise.reject(noData))).rejects.toBe(noData);
  });
});
