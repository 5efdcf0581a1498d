import { describe, expect, it } from "vitest";
import { optimisticCartCount } from "~/components/cart/optimistic-count";

const add = (quantity: string, state: "submitting" | "loading" | "idle" = "submitting", formAction = "/th/cart") => {
  const formData = new FormData();
  formData.set("intent", "add");
  formData.set("quantity", quantity);
  return { state, formData, formAction };
};

describe("optimisticCartCount", () => {
  it("counts adds on their way to this cart in at once", () => {
    expect(optimisticCartCount(3, [add("2"), add("1")], "/th/cart")).toBe(6);
  });

  it("ignores finished adds, other forms and other stores' carts", () => {
    const remove = new FormData();
    remove.set("intent", "remove");
    expect(optimisticCartCount(3, [add("2", "idle"), add("2", "submitting", "/en/cart"), { state: "submitting", formData: remove, formAction: "/th/cart" }], "/th/cart")).toBe(3);
    expect(optimisticCartCount(3, [add("-4"), add("x")], "/th/cart")).toBe(3);
  });
});
