/**
 * Checkout settings at Magento's config paths: the payment methods (on, with Magento's default
 * titles) and, for the demo shop, Thai titles in the Thai store view and the sales sender.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/bulk";
import type { DataPatch } from "../../db/patches";
import { defaultScoped, storeScoped, writeConfig } from "../store";

export const paymentMethodsPatch: DataPatch = {
  name: "checkout/payment-methods",
  async apply(tx) {
    await writeConfig(
      tx,
      defaultScoped({
        "payment/cashondelivery/active": "1",
        "payment/cashondelivery/title": "Cash On Delivery",
        "payment/banktransfer/active": "1",
        "payment/banktransfer/title": "Bank Transfer Payment",
        "payment/sandbox_card/active": "1",
        "payment/sandbox_card/title": "Credit or Debit Card",
        "payment/free/active": "1",
        "payment/free/title": "No Payment Information Required",
        "customer/address/street_lines": "2",
      }),
    );
  },
};

export const demoCheckoutSettingsPatch: DataPatch = {
  name: "demo/checkout-settings",
  async apply(tx) {
    const [thai] = await queryRows<{ store_id: number }>(tx, sql`select store_id from store where code = 'th'`);
    await writeConfig(tx, [
      ...defaultScoped({
        "trans_email/ident_sales/name": "Baan Suan",
        "trans_email/ident_sales/email": "sales@baan-suan.example",
      }),
      ...(thai
        ? storeScoped(thai.store_id, {
            "payment/cashondelivery/title": "เก็บเงินปลายทาง",
            "payment/banktransfer/title": "โอนเงินผ่านธนาคาร",
            "payment/sandbox_card/title": "บัตรเครดิตหรือบัตรเดบิต",
            "payment/free/title": "ไม่ต้องชำระเงิน",
            "trans_email/ident_sales/name": "บ้านสวน",
          })
        : []),
    ]);
  },
};
