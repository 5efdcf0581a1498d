/**
 * Placing the order of a cart (Magento's placeOrder and REST payment-information). One transaction
 * holding the cart's row lock (`carts.withCart`): the cart is checked as Magento's QuoteValidator
 * checks it, gift cards and the coupon are taken, stock is taken, store credit debited, a card
 * charged through the sandbox gateway, the order written, the cart deactivated and the confirmation
 * email enqueued: all or nothing. Inside it only the transaction is queried (PGlite has one
 * connection): settings are read before it starts.
 *
 * A second placement from the same cart answers the order the first one made; one in flight in
 * this process is waited for.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { quote, quotePayment } from "../../db/schema";
import { inputError, MagentoGraphQLError } from "../../lib/errors";
import type { CartTotals, QuoteRow } from "../cart";
import { type AddressSettings, checkAddress, readAddressSettings } from "../customer";
import { debitGiftCard } from "../gift-card";
import { findOrderNumberForCart, nextOrderNumber, renderOrderEmail, StockShortageError, takeStock, writeOrder } from "../sales";
import { countCouponUse } from "../salesrule";
import { changeBalance, STORE_CREDIT_MESSAGES } from "../store-credit";
import type { StoreView } from "../store";
import { VAULT_METHOD_CODE } from "../vault";
import { productTag } from "../../lib/cacheTags";
import { chargeCard } from "./cardPayment";
import { readState, saveAddress, savePayment } from "./cartState";
import { PaymentDeclinedError, PlaceOrderError } from "./errors";
import { EMAIL_PATTERN } from "./guestEmail";
import { isPaymentMethodCode, paymentMethodTitles } from "./payments";
import type { CheckoutDependencies, CheckoutState, PlaceOrderOptions } from "./types";

type PaymentTitles = Awaited<ReturnType<typeof paymentMethodTitles>>;
type PlaceOrder = (store: StoreView, cartId: string, customerId: number | null, options?: PlaceOrderOptions) => Promise<{ number: string }>;

/** `placeOrder` for one engine: placements in flight per cart in this process, so a double submit waits for the first. */
export function createOrderPlacement(deps: CheckoutDependencies): PlaceOrder {
  const placing = new Map<string, Promise<{ number: string }>>();
  return (store, cartId, customerId, options = {}) => {
    const key = `${customerId ?? "guest"}:${cartId}`;
    const running = placing.get(key);
    if (running) return running.catch(() => place(deps, store, cartId, customerId, options));
    const attempt = place(deps, store, cartId, customerId, options).finally(() => placing.delete(key));
    placing.set(key, attempt);
    return attempt;
  };
}

/** The order the cart became, if it already did (checked for the same shopper). */
async function existingOrder(db: Database, cartId: string, customerId: number | null): Promise<{ number: string } | null> {
  const found = await findOrderNumberForCart(db, cartId);
  if (!found || (found.customerId ?? null) !== customerId) return null;
  return { number: found.number };
}

async function place(deps: CheckoutDependencies, store: StoreView, cartId: string, customerId: number | null, options: PlaceOrderOptions): Promise<{ number: string }> {
  const { db, config, carts, outbox } = deps;
  const before = await existingOrder(db, cartId, customerId);
  if (before) return before;

  // Everything read through `db` or the config cache comes before the transaction.
  const scope = { storeId: store.id, websiteId: store.websiteId };
  const addressSettings = await readAddressSettings(config, store);
  const titles = await paymentMethodTitles(config, store);
  const settings = await config.getValues(["general/locale/code", "trans_email/ident_sales/name", "currency/options/base"], scope);
  const locale = settings.get("general/locale/code") ?? "en_US";
  // Charged and stored in the base currency; the display currency and its rate are recorded (Magento's order_currency_code, base_to_order_rate).
  const base = settings.get("currency/options/base") ?? "THB";
  const currency = options.currency ?? { code: base, base, rate: 1 };
  const shopName = settings.get("trans_email/ident_sales/name") ?? store.name;
  const shopUrl = `${await deps.emailLinkBase(store)}${store.code}`;
  const gateway = deps.gateway();
  const vault = deps.vault?.();

  let number: string;
  let soldOut: number[] = [];
  try {
    number = await carts.withCart(store, cartId, customerId, async (tx, row) => {
      const cart = await applyChoicesMadeWithTheOrder(tx, row, options, addressSettings);
      const state = await readState(tx, cart);
      const totals = await carts.collectTotals(tx, store, cart);
      const order = checkOrderable(cart, customerId, state, totals, titles, vault !== undefined);

      // Gift cards and the coupon are taken first: if a balance or the coupon ran out in
      // another order meanwhile, nothing is charged.
      await redeemGiftCardsAndCoupon(tx, cart, totals);
      try {
        soldOut = await takeStock(tx, totals.lines);
      } catch (error) {
        if (error instanceof StockShortageError) throw new PlaceOrderError("Some of the products are out of stock.", "UNABLE_TO_PLACE_ORDER");
        throw error;
      }

      const shippingDescription = `${order.rate.carrierTitle} - ${order.rate.methodTitle}`;
      const orderNumber = await nextOrderNumber(tx, store.id);
      // Store credit: one conditional debit, so credit spent meanwhile by another order fails this one.
      if (customerId !== null && totals.storeCredit.applied > 0) {
        const left = await changeBalance(tx, { customerId, websiteId: store.websiteId, delta: -totals.storeCredit.applied, action: "used", info: `Order #${orderNumber}` });
        if (left === null) throw new PlaceOrderError(STORE_CREDIT_MESSAGES.notEnough, "UNABLE_TO_PLACE_ORDER");
      }
      const { card, comment } = await chargeCard(tx, { method: order.method, payment: state.payment, customerId, amount: totals.grandTotal, orderNumber, gateway, vault });

      const written = await writeOrder(tx, {
        number: orderNumber,
        storeId: store.id,
        quoteId: cart.entityId,
        customerId,
        email: order.email,
        state: card ? "processing" : "new",
        status: card ? "processing" : "pending",
        couponCode: totals.discounts.length ? cart.couponCode : null,
        shippingMethod: `${order.rate.carrierCode}_${order.rate.methodCode}`,
        shippingDescription,
        totals,
        currency,
        shippingAddress: order.shippingAddress,
        billingAddress: order.billingAddress,
        payment: { method: order.method, title: order.methodTitle, card },
        comment,
      });
      await tx.update(quote).set({ isActive: false, updatedAt: new Date() }).where(eq(quote.entityId, cart.entityId));
      // The one-time card token is of no use any more; keep no copy of it.
      await tx.update(quotePayment).set({ additionalInformation: null }).where(eq(quotePayment.quoteId, cart.entityId));

      const mail = renderOrderEmail({
        locale,
        shopName,
        number: written.number,
        email: order.email,
        totals,
        currency,
        shippingAddress: order.shippingAddress,
        billingAddress: order.billingAddress,
        shippingDescription,
        paymentTitle: order.methodTitle,
        shopUrl,
        // A customer's order has its own page in the account; a guest gets the shop.
        orderUrl: customerId === null ? null : `${shopUrl}/order-history/${encodeURIComponent(written.number)}`,
      });
      await outbox.enqueue(tx, { template: "sales_email_order_template", storeId: store.id, recipient: order.email, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
      return written.number;
    });
  } catch (error) {
    // A placement that waited for another one on the same cart finds the cart inactive: the
    // other one made the order, and that is the answer.
    if (error instanceof MagentoGraphQLError && error.message === "The cart isn't active.") {
      const after = await existingOrder(db, cartId, customerId);
      if (after) return after;
    }
    if (error instanceof PaymentDeclinedError && error.reason === "token_used") {
      const after = await existingOrder(db, cartId, customerId);
      if (after) return after;
    }
    throw error;
  }
  void outbox.deliverPending();
  if (soldOut.length) deps.cacheTagsChanged?.(soldOut.map(productTag));
  return { number };
}

/** REST's payment-information sends the guest email, the billing address and the payment with the order. */
async function applyChoicesMadeWithTheOrder(tx: Database, cart: QuoteRow, options: PlaceOrderOptions, addressSettings: AddressSettings): Promise<QuoteRow> {
  if (options.email !== undefined && options.email !== null) {
    const email = options.email.trim();
    if (!EMAIL_PATTERN.test(email)) throw inputError("Invalid email format");
    await tx.update(quote).set({ customerEmail: email }).where(eq(quote.entityId, cart.entityId));
    cart = { ...cart, customerEmail: email };
  }
  if (options.billingAddress) {
    await saveAddress(tx, cart, "billing", await checkAddress(tx, addressSettings, options.billingAddress));
  }
  if (options.payment) {
    if (!isPaymentMethodCode(options.payment.method)) throw new PlaceOrderError("The requested Payment Method is not available.", "UNABLE_TO_PLACE_ORDER");
    await savePayment(tx, cart, options.payment.method, options.payment.nonce ?? null, options.payment);
  }
  return cart;
}

/**
 * The cart can become an order as it is (Magento's QuoteValidator, its messages and order of
 * checks): an email, lines without stock problems, a shipping address and method, a billing
 * address and a payment method the cart may be paid with.
 */
function checkOrderable(cart: QuoteRow, customerId: number | null, state: CheckoutState, totals: CartTotals, titles: PaymentTitles, hasVault: boolean) {
  const email = cart.customerEmail;
  if (customerId === null && !email) throw new PlaceOrderError("Guest email for cart is missing.", "GUEST_EMAIL_MISSING");
  if (totals.lines.length === 0) throw new PlaceOrderError("A server error stopped your order from being placed. Please try to place your order again.", "UNABLE_TO_PLACE_ORDER");
  if (totals.hasStockErrors) throw new PlaceOrderError("Some of the products are out of stock.", "UNABLE_TO_PLACE_ORDER");
  if (!state.shipping) throw new PlaceOrderError("Some addresses can't be used due to the configurations for specific countries.", "UNABLE_TO_PLACE_ORDER");
  if (!state.shipping.shippingMethod || !totals.shipping) {
    throw new PlaceOrderError("The shipping method is missing. Select the shipping method and try again.", "UNABLE_TO_PLACE_ORDER");
  }
  if (!state.billing) throw new PlaceOrderError("Please check the billing address information.", "UNABLE_TO_PLACE_ORDER");
  const method = state.payment?.method ?? "";
  const methodInfo = isPaymentMethodCode(method) ? titles.get(method) : undefined;
  const payable =
    isPaymentMethodCode(method) &&
    methodInfo?.active &&
    (method === "free" ? totals.grandTotal <= 0 : totals.grandTotal > 0) &&
    (method !== VAULT_METHOD_CODE || (customerId !== null && hasVault));
  if (!payable || !methodInfo) throw new PlaceOrderError("Enter a valid payment method and try again.", "UNABLE_TO_PLACE_ORDER");
  return {
    email: email!,
    rate: totals.shipping,
    shippingAddress: state.shipping,
    billingAddress: state.billing,
    method,
    methodTitle: methodInfo.title,
  };
}

/** Debits the gift cards and counts the coupon's use; either running out fails the order. */
async function redeemGiftCardsAndCoupon(tx: Database, cart: QuoteRow, totals: CartTotals): Promise<void> {
  for (const card of totals.giftCards) {
    if (card.applied <= 0) continue;
    if (!(await debitGiftCard(tx, card.code, card.applied))) throw new PlaceOrderError(`Gift card "${card.code}" does not have enough balance.`, "UNABLE_TO_PLACE_ORDER");
  }
  if (cart.couponCode && totals.discounts.length > 0) {
    if (!(await countCouponUse(tx, cart.couponCode))) throw new PlaceOrderError("The coupon code isn't valid. Verify the code and try again.", "UNABLE_TO_PLACE_ORDER");
  }
}
