import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { fallbackLanguage, isSupportedLanguage } from "~/lib/i18n";
import { registerServiceWorker } from "~/lib/pwa/worker-registration";
import { loadedMessages } from "~/lib/translation/loaded-messages";
import { TranslationProvider } from "~/lib/translation/use-translation";

/**
 * The page's texts are already loaded: each route module's import waits for its own (ADR 043), and
 * Remix imports the matched routes' modules before this module. Store switches reload the document.
 */
async function hydrate() {
  const documentLanguage = document.documentElement.lang;
  const language = isSupportedLanguage(documentLanguage) ? documentLanguage : fallbackLanguage;

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <TranslationProvider language={language} messages={loadedMessages}>
          <RemixBrowser />
        </TranslationProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
registerServiceWorker();
