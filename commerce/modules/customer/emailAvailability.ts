/**
 * isEmailAvailable (Magento 2.4.7+): whether an email can be used for a new account in the store
 * view's website. Magento answers the truth only when `checkout/options/enable_guest_checkout_login`
 * is on (default off: it then always answers true, so the query cannot be used to find out who has
 * an account); the demo shop turns it on, as social sign-in needs the real answer.
 */
import type { Database } from "../../db/connect";
import { inputError } from "../../lib/errors";
import type { ConfigReader, StoreView } from "../store";
import { findRowByEmail, isEmail } from "./accounts";
import { CUSTOMER_MESSAGES } from "./messages";

export async function isEmailAvailable(db: Database, config: ConfigReader, store: StoreView, email: string): Promise<boolean> {
  const address = (email ?? "").trim();
  if (!address) throw inputError(CUSTOMER_MESSAGES.emailMustBeSpecified);
  if (!isEmail(address)) throw inputError(CUSTOMER_MESSAGES.emailIsInvalid);
  const tells = await config.getValue("checkout/options/enable_guest_checkout_login", { storeId: store.id, websiteId: store.websiteId });
  if (tells !== "1") return true;
  return !(await findRowByEmail(db, address, store.websiteId));
}
