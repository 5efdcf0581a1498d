import { describe, expect, it } from "vitest";

import { addToCartBody } from "./cart";

describe("addToCartBody", () => {
  it("posts what the product page's Add to Cart form posts: intent, variant and parent SKUs, each option uid, quantity 1", () => {
    const body = new URLSearchParams(addToCartBody({ sku: "TS-RED-M", parentSku: "TS", selectedOptions: ["Y29uZmlndXJhYmxlLzkzLzQ5", "Y29uZmlndXJhYmxlLzE0NC8xNjc="] }));
    expect(body.get("intent")).toBe("add");
    expect(body.get("sku")).toBe("TS-RED-M");
    expect(body.get("parent_sku")).toBe("TS");
    expect(body.get("quantity")).toBe("1");
    expect(body.getAll("selected_options")).toEqual(["Y29uZmlndXJhYmxlLzkzLzQ5", "Y29uZmlndXJhYmxlLzE0NC8xNjc="]);
  });
});
