/**
 * The `currency` query's data: base and display currencies from settings, the currencies a
 * shopper may switch to (allowed ones with a rate, as Magento's getAvailableCurrencyCodes), and
 * their rates from directory_currency_rate.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { directoryCurrencyRate } from "../../db/schema";
import type { ConfigReader } from "./configReader";
import { currencySymbol, parseCustomSymbols } from "./currencySymbol";
import type { StoreView } from "./storeRegistry";

export interface CurrencyInfo {
  baseCurrencyCode: string;
  baseCurrencySymbol: string;
  defaultDisplayCurrencyCode: string;
  defaultDisplayCurrencySymbol: string;
  availableCurrencyCodes: string[];
  exchangeRates: { currencyTo: string; rate: number }[];
}

export const currencyConfigPaths = {
  base: "currency/options/base",
  display: "currency/options/default",
  allow: "currency/options/allow",
  customSymbol: "currency/options/customsymbol",
  locale: "general/locale/code",
} as const;

export async function getCurrencyInfo(db: Database, config: ConfigReader, view: StoreView): Promise<CurrencyInfo> {
  const values = await config.getValues(Object.values(currencyConfigPaths), { storeId: view.id, websiteId: view.websiteId });
  const { base, display, allowed } = currencySettingsOf((path) => values.get(path) ?? null);
  const locale = values.get(currencyConfigPaths.locale) ?? "en_US";
  const custom = parseCustomSymbols(values.get(currencyConfigPaths.customSymbol) ?? null);

  const rateByCode = await availableRates(db, base, allowed);
  const available = allowed.filter((code) => rateByCode.has(code));
  return {
    baseCurrencyCode: base,
    baseCurrencySymbol: currencySymbol(base, locale, custom),
    defaultDisplayCurrencyCode: display,
    defaultDisplayCurrencySymbol: currencySymbol(display, locale, custom),
    availableCurrencyCodes: available,
    exchangeRates: available.map((code) => ({ currencyTo: code, rate: rateByCode.get(code) ?? 1 })),
  };
}

/**
 * The rates from `base` of those `codes` that are available (Magento's getAvailableCurrencyCodes):
 * a code with a rate in directory_currency_rate, the base itself counting as 1. Only codes other
 * than the base are looked up.
 */
export async function availableRates(db: Database, base: string, codes: readonly string[]): Promise<Map<string, number>> {
  const others = codes.filter((code) => code !== base);
  const rows = others.length
    ? await db
        .select({ currencyTo: directoryCurrencyRate.currencyTo, rate: directoryCurrencyRate.rate })
        .from(directoryCurrencyRate)
        .where(and(eq(directoryCurrencyRate.currencyFrom, base), inArray(directoryCurrencyRate.currencyTo, others)))
    : [];
  const rates = new Map(rows.map((row) => [row.currencyTo, Number(row.rate)]));
  if (codes.includes(base)) rates.set(base, 1);
  return rates;
}

/**
 * One scope's base, default display and allowed currencies from its settings (`valueAt` resolves a
 * path for that scope), with the fallbacks the `currency` query uses when one is unset.
 */
export function currencySettingsOf(valueAt: (path: string) => string | null): { base: string; display: string; allowed: string[] } {
  const base = valueAt(currencyConfigPaths.base) ?? "USD";
  return { base, display: valueAt(currencyConfigPaths.display) ?? base, allowed: splitCodes(valueAt(currencyConfigPaths.allow) ?? base) };
}

function splitCodes(raw: string): string[] {
  return raw
    .split(",")
    .map((code) => code.trim().toUpperCase())
    .filter((code) => /^[A-Z]{3}$/.test(code));
}
