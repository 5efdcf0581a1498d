import type { ShopperSession } from "~/lib/shop/shopper-session.server";

/**
 * The shopper's cart as the session knows it: the one place that reads or writes the cart id. The
 * backend holds the cart itself; the storefront only remembers which one is the shopper's.
 */
export interface ShopperCart {
  /** The backend's id of the shopper's cart; undefined before anything was added. */
  readonly id: string | undefined;
  /** From now on `id` is the shopper's cart (a new one, or the customer's after signing in). */
  keep(id: string): void;
  /** The shopper has no cart any more (ordered, or the backend no longer knows it). */
  forget(): void;
}

export function shopperCart(session: ShopperSession): ShopperCart {
  return {
    get id() {
      return session.get("cartId");
    },
    keep(id) {
      if (session.get("cartId") !== id) session.set("cartId", id);
    },
    forget() {
      session.unset("cartId");
    },
  };
}
