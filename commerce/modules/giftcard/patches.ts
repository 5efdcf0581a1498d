/** The demo shop's gift cards (documented in docs/engine.md, "Carts"). */
import type { DataPatch } from "../../db/patches";
import { magentoGiftcardaccount } from "../../db/schema";

export const demoGiftCardsPatch: DataPatch = {
  name: "demo/gift-cards",
  async apply(tx) {
    await tx
      .insert(magentoGiftcardaccount)
      .values([
        { code: "GIFT-1000-THAI", balance: "1000" },
        { code: "GIFT-300-THAI", balance: "300" },
        { code: "GIFT-EMPTY-00", balance: "0" },
        { code: "GIFT-EXPIRED-00", balance: "500", dateExpires: "2024-12-31" },
      ])
      .onConflictDoNothing();
  },
};
