import { createContext, useContext, useMemo, type ReactNode } from "react";
import { fallbackLanguage, type Language } from "~/lib/i18n";
import { createTranslator, type Messages, type Translate } from "~/lib/translation/translator";

export type { Translate } from "~/lib/translation/translator";

type Translation = { language: Language; t: Translate };

const TranslationContext = createContext<Translation | null>(null);

/**
 * The page's language and its catalogue for everything below: the server renders with the store
 * view's catalogue, the browser hydrates with the same one (loaded by `entry.client.tsx`).
 */
export function TranslationProvider({ language, messages, children }: { language: Language; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => ({ language, t: createTranslator(language, messages) }), [language, messages]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/**
 * Outside any provider (a component rendered on its own, as unit tests do) keys stay keys, as
 * react-i18next did without an instance; pages always have one (`entry.server.tsx`, `entry.client.tsx`).
 */
const WITHOUT_CATALOGUE: Translation = { language: fallbackLanguage, t: createTranslator(fallbackLanguage, {}) };

/** `t` (catalogue key → text in the page's language) and that language. */
export function useTranslation(): Translation {
  return useContext(TranslationContext) ?? WITHOUT_CATALOGUE;
}
