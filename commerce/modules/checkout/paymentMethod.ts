/**
 * The payment method (Magento's setPaymentMethodOnCart) and the methods a cart may be paid with:
 * `free` exactly when nothing is left to pay, a saved card (`sandbox_card_vault`) for customers only.
 */
import { inputError, noSuchEntityError } from "../../lib/errors";
import type { QuoteRow } from "../cart";
import type { StoreView } from "../store";
import { tokenNotFoundMessage, VAULT_METHOD_CODE } from "../vault";
import { readState, savePayment } from "./cartState";
import { availablePaymentMethods, isPaymentMethodCode, paymentMethodTitles, selectablePaymentMethods, type PaymentMethodInfo } from "./payments";
import type { CardChoice, CheckoutDependencies } from "./types";

type PaymentTitles = Awaited<ReturnType<typeof paymentMethodTitles>>;

/** Refuses a method the cart may not be paid with now, with Magento's message. */
function checkPaymentMethod(deps: CheckoutDependencies, titles: PaymentTitles, code: string, grandTotal: number, customerId: number | null): void {
  if (code === VAULT_METHOD_CODE) {
    if (customerId === null || !deps.vault?.() || !titles.get(VAULT_METHOD_CODE)?.active || grandTotal <= 0) throw inputError("The requested Payment Method is not available.");
    return;
  }
  if (!isPaymentMethodCode(code) || !selectablePaymentMethods(titles, grandTotal).some((method) => method.code === code)) {
    throw inputError("The requested Payment Method is not available.");
  }
}

export async function setPaymentMethod(
  deps: CheckoutDependencies,
  store: StoreView,
  cartId: string,
  customerId: number | null,
  code: string,
  nonce?: string | null,
  card: CardChoice = {},
): Promise<void> {
  const { carts, config } = deps;
  const titles = await paymentMethodTitles(config, store);
  await carts.withCart(store, cartId, customerId, async (tx, cart) => {
    const state = await readState(tx, cart);
    if (!state.shipping) throw inputError("The shipping address is missing. Set the address and try again.");
    const totals = await carts.collectTotals(tx, store, cart);
    checkPaymentMethod(deps, titles, code, totals.grandTotal, customerId);
    if (code === VAULT_METHOD_CODE && card.publicHash && customerId !== null && !(await deps.vault?.()?.find(customerId, card.publicHash, tx))) {
      throw noSuchEntityError(tokenNotFoundMessage(card.publicHash));
    }
    await savePayment(tx, cart, code, nonce ?? null, card);
  });
}

/** The methods the cart may be paid with as it is now. */
export async function paymentMethods({ db, carts, config }: CheckoutDependencies, store: StoreView, cart: QuoteRow): Promise<PaymentMethodInfo[]> {
  const totals = await carts.collectTotals(db, store, cart);
  return availablePaymentMethods(config, store, totals.grandTotal);
}

/** A method's title in the store view (the code itself for a method the shop does not know). */
export async function paymentTitle({ config }: CheckoutDependencies, store: StoreView, code: string): Promise<string> {
  return isPaymentMethodCode(code) ? (await paymentMethodTitles(config, store)).get(code)!.title : code;
}
