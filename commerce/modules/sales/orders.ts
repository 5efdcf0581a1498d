/**
 * Orders (Magento's sales_order and its lines, addresses, payment and status history): written in
 * the transaction that places them, read back by number. Amounts are THB and include VAT.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { quote, salesOrder, salesOrderAddress, salesOrderItem, salesOrderPayment, salesOrderStatusHistory } from "../../db/schema";
import type { CartTotals } from "../cart";
import { addressColumns, addressFromRow, type AddressRecord } from "../customer";
import type { DisplayCurrency, StoreView } from "../store";
import { nextOrderNumber } from "./orderNumber";

export interface OrderPayment {
  method: string;
  /** The method's title in the store view when the order was placed. */
  title: string;
  card?: { chargeId: string; brand: string; last4: string; expMonth: number; expYear: number };
}

export interface OrderDraft {
  storeId: number;
  quoteId: number;
  customerId: number | null;
  email: string;
  state: "new" | "processing";
  status: "pending" | "processing";
  couponCode: string | null;
  /** "carrier_method" (flatrate_flatrate). */
  shippingMethod: string;
  /** "Carrier - Method", as Magento's shipping_description. */
  shippingDescription: string;
  /** Amounts are in the base currency; the display currency it was placed in and its rate are recorded with them. */
  totals: CartTotals;
  currency: DisplayCurrency;
  shippingAddress: AddressRecord;
  billingAddress: AddressRecord;
  payment: OrderPayment;
  /** The first status history entry (what happened). */
  comment: string | null;
  /** Taken beforehand with nextOrderNumber (in the same transaction), e.g. to give it to the card gateway. */
  number?: string;
}

export interface OrderAddressView extends AddressRecord {
  email: string | null;
}

export interface OrderView {
  id: number;
  number: string;
  storeId: number;
  quoteId: number;
  customerId: number | null;
  email: string;
  firstname: string | null;
  lastname: string | null;
  state: string;
  status: string;
  couponCode: string | null;
  shippingMethod: string | null;
  shippingDescription: string | null;
  subtotalInclTax: number;
  discountAmount: number;
  shippingInclTax: number;
  giftCardsAmount: number;
  taxAmount: number;
  grandTotal: number;
  totalQtyOrdered: number;
  currency: string;
  giftCards: Array<{ code: string; amount: number }>;
  items: Array<{ sku: string; parentSku: string | null; name: string; options: Array<{ label: string; value: string }>; qty: number; priceInclTax: number; rowTotalInclTax: number; discount: number; tax: number }>;
  shippingAddress: OrderAddressView | null;
  billingAddress: OrderAddressView | null;
  payment: { method: string; amount: number; ccType: string | null; ccLast4: string | null; transactionId: string | null; title: string | null } | null;
  history: Array<{ status: string; comment: string | null; customerNotified: boolean; createdAt: Date }>;
  createdAt: Date;
}

const money = (value: number) => value.toFixed(4);

/** Writes the order from a checked cart; the caller's transaction also deactivates the cart. */
export async function writeOrder(tx: Database, draft: OrderDraft): Promise<{ id: number; number: string }> {
  const number = draft.number ?? (await nextOrderNumber(tx, draft.storeId));
  const { totals } = draft;
  const discount = totals.discounts.reduce((sum, line) => sum + line.amount, 0);
  const giftCards = totals.giftCards.filter((card) => card.applied > 0).map((card) => ({ code: card.code, amount: card.applied }));
  const [order] = await tx
    .insert(salesOrder)
    .values({
      incrementId: number,
      quoteId: draft.quoteId,
      storeId: draft.storeId,
      customerId: draft.customerId,
      customerIsGuest: draft.customerId === null,
      customerEmail: draft.email,
      customerFirstname: draft.billingAddress.firstname,
      customerLastname: draft.billingAddress.lastname,
      state: draft.state,
      status: draft.status,
      couponCode: draft.couponCode,
      shippingMethod: draft.shippingMethod,
      shippingDescription: draft.shippingDescription,
      subtotalInclTax: money(totals.subtotalInclTax),
      discountAmount: money(discount),
      shippingInclTax: money(totals.shipping?.amountInclTax ?? 0),
      giftCardsAmount: money(giftCards.reduce((sum, card) => sum + card.amount, 0)),
      customerBalanceAmount: money(totals.storeCredit.applied),
      taxAmount: money(totals.taxAmount),
      grandTotal: money(totals.grandTotal),
      totalQtyOrdered: String(totals.totalQuantity),
      orderCurrencyCode: draft.currency.code,
      baseCurrencyCode: draft.currency.base,
      baseToOrderRate: String(draft.currency.rate),
      giftCards: giftCards.length ? JSON.stringify(giftCards) : null,
      giftMessageId: totals.giftOptions.messageId,
      gwId: totals.giftOptions.wrapping?.id ?? null,
      gwAllowGiftReceipt: totals.giftOptions.giftReceipt,
      gwAddCard: totals.giftOptions.printedCard,
      gwPrice: money(totals.giftOptions.wrappingForOrder),
      gwItemsPrice: money(totals.giftOptions.wrappingForItems),
      gwCardPrice: money(totals.giftOptions.printedCardPrice),
    })
    .returning({ id: salesOrder.entityId });
  const orderId = order!.id;

  if (totals.lines.length) {
    await tx.insert(salesOrderItem).values(
      totals.lines.map((line) => ({
        orderId,
        productId: line.productId,
        sku: line.sku,
        parentSku: line.parentSku,
        name: line.name,
        options: line.options.length ? JSON.stringify(line.options) : null,
        qtyOrdered: String(line.qty),
        priceInclTax: money(line.priceInclTax),
        rowTotalInclTax: money(line.rowTotalInclTax),
        discountAmount: money(line.discount),
        taxAmount: money(line.rowTax),
        giftMessageId: line.giftMessageId,
        gwId: line.giftWrapping?.id ?? null,
        gwPrice: money(line.giftWrappingPrice),
      })),
    );
  }
  const address = (type: "shipping" | "billing", record: AddressRecord) => ({ parentId: orderId, addressType: type, ...addressColumns(record), email: draft.email });
  await tx.insert(salesOrderAddress).values([address("shipping", draft.shippingAddress), address("billing", draft.billingAddress)]);
  const card = draft.payment.card;
  await tx.insert(salesOrderPayment).values({
    parentId: orderId,
    method: draft.payment.method,
    amountOrdered: money(totals.grandTotal),
    ccType: card?.brand ?? null,
    ccLast4: card?.last4 ?? null,
    ccExpMonth: card?.expMonth ?? null,
    ccExpYear: card?.expYear ?? null,
    lastTransId: card?.chargeId ?? null,
    additionalInformation: JSON.stringify({ method_title: draft.payment.title }),
  });
  await tx.insert(salesOrderStatusHistory).values({ parentId: orderId, status: draft.status, comment: draft.comment, isCustomerNotified: true });
  await tx.update(quote).set({ reservedOrderId: number }).where(eq(quote.entityId, draft.quoteId));
  return { id: orderId, number };
}

/** The order placed from a cart (by the cart's masked id), if any: what a second placement answers. */
export async function findOrderNumberForCart(db: Database, maskedId: string): Promise<{ number: string; storeId: number; customerId: number | null } | null> {
  const [row] = await db
    .select({ number: salesOrder.incrementId, storeId: salesOrder.storeId, customerId: salesOrder.customerId })
    .from(salesOrder)
    .innerJoin(quote, eq(quote.entityId, salesOrder.quoteId))
    .where(eq(quote.maskedId, maskedId));
  return row ?? null;
}

export interface OrderService {
  /** An order of the store view by its number; null when there is none. */
  findByNumber(store: StoreView, number: string): Promise<OrderView | null>;
}

export function createOrderService(db: Database): OrderService {
  return {
    async findByNumber(store, number) {
      const [order] = await db.select().from(salesOrder).where(and(eq(salesOrder.incrementId, number), eq(salesOrder.storeId, store.id)));
      if (!order) return null;
      const [items, addresses, payments, history] = await Promise.all([
        db.select().from(salesOrderItem).where(eq(salesOrderItem.orderId, order.entityId)).orderBy(asc(salesOrderItem.itemId)),
        db.select().from(salesOrderAddress).where(eq(salesOrderAddress.parentId, order.entityId)),
        db.select().from(salesOrderPayment).where(eq(salesOrderPayment.parentId, order.entityId)),
        db.select().from(salesOrderStatusHistory).where(eq(salesOrderStatusHistory.parentId, order.entityId)).orderBy(asc(salesOrderStatusHistory.createdAt)),
      ]);
      const toAddress = (type: string): OrderAddressView | null => {
        const row = addresses.find((a) => a.addressType === type);
        return row ? { ...addressFromRow(row), email: row.email } : null;
      };
      const payment = payments[0];
      return {
        id: order.entityId,
        number: order.incrementId,
        storeId: order.storeId,
        quoteId: order.quoteId,
        customerId: order.customerId,
        email: order.customerEmail,
        firstname: order.customerFirstname,
        lastname: order.customerLastname,
        state: order.state,
        status: order.status,
        couponCode: order.couponCode,
        shippingMethod: order.shippingMethod,
        shippingDescription: order.shippingDescription,
        subtotalInclTax: Number(order.subtotalInclTax),
        discountAmount: Number(order.discountAmount),
        shippingInclTax: Number(order.shippingInclTax),
        giftCardsAmount: Number(order.giftCardsAmount),
        taxAmount: Number(order.taxAmount),
        grandTotal: Number(order.grandTotal),
        totalQtyOrdered: Number(order.totalQtyOrdered),
        currency: order.orderCurrencyCode,
        giftCards: order.giftCards ? (JSON.parse(order.giftCards) as Array<{ code: string; amount: number }>) : [],
        items: items.map((item) => ({
          sku: item.sku,
          parentSku: item.parentSku,
          name: item.name,
          options: item.options ? (JSON.parse(item.options) as Array<{ label: string; value: string }>) : [],
          qty: Number(item.qtyOrdered),
          priceInclTax: Number(item.priceInclTax),
          rowTotalInclTax: Number(item.rowTotalInclTax),
          discount: Number(item.discountAmount),
          tax: Number(item.taxAmount),
        })),
        shippingAddress: toAddress("shipping"),
        billingAddress: toAddress("billing"),
        payment: payment
          ? {
              method: payment.method,
              amount: Number(payment.amountOrdered),
              ccType: payment.ccType,
              ccLast4: payment.ccLast4,
              transactionId: payment.lastTransId,
              title: payment.additionalInformation ? ((JSON.parse(payment.additionalInformation) as { method_title?: string }).method_title ?? null) : null,
            }
          : null,
        history: history.map((h) => ({ status: h.status, comment: h.comment, customerNotified: h.isCustomerNotified, createdAt: h.createdAt })),
        createdAt: order.createdAt,
      };
    },
  };
}
