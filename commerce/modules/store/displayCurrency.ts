/**
 * The display currency of one request, as Magento picks it: the `Content-Currency` header when it
 * names an available currency (allowed in the store view's scope and with a rate from the base, the
 * base counting as 1: getAvailableCurrencyCodes), else, with no header, the store view's default
 * display currency when available, else the base. A header naming a currency that is not available
 * is refused (null), as DirectoryGraphQl's CurrencyValidator refuses it; like it, the header is
 * trimmed and upper-cased (`usd` is USD).
 */
import type { Database } from "../../db/connect";
import type { ConfigReader } from "./configReader";
import { availableRates, currencyConfigPaths, currencySettingsOf } from "./currency";
import type { StoreView } from "./storeRegistry";

export interface DisplayCurrency {
  /** The currency amounts are shown in (Magento's current currency). */
  code: string;
  /** The store's base currency: prices, orders and payments. */
  base: string;
  /** 1 base = `rate` display; 1 when the display currency is the base. */
  rate: number;
}

export async function resolveDisplayCurrency(db: Database, config: ConfigReader, view: StoreView, requested: string): Promise<DisplayCurrency | null> {
  const values = await config.getValues([currencyConfigPaths.base, currencyConfigPaths.display, currencyConfigPaths.allow], { storeId: view.id, websiteId: view.websiteId });
  const { base, display, allowed } = currencySettingsOf((path) => values.get(path) ?? null);
  const rateOf = async (code: string): Promise<number | null> => (allowed.includes(code) ? ((await availableRates(db, base, [code])).get(code) ?? null) : null);
  const code = requested.trim().toUpperCase();
  if (code) {
    const rate = await rateOf(code);
    return rate === null ? null : { code, base, rate };
  }
  const rate = await rateOf(display);
  return rate === null ? { code: base, base, rate: 1 } : { code: display, base, rate };
}
