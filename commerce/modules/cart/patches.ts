/**
 * Carrier settings under Magento's paths: the system defaults (English titles, flat rate per
 * order, free shipping from a subtotal, express) and the demo shop's Thai titles and prices.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/bulk";
import type { DataPatch } from "../../db/patches";
import { defaultScoped, storeScoped, writeConfig } from "../store";

/** Every engine database: the three carriers, enabled, in THB incl. VAT. */
export const carrierDefaultsPatch: DataPatch = {
  name: "cart/carrier-defaults",
  async apply(tx) {
    await writeConfig(
      tx,
      defaultScoped({
        "carriers/flatrate/active": "1",
        "carriers/flatrate/title": "Flat Rate",
        "carriers/flatrate/name": "Standard delivery",
        "carriers/flatrate/price": "60",
        "carriers/flatrate/type": "O",
        "carriers/flatrate/sort_order": "1",
        "carriers/freeshipping/active": "1",
        "carriers/freeshipping/title": "Free Shipping",
        "carriers/freeshipping/name": "Free delivery",
        "carriers/freeshipping/free_shipping_subtotal": "1500",
        "carriers/freeshipping/sort_order": "2",
        "carriers/express/active": "1",
        "carriers/express/title": "Express",
        "carriers/express/name": "Next-day delivery",
        "carriers/express/price": "150",
        "carriers/express/sort_order": "3",
      }),
    );
  },
};

/** The demo shop's Thai store view (code `th`): carrier titles in Thai. */
export const demoCarrierTitlesPatch: DataPatch = {
  name: "demo/carrier-titles",
  async apply(tx) {
    const [thai] = await queryRows<{ store_id: number }>(tx, sql`select store_id from store where code = 'th'`);
    if (!thai) return;
    await writeConfig(
      tx,
      storeScoped(thai.store_id, {
        "carriers/flatrate/title": "ค่าจัดส่งมาตรฐาน",
        "carriers/flatrate/name": "จัดส่งแบบมาตรฐาน",
        "carriers/freeshipping/title": "จัดส่งฟรี",
        "carriers/freeshipping/name": "จัดส่งฟรี",
        "carriers/express/title": "ด่วน",
        "carriers/express/name": "จัดส่งด่วนวันถัดไป",
      }),
    );
  },
};
