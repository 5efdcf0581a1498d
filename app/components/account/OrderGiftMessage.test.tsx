import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OrderGiftMessage } from "~/components/account/OrderGiftMessage";
import type { Language } from "~/lib/i18n";
import type { Messages } from "~/lib/translation/translator";
import { TranslationProvider } from "~/lib/translation/use-translation";

const catalogue = (language: Language) => JSON.parse(readFileSync(new URL(`../../../locales/${language}/common.json`, import.meta.url), "utf8")) as Messages;

/** What the order page shows of the gift message, rendered on the server in the store view's language. */
const markup = (language: Language) =>
  renderToStaticMarkup(
    <TranslationProvider language={language} messages={catalogue(language)}>
      <OrderGiftMessage message={{ from: "Malee", to: "Somchai", message: "สุขสันต์วันเกิด <3\nRak na" }} />
    </TranslationProvider>,
  );

describe("the order page's gift message", () => {
  it.each([
    ["en", "Gift message", "From", "To"],
    ["th", "ข้อความอวยพร", "จาก", "ถึง"],
    ["fr", "Message cadeau", "De", "À"],
  ] as const)("says who it is from and for, and the words, under a heading (%s)", (language, heading, from, to) => {
    const html = markup(language);
    expect(html).toContain(`<h2 id="order-gift-message-heading">${heading}</h2>`);
    expect(html).toContain(`<dt>${from}</dt><dd>Malee</dd>`);
    expect(html).toContain(`<dt>${to}</dt><dd>Somchai</dd>`);
    // The shopper's words are text, never markup.
    expect(html).toContain("<blockquote><p>สุขสันต์วันเกิด &lt;3\nRak na</p></blockquote>");
  });
});
