/** Orders, invoices and shipments (modules/sales), as Magento's sales_order, sales_invoice and sales_shipment tables. */
import { boolean, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { quote } from "./cart";
import { store } from "./store";

/**
 * An order. `increment_id` is the number shoppers see; `quote_id` is unique, so one cart can only
 * ever become one order. Amounts are in THB and include VAT (tax_amount is the VAT inside them).
 */
export const salesOrder = pgTable("sales_order", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  incrementId: varchar("increment_id", { length: 32 }).notNull(),
  quoteId: integer("quote_id").notNull().references(() => quote.entityId),
  storeId: smallint("store_id").notNull().references(() => store.storeId),
  customerId: integer("customer_id"),
  customerIsGuest: boolean("customer_is_guest").notNull().default(true),
  customerEmail: varchar("customer_email", { length: 255 }).notNull(),
  customerFirstname: varchar("customer_firstname", { length: 255 }),
  customerLastname: varchar("customer_lastname", { length: 255 }),
  state: varchar("state", { length: 32 }).notNull(),
  status: varchar("status", { length: 32 }).notNull(),
  couponCode: varchar("coupon_code", { length: 255 }),
  shippingMethod: varchar("shipping_method", { length: 120 }),
  shippingDescription: varchar("shipping_description", { length: 255 }),
  subtotalInclTax: numeric("subtotal_incl_tax", { precision: 20, scale: 4 }).notNull(),
  discountAmount: numeric("discount_amount", { precision: 20, scale: 4 }).notNull().default("0"),
  shippingInclTax: numeric("shipping_incl_tax", { precision: 20, scale: 4 }).notNull().default("0"),
  giftCardsAmount: numeric("gift_cards_amount", { precision: 20, scale: 4 }).notNull().default("0"),
  customerBalanceAmount: numeric("customer_balance_amount", { precision: 20, scale: 4 }).notNull().default("0"),
  taxAmount: numeric("tax_amount", { precision: 20, scale: 4 }).notNull().default("0"),
  grandTotal: numeric("grand_total", { precision: 20, scale: 4 }).notNull(),
  totalQtyOrdered: numeric("total_qty_ordered", { precision: 12, scale: 4 }).notNull(),
  /** The display currency the order was placed in; the amounts above are in the base currency. */
  orderCurrencyCode: varchar("order_currency_code", { length: 3 }).notNull().default("THB"),
  baseCurrencyCode: varchar("base_currency_code", { length: 3 }).notNull().default("THB"),
  /** 1 base = this much of the order currency, when the order was placed (orders before it: THB at 1). */
  baseToOrderRate: numeric("base_to_order_rate", { precision: 24, scale: 12 }).notNull().default("1"),
  /** Gift options copied from the cart: its message, wrapping, gift receipt and printed card. */
  giftMessageId: integer("gift_message_id"),
  gwId: integer("gw_id"),
  gwAllowGiftReceipt: boolean("gw_allow_gift_receipt").notNull().default(false),
  gwAddCard: boolean("gw_add_card").notNull().default(false),
  /** Wrapping for the order, for the lines (all pieces) and the printed card; incl. VAT like every amount here. */
  gwPrice: numeric("gw_price", { precision: 20, scale: 4 }).notNull().default("0"),
  gwItemsPrice: numeric("gw_items_price", { precision: 20, scale: 4 }).notNull().default("0"),
  gwCardPrice: numeric("gw_card_price", { precision: 20, scale: 4 }).notNull().default("0"),
  /** JSON: gift card codes and amounts used, so they show on the order and can be refunded. */
  giftCards: text("gift_cards"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex("sales_order_increment_id_uq").on(t.incrementId),
  uniqueIndex("sales_order_quote_id_uq").on(t.quoteId),
  index("sales_order_customer_created_idx").on(t.customerId, t.createdAt),
]);

/** An order line, with the name, options and prices as they were when the order was placed. */
export const salesOrderItem = pgTable("sales_order_item", {
  itemId: integer("item_id").primaryKey().generatedByDefaultAsIdentity(),
  orderId: integer("order_id").notNull().references(() => salesOrder.entityId, { onDelete: "cascade" }),
  productId: integer("product_id"),
  sku: varchar("sku", { length: 64 }).notNull(),
  parentSku: varchar("parent_sku", { length: 64 }),
  name: varchar("name", { length: 255 }).notNull(),
  /** JSON array of { label, value } (the chosen colour and size, in the store view's words). */
  options: text("options"),
  qtyOrdered: numeric("qty_ordered", { precision: 12, scale: 4 }).notNull(),
  priceInclTax: numeric("price_incl_tax", { precision: 20, scale: 4 }).notNull(),
  rowTotalInclTax: numeric("row_total_incl_tax", { precision: 20, scale: 4 }).notNull(),
  discountAmount: numeric("discount_amount", { precision: 20, scale: 4 }).notNull().default("0"),
  taxAmount: numeric("tax_amount", { precision: 20, scale: 4 }).notNull().default("0"),
  /** The line's gift message and wrapping (price per piece, incl. VAT), copied from the cart line. */
  giftMessageId: integer("gift_message_id"),
  gwId: integer("gw_id"),
  gwPrice: numeric("gw_price", { precision: 20, scale: 4 }).notNull().default("0"),
}, (t) => [index("sales_order_item_order_idx").on(t.orderId)]);

/** The order's shipping and billing addresses, copied from the cart. */
export const salesOrderAddress = pgTable("sales_order_address", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id").notNull().references(() => salesOrder.entityId, { onDelete: "cascade" }),
  addressType: varchar("address_type", { length: 10 }).notNull(),
  firstname: varchar("firstname", { length: 255 }).notNull(),
  lastname: varchar("lastname", { length: 255 }).notNull(),
  company: varchar("company", { length: 255 }),
  street: text("street").array().notNull(),
  city: varchar("city", { length: 255 }).notNull(),
  regionId: integer("region_id"),
  regionCode: varchar("region_code", { length: 32 }),
  region: varchar("region", { length: 255 }),
  postcode: varchar("postcode", { length: 20 }),
  countryId: varchar("country_id", { length: 2 }).notNull(),
  telephone: varchar("telephone", { length: 32 }).notNull(),
  email: varchar("email", { length: 255 }),
}, (t) => [uniqueIndex("sales_order_address_parent_type_uq").on(t.parentId, t.addressType)]);

/** How the order was paid: the method, and for cards the gateway's charge, brand and last four digits. */
export const salesOrderPayment = pgTable("sales_order_payment", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id").notNull().references(() => salesOrder.entityId, { onDelete: "cascade" }),
  method: varchar("method", { length: 64 }).notNull(),
  amountOrdered: numeric("amount_ordered", { precision: 20, scale: 4 }).notNull(),
  ccType: varchar("cc_type", { length: 32 }),
  ccLast4: varchar("cc_last4", { length: 4 }),
  ccExpMonth: smallint("cc_exp_month"),
  ccExpYear: smallint("cc_exp_year"),
  /** The gateway's charge id. */
  lastTransId: varchar("last_trans_id", { length: 64 }),
  additionalInformation: text("additional_information"),
}, (t) => [uniqueIndex("sales_order_payment_parent_uq").on(t.parentId)]);

/** The order status history (what a customer's order page shows as its progress). */
export const salesOrderStatusHistory = pgTable("sales_order_status_history", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id").notNull().references(() => salesOrder.entityId, { onDelete: "cascade" }),
  status: varchar("status", { length: 32 }).notNull(),
  comment: text("comment"),
  isCustomerNotified: boolean("is_customer_notified").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("sales_order_status_history_parent_idx").on(t.parentId, t.createdAt)]);

/** A shipment of an order (Magento's sales_shipment): `increment_id` is the number customers see. */
export const salesShipment = pgTable("sales_shipment", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id").notNull().references(() => salesOrder.entityId, { onDelete: "cascade" }),
  incrementId: varchar("increment_id", { length: 32 }).notNull(),
  totalQty: numeric("total_qty", { precision: 12, scale: 4 }).notNull().default("0"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("sales_shipment_increment_id_uq").on(t.incrementId), index("sales_shipment_parent_idx").on(t.parentId)]);

/** What a shipment carried: order lines and quantities (name and SKU as on the order). */
export const salesShipmentItem = pgTable("sales_shipment_item", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id").notNull().references(() => salesShipment.entityId, { onDelete: "cascade" }),
  orderItemId: integer("order_item_id").notNull().references(() => salesOrderItem.itemId, { onDelete: "cascade" }),
  sku: varchar("sku", { length: 64 }).notNull(),
  name: varchar("name", { length: 255 }).notNull(),
  qty: numeric("qty", { precision: 12, scale: 4 }).notNull(),
  priceInclTax: numeric("price_incl_tax", { precision: 20, scale: 4 }).notNull(),
}, (t) => [index("sales_shipment_item_parent_idx").on(t.parentId)]);

/** A tracking number of a shipment (Magento's sales_shipment_track): carrier code, title and number. */
export const salesShipmentTrack = pgTable("sales_shipment_track", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id").notNull().references(() => salesShipment.entityId, { onDelete: "cascade" }),
  orderId: integer("order_id").notNull().references(() => salesOrder.entityId, { onDelete: "cascade" }),
  carrierCode: varchar("carrier_code", { length: 32 }).notNull(),
  title: varchar("title", { length: 255 }).notNull(),
  trackNumber: text("track_number").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("sales_shipment_track_parent_idx").on(t.parentId)]);

/**
 * An invoice of an order (Magento's sales_invoice): what was billed, amounts incl. VAT as the
 * order's (tax_amount the VAT inside), in the order's base currency. `increment_id` is the number
 * customers see.
 */
export const salesInvoice = pgTable("sales_invoice", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id").notNull().references(() => salesOrder.entityId, { onDelete: "cascade" }),
  incrementId: varchar("increment_id", { length: 32 }).notNull(),
  subtotalInclTax: numeric("subtotal_incl_tax", { precision: 20, scale: 4 }).notNull(),
  discountAmount: numeric("discount_amount", { precision: 20, scale: 4 }).notNull().default("0"),
  shippingInclTax: numeric("shipping_incl_tax", { precision: 20, scale: 4 }).notNull().default("0"),
  taxAmount: numeric("tax_amount", { precision: 20, scale: 4 }).notNull().default("0"),
  grandTotal: numeric("grand_total", { precision: 20, scale: 4 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("sales_invoice_increment_id_uq").on(t.incrementId), index("sales_invoice_parent_idx").on(t.parentId)]);

/** What an invoice billed: order lines, quantities and amounts (name and SKU as on the order). */
export const salesInvoiceItem = pgTable("sales_invoice_item", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id").notNull().references(() => salesInvoice.entityId, { onDelete: "cascade" }),
  orderItemId: integer("order_item_id").notNull().references(() => salesOrderItem.itemId, { onDelete: "cascade" }),
  sku: varchar("sku", { length: 64 }).notNull(),
  name: varchar("name", { length: 255 }).notNull(),
  qty: numeric("qty", { precision: 12, scale: 4 }).notNull(),
  priceInclTax: numeric("price_incl_tax", { precision: 20, scale: 4 }).notNull(),
  rowTotalInclTax: numeric("row_total_incl_tax", { precision: 20, scale: 4 }).notNull(),
  discountAmount: numeric("discount_amount", { precision: 20, scale: 4 }).notNull().default("0"),
  taxAmount: numeric("tax_amount", { precision: 20, scale: 4 }).notNull().default("0"),
}, (t) => [index("sales_invoice_item_parent_idx").on(t.parentId)]);
