/**
 * Orders (Magento's Sales): writing an order from a cart's totals, order numbers, stock taken,
 * customers' orders, invoices and shipments, and the confirmation email's text.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export {
  CUSTOMER_ORDER_MESSAGES,
  type CustomerInvoice,
  type CustomerOrderDetail,
  type CustomerOrderLine,
  findCustomerOrder,
  invoiceOrder,
  linkGuestOrders,
  listCustomerOrders,
  NO_INVOICE_MESSAGE,
  statusLabel,
} from "./customerOrders";
export { renderOrderEmail } from "./orderEmail";
export { nextOrderNumber } from "./orderNumber";
export { createOrderService, findOrderNumberForCart, type OrderAddressView, type OrderService, writeOrder } from "./orders";
export { demoCustomerOrdersPatch } from "./patches";
export { StockShortageError, takeStock } from "./stock";
