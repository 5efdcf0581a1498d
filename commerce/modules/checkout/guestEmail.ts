/** The guest's email on the cart (Magento's setGuestEmailOnCart): the order confirmation goes there. */
import { eq } from "drizzle-orm";
import { quote } from "../../db/schema";
import { inputError } from "../../lib/errors";
import type { StoreView } from "../store";
import type { CheckoutDependencies } from "./types";

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function setGuestEmail({ carts }: CheckoutDependencies, store: StoreView, cartId: string, customerId: number | null, email: string): Promise<void> {
  const trimmed = (email ?? "").trim();
  if (!trimmed) throw inputError('Required parameter "email" is missing');
  if (!EMAIL_PATTERN.test(trimmed)) throw inputError("Invalid email format");
  await carts.withCart(store, cartId, customerId, async (tx, cart) => {
    if (cart.customerId !== null) throw inputError("The request is not allowed for logged in customers");
    await tx.update(quote).set({ customerEmail: trimmed, updatedAt: new Date() }).where(eq(quote.entityId, cart.entityId));
  });
}
