/**
 * Guest checkout on a cart: email, shipping and billing addresses, shipping method, payment
 * method, and placing the order. Every write runs inside `carts.withCart` (one transaction holding
 * the cart's row lock), so steps of one cart never interleave. Inside it only the transaction is
 * queried (PGlite has one connection): settings are read before it starts.
 *
 * Placing an order checks the cart as Magento's QuoteValidator does, charges a card through the
 * sandbox gateway in the same transaction, writes the order, debits gift cards, counts the coupon
 * use, deactivates the cart and enqueues the confirmation email: all or nothing. A second placement
 * from the same cart answers the order the first one made.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { magentoGiftcardaccount, quote, quoteAddress, quotePayment, salesrule } from "../../db/schema";
import { inputError, MagentoGraphQLError, noSuchEntityError } from "../../lib/errors";
import type { CartService, CartTotals, QuoteRow, ShippingRate } from "../cart/carts";
import { changeBalance, STORE_CREDIT_MESSAGES } from "../store-credit/balances";
import type { Outbox } from "../email/outbox";
import { renderOrderEmail } from "../sales/orderEmail";
import { nextOrderNumber } from "../sales/orderNumber";
import { findOrderNumberForCart, writeOrder } from "../sales/orders";
import { StockShortageError, takeStock } from "../sales/stock";
import type { ConfigReader } from "../store/configReader";
import type { StoreView } from "../store/storeRegistry";
import { tokenNotFoundMessage, VAULT_METHOD_CODE, type VaultService } from "../vault/vault";
import { addressColumns, addressFromRow, checkAddress, readAddressSettings, type AddressInput, type AddressRecord } from "../customer/address";
import { availablePaymentMethods, isPaymentMethodCode, paymentMethodTitles, selectablePaymentMethods, type PaymentMethodInfo } from "./payments";

type PaymentTitles = Awaited<ReturnType<typeof paymentMethodTitles>>;

/** Magento's PlaceOrderErrorCodes. */
export type PlaceOrderErrorCode = "CART_NOT_FOUND" | "CART_NOT_ACTIVE" | "GUEST_EMAIL_MISSING" | "UNABLE_TO_PLACE_ORDER" | "UNDEFINED";

/** A cart that cannot become an order as it is; `message` is Magento's text without a prefix. */
export class PlaceOrderError extends MagentoGraphQLError {
  constructor(message: string, readonly code: PlaceOrderErrorCode) {
    super(message, "graphql-input");
  }
}

export type DeclineReason = "card_declined" | "insufficient_funds" | "token_invalid" | "token_expired" | "token_used" | "expired_card";

/** The card was not authorised: no order, the cart stays as it was. */
export class PaymentDeclinedError extends MagentoGraphQLError {
  constructor(readonly reason: DeclineReason) {
    super("Transaction has been declined. Please try again later.", "graphql-input");
  }
}

/** What checkout needs of the sandbox card gateway (`services.gateway`). */
export interface CardGateway {
  authorize(input: { token: string; amount: number; currency: "THB"; reference: string; keepCard?: boolean }, db?: Database): Promise<CardAuthorization>;
  /** A saved card's charge, by the reference the gateway gave when it kept the card. */
  authorizeKeptCard(input: { cardReference: string; amount: number; currency: "THB"; reference: string }, db?: Database): Promise<CardAuthorization>;
}

type CardAuthorization =
  | {
      status: "approved";
      chargeId: string;
      card: { brand: string; last4: string; expMonth: number; expYear: number };
      /** Present when the charge asked to keep the card. */
      keptCard?: { cardReference: string; brand: string; last4: string; expMonth: number; expYear: number };
    }
  | { status: "declined"; reason: DeclineReason };

export interface CartAddressView extends AddressRecord {
  id: number;
  sameAsShipping: boolean;
  /** "carrier_method" on the shipping address. */
  shippingMethod: string | null;
}

export interface CheckoutState {
  email: string | null;
  shipping: CartAddressView | null;
  /** With `same_as_shipping`, the shipping address's values. */
  billing: CartAddressView | null;
  payment: CartPayment | null;
}

/** The cart's payment: the method and what it needs (a card token, or a saved card's public hash). */
export interface CartPayment {
  method: string;
  nonce: string | null;
  /** `sandbox_card_vault`: the saved card to charge. */
  publicHash?: string | null;
  /** `sandbox_card` for a customer: keep the card once it is approved (`is_active_payment_token_enabler`). */
  saveCard?: boolean;
}

export interface BillingAddressInput {
  address?: AddressInput | null;
  sameAsShipping?: boolean | null;
  useForShipping?: boolean | null;
}

export interface PlaceOrderOptions {
  /** REST's payment-information: the method (and card token or saved card) chosen in the same call. */
  payment?: { method: string; nonce?: string | null; publicHash?: string | null; saveCard?: boolean };
  /** REST's guest email. */
  email?: string | null;
  billingAddress?: AddressInput | null;
}

export interface CheckoutService {
  setGuestEmail(store: StoreView, cartId: string, customerId: number | null, email: string): Promise<void>;
  setShippingAddress(store: StoreView, cartId: string, customerId: number | null, address: AddressInput): Promise<void>;
  setBillingAddress(store: StoreView, cartId: string, customerId: number | null, input: BillingAddressInput): Promise<void>;
  setShippingMethod(store: StoreView, cartId: string, customerId: number | null, carrierCode: string, methodCode: string): Promise<void>;
  setPaymentMethod(
    store: StoreView,
    cartId: string,
    customerId: number | null,
    code: string,
    nonce?: string | null,
    card?: { publicHash?: string | null; saveCard?: boolean },
  ): Promise<void>;
  /**
   * REST shipping-information: shipping address (+ billing) and method in one step; answers the
   * payment methods and totals that follow.
   */
  saveShippingInformation(
    store: StoreView,
    cartId: string,
    customerId: number | null,
    input: { shippingAddress: AddressInput; billingAddress?: AddressInput | null; carrierCode: string; methodCode: string },
  ): Promise<{ paymentMethods: PaymentMethodInfo[]; totals: CartTotals }>;
  /** Places the order; answers its number. Throws PlaceOrderError / PaymentDeclinedError / the cart's errors. */
  placeOrder(store: StoreView, cartId: string, customerId: number | null, options?: PlaceOrderOptions): Promise<{ number: string }>;
  /** Email, addresses and payment of a cart (read-only; `db` may be a transaction). */
  readState(db: Database, cart: QuoteRow): Promise<CheckoutState>;
  /** The shipping address's methods, cheapest first. */
  shippingMethods(store: StoreView, cart: QuoteRow): Promise<ShippingRate[]>;
  paymentMethods(store: StoreView, cart: QuoteRow): Promise<PaymentMethodInfo[]>;
  paymentTitle(store: StoreView, code: string): Promise<string>;
}

export interface CheckoutDependencies {
  db: Database;
  config: ConfigReader;
  carts: CartService;
  outbox: Outbox;
  /** The card gateway, when the engine has one. */
  gateway: () => CardGateway | undefined;
  /** Customers' saved cards, when the engine keeps them. */
  vault?: () => VaultService | undefined;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const sortRates = (rates: ShippingRate[]) => [...rates].sort((a, b) => a.amountInclTax - b.amountInclTax);

export function createCheckoutService(deps: CheckoutDependencies): CheckoutService {
  const { db, config, carts, outbox } = deps;
  /** Placements in flight per cart in this process: a double submit waits for the first. */
  const placing = new Map<string, Promise<{ number: string }>>();

  async function readState(conn: Database, cart: QuoteRow): Promise<CheckoutState> {
    const [addresses, payments] = await Promise.all([
      conn.select().from(quoteAddress).where(eq(quoteAddress.quoteId, cart.entityId)),
      conn.select().from(quotePayment).where(eq(quotePayment.quoteId, cart.entityId)),
    ]);
    const view = (row: (typeof addresses)[number]): CartAddressView => ({
      ...addressFromRow(row),
      id: row.addressId,
      sameAsShipping: row.sameAsShipping,
      shippingMethod: row.shippingMethod,
    });
    const shippingRow = addresses.find((a) => a.addressType === "shipping");
    const billingRow = addresses.find((a) => a.addressType === "billing");
    const shipping = shippingRow ? view(shippingRow) : null;
    let billing = billingRow ? view(billingRow) : null;
    if (billing?.sameAsShipping && shipping) billing = { ...shipping, id: billing.id, sameAsShipping: true, shippingMethod: null };
    const payment = payments[0];
    let additional: { payment_method_nonce?: string; public_hash?: string; is_active_payment_token_enabler?: boolean } = {};
    if (payment?.additionalInformation) {
      try {
        additional = JSON.parse(payment.additionalInformation) as typeof additional;
      } catch {
        additional = {};
      }
    }
    const cartPayment: CartPayment | null = payment
      ? {
          method: payment.method,
          nonce: additional.payment_method_nonce ?? null,
          publicHash: additional.public_hash ?? null,
          saveCard: additional.is_active_payment_token_enabler === true,
        }
      : null;
    return { email: cart.customerEmail, shipping, billing, payment: cartPayment };
  }

  async function saveAddress(tx: Database, cart: QuoteRow, type: "shipping" | "billing", record: AddressRecord, sameAsShipping = false): Promise<void> {
    const values = { ...addressColumns(record), sameAsShipping };
    await tx
      .insert(quoteAddress)
      .values({ quoteId: cart.entityId, addressType: type, ...values })
      .onConflictDoUpdate({ target: [quoteAddress.quoteId, quoteAddress.addressType], set: values });
    await tx.update(quote).set({ updatedAt: new Date() }).where(eq(quote.entityId, cart.entityId));
  }

  async function applyShippingMethod(tx: Database, store: StoreView, cart: QuoteRow, carrierCode: string, methodCode: string): Promise<void> {
    const state = await readState(tx, cart);
    if (!state.shipping) throw inputError("The shipping address is missing. Set the address and try again.");
    const rates = await carts.shippingRates(tx, store, cart);
    const rate = rates.find((r) => r.carrierCode === carrierCode && r.methodCode === methodCode);
    if (!rate) throw inputError(`Carrier with such method not found: ${carrierCode}, ${methodCode}`);
    await tx.update(quoteAddress).set({ shippingMethod: `${carrierCode}_${methodCode}` }).where(eq(quoteAddress.addressId, state.shipping.id));
  }

  async function savePayment(tx: Database, cart: QuoteRow, method: string, nonce: string | null, card: { publicHash?: string | null; saveCard?: boolean } = {}): Promise<void> {
    const details: Record<string, string | boolean> = {};
    if (nonce) details["payment_method_nonce"] = nonce;
    if (card.publicHash) details["public_hash"] = card.publicHash;
    // Only a customer's card can be saved (a guest has no vault).
    if (card.saveCard && cart.customerId !== null) details["is_active_payment_token_enabler"] = true;
    const additional = Object.keys(details).length ? JSON.stringify(details) : null;
    await tx
      .insert(quotePayment)
      .values({ quoteId: cart.entityId, method, additionalInformation: additional })
      .onConflictDoUpdate({ target: quotePayment.quoteId, set: { method, additionalInformation: additional } });
  }

  function checkPaymentMethod(titles: PaymentTitles, code: string, grandTotal: number, customerId: number | null): void {
    if (code === VAULT_METHOD_CODE) {
      if (customerId === null || !deps.vault?.() || !titles.get(VAULT_METHOD_CODE)?.active || grandTotal <= 0) throw inputError("The requested Payment Method is not available.");
      return;
    }
    if (!isPaymentMethodCode(code) || !selectablePaymentMethods(titles, grandTotal).some((method) => method.code === code)) {
      throw inputError("The requested Payment Method is not available.");
    }
  }

  /** The order the cart became, if it already did (checked for the same shopper). */
  async function existingOrder(cartId: string, customerId: number | null): Promise<{ number: string } | null> {
    const found = await findOrderNumberForCart(db, cartId);
    if (!found || (found.customerId ?? null) !== customerId) return null;
    return { number: found.number };
  }

  async function place(store: StoreView, cartId: string, customerId: number | null, options: PlaceOrderOptions): Promise<{ number: string }> {
    const before = await existingOrder(cartId, customerId);
    if (before) return before;

    // Everything read through `db` or the config cache comes before the transaction.
    const scope = { storeId: store.id, websiteId: store.websiteId };
    const addressSettings = await readAddressSettings(config, store);
    const titles = await paymentMethodTitles(config, store);
    const settings = await config.getValues(["general/locale/code", "trans_email/ident_sales/name"], scope);
    const locale = settings.get("general/locale/code") ?? "en_US";
    const shopName = settings.get("trans_email/ident_sales/name") ?? store.name;
    const gateway = deps.gateway();
    const vault = deps.vault?.();

    let number: string;
    try {
      number = await carts.withCart(store, cartId, customerId, async (tx, cart) => {
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

        const state = await readState(tx, cart);
        const totals = await carts.collectTotals(tx, store, cart);
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
          (method !== VAULT_METHOD_CODE || (customerId !== null && vault !== undefined));
        if (!payable || !methodInfo) throw new PlaceOrderError("Enter a valid payment method and try again.", "UNABLE_TO_PLACE_ORDER");

        // Gift cards and the coupon are taken first: if a balance or the coupon ran out in
        // another order meanwhile, nothing is charged.
        for (const card of totals.giftCards) {
          if (card.applied <= 0) continue;
          const debited = await tx
            .update(magentoGiftcardaccount)
            .set({ balance: sql`${magentoGiftcardaccount.balance} - ${card.applied}` })
            .where(and(sql`upper(${magentoGiftcardaccount.code}) = upper(${card.code})`, sql`${magentoGiftcardaccount.balance} >= ${card.applied}`))
            .returning({ id: magentoGiftcardaccount.giftcardaccountId });
          if (debited.length === 0) throw new PlaceOrderError(`Gift card "${card.code}" does not have enough balance.`, "UNABLE_TO_PLACE_ORDER");
        }
        if (cart.couponCode && totals.discounts.length > 0) {
          const counted = await tx
            .update(salesrule)
            .set({ timesUsed: sql`${salesrule.timesUsed} + 1` })
            .where(and(sql`lower(${salesrule.couponCode}) = lower(${cart.couponCode})`, sql`(${salesrule.usesPerCoupon} is null or ${salesrule.timesUsed} < ${salesrule.usesPerCoupon})`))
            .returning({ id: salesrule.ruleId });
          if (counted.length === 0) throw new PlaceOrderError("The coupon code isn't valid. Verify the code and try again.", "UNABLE_TO_PLACE_ORDER");
        }

        try {
          await takeStock(tx, totals.lines);
        } catch (error) {
          if (error instanceof StockShortageError) throw new PlaceOrderError("Some of the products are out of stock.", "UNABLE_TO_PLACE_ORDER");
          throw error;
        }

        const shipping = totals.shipping;
        const shippingDescription = `${shipping.carrierTitle} - ${shipping.methodTitle}`;
        let card: { chargeId: string; brand: string; last4: string; expMonth: number; expYear: number } | undefined;
        let comment: string | null = null;
        const orderNumber = await nextOrderNumber(tx, store.id);
        // Store credit: one conditional debit, so credit spent meanwhile by another order fails this one.
        if (customerId !== null && totals.storeCredit.applied > 0) {
          const left = await changeBalance(tx, { customerId, websiteId: store.websiteId, delta: -totals.storeCredit.applied, action: "used", info: `Order #${orderNumber}` });
          if (left === null) throw new PlaceOrderError(STORE_CREDIT_MESSAGES.notEnough, "UNABLE_TO_PLACE_ORDER");
        }
        if (method === "sandbox_card") {
          if (!gateway) throw new PlaceOrderError("Enter a valid payment method and try again.", "UNABLE_TO_PLACE_ORDER");
          if (!state.payment?.nonce) throw new PlaceOrderError("Enter a valid payment method and try again.", "UNABLE_TO_PLACE_ORDER");
          // Inside the transaction: the token is consumed and the charge kept only if the order commits.
          // A customer who asked to save the card gets it kept once approved (a guest has no vault).
          const keepCard = Boolean(state.payment.saveCard && customerId !== null && vault);
          const result = await gateway.authorize({ token: state.payment.nonce, amount: totals.grandTotal, currency: "THB", reference: orderNumber, keepCard }, tx);
          if (result.status === "declined") throw new PaymentDeclinedError(result.reason);
          card = { chargeId: result.chargeId, ...result.card };
          if (result.keptCard && vault && customerId !== null) await vault.save(customerId, result.keptCard, tx);
          comment = `Authorized amount of ฿${totals.grandTotal.toFixed(2)}. Transaction ID: "${result.chargeId}"`;
        }

        if (method === VAULT_METHOD_CODE) {
          const hash = state.payment?.publicHash ?? "";
          const saved = gateway && vault && customerId !== null ? await vault.find(customerId, hash, tx) : null;
          if (!gateway || !saved) throw new PlaceOrderError(tokenNotFoundMessage(hash), "UNABLE_TO_PLACE_ORDER");
          const result = await gateway.authorizeKeptCard({ cardReference: saved.gatewayToken, amount: totals.grandTotal, currency: "THB", reference: orderNumber }, tx);
          if (result.status === "declined") throw new PaymentDeclinedError(result.reason);
          card = { chargeId: result.chargeId, ...result.card };
          comment = `Authorized amount of ฿${totals.grandTotal.toFixed(2)}. Transaction ID: "${result.chargeId}"`;
        }

        const order = await writeOrder(tx, {
          number: orderNumber,
          storeId: store.id,
          quoteId: cart.entityId,
          customerId,
          email: email!,
          state: card ? "processing" : "new",
          status: card ? "processing" : "pending",
          couponCode: totals.discounts.length ? cart.couponCode : null,
          shippingMethod: `${shipping.carrierCode}_${shipping.methodCode}`,
          shippingDescription,
          totals,
          shippingAddress: state.shipping,
          billingAddress: state.billing,
          payment: { method, title: methodInfo.title, card },
          comment,
        });
        await tx.update(quote).set({ isActive: false, updatedAt: new Date() }).where(eq(quote.entityId, cart.entityId));
        // The one-time card token is of no use any more; keep no copy of it.
        await tx.update(quotePayment).set({ additionalInformation: null }).where(eq(quotePayment.quoteId, cart.entityId));

        const mail = renderOrderEmail({
          locale,
          shopName,
          number: order.number,
          email: email!,
          totals,
          shippingAddress: state.shipping,
          billingAddress: state.billing,
          shippingDescription,
          paymentTitle: methodInfo.title,
        });
        await outbox.enqueue(tx, { template: "sales_email_order_template", storeId: store.id, recipient: email!, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
        return order.number;
      });
    } catch (error) {
      // A placement that waited for another one on the same cart finds the cart inactive: the
      // other one made the order, and that is the answer.
      if (error instanceof MagentoGraphQLError && error.message === "The cart isn't active.") {
        const after = await existingOrder(cartId, customerId);
        if (after) return after;
      }
      if (error instanceof PaymentDeclinedError && error.reason === "token_used") {
        const after = await existingOrder(cartId, customerId);
        if (after) return after;
      }
      throw error;
    }
    void outbox.deliverPending();
    return { number };
  }

  return {
    async setGuestEmail(store, cartId, customerId, email) {
      const trimmed = (email ?? "").trim();
      if (!trimmed) throw inputError('Required parameter "email" is missing');
      if (!EMAIL_PATTERN.test(trimmed)) throw inputError("Invalid email format");
      await carts.withCart(store, cartId, customerId, async (tx, cart) => {
        if (cart.customerId !== null) throw inputError("The request is not allowed for logged in customers");
        await tx.update(quote).set({ customerEmail: trimmed, updatedAt: new Date() }).where(eq(quote.entityId, cart.entityId));
      });
    },

    async setShippingAddress(store, cartId, customerId, address) {
      const settings = await readAddressSettings(config, store);
      await carts.withCart(store, cartId, customerId, async (tx, cart) => {
        const record = await checkAddress(tx, settings, address);
        await saveAddress(tx, cart, "shipping", record);
        // A billing address "same as shipping" follows the new one.
        await tx
          .update(quoteAddress)
          .set({ ...addressColumns(record) })
          .where(and(eq(quoteAddress.quoteId, cart.entityId), eq(quoteAddress.addressType, "billing"), eq(quoteAddress.sameAsShipping, true)));
      });
    },

    async setBillingAddress(store, cartId, customerId, input) {
      const settings = await readAddressSettings(config, store);
      await carts.withCart(store, cartId, customerId, async (tx, cart) => {
        if (input.sameAsShipping && input.useForShipping) {
          throw inputError('Using the "same_as_shipping" and "use_for_shipping" options together is not supported.');
        }
        if (input.sameAsShipping) {
          const state = await readState(tx, cart);
          if (input.address) {
            const record = await checkAddress(tx, settings, input.address);
            await saveAddress(tx, cart, "shipping", record);
            await saveAddress(tx, cart, "billing", record, true);
            return;
          }
          if (!state.shipping) throw inputError("The shipping address is missing. Set the address and try again.");
          await saveAddress(tx, cart, "billing", state.shipping, true);
          return;
        }
        if (!input.address) throw inputError('The billing address must contain either "customer_address_id", "address", or "same_as_shipping".');
        const record = await checkAddress(tx, settings, input.address);
        await saveAddress(tx, cart, "billing", record);
        if (input.useForShipping) await saveAddress(tx, cart, "shipping", record);
      });
    },

    async setShippingMethod(store, cartId, customerId, carrierCode, methodCode) {
      await carts.withCart(store, cartId, customerId, (tx, cart) => applyShippingMethod(tx, store, cart, carrierCode, methodCode));
    },

    async setPaymentMethod(store, cartId, customerId, code, nonce, card = {}) {
      const titles = await paymentMethodTitles(config, store);
      await carts.withCart(store, cartId, customerId, async (tx, cart) => {
        const state = await readState(tx, cart);
        if (!state.shipping) throw inputError("The shipping address is missing. Set the address and try again.");
        const totals = await carts.collectTotals(tx, store, cart);
        checkPaymentMethod(titles, code, totals.grandTotal, customerId);
        if (code === VAULT_METHOD_CODE && card.publicHash && customerId !== null && !(await deps.vault?.()?.find(customerId, card.publicHash, tx))) {
          throw noSuchEntityError(tokenNotFoundMessage(card.publicHash));
        }
        await savePayment(tx, cart, code, nonce ?? null, card);
      });
    },

    async saveShippingInformation(store, cartId, customerId, input) {
      const settings = await readAddressSettings(config, store);
      const totals = await carts.withCart(store, cartId, customerId, async (tx, cart) => {
        const shipping = await checkAddress(tx, settings, input.shippingAddress);
        await saveAddress(tx, cart, "shipping", shipping);
        if (input.billingAddress) {
          const billing = await checkAddress(tx, settings, input.billingAddress);
          const same = sameAddress(billing, shipping);
          await saveAddress(tx, cart, "billing", billing, same);
        } else if (!(await readState(tx, cart)).billing) {
          // No billing address yet: bill the shipping address (Magento's checkout sends the same one).
          await saveAddress(tx, cart, "billing", shipping, true);
        }
        if (!input.carrierCode || !input.methodCode) throw inputError("The shipping method is missing. Select the shipping method and try again.");
        await applyShippingMethod(tx, store, cart, input.carrierCode, input.methodCode);
        return carts.collectTotals(tx, store, cart);
      });
      return { paymentMethods: await availablePaymentMethods(config, store, totals.grandTotal), totals };
    },

    placeOrder(store, cartId, customerId, options = {}) {
      const key = `${customerId ?? "guest"}:${cartId}`;
      const running = placing.get(key);
      if (running) return running.catch(() => place(store, cartId, customerId, options));
      const attempt = place(store, cartId, customerId, options).finally(() => placing.delete(key));
      placing.set(key, attempt);
      return attempt;
    },

    readState: (conn, cart) => readState(conn, cart),

    async shippingMethods(store, cart) {
      const state = await readState(db, cart);
      if (!state.shipping) return [];
      return sortRates(await carts.shippingRates(db, store, cart));
    },

    async paymentMethods(store, cart) {
      const totals = await carts.collectTotals(db, store, cart);
      return availablePaymentMethods(config, store, totals.grandTotal);
    },

    async paymentTitle(store, code) {
      return isPaymentMethodCode(code) ? (await paymentMethodTitles(config, store)).get(code)!.title : code;
    },
  };
}

function sameAddress(a: AddressRecord, b: AddressRecord): boolean {
  return JSON.stringify(addressColumns(a)) === JSON.stringify(addressColumns(b));
}
