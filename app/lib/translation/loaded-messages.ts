import { fallbackLanguage, isSupportedLanguage, type Language } from "~/lib/i18n";
import { mergeMessages } from "~/lib/translation/pick-messages";
import type { Messages } from "~/lib/translation/translator";

const loaded: Record<string, unknown> = {};

/**
 * The texts this page has loaded so far: root's and each route's, added when the route's module
 * loads (`scripts/vite/route-messages-plugin.ts`), before Remix renders the route. It only grows, and the
 * browser's translator reads it on every call, so a route's texts need no re-render to appear.
 */
export const loadedMessages = loaded as Messages;

/** The page's language, chosen by `<html lang>`, which the server set from the store view. */
export function pageLanguage(): Language {
  const language = document.documentElement.lang;
  return isSupportedLanguage(language) ? language : fallbackLanguage;
}

/** Loads one route's texts in the page's language (store switches reload the document). */
export async function loadRouteMessages(byLanguage: Record<Language, () => Promise<{ default: Messages }>>): Promise<void> {
  const { default: messages } = await byLanguage[pageLanguage()]();
  mergeMessages(loaded, messages);
}
