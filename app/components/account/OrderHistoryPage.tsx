import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import type { OrderHistoryPageData, OrderSummary } from "~/lib/customer/order-history";
import { CUSTOMER_ORDER_STATUSES } from "~/lib/customer/order-status";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

/** The history's URL for a status, search and page (defaults left out, so links stay short). */
export function orderHistoryHref(storeCode: string, { status, number, page }: { status: string; number: string; page: number }): string {
  const query = new URLSearchParams();
  if (status !== "all") query.set("status", status);
  if (number) query.set("number", number);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return `${storeHref(storeCode, "/order-history")}${search ? `?${search}` : ""}`;
}

/**
 * `/{store}/order-history`: one GET form (status and order number, so it works without JS and
 * every view has a URL), the orders newest first, and previous/next page links.
 */
export function OrderHistoryPage({ page }: { page: OrderHistoryPageData }) {
  const { t } = useTranslation();
  const action = storeHref(page.storeCode, "/order-history");
  const href = (pageNumber: number) => orderHistoryHref(page.storeCode, { status: page.status, number: page.numberText, page: pageNumber });
  const searching = page.search !== "none";
  return (
    <div className="order-history">
      <h1>{t("orders.title")}</h1>
      <Form method="get" action={action} className="order-history__filters">
        <div className="order-history__field">
          <label htmlFor="order-status">{t("orders.filter.label")}</label>
          <select id="order-status" name="status" defaultValue={page.status}>
            <option value="all">{t("orders.filter.all")}</option>
            {CUSTOMER_ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`orders.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="order-history__field">
          <label htmlFor="order-number">{t("orders.search.label")}</label>
          <input
            id="order-number"
            name="number"
            type="search"
            inputMode="numeric"
            defaultValue={page.numberText}
            aria-describedby={page.search === "invalid" ? "order-number-hint order-number-error" : "order-number-hint"}
            aria-invalid={page.search === "invalid" ? true : undefined}
          />
          <small id="order-number-hint">{t("orders.search.hint")}</small>
        </div>
        <button type="submit" className="button button--primary">
          {t("orders.search.submit")}
        </button>
        {searching || page.status !== "all" ? (
          <Link to={action} className="button button--secondary">
            {t("orders.search.clear")}
          </Link>
        ) : null}
      </Form>
      {page.search === "invalid" ? (
        <p id="order-number-error" className="order-history__message order-history__message--error" role="alert">
          {t("orders.search.invalid")}
        </p>
      ) : page.orders.length === 0 ? (
        <p className="order-history__message" role="status">
          {page.search === "valid"
            ? t("orders.search.noMatch", { number: page.numberText })
            : page.status === "all"
              ? t("orders.empty")
              : t("orders.emptyFiltered")}
        </p>
      ) : (
        <>
          <p className="order-history__count" role="status">
            {t("orders.count", { count: page.totalCount })}
          </p>
          <ul className="order-history__list" aria-label={t("orders.listLabel")}>
            {page.orders.map((order) => (
              <OrderHistoryRow key={order.number} order={order} />
            ))}
          </ul>
          {page.totalPages > 1 ? (
            <nav className="order-history__pages" aria-label={t("orders.pagination.label")}>
              {page.page > 1 ? (
                <Link to={href(page.page - 1)} rel="prev">
                  {t("orders.pagination.previous")}
                </Link>
              ) : null}
              <span aria-current="page">{t("orders.pagination.page", { page: page.page, pages: page.totalPages })}</span>
              {page.page < page.totalPages ? (
                <Link to={href(page.page + 1)} rel="next">
                  {t("orders.pagination.next")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

function OrderHistoryRow({ order }: { order: OrderSummary }) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const headingId = `order-${order.number}`;
  return (
    <li className="order-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-card__number">
        {order.number}
      </h2>
      <dl className="order-card__facts">
        <div>
          <dt>{t("orders.columns.date")}</dt>
          <dd>
            <time dateTime={order.isoDate || undefined}>{order.date}</time>
          </dd>
        </div>
        <div>
          <dt>{t("orders.columns.status")}</dt>
          <dd>
            <span className={`order-status order-status--${order.status}`}>{t(`orders.status.${order.status}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t("orders.columns.items")}</dt>
          <dd>{t("orders.itemCount", { count: order.itemCount })}</dd>
        </div>
        <div>
          <dt>{t("orders.columns.total")}</dt>
          <dd>{order.total.formatted}</dd>
        </div>
      </dl>
      <Link
        to={storeHref(storeCode, `/order-history/${encodeURIComponent(order.number)}`)}
        className="button button--secondary order-card__view"
        aria-label={t("orders.viewLabel", { number: order.number })}
      >
        {t("orders.view")}
      </Link>
    </li>
  );
}
