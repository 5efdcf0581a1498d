import type { Money } from "~/lib/catalog/price";
import type { CustomerOrderStatus, OrderProgressStep, OrderStatusFilter } from "~/lib/customer/order-status";

/**
 * What the order history pages show, formatted on the server (prices in the store view's locale,
 * dates as the shopper reads them) so the browser never re-formats.
 */

/** One row of the history. */
export interface OrderSummary {
  number: string;
  /** E.g. "22 Nov 2026" in the store view's language. */
  date: string;
  /** ISO date for `<time dateTime>`. */
  isoDate: string;
  status: CustomerOrderStatus;
  progress: OrderProgressStep | null;
  total: Money;
  itemCount: number;
}

export interface OrderHistoryPageData {
  storeCode: string;
  status: OrderStatusFilter;
  /** The search box as typed (kept in the box after searching). */
  numberText: string;
  /** "invalid" when the search is not an order number (nothing was asked of the backend). */
  search: "none" | "valid" | "invalid";
  orders: OrderSummary[];
  page: number;
  totalPages: number;
  totalCount: number;
}

export interface OrderAddressView {
  name: string;
  lines: string[];
  telephone: string;
}

export interface OrderLine {
  id: string;
  name: string;
  sku: string;
  options: Array<{ label: string; value: string }>;
  quantity: number;
  price: Money;
  rowTotal: Money;
}

export interface OrderShipmentView {
  id: string;
  number: string;
  tracking: Array<{ carrier: string; title: string; number: string }>;
  items: Array<{ name: string; quantity: number }>;
}

export interface OrderDetails extends OrderSummary {
  lines: OrderLine[];
  subtotal: Money;
  shipping: Money;
  discounts: Array<{ label: string; amount: Money }>;
  taxes: Array<{ title: string; amount: Money }>;
  /** What was charged in the shop's base currency, when the order was placed in another display currency. */
  charged: Money | null;
  shippingMethod: string;
  paymentMethods: string[];
  shippingAddress: OrderAddressView | null;
  billingAddress: OrderAddressView | null;
  shipments: OrderShipmentView[];
  /** The gift message the order was placed with (Magento's order-level gift message), if any. */
  giftMessage: { from: string; to: string; message: string } | null;
}
