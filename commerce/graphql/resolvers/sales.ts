/**
 * Orders in Magento's SalesGraphQl shapes: `customer.orders` (only the signed-in customer's, by
 * number and status, paged and sorted) and the CustomerOrder fields placeOrder's `orderV2` shares.
 * Amounts include 7% VAT; `total_shipping` excludes it, as Magento's (the shipping amount), while
 * `shipping_handling.amount_including_tax` and `subtotal_incl_tax` include it.
 */
import { type CustomerInvoice, type CustomerOrderDetail, type CustomerOrderLine, findCustomerOrder, listCustomerOrders, type OrderAddressView, statusLabel } from "../../modules/sales";
import type { CustomerRecord } from "../../modules/customer";
import { GIFT_OPTIONS_PATHS } from "../../modules/gift-options";
import type { GraphQLContext } from "../context";
import type { CustomerOrdersArgs } from "../generated/schema";
import { requireCustomer } from "./customer";
import { giftOptionsPrices, giftWrappingShape } from "./giftOptions";
import { type Money, moneyAt } from "./money";
import type { ResolverMap } from "./types";

/** The order's amounts (stored in the base currency) in its own currency, at the rate recorded when it was placed. */
type OrderMoney = (baseAmount: number) => Money;
const orderMoneyOf = (order: CustomerOrderDetail): OrderMoney => (value) => moneyAt(value, order.baseToOrderRate, order.currency);

/** Magento's date format on orders: "2026-11-22 01:30:00" (UTC). */
const magentoDate = (date: Date) => date.toISOString().replace("T", " ").slice(0, 19);

const encodeId = (id: number) => Buffer.from(String(id)).toString("base64");

function orderAddress(address: OrderAddressView | null) {
  if (!address) return null;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    region: address.region,
    region_id: address.regionId === null ? null : String(address.regionId),
    postcode: address.postcode,
    country_code: address.countryId,
    telephone: address.telephone,
  };
}

/** Which gift messages the store view shows now (Magento hides an order's or a line's while its switch is off). */
interface GiftMessageSwitches {
  order: boolean;
  items: boolean;
}

async function giftMessageSwitches(ctx: GraphQLContext): Promise<GiftMessageSwitches> {
  const [order, items] = await Promise.all([ctx.setting(GIFT_OPTIONS_PATHS.messagesOnOrder), ctx.setting(GIFT_OPTIONS_PATHS.messagesOnItems)]);
  return { order: order === "1", items: items === "1" };
}

function orderItem(line: CustomerOrderLine, canceled: boolean, money: OrderMoney, messages: GiftMessageSwitches) {
  return {
    __typename: "OrderItem",
    id: encodeId(line.id),
    product_name: line.name,
    product_sku: line.sku,
    product_url_key: line.productUrlKey,
    product_sale_price: money(line.priceInclTax),
    quantity_ordered: line.qtyOrdered,
    quantity_shipped: line.qtyShipped,
    quantity_canceled: line.qtyCanceled,
    selected_options: line.options.map((option) => ({ label: option.label, value: option.value })),
    gift_message: messages.items ? line.giftMessage : null,
    gift_wrapping: giftWrappingShape(line.giftWrapping && { ...line.giftWrapping, price: line.giftWrappingPrice }, money),
    // Magento's item statuses: Ordered, Shipped, Canceled (partly shipped lines are "Mixed").
    status: canceled && line.qtyShipped === 0 ? "Canceled" : line.qtyShipped >= line.qtyOrdered ? "Shipped" : line.qtyShipped > 0 ? "Mixed" : "Ordered",
  };
}

/** An order's invoice in Magento's Invoice shape: amounts incl. VAT but `subtotal` and `total_shipping`, as the order's. */
function invoiceShape(invoice: CustomerInvoice, order: CustomerOrderDetail, money: OrderMoney, taxTitle: string, orderItemOf: (id: number) => unknown) {
  const itemTax = invoice.items.reduce((sum, line) => sum + line.tax, 0);
  const shippingTax = Math.max(0, invoice.taxAmount - itemTax);
  const shippingExcl = invoice.shippingInclTax - shippingTax;
  const discount = (amount: number) => (amount > 0 ? [{ amount: money(amount), label: order.couponCode ?? "Discount", applied_to: "ITEM", coupon: order.couponCode ? { code: order.couponCode } : null }] : []);
  return {
    id: encodeId(invoice.id),
    number: invoice.number,
    comments: [],
    items: invoice.items.map((line) => ({
      __typename: "InvoiceItem",
      id: encodeId(line.id),
      order_item: orderItemOf(line.orderItemId),
      product_name: line.name,
      product_sku: line.sku,
      product_sale_price: money(line.priceInclTax),
      quantity_invoiced: line.qty,
      discounts: discount(line.discount),
    })),
    total: {
      base_grand_total: moneyAt(invoice.grandTotal, 1, order.baseCurrency),
      grand_total: money(invoice.grandTotal),
      subtotal: money(invoice.subtotalInclTax - itemTax),
      total_shipping: money(shippingExcl),
      total_tax: money(invoice.taxAmount),
      shipping_handling: { amount_including_tax: money(invoice.shippingInclTax), amount_excluding_tax: money(shippingExcl), total_amount: money(shippingExcl) },
      discounts: discount(invoice.discountAmount),
      taxes: invoice.taxAmount > 0 ? [{ amount: money(invoice.taxAmount), rate: 7, title: taxTitle }] : [],
    },
  };
}

/** The CustomerOrder object Magento answers, from an order's details. */
export function customerOrderShape(order: CustomerOrderDetail, taxTitle: string, messages: GiftMessageSwitches) {
  const canceled = order.state === "canceled";
  const money = orderMoneyOf(order);
  const items = order.items.map((line) => orderItem(line, canceled, money, messages));
  const itemTax = order.items.reduce((sum, line) => sum + line.tax, 0);
  const shippingTax = Math.max(0, order.taxAmount - itemTax);
  const shippingExcl = order.shippingInclTax - shippingTax;
  const [carrierTitle] = (order.shippingDescription ?? "").split(" - ");
  return {
    id: encodeId(order.id),
    number: order.number,
    order_number: order.number,
    order_date: magentoDate(order.createdAt),
    order_status_change_date: magentoDate(order.updatedAt),
    status: statusLabel(order.status),
    state: order.state,
    email: order.email,
    carrier: carrierTitle || null,
    shipping_method: order.shippingDescription,
    items,
    gift_message: messages.order ? order.gift.message : null,
    gift_wrapping: giftWrappingShape(order.gift.wrapping && { ...order.gift.wrapping, price: order.gift.wrappingForOrder }, money),
    gift_receipt_included: order.gift.giftReceipt,
    printed_card_included: order.gift.printedCard,
    applied_gift_cards: order.giftCards.map((card) => ({ code: card.code, applied_balance: money(card.amount) })),
    total: {
      total_giftcard: money(order.giftCardsAmount),
      gift_options: giftOptionsPrices(order.gift, money),
      total_store_credit: money(order.storeCreditAmount),
      grand_total: money(order.grandTotal),
      base_grand_total: moneyAt(order.grandTotal, 1, order.baseCurrency),
      grand_total_excl_tax: money(order.grandTotal - order.taxAmount),
      subtotal_incl_tax: money(order.subtotalInclTax),
      subtotal_excl_tax: money(order.subtotalInclTax - itemTax),
      subtotal: money(order.subtotalInclTax - itemTax),
      total_shipping: money(shippingExcl),
      total_tax: money(order.taxAmount),
      shipping_handling: { amount_including_tax: money(order.shippingInclTax), amount_excluding_tax: money(shippingExcl), total_amount: money(shippingExcl) },
      discounts:
        order.discountAmount > 0
          ? [{ amount: money(order.discountAmount), label: order.couponCode ?? "Discount", applied_to: "ITEM", coupon: order.couponCode ? { code: order.couponCode } : null }]
          : [],
      taxes: order.taxAmount > 0 ? [{ amount: money(order.taxAmount), rate: 7, title: taxTitle }] : [],
    },
    shipping_address: orderAddress(order.shippingAddress),
    billing_address: orderAddress(order.billingAddress),
    // Magento's OrderPayments answers no additional data for any method.
    payment_methods: order.payment ? [{ name: order.payment.title, type: order.payment.method, additional_data: [] }] : [],
    invoices: order.invoices.map((invoice) => invoiceShape(invoice, order, money, taxTitle, (id) => items[order.items.findIndex((line) => line.id === id)] ?? null)),
    shipments: order.shipments.map((shipment) => ({
      id: encodeId(shipment.id),
      number: shipment.number,
      tracking: shipment.tracks.map((track) => ({ carrier: track.carrierCode, title: track.title, number: track.number })),
      items: shipment.items.map((line) => {
        const ordered = order.items.find((item) => item.id === line.orderItemId);
        return {
          __typename: "ShipmentItem",
          id: encodeId(line.id),
          product_name: line.name,
          product_sku: line.sku,
          product_sale_price: money(line.priceInclTax),
          quantity_shipped: line.qty,
          order_item: ordered ? orderItem(ordered, canceled, money, messages) : null,
        };
      }),
    })),
  };
}

/** The store view's VAT label (the same words as the cart's and REST's tax line). */
export async function taxTitle(ctx: GraphQLContext): Promise<string> {
  const locale = (await ctx.services.config.getValue("general/locale/code", { storeId: ctx.store.id, websiteId: ctx.store.websiteId })) ?? "en_US";
  return locale.startsWith("th") ? "ภาษีมูลค่าเพิ่ม 7%" : "VAT 7%";
}

/** An order the request may see (the signed-in customer's, or a guest's for a guest) as CustomerOrder. */
export async function customerOrderByNumber(ctx: GraphQLContext, number: string) {
  const order = await findCustomerOrder(ctx.services.db, ctx.store, ctx.customer?.id ?? null, number);
  return order ? customerOrderShape(order, await taxTitle(ctx), await giftMessageSwitches(ctx)) : null;
}

export const salesResolvers: ResolverMap = {
  Customer: {
    orders: async (customer: CustomerRecord, args: CustomerOrdersArgs, ctx: GraphQLContext) => {
      // Only ever the signed-in customer's own orders, whatever Customer object this hangs off.
      const { id } = requireCustomer(ctx);
      if (customer.id !== id) return { items: [], total_count: 0, page_info: { current_page: 1, page_size: args.pageSize ?? 20, total_pages: 0 }, date_of_first_order: null };
      const page = await listCustomerOrders(ctx.services.db, ctx.store, id, {
        currentPage: args.currentPage,
        pageSize: args.pageSize,
        number: args.filter?.number,
        status: args.filter?.status,
        sort: args.sort ? { field: args.sort.sort_field, direction: args.sort.sort_direction } : null,
        scope: args.scope,
      });
      const [title, messages] = await Promise.all([taxTitle(ctx), giftMessageSwitches(ctx)]);
      return {
        items: page.orders.map((order) => customerOrderShape(order, title, messages)),
        total_count: page.totalCount,
        page_info: { current_page: page.currentPage, page_size: page.pageSize, total_pages: page.totalPages },
        date_of_first_order: page.firstOrderDate ? magentoDate(page.firstOrderDate) : null,
      };
    },
  },

  OrderItemInterface: {
    __resolveType: () => "OrderItem",
  },

  InvoiceItemInterface: {
    __resolveType: () => "InvoiceItem",
  },

  ShipmentItemInterface: {
    __resolveType: () => "ShipmentItem",
  },
};
