/**
 * The demo customer's store credit (demo data only): ฿500 built from three changes over the last
 * weeks (a goodwill credit, a refund, part spent on an order), so /store-credit has a history.
 * Runs after the demo customer and his orders.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { DataPatch } from "../../db/patches";
import { customerEntity, salesOrder } from "../../db/schema";
import { DEMO_CUSTOMER } from "../customer";
import { changeBalance } from "./balances";

const DAY = 86_400_000;

export const demoStoreCreditPatch: DataPatch = {
  name: "demo/customer-somchai-store-credit",
  async apply(tx) {
    const [customer] = await tx.select().from(customerEntity).where(sql`lower(${customerEntity.email}) = ${DEMO_CUSTOMER.email}`);
    if (!customer) return;
    const [order] = await tx
      .select({ number: salesOrder.incrementId })
      .from(salesOrder)
      .where(and(eq(salesOrder.customerId, customer.entityId), eq(salesOrder.status, "canceled")))
      .orderBy(asc(salesOrder.entityId))
      .limit(1);
    const now = Date.now();
    const changes = [
      { delta: 400, action: "updated", info: "Welcome credit", daysAgo: 40 },
      { delta: 250, action: "refunded", info: order ? `Refund of order #${order.number}` : "Refund", daysAgo: 30 },
      { delta: -150, action: "used", info: "Spent at the shop", daysAgo: 21 },
    ] as const;
    for (const change of changes) {
      await changeBalance(tx, { customerId: customer.entityId, websiteId: customer.websiteId, delta: change.delta, action: change.action, info: change.info, at: new Date(now - change.daysAgo * DAY) });
    }
  },
};
