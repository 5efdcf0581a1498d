/** The demo shop's coupons (documented in docs/engine.md, "Carts"). */
import type { DataPatch } from "../../db/patches";
import { salesrule } from "../../db/schema";

export const demoCouponsPatch: DataPatch = {
  name: "demo/coupons",
  async apply(tx) {
    await tx
      .insert(salesrule)
      .values([
        {
          name: "Welcome 10% off",
          couponCode: "WELCOME10",
          simpleAction: "by_percent",
          discountAmount: "10",
          labels: JSON.stringify({ en: "Welcome 10% off", th: "ส่วนลดต้อนรับ 10%" }),
        },
        {
          name: "฿200 off orders of ฿2,000",
          couponCode: "SAVE200",
          simpleAction: "cart_fixed",
          discountAmount: "200",
          minSubtotal: "2000",
          labels: JSON.stringify({ en: "฿200 off", th: "ลด ฿200" }),
        },
        {
          name: "Free shipping",
          couponCode: "FREESHIP",
          simpleAction: "by_percent",
          discountAmount: "0",
          freeShipping: true,
          labels: JSON.stringify({ en: "Free shipping", th: "จัดส่งฟรี" }),
        },
      ])
      .onConflictDoNothing();
  },
};
