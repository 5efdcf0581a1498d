import { RemixI18Next } from "remix-i18next/server";
import en from "../../locales/en/common.json";
import fr from "../../locales/fr/common.json";
import th from "../../locales/th/common.json";
import { publicCache } from "~/lib/cache.server";
import { defaultNS, fallbackLanguage, supportedLanguages } from "~/lib/i18n";
import type { StoreView } from "~/lib/store-view.server";
import { languageForPath, STORE_VIEWS_CACHE_KEY } from "~/lib/store-view.server";

export const resources = {
  th: { common: th },
  en: { common: en },
  fr: { common: fr },
};

/**
 * The language follows the store view in the URL (its Magento locale), never a cookie or the
 * Accept-Language header, so a page's URL alone decides what it says.
 */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    order: ["custom"],
    async findLocale(request) {
      return languageForPath(new URL(request.url).pathname, publicCache.peek<StoreView[]>(STORE_VIEWS_CACHE_KEY));
    },
  },
  i18next: {
    resources,
    defaultNS,
    fallbackLng: fallbackLanguage,
    interpolation: { escapeValue: false },
  },
});
