import { createContext, useContext, useMemo, type ReactNode } from "react";
import { fallbackLanguage, type Language } from "~/lib/i18n";
import { mergeMessages } from "~/lib/translation/pick-messages";
import { createTranslator, type Messages, type Translate } from "~/lib/translation/translator";

export type { Translate } from "~/lib/translation/translator";

type Translation = { language: Language; t: Translate };

type Catalogue = Translation & { messages: Messages };

const TranslationContext = createContext<Catalogue | null>(null);

/**
 * The page's language and its catalogue for everything below: the server renders with the store
 * view's catalogue, the browser hydrates with the same one (loaded by `entry.client.tsx`).
 */
export function TranslationProvider({ language, messages, children }: { language: Language; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => ({ language, messages, t: createTranslator(language, messages) }), [language, messages]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/**
 * Outside any provider (a component rendered on its own, as unit tests do) keys stay keys, as
 * react-i18next did without an instance; pages always have one (`entry.server.tsx`, `entry.client.tsx`).
 */
const WITHOUT_CATALOGUE: Catalogue = { language: fallbackLanguage, messages: {}, t: createTranslator(fallbackLanguage, {}) };

/**
 * `t` (catalogue key → text in the page's language) and that language. `more`: texts that came
 * with data rather than with the page's routes (a flash set by another route before a redirect,
 * ADR 043), looked up as well.
 */
export function useTranslation(more?: Messages): Translation {
  const catalogue = useContext(TranslationContext) ?? WITHOUT_CATALOGUE;
  return useMemo(() => {
    if (!more) return catalogue;
    const messages: Record<string, unknown> = {};
    mergeMessages(messages, catalogue.messages);
    mergeMessages(messages, more);
    return { language: catalogue.language, t: createTranslator(catalogue.language, messages as Messages) };
  }, [catalogue, more]);
}
