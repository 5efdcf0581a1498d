import { describe, expect, it } from "vitest";
import type { MagentoClient } from "~/lib/magento/client.server";
import { ownerOf } from "~/lib/store-credit/redeemed-cards.server";
import { loadStoreCredit } from "~/lib/store-credit/store-credit.server";

const thb = (value: number) => ({ value, currency: "THB" });

/** Adobe Commerce's answer: a redemption into a new balance, then an order that used some of it. */
const ANSWER = {
  customer: {
    email: "Malee@Example.com",
    store_credit: {
      enabled: true,
      current_balance: thb(1100),
      balance_history: {
        total_count: 3,
        page_info: { current_page: 1, total_pages: 1 },
        items: [
          { action: "Used", balance_change: thb(-400), actual_balance: thb(1100), date_time_changed: "2026-11-27 10:00:00" },
          { action: "Created", balance_change: thb(1500), actual_balance: thb(1500), date_time_changed: "2026-11-27 09:15:02" },
          { action: "Updated", balance_change: thb(1500), actual_balance: thb(3000), date_time_changed: "2026-11-27 09:20:00" },
        ],
      },
    },
  },
};

const client = { query: async () => ANSWER } as unknown as MagentoClient;

const load = async (owner: string) =>
  loadStoreCredit(client, {
    storeCode: "en",
    locale: "en",
    page: 1,
    redeemedCards: { owner, notes: [{ changedAt: "2026-11-27 09:15:02", change: 1500, currency: "THB", last4: "00-A" }] },
  });

describe("loadStoreCredit", () => {
  it("names the gift card on the row its redemption from this browser made, and on no other", async () => {
    const credit = await load(await ownerOf(" malee@example.com "));
    expect(credit.history!.rows.map((row) => [row.action, row.change.formatted, row.giftCardLast4])).toEqual([
      ["Used", "-฿400.00", null],
      ["Created", "฿1,500.00", "00-A"],
      // Another credit of the same amount at another time (a card redeemed elsewhere, or by the shop): unnamed.
      ["Updated", "฿1,500.00", null],
    ]);
  });

  it("names no card when the notes are another customer's, or when there are none", async () => {
    const other = await load(await ownerOf("somchai@example.com"));
    expect(other.history!.rows.every((row) => row.giftCardLast4 === null)).toBe(true);
    const none = await loadStoreCredit(client, { storeCode: "en", locale: "en", page: 1 });
    expect(none.history!.rows.every((row) => row.giftCardLast4 === null)).toBe(true);
  });
});
