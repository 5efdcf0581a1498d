import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StoreCreditPage } from "~/components/account/StoreCreditPage";
import { money } from "~/lib/catalog/price";
import type { Language } from "~/lib/i18n";
import type { Messages } from "~/lib/translation/translator";
import { TranslationProvider } from "~/lib/translation/use-translation";
import type { StoreCreditHistoryRow, StoreCreditPageData } from "~/lib/store-credit/store-credit.server";

const row = (action: string, change: number, giftCardLast4: string | null): StoreCreditHistoryRow => ({
  action,
  change: money(change, "THB", "en"),
  balance: money(1500, "THB", "en"),
  date: { iso: "2026-11-27", label: "27 Nov 2026" },
  giftCardLast4,
});

const credit = (rows: StoreCreditHistoryRow[]): StoreCreditPageData => ({
  storeCode: "en",
  enabled: true,
  balance: money(1500, "THB", "en"),
  history: { rows, page: 1, totalPages: 1, totalCount: rows.length },
});

const catalogue = (language: Language) => JSON.parse(readFileSync(new URL(`../../../locales/${language}/common.json`, import.meta.url), "utf8")) as Messages;

/** What a shopper without JavaScript gets, in the store view's language (one page of history: no page links). */
const markup = (data: StoreCreditPageData, language: Language) =>
  renderToStaticMarkup(
    <TranslationProvider language={language} messages={catalogue(language)}>
      <StoreCreditPage credit={data} />
    </TranslationProvider>,
  );

describe("store credit history", () => {
  it.each([
    ["en", "<td>Created<span class=\"store-credit__source\">From gift card ending in 00-A</span></td>"],
    ["th", "<td>เปิดบัญชีเครดิต<span class=\"store-credit__source\">จากบัตรของขวัญที่ลงท้ายด้วย 00-A</span></td>"],
  ] as const)("says which gift card added the credit, by its last four characters, next to Magento's action (%s)", (language, cell) => {
    expect(markup(credit([row("Created", 1500, "00-A")]), language)).toContain(cell);
  });

  it("shows the action alone on a row it knows no card for", () => {
    const html = markup(credit([row("Updated", 1500, null)]), "en");
    expect(html).toContain("<td>Updated</td>");
    expect(html).not.toContain("store-credit__source");
  });
});
