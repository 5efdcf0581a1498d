/**
 * Saved cards' settings and demo data: the stored-cards method's Thai title, and the demo
 * customer's saved Visa ••4242 (exp 12/2030), kept by the sandbox gateway as if he had ticked
 * "Save this card for later" when paying. Documented in docs/engine.md, "Saved cards".
 */
import { eq, sql } from "drizzle-orm";
import type { DataPatch } from "../../db/patches";
import { customerEntity, store } from "../../db/schema";
import { DEMO_CUSTOMER } from "../customer";
import { createPaymentGateway } from "../payment-gateway";
import { storeScoped, writeConfig } from "../store";
import { createVaultService } from "./vault";

export const demoSavedCardsPatch: DataPatch = {
  name: "demo/saved-cards",
  async apply(tx) {
    const [thai] = await tx.select({ id: store.storeId }).from(store).where(eq(store.code, "th"));
    if (thai) await writeConfig(tx, storeScoped(thai.id, { "payment/sandbox_card_vault/title": "บัตรที่บันทึกไว้" }));
    const [customer] = await tx.select({ id: customerEntity.entityId }).from(customerEntity).where(sql`lower(${customerEntity.email}) = ${DEMO_CUSTOMER.email}`);
    if (!customer) return;
    const kept = await createPaymentGateway(tx).keepCard({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2030, outcome: "approved" });
    await createVaultService({ db: tx }).save(customer.id, kept);
  },
};
