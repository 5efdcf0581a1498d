/**
 * A signed-in customer's orders (Magento's SalesGraphQl `customer.orders`): only the customer's
 * own, filtered by number and status, paged and sorted, each with its lines, totals, addresses,
 * payment and shipments with tracking numbers. Also links earlier guest orders to an account
 * created with the same email, as Magento's "create an account from the order" does.
 */
import { type ChosenGiftOptions, type GiftMessageRecord, type GiftWrappingRecord, readGiftMessages, readGiftWrappings } from "../gift-options";
import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { queryRows } from "../../db/bulk";
import type { Database } from "../../db/connect";
import {
  salesInvoice,
  salesInvoiceItem,
  salesOrder,
  salesOrderAddress,
  salesOrderItem,
  salesOrderPayment,
  salesShipment,
  salesShipmentItem,
  salesShipmentTrack,
  store as storeTable,
} from "../../db/schema";
import { inputError } from "../../lib/errors";
import { addressFromRow } from "../customer";
import type { StoreView } from "../store";
import type { OrderAddressView } from "./orders";

/**
 * Magento's order statuses and their labels (what `CustomerOrder.status` answers). The storefront
 * maps them to the customer-facing statuses of READING.md (complete with a shipment = shipped…).
 */
export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: "Pending",
  pending_payment: "Pending Payment",
  processing: "Processing",
  complete: "Complete",
  canceled: "Canceled",
  closed: "Closed",
  holded: "On Hold",
};

export const statusLabel = (status: string): string => ORDER_STATUS_LABELS[status] ?? status;

export const CUSTOMER_ORDER_MESSAGES = {
  currentPage: "currentPage value must be greater than 0.",
  pageSize: "pageSize value must be greater than 0.",
  beyondLastPage: (page: number, pages: number) => `currentPage value ${page} specified is greater than the ${pages} page(s) available.`,
} as const;

export interface CustomerOrderQuery {
  number?: { eq?: string | null; in?: (string | null)[] | null; match?: string | null } | null;
  /** Status codes (pending) or their labels (Pending), as Magento's filter on `status`. */
  status?: { eq?: string | null; in?: (string | null)[] | null } | null;
  currentPage?: number | null;
  pageSize?: number | null;
  sort?: { field: "CREATED_AT" | "NUMBER"; direction: "ASC" | "DESC" } | null;
  /** STORE (default): the request's store view; WEBSITE: its website; GLOBAL: everywhere. */
  scope?: "STORE" | "WEBSITE" | "GLOBAL" | null;
}

export interface CustomerOrderLine {
  id: number;
  sku: string;
  name: string;
  options: Array<{ label: string; value: string }>;
  /** URL key of the product ordered (a configurable line's: its parent's) in the order's store view; null once the product is gone. */
  productUrlKey: string | null;
  qtyOrdered: number;
  qtyShipped: number;
  qtyCanceled: number;
  priceInclTax: number;
  rowTotalInclTax: number;
  discount: number;
  tax: number;
  /** The line's gift message and wrapping (price per piece incl. VAT), as placed. */
  giftMessage: GiftMessageRecord | null;
  giftWrapping: GiftWrappingRecord | null;
  giftWrappingPrice: number;
}

/** An invoice: what it billed, amounts in the base currency incl. VAT like the order's. */
export interface CustomerInvoice {
  id: number;
  number: string;
  createdAt: Date;
  subtotalInclTax: number;
  discountAmount: number;
  shippingInclTax: number;
  taxAmount: number;
  grandTotal: number;
  items: Array<{ id: number; orderItemId: number; sku: string; name: string; qty: number; priceInclTax: number; discount: number; tax: number }>;
}

export interface CustomerShipment {
  id: number;
  number: string;
  createdAt: Date;
  items: Array<{ id: number; orderItemId: number; sku: string; name: string; qty: number; priceInclTax: number }>;
  tracks: Array<{ carrierCode: string; title: string; number: string }>;
}

export interface CustomerOrderDetail {
  id: number;
  number: string;
  storeId: number;
  customerId: number | null;
  email: string;
  state: string;
  /** Magento's status code (pending, processing, complete, canceled…). */
  status: string;
  couponCode: string | null;
  shippingMethod: string | null;
  shippingDescription: string | null;
  subtotalInclTax: number;
  discountAmount: number;
  shippingInclTax: number;
  taxAmount: number;
  grandTotal: number;
  /** Gift cards that paid part of the order (Adobe Commerce's applied_gift_cards). */
  giftCards: Array<{ code: string; amount: number }>;
  giftCardsAmount: number;
  /** Store credit spent on the order. */
  storeCreditAmount: number;
  /** The order's currency (the display currency it was placed in); the amounts above are in `baseCurrency`. */
  currency: string;
  baseCurrency: string;
  /** 1 base = this much of `currency`, recorded when the order was placed. */
  baseToOrderRate: number;
  items: CustomerOrderLine[];
  /** Gift options of the order (Magento's GiftMessage, Adobe Commerce's GiftWrapping); amounts incl. VAT. */
  gift: ChosenGiftOptions;
  shippingAddress: OrderAddressView | null;
  billingAddress: OrderAddressView | null;
  payment: { method: string; title: string } | null;
  shipments: CustomerShipment[];
  invoices: CustomerInvoice[];
  createdAt: Date;
  updatedAt: Date;
}

export interface CustomerOrderPage {
  orders: CustomerOrderDetail[];
  totalCount: number;
  currentPage: number;
  pageSize: number;
  totalPages: number;
  /** When the customer's first order (in the scope) was placed; null without orders. */
  firstOrderDate: Date | null;
}

const clean = (values: (string | null)[] | null | undefined): string[] => (values ?? []).filter((v): v is string => typeof v === "string" && v.trim() !== "").map((v) => v.trim());

/** A status code from a code or a label (any case); unknown values stay as given (and match nothing). */
function statusCode(value: string): string {
  const lower = value.toLowerCase();
  const byLabel = Object.entries(ORDER_STATUS_LABELS).find(([, label]) => label.toLowerCase() === lower);
  return byLabel ? byLabel[0] : lower;
}

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The customer's orders in the store view (or wider scope), one page of them, with their details. */
export async function listCustomerOrders(db: Database, store: StoreView, customerId: number, query: CustomerOrderQuery = {}): Promise<CustomerOrderPage> {
  const currentPage = query.currentPage ?? 1;
  const pageSize = query.pageSize ?? 20;
  if (currentPage < 1) throw inputError(CUSTOMER_ORDER_MESSAGES.currentPage);
  if (pageSize < 1) throw inputError(CUSTOMER_ORDER_MESSAGES.pageSize);

  const conditions: SQL[] = [eq(salesOrder.customerId, customerId)];
  const scope = query.scope ?? "STORE";
  if (scope === "STORE") conditions.push(eq(salesOrder.storeId, store.id));
  if (scope === "WEBSITE") {
    conditions.push(inArray(salesOrder.storeId, db.select({ id: storeTable.storeId }).from(storeTable).where(eq(storeTable.websiteId, store.websiteId))));
  }
  const number = query.number;
  if (number?.eq !== undefined && number.eq !== null) conditions.push(eq(salesOrder.incrementId, number.eq.trim()));
  if (number?.in) conditions.push(inArray(salesOrder.incrementId, clean(number.in).length ? clean(number.in) : [""]));
  if (number?.match !== undefined && number.match !== null) conditions.push(ilike(salesOrder.incrementId, `%${likeEscape(number.match.trim())}%`));
  const status = query.status;
  if (status?.eq !== undefined && status.eq !== null) conditions.push(eq(salesOrder.status, statusCode(status.eq.trim())));
  if (status?.in) {
    const codes = clean(status.in).map(statusCode);
    conditions.push(inArray(salesOrder.status, codes.length ? codes : [""]));
  }
  const where = and(...conditions);

  const [counted] = await db.select({ count: sql<number>`count(*)::int`, first: sql<Date | string | null>`min(${salesOrder.createdAt})` }).from(salesOrder).where(where);
  const totalCount = Number(counted?.count ?? 0);
  const totalPages = Math.ceil(totalCount / pageSize);
  if (totalCount > 0 && currentPage > totalPages) throw inputError(CUSTOMER_ORDER_MESSAGES.beyondLastPage(currentPage, totalPages));

  // Newest first unless asked otherwise; the id breaks ties (orders placed in the same instant).
  const direction = query.sort?.direction === "ASC" ? asc : desc;
  const column = query.sort?.field === "NUMBER" ? salesOrder.incrementId : salesOrder.createdAt;
  const rows = await db
    .select({ id: salesOrder.entityId })
    .from(salesOrder)
    .where(where)
    .orderBy(direction(column), direction(salesOrder.entityId))
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize);
  const orders = await loadOrderDetails(db, rows.map((row) => row.id));
  const first = counted?.first ?? null;
  return { orders, totalCount, currentPage, pageSize, totalPages, firstOrderDate: first === null ? null : new Date(first) };
}

/** One order of the customer by number in the store view; null when it is not theirs or not there. */
export async function findCustomerOrder(db: Database, store: StoreView, customerId: number | null, number: string): Promise<CustomerOrderDetail | null> {
  const [row] = await db
    .select({ id: salesOrder.entityId })
    .from(salesOrder)
    .where(and(eq(salesOrder.incrementId, number), eq(salesOrder.storeId, store.id), customerId === null ? isNull(salesOrder.customerId) : eq(salesOrder.customerId, customerId)));
  if (!row) return null;
  return (await loadOrderDetails(db, [row.id]))[0] ?? null;
}

/**
 * The URL keys of the ordered products (a configurable line's parent), by "storeId/sku", in each
 * order's store view (falling back to the default values), as Magento's `product_url_key` reads the
 * product now: the catalogue's tables, read like the stock the order takes (stock.ts).
 */
async function productUrlKeys(
  db: Database,
  orders: ReadonlyArray<{ entityId: number; storeId: number }>,
  items: ReadonlyArray<{ orderId: number; sku: string; parentSku: string | null }>,
): Promise<Map<string, string>> {
  const storeOf = new Map(orders.map((order) => [order.entityId, order.storeId]));
  const wanted = [...new Set(items.map((item) => `${storeOf.get(item.orderId)}/${item.parentSku ?? item.sku}`))];
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<{ key: string; url_key: string | null }>(
    db,
    sql`select w.key, coalesce(s.url_key, d.url_key) as url_key
      from unnest(array[${sql.join(wanted.map((key) => sql`${key}`), sql`, `)}]::text[]) as w(key)
      join catalog_product_entity e on e.sku = split_part(w.key, '/', 2)
      left join catalog_product_attribute d on d.entity_id = e.entity_id and d.store_id = 0
      left join catalog_product_attribute s on s.entity_id = e.entity_id and s.store_id = split_part(w.key, '/', 1)::int`,
  );
  return new Map(rows.flatMap((row) => (row.url_key ? [[row.key, row.url_key] as const] : [])));
}

/** Orders with lines, addresses, payment and shipments, in the order of `ids`. */
export async function loadOrderDetails(db: Database, ids: number[]): Promise<CustomerOrderDetail[]> {
  if (ids.length === 0) return [];
  const [orders, items, addresses, payments, shipments, invoices] = await Promise.all([
    db.select().from(salesOrder).where(inArray(salesOrder.entityId, ids)),
    db.select().from(salesOrderItem).where(inArray(salesOrderItem.orderId, ids)).orderBy(asc(salesOrderItem.itemId)),
    db.select().from(salesOrderAddress).where(inArray(salesOrderAddress.parentId, ids)),
    db.select().from(salesOrderPayment).where(inArray(salesOrderPayment.parentId, ids)),
    db.select().from(salesShipment).where(inArray(salesShipment.parentId, ids)).orderBy(asc(salesShipment.entityId)),
    db.select().from(salesInvoice).where(inArray(salesInvoice.parentId, ids)).orderBy(asc(salesInvoice.entityId)),
  ]);
  const invoiceItems = invoices.length
    ? await db.select().from(salesInvoiceItem).where(inArray(salesInvoiceItem.parentId, invoices.map((invoice) => invoice.entityId))).orderBy(asc(salesInvoiceItem.entityId))
    : [];
  const shipmentIds = shipments.map((s) => s.entityId);
  const [shipmentItems, tracks] = shipmentIds.length
    ? await Promise.all([
        db.select().from(salesShipmentItem).where(inArray(salesShipmentItem.parentId, shipmentIds)).orderBy(asc(salesShipmentItem.entityId)),
        db.select().from(salesShipmentTrack).where(inArray(salesShipmentTrack.parentId, shipmentIds)).orderBy(asc(salesShipmentTrack.entityId)),
      ])
    : [[], []];

  const messages = await readGiftMessages(db, [...orders.map((order) => order.giftMessageId), ...items.map((item) => item.giftMessageId)]);
  const urlKeys = await productUrlKeys(db, orders, items);
  const wrappingsByStore = new Map<number, Map<number, GiftWrappingRecord>>();
  for (const storeId of new Set(orders.map((order) => order.storeId))) {
    const ids = [...orders.filter((order) => order.storeId === storeId).map((order) => order.gwId), ...items.filter((item) => orders.some((order) => order.entityId === item.orderId && order.storeId === storeId)).map((item) => item.gwId)];
    wrappingsByStore.set(storeId, await readGiftWrappings(db, storeId, ids));
  }
  const messageOf = (id: number | null) => (id === null ? null : (messages.get(id) ?? null));
  const wrappingOf = (storeId: number, id: number | null) => (id === null ? null : (wrappingsByStore.get(storeId)?.get(id) ?? null));

  const shippedByItem = new Map<number, number>();
  for (const line of shipmentItems) shippedByItem.set(line.orderItemId, (shippedByItem.get(line.orderItemId) ?? 0) + Number(line.qty));

  const byId = new Map(orders.map((order) => [order.entityId, order]));
  return ids.flatMap((id) => {
    const order = byId.get(id);
    if (!order) return [];
    const canceled = order.state === "canceled";
    const address = (type: string): OrderAddressView | null => {
      const row = addresses.find((a) => a.parentId === id && a.addressType === type);
      return row ? { ...addressFromRow(row), email: row.email } : null;
    };
    const payment = payments.find((p) => p.parentId === id);
    const paymentTitle = payment?.additionalInformation ? ((JSON.parse(payment.additionalInformation) as { method_title?: string }).method_title ?? null) : null;
    return [
      {
        id: order.entityId,
        number: order.incrementId,
        storeId: order.storeId,
        customerId: order.customerId,
        email: order.customerEmail,
        state: order.state,
        status: order.status,
        couponCode: order.couponCode,
        shippingMethod: order.shippingMethod,
        shippingDescription: order.shippingDescription,
        subtotalInclTax: Number(order.subtotalInclTax),
        discountAmount: Number(order.discountAmount),
        shippingInclTax: Number(order.shippingInclTax),
        taxAmount: Number(order.taxAmount),
        grandTotal: Number(order.grandTotal),
        giftCards: order.giftCards ? (JSON.parse(order.giftCards) as Array<{ code: string; amount: number }>) : [],
        giftCardsAmount: Number(order.giftCardsAmount),
        storeCreditAmount: Number(order.customerBalanceAmount),
        currency: order.orderCurrencyCode,
        baseCurrency: order.baseCurrencyCode,
        baseToOrderRate: Number(order.baseToOrderRate),
        items: items
          .filter((item) => item.orderId === id)
          .map((item) => ({
            id: item.itemId,
            sku: item.sku,
            name: item.name,
            productUrlKey: urlKeys.get(`${byId.get(item.orderId)?.storeId}/${item.parentSku ?? item.sku}`) ?? null,
            options: item.options ? (JSON.parse(item.options) as Array<{ label: string; value: string }>) : [],
            qtyOrdered: Number(item.qtyOrdered),
            qtyShipped: shippedByItem.get(item.itemId) ?? 0,
            qtyCanceled: canceled ? Number(item.qtyOrdered) - (shippedByItem.get(item.itemId) ?? 0) : 0,
            priceInclTax: Number(item.priceInclTax),
            rowTotalInclTax: Number(item.rowTotalInclTax),
            discount: Number(item.discountAmount),
            tax: Number(item.taxAmount),
            giftMessage: messageOf(item.giftMessageId),
            giftWrapping: wrappingOf(order.storeId, item.gwId),
            giftWrappingPrice: Number(item.gwPrice),
          })),
        gift: {
          message: messageOf(order.giftMessageId),
          wrapping: wrappingOf(order.storeId, order.gwId),
          giftReceipt: order.gwAllowGiftReceipt,
          printedCard: order.gwAddCard,
          wrappingForOrder: Number(order.gwPrice),
          wrappingForItems: Number(order.gwItemsPrice),
          printedCardPrice: Number(order.gwCardPrice),
        },
        shippingAddress: address("shipping"),
        billingAddress: address("billing"),
        payment: payment ? { method: payment.method, title: paymentTitle ?? payment.method } : null,
        shipments: shipments
          .filter((shipment) => shipment.parentId === id)
          .map((shipment) => ({
            id: shipment.entityId,
            number: shipment.incrementId,
            createdAt: shipment.createdAt,
            items: shipmentItems
              .filter((line) => line.parentId === shipment.entityId)
              .map((line) => ({ id: line.entityId, orderItemId: line.orderItemId, sku: line.sku, name: line.name, qty: Number(line.qty), priceInclTax: Number(line.priceInclTax) })),
            tracks: tracks.filter((track) => track.parentId === shipment.entityId).map((track) => ({ carrierCode: track.carrierCode, title: track.title, number: track.trackNumber })),
          })),
        invoices: invoices
          .filter((invoice) => invoice.parentId === id)
          .map((invoice) => ({
            id: invoice.entityId,
            number: invoice.incrementId,
            createdAt: invoice.createdAt,
            subtotalInclTax: Number(invoice.subtotalInclTax),
            discountAmount: Number(invoice.discountAmount),
            shippingInclTax: Number(invoice.shippingInclTax),
            taxAmount: Number(invoice.taxAmount),
            grandTotal: Number(invoice.grandTotal),
            items: invoiceItems
              .filter((line) => line.parentId === invoice.entityId)
              .map((line) => ({
                id: line.entityId,
                orderItemId: line.orderItemId,
                sku: line.sku,
                name: line.name,
                qty: Number(line.qty),
                priceInclTax: Number(line.priceInclTax),
                discount: Number(line.discountAmount),
                tax: Number(line.taxAmount),
              })),
          })),
        createdAt: order.createdAt,
        updatedAt: order.updatedAt,
      },
    ];
  });
}

/**
 * Gives the guest orders placed with this email in the account's website to the new account
 * (Magento links them when an account is created from the order's success page). Answers how many.
 */
export async function linkGuestOrders(db: Database, customer: { id: number; email: string; websiteId: number }): Promise<number> {
  const linked = await db
    .update(salesOrder)
    .set({ customerId: customer.id, customerIsGuest: false, updatedAt: new Date() })
    .where(
      and(
        isNull(salesOrder.customerId),
        sql`lower(${salesOrder.customerEmail}) = ${customer.email.trim().toLowerCase()}`,
        inArray(salesOrder.storeId, db.select({ id: storeTable.storeId }).from(storeTable).where(eq(storeTable.websiteId, customer.websiteId))),
      ),
    )
    .returning({ id: salesOrder.entityId });
  return linked.length;
}

/** Magento's refusal to invoice a canceled or already invoiced order. */
export const NO_INVOICE_MESSAGE = "The order does not allow an invoice to be created.";

/**
 * Invoices a whole order once, as Magento's "Invoice" in the admin does when the money has come (cash
 * collected on delivery, a bank transfer received): every line with its quantity and amounts, and
 * the order's totals. A new order becomes processing (complete stays complete). The invoice's number
 * is the order's with a running suffix (300000001-1), as shipments'. For the demo shop and tests: the
 * engine has no admin yet.
 */
export async function invoiceOrder(db: Database, orderId: number, at: Date = new Date()): Promise<{ id: number; number: string }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(salesOrder).where(eq(salesOrder.entityId, orderId)).for("update");
    if (!order) throw inputError(`The entity that was requested doesn't exist. Verify the entity and try again.`);
    const before = await tx.select({ id: salesInvoice.entityId }).from(salesInvoice).where(eq(salesInvoice.parentId, orderId));
    if (order.state === "canceled" || before.length > 0) throw inputError(NO_INVOICE_MESSAGE);
    const lines = await tx.select().from(salesOrderItem).where(eq(salesOrderItem.orderId, orderId)).orderBy(asc(salesOrderItem.itemId));
    const number = `${order.incrementId}-1`;
    const [invoice] = await tx
      .insert(salesInvoice)
      .values({
        parentId: orderId,
        incrementId: number,
        subtotalInclTax: order.subtotalInclTax,
        discountAmount: order.discountAmount,
        shippingInclTax: order.shippingInclTax,
        taxAmount: order.taxAmount,
        grandTotal: order.grandTotal,
        createdAt: at,
      })
      .returning({ id: salesInvoice.entityId });
    if (lines.length) {
      await tx.insert(salesInvoiceItem).values(
        lines.map((line) => ({
          parentId: invoice!.id,
          orderItemId: line.itemId,
          sku: line.sku,
          name: line.name,
          qty: line.qtyOrdered,
          priceInclTax: line.priceInclTax,
          rowTotalInclTax: line.rowTotalInclTax,
          discountAmount: line.discountAmount,
          taxAmount: line.taxAmount,
        })),
      );
    }
    if (order.state === "new") await tx.update(salesOrder).set({ state: "processing", status: "processing", updatedAt: at }).where(eq(salesOrder.entityId, orderId));
    return { id: invoice!.id, number };
  });
}

/**
 * Ships every line of an order that is not shipped yet, with tracking numbers, and completes the
 * order (state and status `complete`), as Magento's "Ship" in the admin does. The shipment's number
 * is the order's number with a running suffix (2000000001-1). For the demo shop and tests: the
 * engine has no admin yet.
 */
export async function shipOrder(
  db: Database,
  orderId: number,
  tracks: Array<{ carrierCode: string; title: string; number: string }>,
  at: Date = new Date(),
): Promise<{ id: number; number: string }> {
  const [order] = await db.select().from(salesOrder).where(eq(salesOrder.entityId, orderId));
  if (!order) throw inputError(`The entity that was requested doesn't exist. Verify the entity and try again.`);
  const lines = await db.select().from(salesOrderItem).where(eq(salesOrderItem.orderId, orderId)).orderBy(asc(salesOrderItem.itemId));
  const before = await db.select({ id: salesShipment.entityId }).from(salesShipment).where(eq(salesShipment.parentId, orderId));
  const shipped = new Map<number, number>();
  if (before.length) {
    const rows = await db.select().from(salesShipmentItem).where(inArray(salesShipmentItem.parentId, before.map((s) => s.id)));
    for (const row of rows) shipped.set(row.orderItemId, (shipped.get(row.orderItemId) ?? 0) + Number(row.qty));
  }
  const toShip = lines.map((line) => ({ line, qty: Number(line.qtyOrdered) - (shipped.get(line.itemId) ?? 0) })).filter((entry) => entry.qty > 0);
  const number = `${order.incrementId}-${before.length + 1}`;
  const [shipment] = await db
    .insert(salesShipment)
    .values({ parentId: orderId, incrementId: number, totalQty: String(toShip.reduce((sum, entry) => sum + entry.qty, 0)), createdAt: at })
    .returning({ id: salesShipment.entityId });
  if (toShip.length) {
    await db.insert(salesShipmentItem).values(
      toShip.map(({ line, qty }) => ({ parentId: shipment!.id, orderItemId: line.itemId, sku: line.sku, name: line.name, qty: String(qty), priceInclTax: line.priceInclTax })),
    );
  }
  if (tracks.length) {
    await db.insert(salesShipmentTrack).values(tracks.map((track) => ({ parentId: shipment!.id, orderId, carrierCode: track.carrierCode, title: track.title, trackNumber: track.number, createdAt: at })));
  }
  await db.update(salesOrder).set({ state: "complete", status: "complete", updatedAt: at }).where(eq(salesOrder.entityId, orderId));
  return { id: shipment!.id, number };
}
