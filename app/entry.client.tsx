import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { defaultNS, fallbackLanguage, isSupportedLanguage } from "~/lib/i18n";
import { registerServiceWorker } from "~/lib/pwa/worker-registration";

/**
 * Only the page's own catalogue is loaded (one small cached chunk), chosen by `<html lang>`,
 * which the server set from the store view. Store switches reload the document.
 */
async function hydrate() {
  const documentLanguage = document.documentElement.lang;
  const language = isSupportedLanguage(documentLanguage) ? documentLanguage : fallbackLanguage;
  const messages = (await import(`../locales/${language}/common.json`)) as { default: Record<string, unknown> };
  await i18next.use(initReactI18next).init({
    lng: language,
    ns: [defaultNS],
    defaultNS,
    fallbackLng: false,
    resources: { [language]: { [defaultNS]: messages.default } },
    interpolation: { escapeValue: false },
  });

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18next}>
          <RemixBrowser />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
registerServiceWorker();
