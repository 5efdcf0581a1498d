/**
 * Collects a cart's totals from its lines and the catalogue as it is now, in the order of the
 * shop's money rules: subtotal (incl. VAT) − coupon + shipping = total before gift cards; gift
 * cards then pay what their balance allows, oldest first; what is left is the grand total.
 * Everything is read through `db` (a transaction inside `withCart`, see store/transactionSettings.ts).
 */
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { quoteAddress, quoteItem } from "../../db/schema";
import { dateInTimezone } from "../../lib/dates";
import { roundMoney, sumMoney } from "../../lib/money";
import { parseSelectionUids } from "../catalog";
import { currentBalance, isSettingOn, STORE_CREDIT_ENABLED_PATH } from "../store-credit";
import { applyGiftCards, cartGiftCards, giftCardUsable } from "../gift-card";
import { readGiftMessages, readGiftOptionsSettings, readGiftWrappings } from "../gift-options";
import { couponLabel, couponQualifies, couponRowDiscounts, findCoupon } from "../salesrule";
import { readSettings, type StoreView } from "../store";
import { loadCartProducts, stockErrorFor } from "./cartProducts";
import { readOptionLabels } from "./optionLabels";
import { CARRIER_SETTING_PATHS, selectedRate, shippingRatesFor } from "./shipping";
import type { CartTotals, CartTotalsLine, QuoteRow } from "./types";
import { excludingVat, vatIncluded } from "./vat";

const LOCALE_PATH = "general/locale/code";
const TIMEZONE_PATH = "general/locale/timezone";

/** The VAT line's label in the store view's language. */
export function taxLabelFor(locale: string | null): string {
  return locale?.toLowerCase().startsWith("th") ? "ภาษีมูลค่าเพิ่ม 7%" : "VAT 7%";
}

export async function collectCartTotals(db: Database, store: StoreView, cart: QuoteRow): Promise<CartTotals> {
  const items = await db.select().from(quoteItem).where(eq(quoteItem.quoteId, cart.entityId)).orderBy(asc(quoteItem.itemId));
  const productIds = items.flatMap((item) => (item.parentProductId === null ? [item.productId] : [item.productId, item.parentProductId]));
  const chosen = items.map((item) => parseSelectionUids(item.selectedOptions));
  const [products, labels, settings, shippingRows, giftCards, creditBalance, giftSettings, giftMessages, wrappings] = await Promise.all([
    loadCartProducts(db, store.id, productIds),
    readOptionLabels(
      db,
      store.id,
      [...new Set(chosen.flatMap((map) => [...map.keys()]))],
      [...new Set(chosen.flatMap((map) => [...map.values()]))],
    ),
    readSettings(db, store, [...CARRIER_SETTING_PATHS, LOCALE_PATH, TIMEZONE_PATH, STORE_CREDIT_ENABLED_PATH]),
    db
      .select({ shippingMethod: quoteAddress.shippingMethod })
      .from(quoteAddress)
      .where(and(eq(quoteAddress.quoteId, cart.entityId), eq(quoteAddress.addressType, "shipping"))),
    cartGiftCards(db, cart.entityId),
    // Store credit: customer carts only, and only its balance when the cart uses it.
    cart.customerId !== null && cart.useCustomerBalance ? currentBalance(db, cart.customerId, store.websiteId) : Promise.resolve(0),
    readGiftOptionsSettings(db, store),
    readGiftMessages(db, [cart.giftMessageId, ...items.map((item) => item.giftMessageId)]),
    readGiftWrappings(db, store.id, [cart.gwId, ...items.map((item) => item.gwId)]),
  ]);
  /** A chosen design that is still offered. */
  const activeWrapping = (id: number | null) => {
    const wrapping = id === null ? undefined : wrappings.get(id);
    return wrapping?.active ? wrapping : null;
  };

  const today = dateInTimezone(new Date(), settings.get(TIMEZONE_PATH) ?? "UTC");

  const lines: CartTotalsLine[] = items.map((item, index) => {
    const product = products.get(item.productId);
    const parent = item.parentProductId === null ? undefined : products.get(item.parentProductId);
    const qty = Number(item.qty);
    const priceInclTax = roundMoney(product?.price ?? 0);
    const optionIds = [...(chosen[index] ?? new Map<number, number>())].map(([attributeId, optionId]) => ({ attributeId, optionId }));
    return {
      itemId: item.itemId,
      productId: item.productId,
      parentProductId: item.parentProductId,
      sku: item.sku,
      parentSku: parent?.record.sku ?? null,
      name: (parent ?? product)?.record.name ?? item.sku,
      qty,
      priceInclTax,
      rowTotalInclTax: roundMoney(priceInclTax * qty),
      rowTax: 0,
      discount: 0,
      options: optionIds.map(({ attributeId, optionId }) => ({
        label: labels.attributes.get(attributeId) ?? String(attributeId),
        value: labels.options.get(optionId) ?? String(optionId),
      })),
      stockError: stockErrorFor(product, qty),
      selectedOptions: item.selectedOptions,
      optionIds,
      giftMessage: giftSettings.messagesOnItems && item.giftMessageId !== null ? (giftMessages.get(item.giftMessageId) ?? null) : null,
      giftMessageId: item.giftMessageId,
      giftWrapping: giftSettings.wrappingOnItems ? activeWrapping(item.gwId) : null,
      giftWrappingPrice: giftSettings.wrappingOnItems ? (activeWrapping(item.gwId)?.price ?? 0) : 0,
    };
  });

  const rowTotals = lines.map((line) => line.rowTotalInclTax);
  const subtotalInclTax = sumMoney(rowTotals);
  const subtotalExclTax = sumMoney(rowTotals.map(excludingVat));

  // The coupon, while it qualifies.
  const rule = cart.couponCode ? await findCoupon(db, cart.couponCode) : null;
  const qualifies = rule !== null && lines.length > 0 && couponQualifies(rule, subtotalInclTax, today);
  if (qualifies) {
    couponRowDiscounts(rule, rowTotals).forEach((discount, index) => {
      const line = lines[index];
      if (line) line.discount = discount;
    });
  }
  for (const line of lines) line.rowTax = vatIncluded(line.rowTotalInclTax - line.discount);
  const discountTotal = sumMoney(lines.map((line) => line.discount));
  const discounts = qualifies && discountTotal > 0 ? [{ label: couponLabel(rule, store.code), amount: discountTotal, code: rule.code }] : [];

  // Shipping: every rate on offer now, and the chosen one if it still is.
  const totalQuantity = sumMoney(lines.map((line) => line.qty));
  const freeShipping = qualifies && rule.freeShipping;
  const shippingRates = shippingRatesFor(settings, {
    totalQuantity,
    subtotalAfterDiscount: roundMoney(subtotalInclTax - discountTotal),
    freeShipping,
  });
  const chosenRate = selectedRate(shippingRates, shippingRows[0]?.shippingMethod ?? null);
  const shippingInclTax = chosenRate?.amountInclTax ?? 0;

  // Gift options (Adobe Commerce's gift wrapping total): only what the store view still allows, and nothing on an empty cart.
  const hasLines = lines.length > 0;
  const orderWrapping = hasLines && giftSettings.wrappingOnOrder ? activeWrapping(cart.gwId) : null;
  const wrappingForOrder = orderWrapping?.price ?? 0;
  const wrappingForItems = sumMoney(lines.map((line) => roundMoney(line.giftWrappingPrice * line.qty)));
  const printedCard = hasLines && giftSettings.printedCard && cart.gwAddCard;
  const printedCardPrice = printedCard ? giftSettings.printedCardPrice : 0;
  const giftOptions = {
    message: giftSettings.messagesOnOrder && cart.giftMessageId !== null ? (giftMessages.get(cart.giftMessageId) ?? null) : null,
    messageId: cart.giftMessageId,
    wrapping: orderWrapping,
    giftReceipt: giftSettings.giftReceipt && cart.gwAllowGiftReceipt,
    printedCard,
    wrappingForOrder,
    wrappingForItems,
    printedCardPrice,
    wrappingForOrderTax: vatIncluded(wrappingForOrder),
    wrappingForItemsTax: vatIncluded(wrappingForItems),
    printedCardTax: vatIncluded(printedCardPrice),
  };
  const giftOptionsTotal = sumMoney([wrappingForOrder, wrappingForItems, printedCardPrice]);

  const taxAmount = sumMoney([
    ...lines.map((line) => line.rowTax),
    vatIncluded(shippingInclTax),
    giftOptions.wrappingForOrderTax,
    giftOptions.wrappingForItemsTax,
    giftOptions.printedCardTax,
  ]);
  const totalBeforeGiftCards = Math.max(roundMoney(subtotalInclTax - discountTotal + shippingInclTax + giftOptionsTotal), 0);

  const paid = applyGiftCards(
    totalBeforeGiftCards,
    giftCards.map((card) => ({ code: card.code, balance: giftCardUsable(card, today) ? card.balance : 0 })),
  );
  const giftCardTotals = giftCards.map((card, index) => ({
    code: card.code,
    applied: paid[index]?.applied ?? 0,
    balance: card.balance,
    remaining: roundMoney(card.balance - (paid[index]?.applied ?? 0)),
    expiresAt: card.expiresAt,
  }));
  const afterGiftCards = Math.max(roundMoney(totalBeforeGiftCards - sumMoney(paid.map((card) => card.applied))), 0);

  // Store credit pays after gift cards, never more than is left.
  const creditEnabled = isSettingOn(settings.get(STORE_CREDIT_ENABLED_PATH));
  const creditApplied = creditEnabled && cart.customerId !== null && cart.useCustomerBalance ? Math.min(roundMoney(creditBalance), afterGiftCards) : 0;
  const grandTotal = Math.max(roundMoney(afterGiftCards - creditApplied), 0);

  return {
    lines,
    totalQuantity,
    subtotalInclTax,
    subtotalExclTax,
    discounts,
    shipping: chosenRate ? { ...chosenRate, selected: true } : null,
    taxAmount,
    giftOptions,
    giftCards: giftCardTotals,
    storeCredit: { enabled: creditEnabled, used: cart.useCustomerBalance && cart.customerId !== null, applied: creditApplied },
    grandTotal,
    hasStockErrors: lines.some((line) => line.stockError !== null),
    appliedCoupon: qualifies ? rule.code : null,
    freeShipping,
    shippingRates,
    taxLabel: taxLabelFor(settings.get(LOCALE_PATH) ?? null),
    subtotalWithDiscountExclTax: sumMoney(lines.map((line) => roundMoney(line.rowTotalInclTax - line.discount - line.rowTax))),
    totalBeforeGiftCards,
    grandTotalExclTax: Math.max(roundMoney(grandTotal - taxAmount), 0),
  };
}
