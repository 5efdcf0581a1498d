/**
 * Newsletter settings under Magento's paths: the system defaults (guests may subscribe, no
 * confirmation, as Magento ships) and the demo shop's choice: the Thai store view asks guests to
 * confirm by email (double opt-in), the English one does not (docs/decisions/028).
 */
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/bulk";
import type { DataPatch } from "../../db/patches";
import { defaultScoped, storeScoped, writeConfig } from "../store";

/** Every engine database: Magento's defaults. */
export const newsletterDefaultConfigPatch: DataPatch = {
  name: "newsletter/default-config",
  async apply(tx) {
    await writeConfig(
      tx,
      defaultScoped({
        "newsletter/subscription/allow_guest_subscribe": "1",
        "newsletter/subscription/confirm": "0",
      }),
    );
  },
};

/** The demo shop: its Thai store view (code `th`) sends a confirmation email to guests. */
export const demoNewsletterConfirmationPatch: DataPatch = {
  name: "demo/newsletter-confirmation",
  async apply(tx) {
    const [thai] = await queryRows<{ store_id: number }>(tx, sql`select store_id from store where code = 'th'`);
    if (!thai) return;
    await writeConfig(tx, storeScoped(thai.store_id, { "newsletter/subscription/confirm": "1" }));
  },
};
