/**
 * Prices as Magento's PriceCurrency::format writes them into widget HTML: the store view's locale
 * pattern with two decimals and the currency's symbol, a symbol set by the shop
 * (`currency/options/customsymbol`) winning over the locale's ("฿1,290.00").
 */
export function createPriceFormatter(currency: string, magentoLocale: string, customSymbol?: string): (value: number) => string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(magentoLocale.replace("_", "-"), { style: "currency", currency, currencyDisplay: "narrowSymbol", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  } catch {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  return (value) =>
    format
      .formatToParts(value)
      .map((part) => (part.type === "currency" && customSymbol ? customSymbol : part.value))
      .join("");
}
