import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { fallbackLanguage, isSupportedLanguage } from "~/lib/i18n";
import { registerServiceWorker } from "~/lib/pwa/worker-registration";
import type { Messages } from "~/lib/translation/translator";
import { TranslationProvider } from "~/lib/translation/use-translation";

/**
 * Only the page's own catalogue is loaded (one small cached chunk), chosen by `<html lang>`,
 * which the server set from the store view. Store switches reload the document.
 */
async function hydrate() {
  const documentLanguage = document.documentElement.lang;
  const language = isSupportedLanguage(documentLanguage) ? documentLanguage : fallbackLanguage;
  const messages = (await import(`../locales/${language}/common.json`)) as { default: Messages };

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <TranslationProvider language={language} messages={messages.default}>
          <RemixBrowser />
        </TranslationProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
registerServiceWorker();
