/** Carts (modules/cart), as Magento's quote tables: the cart, its lines, addresses and payment. */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { catalogProductEntity } from "./catalog";
import { store } from "./store";

/**
 * A cart. `masked_id` is the 32-character id shoppers see (Magento's quote_id_mask); `entity_id`
 * never leaves the engine. A cart stops being active when an order is placed from it.
 */
export const quote = pgTable("quote", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  maskedId: varchar("masked_id", { length: 32 }).notNull(),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  /** The customer whose cart it is; NULL for a guest cart. */
  customerId: integer("customer_id"),
  isActive: boolean("is_active").notNull().default(true),
  customerEmail: varchar("customer_email", { length: 255 }),
  couponCode: varchar("coupon_code", { length: 255 }),
  /** The customer chose to pay with store credit (Adobe Commerce's use_customer_balance); customer carts only. */
  useCustomerBalance: boolean("use_customer_balance").notNull().default(false),
  /** The cart's gift message (gift_message row), Magento's quote.gift_message_id. */
  giftMessageId: integer("gift_message_id"),
  /** Gift wrapping for the whole order (magento_giftwrapping row), Adobe Commerce's quote.gw_id. */
  gwId: integer("gw_id"),
  /** The shopper asked for a gift receipt (gw_allow_gift_receipt). */
  gwAllowGiftReceipt: boolean("gw_allow_gift_receipt").notNull().default(false),
  /** The shopper asked for a printed card (gw_add_card). */
  gwAddCard: boolean("gw_add_card").notNull().default(false),
  /** The order placed from this cart, once there is one (placing twice answers the same order). */
  reservedOrderId: varchar("reserved_order_id", { length: 32 }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("quote_masked_id_uq").on(t.maskedId), index("quote_customer_active_idx").on(t.customerId, t.isActive)]);

/**
 * A cart line. For a configurable product `product_id` is the chosen child and `parent_product_id`
 * the configurable; `selected_options` holds the option value uids chosen. Prices are read from the
 * catalogue each time the cart is read (Magento recollects totals the same way).
 */
export const quoteItem = pgTable("quote_item", {
  itemId: integer("item_id").primaryKey().generatedByDefaultAsIdentity(),
  quoteId: integer("quote_id").notNull().references(() => quote.entityId, { onDelete: "cascade" }),
  productId: integer("product_id").notNull().references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  parentProductId: integer("parent_product_id").references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  sku: varchar("sku", { length: 64 }).notNull(),
  qty: numeric("qty", { precision: 12, scale: 4 }).notNull(),
  selectedOptions: text("selected_options").array().notNull().default(sql`'{}'::text[]`),
  /** The line's gift message (gift_message row). */
  giftMessageId: integer("gift_message_id"),
  /** Gift wrapping for this line (magento_giftwrapping row), charged per piece. */
  gwId: integer("gw_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("quote_item_quote_idx").on(t.quoteId, t.itemId)]);

/** The cart's shipping and billing addresses (Thailand: region is a province code such as TH-10). */
export const quoteAddress = pgTable("quote_address", {
  addressId: integer("address_id").primaryKey().generatedByDefaultAsIdentity(),
  quoteId: integer("quote_id").notNull().references(() => quote.entityId, { onDelete: "cascade" }),
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
  /** Billing only: the billing address is the shipping address. */
  sameAsShipping: boolean("same_as_shipping").notNull().default(false),
  /** Shipping only: "carrier_method" as Magento stores it (flatrate_flatrate). */
  shippingMethod: varchar("shipping_method", { length: 120 }),
}, (t) => [
  uniqueIndex("quote_address_quote_type_uq").on(t.quoteId, t.addressType),
  check("quote_address_type_ck", sql`${t.addressType} in ('shipping', 'billing')`),
]);

/** The cart's chosen payment method and what the method needs (a gateway token for cards). */
export const quotePayment = pgTable("quote_payment", {
  quoteId: integer("quote_id").primaryKey().references(() => quote.entityId, { onDelete: "cascade" }),
  method: varchar("method", { length: 64 }).notNull(),
  additionalInformation: text("additional_information"),
});
