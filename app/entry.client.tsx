import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { hydrateInTurns, nextTask } from "~/components/common/hydrate-later";
import { registerServiceWorker } from "~/lib/pwa/worker-registration";
import { loadedMessages, pageLanguage } from "~/lib/translation/loaded-messages";
import { TranslationProvider } from "~/lib/translation/use-translation";

/**
 * The page's texts are already loaded: each route module's import waits for its own (ADR 043), and
 * Remix imports the matched routes' modules before this module. Store switches reload the document.
 * Hydration starts a task after the modules' evaluation, and the parts in `HydrateLater` follow in
 * tasks of their own (ADR 047): no single long task.
 */
function hydrate() {
  const language = pageLanguage();
  hydrateInTurns(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <TranslationProvider language={language} messages={loadedMessages}>
            <RemixBrowser />
          </TranslationProvider>
        </StrictMode>,
      );
    }),
  );
}

void nextTask().then(hydrate);
registerServiceWorker();
