/**
 * Currency symbols as Magento shows them: a symbol set by the shop (Magento_CurrencySymbol's
 * `currency/options/customsymbol`, JSON like {"THB":"฿"}) wins; otherwise the locale's symbol
 * from ICU, which Node's Intl provides.
 */

/** Parses the custom-symbol setting; a malformed value counts as "none set". */
export function parseCustomSymbols(raw: string | null): Record<string, string> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
      ),
    );
  } catch {
    return {};
  }
}

/** The symbol for `code` in a Magento locale such as "th_TH". */
export function currencySymbol(code: string, magentoLocale: string, custom: Record<string, string>): string {
  const override = custom[code];
  if (override) return override;
  try {
    const parts = new Intl.NumberFormat(magentoLocale.replace("_", "-"), { style: "currency", currency: code }).formatToParts(0);
    return parts.find((part) => part.type === "currency")?.value ?? code;
  } catch {
    return code;
  }
}
