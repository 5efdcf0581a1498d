/**
 * What a customer is told about an order (spec §3, READING.md): Magento answers its own status
 * label ("Pending", "Processing", "Complete", "Canceled", "Closed", "On Hold"); shoppers read one
 * of six statuses and, while an order is on its way, a step of Processing → Ready to ship →
 * Shipped → Delivered. Pure: shared by the loaders and their tests.
 */

/** The statuses of the history's filter, in its order ("all" is the filter's default). */
export const CUSTOMER_ORDER_STATUSES = ["pending-payment", "processing", "shipped", "complete", "cancelled", "returned"] as const;
export type CustomerOrderStatus = (typeof CUSTOMER_ORDER_STATUSES)[number];
export type OrderStatusFilter = CustomerOrderStatus | "all";

/** The progress labels, in order. */
export const ORDER_PROGRESS_STEPS = ["processing", "ready-to-ship", "shipped", "delivered"] as const;
export type OrderProgressStep = (typeof ORDER_PROGRESS_STEPS)[number];

/** What the status needs to know about the order's shipments. */
export interface ShipmentFacts {
  /** The order has at least one shipment. */
  shipped: boolean;
  /** A shipment carries a tracking number (the parcel is with the carrier). */
  tracked: boolean;
}

/**
 * Magento's status labels (and codes, for a backend answering codes) by the customer-facing
 * status they mean. "Closed" is Magento's refunded order: for the shopper, a return. "On Hold"
 * and review states are still being handled: processing, or pending payment while the payment
 * is not settled.
 */
const BY_MAGENTO_STATUS: Record<string, CustomerOrderStatus> = {
  pending: "pending-payment",
  "pending payment": "pending-payment",
  pending_payment: "pending-payment",
  "payment review": "pending-payment",
  payment_review: "pending-payment",
  "suspected fraud": "pending-payment",
  fraud: "pending-payment",
  processing: "processing",
  "on hold": "processing",
  holded: "processing",
  complete: "complete",
  canceled: "cancelled",
  cancelled: "cancelled",
  closed: "returned",
};

/**
 * The customer-facing status of an order. Magento keeps a shipped but not yet completed order in
 * "Processing": with a tracked shipment it is "shipped" for the shopper. An unknown label reads as
 * processing (the order exists and is not finished).
 */
export function customerOrderStatus(magentoStatus: string, shipments: ShipmentFacts): CustomerOrderStatus {
  const status = BY_MAGENTO_STATUS[magentoStatus.trim().toLowerCase()] ?? "processing";
  if (status === "processing" && shipments.tracked) return "shipped";
  return status;
}

/**
 * The progress step an order has reached, or null when the order is not on its way (pending
 * payment, cancelled, returned). Processing: being prepared; Ready to ship: packed (a shipment
 * exists) but not with the carrier yet; Shipped: tracked with a carrier; Delivered: complete.
 */
export function orderProgressStep(status: CustomerOrderStatus, shipments: ShipmentFacts): OrderProgressStep | null {
  switch (status) {
    case "processing":
      return shipments.shipped ? "ready-to-ship" : "processing";
    case "shipped":
      return "shipped";
    case "complete":
      return "delivered";
    default:
      return null;
  }
}

/** The filter from `?status=`: one of the statuses, else all. */
export function orderStatusFilterOf(value: string | null | undefined): OrderStatusFilter {
  return (CUSTOMER_ORDER_STATUSES as readonly string[]).includes(value ?? "") ? (value as CustomerOrderStatus) : "all";
}

/**
 * The Magento status code a filter can ask the backend for when the customer-facing status is
 * exactly one Magento status (so the backend can page it), else null: "processing" and "shipped"
 * share Magento's "processing" and are told apart by shipments, and pending payment gathers
 * several codes; those are filtered by the storefront.
 */
export function magentoStatusCodeFor(filter: OrderStatusFilter): string | null {
  switch (filter) {
    case "complete":
      return "complete";
    case "cancelled":
      return "canceled";
    case "returned":
      return "closed";
    default:
      return null;
  }
}

/** Magento's order numbers: digits only (nine in this shop; fewer find the orders containing them). */
const ORDER_NUMBER = /^\d{1,9}$/;

export type OrderNumberSearch = { kind: "none" } | { kind: "valid"; number: string } | { kind: "invalid"; text: string };

/**
 * The order-number search box (`?number=`): empty → no search; digits (a leading "#" and spaces
 * allowed, as on a receipt) → a search; anything else → the spec's "invalid order number search".
 */
export function orderNumberSearchOf(value: string | null | undefined): OrderNumberSearch {
  const text = (value ?? "").trim();
  if (text === "") return { kind: "none" };
  const number = text.replace(/^#\s*/, "").replace(/\s+/g, "");
  return ORDER_NUMBER.test(number) ? { kind: "valid", number } : { kind: "invalid", text: text.slice(0, 40) };
}

/** True when the path segment can name an order at all (else the details page is a 404 at once). */
export function isOrderNumber(value: string | undefined): value is string {
  return typeof value === "string" && ORDER_NUMBER.test(value);
}

/** `?page=`: a whole number from 1, else 1. */
export function pageNumberOf(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
