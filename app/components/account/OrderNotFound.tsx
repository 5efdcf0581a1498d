import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

/** The loaders' 404 for an order the customer does not have (unknown or another customer's). */
export const ORDER_NOT_FOUND = "order";

/**
 * The order details page's error boundary: the spec's "Order not found" (with the way back to the
 * history) for its 404, the usual error views for anything else.
 */
export function OrderNotFoundBoundary() {
  const error = useRouteError();
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  if (!(isRouteErrorResponse(error) && error.status === 404 && error.data === ORDER_NOT_FOUND)) return <PageErrorBoundary />;
  return (
    <section className="error-page" aria-labelledby="order-not-found-heading">
      <h1 id="order-not-found-heading" className="error-page__heading">
        {t("orders.notFound.title")}
      </h1>
      <p className="error-page__message">{t("orders.notFound.message")}</p>
      <p className="error-page__actions">
        <Link className="button button--primary" to={storeHref(storeCode, "/order-history")}>
          {t("orders.notFound.back")}
        </Link>
      </p>
    </section>
  );
}
