import type { Money } from "~/lib/catalog/price";
import type { MagentoClient } from "~/lib/magento/client.server";
import { graphql } from "~/lib/magento/generated";
import type { ShopperSession } from "~/lib/shop/shopper-session.server";
import { sha256, toBase64Url } from "~/lib/web-crypto.server";
import { log } from "../../../logging/logger";

/**
 * Which gift card made a store-credit history row, for the rows this storefront made itself (ADR 052).
 *
 * Magento notes the redeemed card on the row (`additional_info`, "Gift Card Redeemed: CODE. For
 * customer #ID."), but only its admin shows that note: GraphQL's `CustomerStoreCreditHistoryItem`
 * has no field for it. So when the shopper redeems a card here, the storefront reads back the
 * history row the redemption made and remembers, in the encrypted session cookie, that row (its
 * time and change) with the card's last four characters, never the whole code. The history page
 * names the card on the rows it recognises; every other row (a card redeemed on another device, a
 * change made by the shop) shows Magento's action alone, exactly as in front of Adobe Commerce.
 */

/** How many redemptions a browser remembers (newest kept): a cookie has little room. */
export const REDEEMED_CARDS_KEPT = 10;

/** One redemption: the history row it made, and the last four characters of the card's code. */
export interface RedeemedCardNote {
  /** The row's `date_time_changed`, as the backend wrote it ("2026-11-27 09:15:02"). */
  changedAt: string;
  /** The row's `balance_change`. */
  change: number;
  currency: string;
  last4: string;
}

/** The remembered redemptions and whose they are (a hash of the customer's email). */
export interface RedeemedCards {
  owner: string;
  notes: RedeemedCardNote[];
}

/** The part of a code the shopper may see again: its last four characters ("GIFT-1500-A" → "00-A"). */
export function lastFourOf(code: string): string {
  return code.trim().toUpperCase().slice(-4);
}

/**
 * Whose notes these are: the customer's email (trimmed, lower case) hashed, so that another
 * account signing in on the same browser never sees them, and the cookie holds no email.
 */
export async function ownerOf(email: string): Promise<string> {
  return toBase64Url(await sha256(email.trim().toLowerCase())).slice(0, 22);
}

/** `notes` with `note` first, at most REDEEMED_CARDS_KEPT; another owner's notes are dropped. */
export function withRedeemedCard(existing: RedeemedCards | undefined, owner: string, note: RedeemedCardNote): RedeemedCards {
  const kept = existing?.owner === owner ? existing.notes.filter((old) => !sameRow(old, note)) : [];
  return { owner, notes: [note, ...kept].slice(0, REDEEMED_CARDS_KEPT) };
}

/** A history row as the page reads it. */
export interface HistoryRowKey {
  action: string;
  changedAt: string | null;
  change: number;
  currency: string;
}

/** Magento's actions for credit added by a redemption: "Created" for a new balance, else "Updated". */
const REDEMPTION_ACTIONS = new Set(["Created", "Updated"]);

/** The last four characters of the card that made `row`, when this browser redeemed it for `owner`; else null. */
export function redeemedCardOf(remembered: RedeemedCards | undefined, owner: string | null, row: HistoryRowKey): string | null {
  if (!remembered || !owner || remembered.owner !== owner || !row.changedAt || !REDEMPTION_ACTIONS.has(row.action)) return null;
  const { changedAt, change, currency } = row;
  return remembered.notes.find((note) => sameRow(note, { changedAt, change, currency }))?.last4 ?? null;
}

function sameRow(a: Pick<RedeemedCardNote, "changedAt" | "change" | "currency">, b: Pick<RedeemedCardNote, "changedAt" | "change" | "currency">): boolean {
  return a.changedAt === b.changedAt && a.currency === b.currency && Math.abs(a.change - b.change) < 0.005;
}

/** The session's notes, or undefined when absent or not of this shape (an older cookie). */
export function redeemedCardsIn(session: ShopperSession): RedeemedCards | undefined {
  const value: unknown = session.get("redeemedGiftCards");
  if (!value || typeof value !== "object") return undefined;
  const { owner, notes } = value as Partial<RedeemedCards>;
  return typeof owner === "string" && Array.isArray(notes) ? { owner, notes } : undefined;
}

/**
 * After `redeemGiftCardBalanceAsStoreCredit` succeeded: reads the newest history row and, when it
 * is the credit the card added (Created or Updated, by the card's amount), remembers it with the
 * card's last four characters. Best effort: the redemption is done whatever happens here; with the
 * history switched off, or a failing backend, the row simply stays unnamed.
 */
export async function rememberRedeemedCard(session: ShopperSession, client: MagentoClient, code: string, amount: Money): Promise<void> {
  try {
    // Just written: asked fresh (POST), never from a cache.
    const data = await client.mutate(NewestStoreCreditChangeQuery, {});
    const email = data.customer?.email;
    const row = data.customer?.store_credit?.balance_history?.items?.[0];
    if (!email || !row?.date_time_changed || !row.balance_change || !REDEMPTION_ACTIONS.has(row.action ?? "")) return;
    const note: RedeemedCardNote = { changedAt: row.date_time_changed, change: row.balance_change.value ?? 0, currency: row.balance_change.currency ?? "", last4: lastFourOf(code) };
    if (!sameRow(note, { changedAt: note.changedAt, change: amount.value, currency: amount.currency })) return;
    session.set("redeemedGiftCards", withRedeemedCard(redeemedCardsIn(session), await ownerOf(email), note));
  } catch (error) {
    log.warn({ err: error }, "[store-credit] reading back the redemption failed");
  }
}

const NewestStoreCreditChangeQuery = graphql(`
  query NewestStoreCreditChange {
    customer {
      email
      store_credit {
        balance_history(pageSize: 1, currentPage: 1) {
          items {
            action
            balance_change {
              value
              currency
            }
            date_time_changed
          }
        }
      }
    }
  }
`);
