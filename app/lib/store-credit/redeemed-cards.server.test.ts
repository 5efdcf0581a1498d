import { createSession } from "@remix-run/server-runtime";
import { describe, expect, it, vi } from "vitest";
import { money } from "~/lib/catalog/price";
import type { MagentoClient } from "~/lib/magento/client.server";
import type { ShopperSession } from "~/lib/shop/shopper-session.server";
import {
  lastFourOf,
  ownerOf,
  REDEEMED_CARDS_KEPT,
  redeemedCardOf,
  redeemedCardsIn,
  rememberRedeemedCard,
  withRedeemedCard,
  type RedeemedCardNote,
} from "~/lib/store-credit/redeemed-cards.server";
import { log } from "../../../logging/logger";

const EMAIL = "malee@example.com";
const AMOUNT = money(1500, "THB", "en");

/** A backend whose newest history row is `row` (or that fails). */
function backend(answer: unknown | Error): MagentoClient & { asked: string[] } {
  const asked: string[] = [];
  const answerWith = vi.fn(async (document: unknown) => {
    asked.push(String(document));
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { asked, query: answerWith, mutate: answerWith } as unknown as MagentoClient & { asked: string[] };
}

const newest = (row: Record<string, unknown> | null, email = EMAIL) => ({
  customer: { email, store_credit: { balance_history: row ? { items: [row] } : null } },
});

const REDEMPTION = { action: "Updated", balance_change: { value: 1500, currency: "THB" }, date_time_changed: "2026-11-27 09:15:02" };

const session = () => createSession({}) as ShopperSession;

describe("lastFourOf", () => {
  it("keeps only the code's last four characters, as typed but trimmed and in capitals", () => {
    expect(lastFourOf("  gift-1500-a ")).toBe("00-A");
    expect(lastFourOf("ABC")).toBe("ABC");
  });
});

describe("rememberRedeemedCard", () => {
  it("remembers the history row the redemption made with the card's last four characters, never the code", async () => {
    const shopper = session();
    const client = backend(newest(REDEMPTION));
    await rememberRedeemedCard(shopper, client, "GIFT-1500-A", AMOUNT);
    expect(redeemedCardsIn(shopper)).toEqual({
      owner: await ownerOf(EMAIL),
      notes: [{ changedAt: "2026-11-27 09:15:02", change: 1500, currency: "THB", last4: "00-A" }],
    });
    expect(JSON.stringify(shopper.data)).not.toContain("GIFT-1500");
    expect(JSON.stringify(shopper.data)).not.toContain(EMAIL);
    // Read back fresh (POST), the newest row only.
    expect(client.mutate).toHaveBeenCalledTimes(1);
    expect(client.asked[0]).toContain("balance_history(pageSize: 1, currentPage: 1)");
  });

  it("remembers a first credit too (Magento's \"Created\" for a new balance)", async () => {
    const shopper = session();
    await rememberRedeemedCard(shopper, backend(newest({ ...REDEMPTION, action: "Created" })), "GIFT-1500-A", AMOUNT);
    expect(redeemedCardsIn(shopper)?.notes).toHaveLength(1);
  });

  it.each([
    ["the newest row is another change", { ...REDEMPTION, balance_change: { value: 250, currency: "THB" } }],
    ["the newest row spent credit", { ...REDEMPTION, action: "Used", balance_change: { value: -1500, currency: "THB" } }],
    ["the newest row has no time", { ...REDEMPTION, date_time_changed: null }],
  ])("remembers nothing when %s", async (_, row) => {
    const shopper = session();
    await rememberRedeemedCard(shopper, backend(newest(row)), "GIFT-1500-A", AMOUNT);
    expect(shopper.has("redeemedGiftCards")).toBe(false);
  });

  it("remembers nothing, and does not fail, when the history is switched off or the backend fails", async () => {
    const shopper = session();
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    await rememberRedeemedCard(shopper, backend(newest(null)), "GIFT-1500-A", AMOUNT);
    await expect(rememberRedeemedCard(shopper, backend(new Error("backend down")), "GIFT-1500-A", AMOUNT)).resolves.toBeUndefined();
    expect(shopper.has("redeemedGiftCards")).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

const note = (second: number, last4 = "00-A"): RedeemedCardNote => ({ changedAt: `2026-11-27 09:15:${String(second).padStart(2, "0")}`, change: 1500, currency: "THB", last4 });

describe("withRedeemedCard", () => {
  it("keeps the newest first, at most a cookie's worth", () => {
    let cards = withRedeemedCard(undefined, "owner", note(0));
    for (let second = 1; second <= REDEEMED_CARDS_KEPT + 2; second += 1) cards = withRedeemedCard(cards, "owner", note(second));
    expect(cards.notes).toHaveLength(REDEEMED_CARDS_KEPT);
    expect(cards.notes[0]).toEqual(note(REDEEMED_CARDS_KEPT + 2));
  });

  it("forgets another customer's cards when this one redeems", () => {
    const cards = withRedeemedCard(withRedeemedCard(undefined, "someone", note(1, "AAAA")), "me", note(2));
    expect(cards).toEqual({ owner: "me", notes: [note(2)] });
  });
});

describe("redeemedCardOf", () => {
  const remembered = { owner: "me", notes: [note(2, "00-A")] };
  const row = { action: "Updated", changedAt: "2026-11-27 09:15:02", change: 1500, currency: "THB" };

  it("names the card on the very row its redemption made", () => {
    expect(redeemedCardOf(remembered, "me", row)).toBe("00-A");
    expect(redeemedCardOf(remembered, "me", { ...row, action: "Created" })).toBe("00-A");
  });

  it("names no card on any other row, nor for another customer", () => {
    expect(redeemedCardOf(remembered, "someone else", row)).toBeNull();
    expect(redeemedCardOf(remembered, null, row)).toBeNull();
    expect(redeemedCardOf(undefined, "me", row)).toBeNull();
    expect(redeemedCardOf(remembered, "me", { ...row, changedAt: "2026-11-27 09:15:03" })).toBeNull();
    expect(redeemedCardOf(remembered, "me", { ...row, change: 1499 })).toBeNull();
    expect(redeemedCardOf(remembered, "me", { ...row, currency: "USD" })).toBeNull();
    expect(redeemedCardOf(remembered, "me", { ...row, action: "Refunded" })).toBeNull();
  });

  it("ignores a session value of another shape", () => {
    const shopper = session();
    shopper.set("redeemedGiftCards", "not notes" as never);
    expect(redeemedCardsIn(shopper)).toBeUndefined();
  });
});
