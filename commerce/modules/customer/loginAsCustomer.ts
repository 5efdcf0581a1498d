/**
 * Login as Customer (Magento_LoginAsCustomer, _LoginAsCustomerGraphQl, _LoginAsCustomerAssistance):
 * an integration asks for a customer's token by email (generateCustomerTokenAsAdmin), the way the
 * storefront signs in a shopper whose social identity it has verified; and the customer's "Allow
 * remote shopping assistance" choice. As in Magento 2.4's GraphQL resolver, the token needs Login as
 * Customer enabled (`login_as_customer/general/enabled`) and an existing account in the store view's
 * website; the customer's assistance choice is shown and kept but, as there, not checked (Magento
 * checks it only for the admin panel's "Login as Customer" button).
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { loginAsCustomerAssistanceAllowed } from "../../db/schema";
import { authorizationError, inputError } from "../../lib/errors";
import type { StoreView } from "../store";
import { findRowByEmail } from "./accounts";
import { CUSTOMER_MESSAGES } from "./messages";
import { issueToken } from "./signIn";
import type { CustomerDependencies } from "./types";

/** A customer token for the account with this email, for an integration (the caller checks that). */
export async function tokenAsAdmin(deps: CustomerDependencies, store: StoreView, email: string): Promise<string> {
  if (!email?.trim()) throw inputError(CUSTOMER_MESSAGES.customerEmailRequired);
  const enabled = await deps.config.getValue("login_as_customer/general/enabled", { storeId: store.id, websiteId: store.websiteId });
  if (enabled !== "1") throw authorizationError(CUSTOMER_MESSAGES.loginAsCustomerDisabled);
  const row = await findRowByEmail(deps.db, email, store.websiteId);
  if (!row) throw inputError(CUSTOMER_MESSAGES.customerEmailUnknown);
  return issueToken(deps, store, row.entityId);
}

/** Whether the customer allows remote shopping assistance (a row in Magento's table). */
export async function remoteAssistanceAllowed(db: Database, customerId: number): Promise<boolean> {
  const [row] = await db.select().from(loginAsCustomerAssistanceAllowed).where(eq(loginAsCustomerAssistanceAllowed.customerId, customerId));
  return Boolean(row);
}

export async function setRemoteAssistance(db: Database, customerId: number, allowed: boolean): Promise<void> {
  if (allowed) await db.insert(loginAsCustomerAssistanceAllowed).values({ customerId }).onConflictDoNothing();
  else await db.delete(loginAsCustomerAssistanceAllowed).where(eq(loginAsCustomerAssistanceAllowed.customerId, customerId));
}
