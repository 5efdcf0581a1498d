import { money } from "~/lib/catalog/price";
import type { MagentoClient } from "~/lib/magento/client.server";
import { BackendTimeoutError, BackendUnavailableError, MagentoGraphQLError } from "~/lib/magento/errors";
import { graphql } from "~/lib/magento/generated";
import type { CheckoutStoreCredit } from "~/lib/store-credit/types";

export type { CheckoutStoreCredit };

/**
 * Store credit at checkout (signed-in customers): what the customer has and what it pays of the
 * cart (`Cart.applied_store_credit`), and the payment step's "Use store credit" form
 * (`applyStoreCreditToCart` / `removeStoreCreditFromCart`). The backend works out what the credit
 * pays (after gift cards, never more than the total) and debits it when the order is placed.
 */

export type StoreCreditIntent = "store-credit-apply" | "store-credit-remove";

export function storeCreditIntentOf(value: FormDataEntryValue | null): StoreCreditIntent | null {
  return value === "store-credit-apply" || value === "store-credit-remove" ? value : null;
}

/** The cart's store credit; null when store credit is off or the backend has none (Magento Open Source). */
export async function loadCheckoutStoreCredit(client: MagentoClient, cartId: string, locale: string): Promise<CheckoutStoreCredit | null> {
  // Balances change with every order: asked fresh (POST), never from a cache.
  const data = await client.mutate(CartStoreCreditQuery, { cartId });
  const credit = data.cart?.applied_store_credit;
  if (!credit?.enabled || !credit.current_balance) return null;
  const applied = money(credit.applied_balance?.value ?? 0, credit.applied_balance?.currency ?? credit.current_balance.currency, locale);
  return { available: money(credit.current_balance.value, credit.current_balance.currency, locale), applied, used: applied.value > 0 };
}

export type StoreCreditWrite = { ok: true } | { ok: false; reason: "signed-out" | "failed" };

/** Uses (or stops using) the customer's store credit on the cart. */
export async function setCheckoutStoreCredit(client: MagentoClient, cartId: string, intent: StoreCreditIntent): Promise<StoreCreditWrite> {
  try {
    if (intent === "store-credit-apply") await client.mutate(ApplyStoreCreditMutation, { cartId });
    else await client.mutate(RemoveStoreCreditMutation, { cartId });
    return { ok: true };
  } catch (error) {
    if (error instanceof BackendUnavailableError || error instanceof BackendTimeoutError) return { ok: false, reason: "failed" };
    if (!(error instanceof MagentoGraphQLError)) throw error;
    return { ok: false, reason: /isn't authorized/i.test(error.message) ? "signed-out" : "failed" };
  }
}

const CartStoreCreditQuery = graphql(`
  query CartStoreCredit($cartId: String!) {
    cart(cart_id: $cartId) {
      applied_store_credit {
        enabled
        applied_balance {
          ...MoneyFields
        }
        current_balance {
          ...MoneyFields
        }
      }
    }
  }
`);

const ApplyStoreCreditMutation = graphql(`
  mutation ApplyStoreCreditToCart($cartId: String!) {
    applyStoreCreditToCart(input: { cart_id: $cartId }) {
      cart {
        id
      }
    }
  }
`);

const RemoveStoreCreditMutation = graphql(`
  mutation RemoveStoreCreditFromCart($cartId: String!) {
    removeStoreCreditFromCart(input: { cart_id: $cartId }) {
      cart {
        id
      }
    }
  }
`);
