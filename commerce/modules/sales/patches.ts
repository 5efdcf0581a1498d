/**
 * The demo customer's order history (demo data only): four orders in the Thai store view, one per
 * status a shopper meets (pending, processing, complete with a shipment and a Thailand Post
 * tracking number, canceled), placed over the last weeks with real demo products, so the order
 * history pages have something to show. Runs after the demo catalog and the demo customer.
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { queryRows } from "../../db/bulk";
import type { DataPatch } from "../../db/patches";
import { customerEntity, quote, salesOrder, salesOrderAddress, salesOrderItem, salesOrderPayment, salesOrderStatusHistory, store } from "../../db/schema";
import { DEMO_CUSTOMER } from "../customer";
import { shipOrder } from "./customerOrders";
import { nextOrderNumber } from "./orderNumber";

const DAY = 86_400_000;
const SHIPPING = 60;
const vat = (gross: number) => Math.round((gross * 7) / 107 * 100) / 100;
const money = (value: number) => value.toFixed(4);

interface DemoOrder {
  daysAgo: number;
  state: "new" | "processing" | "complete" | "canceled";
  status: "pending" | "processing" | "complete" | "canceled";
  payment: { method: string; title: string };
  /** Which of the picked products, and how many. */
  lines: Array<{ product: number; qty: number }>;
  comments: string[];
}

const ORDERS: DemoOrder[] = [
  { daysAgo: 45, state: "canceled", status: "canceled", payment: { method: "banktransfer", title: "โอนเงินผ่านธนาคาร" }, lines: [{ product: 3, qty: 1 }], comments: ["Canceled: no transfer received within 3 days."] },
  { daysAgo: 21, state: "complete", status: "complete", payment: { method: "cashondelivery", title: "เก็บเงินปลายทาง" }, lines: [{ product: 0, qty: 1 }, { product: 1, qty: 2 }], comments: [] },
  { daysAgo: 3, state: "processing", status: "processing", payment: { method: "banktransfer", title: "โอนเงินผ่านธนาคาร" }, lines: [{ product: 2, qty: 1 }], comments: ["Transfer received."] },
  { daysAgo: 0, state: "new", status: "pending", payment: { method: "cashondelivery", title: "เก็บเงินปลายทาง" }, lines: [{ product: 4, qty: 3 }], comments: [] },
];

export const demoCustomerOrdersPatch: DataPatch = {
  name: "demo/customer-somchai-orders",
  async apply(tx) {
    const [th] = await tx.select({ id: store.storeId }).from(store).where(eq(store.code, "th"));
    const [customer] = await tx.select().from(customerEntity).where(sql`lower(${customerEntity.email}) = ${DEMO_CUSTOMER.email}`);
    if (!th || !customer) return;
    const products = await queryRows<{ id: number; sku: string; name: string; price: string }>(
      tx,
      sql`select p.entity_id as id, p.sku, coalesce(local.name, admin.name) as name, coalesce(p.special_price, p.price) as price
        from catalog_product_entity p
        join catalog_product_attribute admin on admin.entity_id = p.entity_id and admin.store_id = 0
        left join catalog_product_attribute local on local.entity_id = p.entity_id and local.store_id = ${th.id}
        where p.type_id = 'simple' and p.status = 1 and p.price is not null and coalesce(local.name, admin.name) is not null
        order by p.entity_id limit 5`,
    );
    if (products.length < 5) return;
    const [address] = await queryRows<{ firstname: string; lastname: string; company: string | null; street: string[]; city: string; region_id: number | null; region_code: string | null; region: string | null; postcode: string | null; country_id: string; telephone: string }>(
      tx,
      sql`select firstname, lastname, company, street, city, region_id, region_code, region, postcode, country_id, telephone from customer_address_entity where entity_id = ${customer.defaultShipping}`,
    );
    if (!address) return;

    const now = Date.now();
    for (const demo of ORDERS) {
      const at = new Date(now - demo.daysAgo * DAY - 2 * 3_600_000);
      const lines = demo.lines.map(({ product, qty }) => {
        const row = products[product]!;
        const price = Math.round(Number(row.price));
        return { row, qty, price, total: price * qty, tax: vat(price * qty) };
      });
      const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
      const grandTotal = subtotal + SHIPPING;
      const [cart] = await tx
        .insert(quote)
        .values({ maskedId: randomBytes(16).toString("hex"), storeId: th.id, customerId: customer.entityId, isActive: false, customerEmail: customer.email, createdAt: at, updatedAt: at })
        .returning({ id: quote.entityId });
      const number = await nextOrderNumber(tx, th.id);
      const [order] = await tx
        .insert(salesOrder)
        .values({
          incrementId: number,
          quoteId: cart!.id,
          storeId: th.id,
          customerId: customer.entityId,
          customerIsGuest: false,
          customerEmail: customer.email,
          customerFirstname: customer.firstname,
          customerLastname: customer.lastname,
          state: demo.state === "complete" ? "processing" : demo.state,
          status: demo.status === "complete" ? "processing" : demo.status,
          shippingMethod: "flatrate_flatrate",
          shippingDescription: "ค่าจัดส่งมาตรฐาน - จัดส่งแบบมาตรฐาน",
          subtotalInclTax: money(subtotal),
          shippingInclTax: money(SHIPPING),
          taxAmount: money(vat(grandTotal)),
          grandTotal: money(grandTotal),
          totalQtyOrdered: String(lines.reduce((sum, line) => sum + line.qty, 0)),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: salesOrder.entityId });
      const orderId = order!.id;
      await tx.update(quote).set({ reservedOrderId: number }).where(eq(quote.entityId, cart!.id));
      await tx.insert(salesOrderItem).values(
        lines.map((line) => ({
          orderId,
          productId: line.row.id,
          sku: line.row.sku,
          name: line.row.name,
          qtyOrdered: String(line.qty),
          priceInclTax: money(line.price),
          rowTotalInclTax: money(line.total),
          taxAmount: money(line.tax),
        })),
      );
      const orderAddress = (addressType: "shipping" | "billing") => ({
        parentId: orderId,
        addressType,
        firstname: address.firstname,
        lastname: address.lastname,
        company: address.company,
        street: address.street,
        city: address.city,
        regionId: address.region_id,
        regionCode: address.region_code,
        region: address.region,
        postcode: address.postcode,
        countryId: address.country_id,
        telephone: address.telephone,
        email: customer.email,
      });
      await tx.insert(salesOrderAddress).values([orderAddress("shipping"), orderAddress("billing")]);
      await tx.insert(salesOrderPayment).values({
        parentId: orderId,
        method: demo.payment.method,
        amountOrdered: money(grandTotal),
        additionalInformation: JSON.stringify({ method_title: demo.payment.title }),
      });
      await tx.insert(salesOrderStatusHistory).values({ parentId: orderId, status: "pending", comment: null, isCustomerNotified: true, createdAt: at });
      for (const comment of demo.comments) {
        await tx.insert(salesOrderStatusHistory).values({ parentId: orderId, status: demo.status, comment, isCustomerNotified: true, createdAt: new Date(at.getTime() + DAY) });
      }
      if (demo.status === "complete") {
        await shipOrder(tx, orderId, [{ carrierCode: "custom", title: "Thailand Post EMS", number: "EX123456789TH" }], new Date(at.getTime() + DAY));
      }
    }
  },
};
