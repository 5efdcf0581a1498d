import routeMessageKeys from "virtual:route-message-keys";
import type { Language } from "~/lib/i18n";
import { resources } from "~/lib/i18n.server";
import { pickMessages } from "~/lib/translation/pick-messages";
import type { Messages } from "~/lib/translation/translator";

const pages = new Map<string, Messages>();

/**
 * The texts a page is rendered with: those of its matched routes (root, layouts, the page), the
 * same the browser loads with their modules, so a key outside them shows as a key on both sides
 * (the e2e suite's raw-key checks catch it) instead of text that changes while hydrating.
 * One object per language and route chain (a few dozen in all), built once.
 */
export function pageMessages(language: Language, routeIds: readonly string[]): Messages {
  const cacheKey = `${language} ${routeIds.join(" ")}`;
  let messages = pages.get(cacheKey);
  if (!messages) {
    messages = pickMessages(resources[language].common, routeIds.flatMap((id) => routeMessageKeys[id] ?? []));
    pages.set(cacheKey, messages);
  }
  return messages;
}

/** The texts of some keys (a flash's message and link) for a page that may not carry them. */
export function messagesOfKeys(language: Language, keys: readonly (string | undefined)[]): Messages {
  return pickMessages(resources[language].common, keys.filter((key) => key !== undefined));
}
