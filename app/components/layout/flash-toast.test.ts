import { describe, expect, it, vi } from "vitest";
import { flashToast } from "~/components/layout/flash-toast";
import { createToastStore } from "~/lib/toasts/toast-store";

const catalogue: Record<string, string> = {
  "cart.added": "Added {{name}} to your cart.",
  "wishlist.signIn": "Please sign-in to your Account to save items for later.",
  "header.signIn": "Sign In",
  "cart.errors.failed": "Could not add the item.",
};
const t = (key: string, values: Record<string, string | number> = {}) =>
  (catalogue[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe("a server flash as a toast", () => {
  it("carries the translated message and type, and the default timeout", () => {
    const toast = flashToast({ type: "success", key: "cart.added", values: { name: "Batik sarong" } }, t, vi.fn());
    expect(toast).toEqual({ type: "success", message: "Added Batik sarong to your cart." });
    expect(createToastStore().add(toast)).toMatch(/^[0-9a-f]{8}$/);
  });

  it("turns the flash's link into the toast's action, which navigates there", () => {
    const navigate = vi.fn();
    const toast = flashToast({ type: "info", key: "wishlist.signIn", link: { href: "/en/sign-in", key: "header.signIn" } }, t, navigate);
    expect(toast.actionText).toBe("Sign In");
    const store = createToastStore();
    store.action(store.add(toast));
    expect(navigate).toHaveBeenCalledWith("/en/sign-in");
  });

  it("keeps an error until the shopper dismisses it", () => {
    vi.useFakeTimers();
    try {
      const store = createToastStore();
      store.add(flashToast({ type: "error", key: "cart.errors.failed" }, t, vi.fn()));
      vi.advanceTimersByTime(60_000);
      expect(store.list().map((toast) => toast.message)).toEqual(["Could not add the item."]);
      expect(store.list()[0]?.dismissable).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
