/** Message catalogues the storefront ships; the store view's locale picks one. */
export const supportedLanguages = ["th", "en", "fr"] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = "th";
export const defaultNS = "common";

export function isSupportedLanguage(value: string | undefined | null): value is Language {
  return (supportedLanguages as readonly string[]).includes(value ?? "");
}

/** `th_TH` / `th-TH` / `th` → `th`; anything we have no catalogue for → undefined. */
export function languageOfLocale(locale: string | undefined | null): Language | undefined {
  const language = locale?.split(/[_-]/)[0]?.toLowerCase();
  return isSupportedLanguage(language) ? language : undefined;
}

/** BCP 47 tag for `Intl` formatting: `th_TH` → `th-TH`. */
export function intlLocale(locale: string | undefined | null, language: Language): string {
  return locale ? locale.replace("_", "-") : language;
}

/** `dir` of a page in this language; every catalogue the shop has is written left to right. */
export function textDirection(language: Language): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(language) ? "rtl" : "ltr";
}

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(["ar", "fa", "he", "ur"]);
