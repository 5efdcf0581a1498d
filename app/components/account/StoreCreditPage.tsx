import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import type { StoreCreditPageData } from "~/lib/store-credit/store-credit.server";
import { storeHref } from "~/lib/store-view";

/** Adobe Commerce's history actions the page translates; another one is shown as the backend says it. */
const ACTIONS = new Set(["Updated", "Created", "Used", "Refunded", "Reverted"]);

/**
 * `/{store}/store-credit`: the balance, then its changes newest first (date, what happened, the
 * change and the balance after it), ten a page with plain links (no JavaScript needed). A change
 * made by a gift card redeemed from this browser says which card, by its last four characters.
 */
export function StoreCreditPage({ credit }: { credit: StoreCreditPageData }) {
  const { t } = useTranslation();
  const pageHref = (page: number) => `${storeHref(credit.storeCode, "/store-credit")}${page > 1 ? `?page=${page}` : ""}`;
  if (!credit.enabled) {
    return (
      <div className="store-credit">
        <h1>{t("storeCredit.title")}</h1>
        <p>{t("storeCredit.disabled")}</p>
      </div>
    );
  }
  const history = credit.history;
  return (
    <div className="store-credit">
      <h1>{t("storeCredit.title")}</h1>
      <p className="store-credit__balance">
        {t("storeCredit.balance")} <strong data-testid="store-credit-balance">{credit.balance?.formatted}</strong>
      </p>
      <p>{t("storeCredit.intro")}</p>
      <h2>{t("storeCredit.history.title")}</h2>
      {!history || history.rows.length === 0 ? (
        <p>{t("storeCredit.history.empty")}</p>
      ) : (
        <>
          <table className="store-credit__history">
            <caption className="visually-hidden">{t("storeCredit.history.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("storeCredit.history.date")}</th>
                <th scope="col">{t("storeCredit.history.action")}</th>
                <th scope="col">{t("storeCredit.history.change")}</th>
                <th scope="col">{t("storeCredit.history.balance")}</th>
              </tr>
            </thead>
            <tbody>
              {history.rows.map((row, index) => (
                <tr key={`${row.date?.iso ?? ""}-${index}`}>
                  <td>{row.date ? <time dateTime={row.date.iso}>{row.date.label}</time> : null}</td>
                  <td>
                    {ACTIONS.has(row.action) ? t(`storeCredit.actions.${row.action}`) : row.action}
                    {row.giftCardLast4 ? (
                      <span className="store-credit__source">{t("storeCredit.history.fromGiftCard", { last4: row.giftCardLast4 })}</span>
                    ) : null}
                  </td>
                  <td>{row.change.value > 0 ? `+${row.change.formatted}` : row.change.formatted}</td>
                  <td>{row.balance.formatted}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {history.totalPages > 1 ? (
            <nav className="order-history__pages" aria-label={t("storeCredit.history.pages")}>
              {history.page > 1 ? <Link to={pageHref(history.page - 1)}>{t("storeCredit.history.previous")}</Link> : null}
              <span aria-current="page">{t("storeCredit.history.page", { page: history.page, pages: history.totalPages })}</span>
              {history.page < history.totalPages ? <Link to={pageHref(history.page + 1)}>{t("storeCredit.history.next")}</Link> : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
