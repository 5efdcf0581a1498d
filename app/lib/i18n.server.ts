import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../../locales/en/common.json";
import fr from "../../locales/fr/common.json";
import th from "../../locales/th/common.json";
import { publicCache } from "~/lib/cache.server";
import type { Translate } from "~/lib/forms/messages";
import { defaultNS, fallbackLanguage, type Language } from "~/lib/i18n";
import type { StoreView } from "~/lib/store-view.server";
import { languageForPath, STORE_VIEWS_CACHE_KEY } from "~/lib/store-view.server";

export const resources = {
  th: { common: th },
  en: { common: en },
  fr: { common: fr },
};

/**
 * One i18next instance per language for the whole process, made on first use: translating is then
 * a lookup. Nobody changes an instance's language, so requests in different languages can share
 * them; the server renderer hands the page's instance to react-i18next.
 */
const instances = new Map<Language, Promise<i18n>>();

export function i18nFor(language: Language): Promise<i18n> {
  let instance = instances.get(language);
  if (!instance) {
    const created = createInstance();
    instance = created
      .use(initReactI18next)
      .init({
        lng: language,
        ns: [defaultNS],
        defaultNS,
        fallbackLng: fallbackLanguage,
        resources,
        interpolation: { escapeValue: false },
      })
      .then(() => created);
    instances.set(language, instance);
  }
  return instance;
}

/** The server's `t` for a language (catalogue keys to text, with values filled in). */
export async function translatorFor(language: Language): Promise<Translate> {
  const fixed = (await i18nFor(language)).getFixedT(language, defaultNS);
  return (key, values) => fixed(key, values ?? {});
}

/**
 * The language of a request's page: its store view's (the URL decides, never a cookie or
 * Accept-Language), without asking the backend when the store views are not known yet.
 */
export function languageOfRequest(request: Request): Language {
  return languageForPath(new URL(request.url).pathname, publicCache.peek<StoreView[]>(STORE_VIEWS_CACHE_KEY));
}

