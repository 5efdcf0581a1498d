/**
 * Invoicing an order (invoiceOrder, as Magento's admin invoices one once the money has come) and the
 * invoices in `customer.orders` (Magento's CustomerOrder.invoices).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { salesOrder } from "../../db/schema";
import { bearer, startDemoEngine, type DemoEngine } from "../../testing/demoEngine";
import { graphqlData } from "../../testing/graphqlClient";
import { invoiceOrder, NO_INVOICE_MESSAGE } from "./customerOrders";

let demo: DemoEngine;
let token: string;

beforeAll(async () => {
  demo = await startDemoEngine({ store: "th" });
  token = await demo.signIn("somchai@example.com", "Baansuan#2026");
});

afterAll(async () => {
  await demo?.close();
});

interface Money {
  value: number;
}
interface Order {
  number: string;
  state: string;
  status: string;
  items: { id: string; product_sku: string; quantity_ordered: number }[];
  total: { grand_total: Money; subtotal_excl_tax: Money; total_tax: Money; total_shipping: Money };
  invoices: {
    id: string;
    number: string;
    comments: unknown[];
    items: { product_sku: string; quantity_invoiced: number; order_item: { id: string } }[];
    total: { grand_total: Money; base_grand_total: Money; subtotal: Money; total_tax: Money; total_shipping: Money; taxes: { rate: number }[] };
  }[];
}

const ORDERS = `{ customer { orders(pageSize: 10) { items { number state status items { id product_sku quantity_ordered }
  total { grand_total { value } subtotal_excl_tax { value } total_tax { value } total_shipping { value } }
  invoices { id number comments { message } items { product_sku quantity_invoiced order_item { id } }
    total { grand_total { value } base_grand_total { value } subtotal { value } total_tax { value } total_shipping { value } taxes { rate } } } } } } }`;

async function orders(): Promise<Map<string, Order>> {
  const data = await graphqlData<{ customer: { orders: { items: Order[] } } }>(demo.engine, ORDERS, { store: "th", headers: bearer(token) });
  return new Map(data.customer.orders.items.map((order) => [order.number, order]));
}

async function orderId(number: string): Promise<number> {
  const [row] = await demo.connection.db.select({ id: salesOrder.entityId }).from(salesOrder).where(eq(salesOrder.incrementId, number));
  return row!.id;
}

describe("invoiceOrder", () => {
  it("bills a pending order whole, once, and makes it processing; the order lists its invoice", async () => {
    expect((await orders()).get("300000004")?.invoices).toEqual([]);
    const invoice = await invoiceOrder(demo.connection.db, await orderId("300000004"));
    expect(invoice.number).toBe("300000004-1");
    const order = (await orders()).get("300000004")!;
    expect([order.state, order.status]).toEqual(["processing", "Processing"]);
    expect(order.invoices).toHaveLength(1);
    const [billed] = order.invoices;
    expect(billed?.number).toBe("300000004-1");
    expect(billed?.comments).toEqual([]);
    expect(billed?.total).toMatchObject({
      grand_total: order.total.grand_total,
      base_grand_total: order.total.grand_total,
      subtotal: order.total.subtotal_excl_tax,
      total_tax: order.total.total_tax,
      total_shipping: order.total.total_shipping,
      taxes: [{ rate: 7 }],
    });
    expect(billed?.items.map((line) => [line.product_sku, line.quantity_invoiced, line.order_item.id])).toEqual(
      order.items.map((line) => [line.product_sku, line.quantity_ordered, line.id]),
    );
    await expect(invoiceOrder(demo.connection.db, await orderId("300000004"))).rejects.toThrow(NO_INVOICE_MESSAGE);
  });

  it("keeps a complete order complete and refuses a canceled one", async () => {
    await invoiceOrder(demo.connection.db, await orderId("300000002"));
    const complete = (await orders()).get("300000002")!;
    expect([complete.state, complete.invoices.length]).toEqual(["complete", 1]);
    await expect(invoiceOrder(demo.connection.db, await orderId("300000001"))).rejects.toThrow(NO_INVOICE_MESSAGE);
    expect((await orders()).get("300000001")?.invoices).toEqual([]);
  });
});
