/**
 * Store credit on a customer's cart (Adobe Commerce's applyStoreCreditToCart /
 * removeStoreCreditFromCart): only a flag on the cart (`use_customer_balance`). What the credit pays
 * is worked out whenever totals are collected, after gift cards and never more than what is left,
 * and the balance is only debited when the order is placed.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { quote } from "../../db/schema";
import { authorizationError, inputError } from "../../lib/errors";
import { CUSTOMER_MESSAGES } from "../customer";
import { STORE_CREDIT_MESSAGES, storeCreditEnabled } from "../store-credit";
import type { StoreView } from "../store";
import type { QuoteRow } from "./types";

/** Marks the cart to be paid with the customer's store credit (as far as it goes). */
export async function useStoreCredit(tx: Database, store: StoreView, cart: QuoteRow): Promise<void> {
  if (cart.customerId === null) throw authorizationError(CUSTOMER_MESSAGES.notAuthorized);
  if (!(await storeCreditEnabled(tx, store))) throw inputError(STORE_CREDIT_MESSAGES.disabled);
  await tx.update(quote).set({ useCustomerBalance: true, updatedAt: new Date() }).where(eq(quote.entityId, cart.entityId));
}

/** Stops paying the cart with store credit. */
export async function stopUsingStoreCredit(tx: Database, cart: QuoteRow): Promise<void> {
  if (cart.customerId === null) throw authorizationError(CUSTOMER_MESSAGES.notAuthorized);
  await tx.update(quote).set({ useCustomerBalance: false, updatedAt: new Date() }).where(eq(quote.entityId, cart.entityId));
}
