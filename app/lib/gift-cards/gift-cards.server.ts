import type { AppLoadContext } from "@remix-run/server-runtime";
import { GiftCardBalanceQuery } from "~/lib/cart/documents.server";
import { blogDate, type BlogDate } from "~/lib/blog/dates";
import { money, type Money } from "~/lib/catalog/price";
import type { MagentoClient } from "~/lib/magento/client.server";
import { BackendTimeoutError, BackendUnavailableError, MagentoGraphQLError } from "~/lib/magento/errors";
import { graphql } from "~/lib/magento/generated";
import { minutesToWait } from "~/lib/throttle/attempts.server";
import { giftCardCodeRetryAfterMs, giftCardCodeWrong } from "~/lib/throttle/shop-throttles.server";

/**
 * The signed-in customer's gift cards (`/{store}/gift-cards`) through Adobe Commerce's shapes: the
 * cards that paid part of the customer's orders (`CustomerOrder.applied_gift_cards`), each with its
 * balance and expiry now (`giftCardAccount`); checking any card's balance; and moving a card's
 * balance into store credit (`redeemGiftCardBalanceAsStoreCredit`).
 */

/** How many of the customer's orders are searched for gift cards (newest first). */
const ORDERS_SEARCHED = 100;

export interface GiftCardView {
  code: string;
  /** Null when the card is used up, expired or unknown now (Adobe Commerce answers "not found"). */
  balance: Money | null;
  /** The last day it can be used (in the store view's calendar), or null when it never expires. */
  expires: BlogDate | null;
  /** The orders it paid part of. */
  orders: string[];
}

export interface GiftCardsPageData {
  storeCode: string;
  cards: GiftCardView[];
}

/** What the "Check a gift card" form shows after a POST. */
export type GiftCardCheck =
  | { ok: true; code: string; balance: Money; expires: BlogDate | null }
  | { ok: false; code: string; error: "invalid" | "missing" | "failed" }
  /** Too many wrong codes from this address lately: not checked; `minutes` to wait. */
  | { ok: false; code: string; error: "throttled"; minutes: number };

export type GiftCardRedeem =
  | { ok: true; amount: Money }
  | { ok: false; reason: "invalid" | "disabled" | "signed-out" | "failed" }
  | { ok: false; reason: "throttled"; minutes: number };

/** A typed code: trimmed, at most 64 characters (longer is no card of this shop). */
export function giftCardCodeOf(value: FormDataEntryValue | null): string {
  return typeof value === "string" ? value.trim().slice(0, 64) : "";
}

/** The cards used on the customer's orders (throws when the backend fails, e.g. a refused token). */
export async function loadGiftCards(client: MagentoClient, options: { storeCode: string; locale: string }): Promise<GiftCardsPageData> {
  const data = await client.query(CustomerGiftCardOrdersQuery, { pageSize: ORDERS_SEARCHED });
  const ordersByCode = new Map<string, { code: string; orders: string[] }>();
  for (const order of data.customer?.orders?.items ?? []) {
    for (const card of order?.applied_gift_cards ?? []) {
      if (!card?.code || !order) continue;
      const key = card.code.toUpperCase();
      const entry = ordersByCode.get(key) ?? { code: card.code, orders: [] };
      entry.orders.push(order.number);
      ordersByCode.set(key, entry);
    }
  }
  const cards = await Promise.all(
    [...ordersByCode.values()].map(async ({ code, orders }): Promise<GiftCardView> => {
      const checked = await checkGiftCard(client, code, options.locale);
      return { code, orders, balance: checked.ok ? checked.balance : null, expires: checked.ok ? checked.expires : null };
    }),
  );
  return { storeCode: options.storeCode, cards };
}

/** Adobe Commerce's "YYYY-MM-DD" as the shopper reads it ("31 ธ.ค. 2573"). */
function expiryOf(value: string | null | undefined, locale: string): BlogDate | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? blogDate(`${value} 12:00:00`, locale, { style: "medium" }) : null;
}

/** A card's balance and expiry; "invalid" for an unknown, used-up or expired card. */
export async function checkGiftCard(client: MagentoClient, code: string, locale: string): Promise<GiftCardCheck> {
  if (!code) return { ok: false, code, error: "missing" };
  try {
    // A balance changes with every order: asked fresh (POST), never from a cache.
    const data = await client.mutate(GiftCardBalanceQuery, { code });
    const card = data.giftCardAccount;
    if (!card?.balance) return { ok: false, code, error: "invalid" };
    return { ok: true, code: card.code ?? code, balance: money(card.balance.value, card.balance.currency, locale), expires: expiryOf(card.expiration_date, locale) };
  } catch (error) {
    if (error instanceof MagentoGraphQLError) return { ok: false, code, error: "invalid" };
    if (error instanceof BackendUnavailableError || error instanceof BackendTimeoutError) return { ok: false, code, error: "failed" };
    throw error;
  }
}

/**
 * A code the shopper typed, checked under the guessing throttle (shop-throttles.server.ts): refused
 * while this address typed too many wrong codes lately, and a wrong code counts.
 */
export async function checkTypedGiftCard(context: AppLoadContext, client: MagentoClient, code: string, locale: string): Promise<GiftCardCheck> {
  const wait = await giftCardCodeRetryAfterMs(context);
  if (wait > 0) return { ok: false, code, error: "throttled", minutes: minutesToWait(wait) };
  const check = await checkGiftCard(client, code, locale);
  if (!check.ok && check.error === "invalid") await giftCardCodeWrong(context);
  return check;
}

/** Moves the typed card's whole balance into the customer's store credit. */
export async function redeemGiftCard(context: AppLoadContext, client: MagentoClient, code: string, locale: string): Promise<GiftCardRedeem> {
  const before = await checkTypedGiftCard(context, client, code, locale);
  if (!before.ok) {
    if (before.error === "throttled") return { ok: false, reason: "throttled", minutes: before.minutes };
    return { ok: false, reason: before.error === "failed" ? "failed" : "invalid" };
  }
  try {
    await client.mutate(RedeemGiftCardMutation, { code });
    return { ok: true, amount: before.balance };
  } catch (error) {
    if (error instanceof BackendUnavailableError || error instanceof BackendTimeoutError) return { ok: false, reason: "failed" };
    if (!(error instanceof MagentoGraphQLError)) throw error;
    if (/isn't authorized|Cannot find the customer/i.test(error.message)) return { ok: false, reason: "signed-out" };
    if (/can't redeem a gift card now/i.test(error.message)) return { ok: false, reason: "disabled" };
    return { ok: false, reason: "invalid" };
  }
}

const CustomerGiftCardOrdersQuery = graphql(`
  query CustomerGiftCardOrders($pageSize: Int!) {
    customer {
      orders(pageSize: $pageSize, scope: WEBSITE) {
        items {
          number
          applied_gift_cards {
            code
          }
        }
      }
    }
  }
`);

const RedeemGiftCardMutation = graphql(`
  mutation RedeemGiftCardAsStoreCredit($code: String!) {
    redeemGiftCardBalanceAsStoreCredit(input: { gift_card_code: $code }) {
      code
      balance {
        ...MoneyFields
      }
    }
  }
`);
