/**
 * Prices as shoppers read them: the store view's locale, the currency's narrow symbol (฿ for THB
 * in every language, $ for USD) and the currency's own fraction digits (two for THB and USD, none
 * for JPY). Formatted on the server, so the browser never re-formats (no hydration differences
 * between ICU versions).
 */
export interface Money {
  value: number;
  currency: string;
  /** E.g. `฿1,290.00`. */
  formatted: string;
}

/** What a tile or product page shows: the price to pay and, when discounted, the old one. */
export interface DisplayPrice {
  final: Money;
  /** The regular price when the shopper pays less than it, else null. */
  regular: Money | null;
  /** Set when variants cost different amounts and no single one is chosen. */
  maximum: Money | null;
  percentOff: number | null;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `formatPrice(1290, "THB", "th-TH")` → `฿1,290.00`. An unknown locale falls back to English. */
export function formatPrice(value: number, currency: string, locale: string): string {
  try {
    return formatterFor(locale, currency).format(value);
  } catch {
    return formatterFor("en", currency || "THB").format(value);
  }
}

export function money(value: number | null | undefined, currency: string | null | undefined, locale: string): Money {
  const amount = typeof value === "number" && Number.isFinite(value) ? value : 0;
  const code = currency || "THB";
  return { value: amount, currency: code, formatted: formatPrice(amount, code, locale) };
}

interface MoneyLike {
  value?: number | null;
  currency?: string | null;
}

export interface PriceRangeLike {
  minimum_price: {
    regular_price: MoneyLike;
    final_price: MoneyLike;
    discount?: { percent_off?: number | null } | null;
  };
  maximum_price?: {
    regular_price: MoneyLike;
    final_price: MoneyLike;
  } | null;
}

/** Magento's `price_range` as the shopper sees it. */
export function displayPrice(range: PriceRangeLike, locale: string): DisplayPrice {
  const min = range.minimum_price;
  const final = money(min.final_price.value, min.final_price.currency, locale);
  const regularValue = min.regular_price.value ?? final.value;
  const discounted = regularValue - final.value > 0.005;
  const maxFinal = range.maximum_price?.final_price.value;
  const isRange = typeof maxFinal === "number" && maxFinal - final.value > 0.005;
  const percentOff = min.discount?.percent_off;
  return {
    final,
    regular: discounted ? money(regularValue, min.regular_price.currency ?? final.currency, locale) : null,
    maximum: isRange ? money(maxFinal, range.maximum_price?.final_price.currency ?? final.currency, locale) : null,
    percentOff: discounted && percentOff ? Math.round(percentOff) : null,
  };
}
