import type { AppLoadContext } from "@remix-run/server-runtime";
import { publicCacheOf } from "~/lib/cache.server";
import { magentoClient } from "~/lib/magento/client-for.server";
import { graphql } from "~/lib/magento/generated";
import type { StoreCurrenciesQuery as StoreCurrenciesData } from "~/lib/magento/generated/graphql";
import type { Shop } from "~/lib/shop/shop.server";
import type { ShopperSession } from "~/lib/shop/shopper-session.server";

/**
 * The currencies a store view offers, as Magento's `currency` query tells them: prices are kept in
 * the base currency and shown in a display currency the shopper may choose among `available`
 * (spec §4: "switching currency is accepted only for a code in available_currency_codes").
 */
export interface StoreCurrencies {
  /** The currency orders are charged and stored in (`currency/options/base`): THB here. */
  base: string;
  /** What a shopper who chose nothing sees (`currency/options/default`). */
  default: string;
  /** Display currencies a shopper may choose: allowed ones with a rate, the default first. */
  available: string[];
  /** Base → display rates, the base itself at 1. */
  rates: Record<string, number>;
}

/** The store view's currencies (cached with the other public answers: they change rarely). */
export function loadStoreCurrencies(context: AppLoadContext, storeCode: string): Promise<StoreCurrencies> {
  return publicCacheOf(context).get(`currencies:${storeCode}`, async () => {
    const { currency } = await magentoClient(context, { storeCode }).query(StoreCurrenciesQuery);
    return storeCurrenciesOf(currency);
  });
}

type CurrencyAnswer = StoreCurrenciesData["currency"];

/**
 * What the backend answered, made usable: a code is offered only with a rate to it (Magento
 * refuses `Content-Currency` for a currency it cannot convert to), the base and the default always.
 */
export function storeCurrenciesOf(answer: CurrencyAnswer | null | undefined): StoreCurrencies {
  const base = answer?.base_currency_code || "THB";
  const fallback = answer?.default_display_currency_code || base;
  const rates: Record<string, number> = { [base]: 1 };
  for (const rate of answer?.exchange_rates ?? []) {
    if (rate?.currency_to && typeof rate.rate === "number" && rate.rate > 0) rates[rate.currency_to] = rate.rate;
  }
  const offered = (answer?.available_currency_codes ?? []).filter((code): code is string => Boolean(code) && code! in rates);
  const available = [fallback, ...offered.filter((code) => code !== fallback)];
  return { base, default: fallback, available, rates };
}

/** The session's key for the display currency chosen in each store view. */
const SESSION_KEY = "displayCurrencies";

/** The display currency the shopper chose in this store view, if any (not yet checked against what is offered). */
export function storedDisplayCurrency(session: Pick<ShopperSession, "get">, storeCode: string): string | null {
  const chosen = session.get(SESSION_KEY)?.[storeCode];
  return typeof chosen === "string" ? chosen : null;
}

/**
 * Remembers `code` as this store view's display currency; the store's default is remembered as no
 * choice at all, so a shopper who went back to it shares the pages of everyone else again.
 */
export function rememberDisplayCurrency(session: Pick<ShopperSession, "get" | "set" | "unset">, storeCode: string, code: string, currencies: StoreCurrencies): void {
  const choices = { ...(session.get(SESSION_KEY) ?? {}) };
  if (code === currencies.default) delete choices[storeCode];
  else choices[storeCode] = code;
  if (Object.keys(choices).length) session.set(SESSION_KEY, choices);
  else session.unset(SESSION_KEY);
}

/**
 * The display currency to send as `Content-Currency` for this request, or null for the store's
 * default (nothing sent, so every shopper without a choice shares cached answers). A remembered
 * code the store no longer offers falls back to the default quietly; the backend is asked for the
 * store's currencies only when the shopper chose one.
 */
export async function chosenDisplayCurrency(context: AppLoadContext, storeCode: string, session: Pick<ShopperSession, "get">): Promise<string | null> {
  const stored = storedDisplayCurrency(session, storeCode);
  if (!stored) return null;
  const currencies = await loadStoreCurrencies(context, storeCode);
  return stored !== currencies.default && currencies.available.includes(stored) ? stored : null;
}

const StoreCurrenciesQuery = graphql(`
  query StoreCurrencies {
    currency {
      base_currency_code
      default_display_currency_code
      available_currency_codes
      exchange_rates {
        currency_to
        rate
      }
    }
  }
`);

/** What the header's currency switcher shows: null when the store offers one currency (no switcher). */
export interface CurrencyMenu {
  /** The code prices are shown in now. */
  current: string;
  /** Each offered currency with its name in the store view's language (`ดอลลาร์สหรัฐ`, `US Dollar`). */
  options: Array<{ code: string; name: string }>;
}

const currencyNames = new Map<string, Intl.DisplayNames>();

/** The switcher's menu for a shopper who sees prices in `displayCurrency` (null: the default). */
export function currencyMenuOf(currencies: StoreCurrencies, displayCurrency: string | null, locale: string): CurrencyMenu | null {
  if (currencies.available.length < 2) return null;
  let names = currencyNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale, "en"], { type: "currency", fallback: "code" });
    currencyNames.set(locale, names);
  }
  return {
    current: displayCurrency ?? currencies.default,
    options: currencies.available.map((code) => ({ code, name: names.of(code) ?? code })),
  };
}

/**
 * The currency this shopper's prices are shown in and its rate from the base currency: for amounts
 * a backend gives in the base currency whatever the display currency (price filter buckets, as
 * Magento's price index keeps them), converted the way Magento's `priceCurrency->convert` does.
 */
export async function shownCurrency(shop: Pick<Shop, "context" | "storeCode" | "displayCurrency">): Promise<{ code: string; rate: number; base: string }> {
  const currencies = await loadStoreCurrencies(shop.context, shop.storeCode);
  const code = shop.displayCurrency ?? currencies.default;
  return { code, rate: currencies.rates[code] ?? 1, base: currencies.base };
}
