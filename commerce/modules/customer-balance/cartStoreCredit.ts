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
import { readSettings } from "../cart/settings";
import type { QuoteRow } from "../cart/types";
import { CUSTOMER_MESSAGES } from "../customer/customers";
import type { StoreView } from "../store/storeRegistry";
import { isSettingOn, STORE_CREDIT_ENABLED_PATH, STORE_CREDIT_MESSAGES } from "./balances";

/** Whether store credit is on in the store view (read through `db`, which may be a transaction). */
export async function storeCreditEnabled(db: Database, store: StoreView): Promise<boolean> {
  return isSettingOn((await readSettings(db, store, [STORE_CREDIT_ENABLED_PATH])).get(STORE_CREDIT_ENABLED_PATH));
}

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
