import { isRouteErrorResponse, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export type ErrorKind = "not-found" | "category-not-found" | "unavailable" | "timeout" | "internal" | "unexpected";

/** Which page a thrown error deserves: by HTTP status, and the resolver's hint for categories. */
export function errorKind(error: unknown): ErrorKind {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return error.data === "category" ? "category-not-found" : "not-found";
    if (error.status === 503) return "unavailable";
    if (error.status === 504) return "timeout";
    return "internal";
  }
  // A render error or an error no loader expected.
  return "unexpected";
}

/**
 * The error views of the spec: not found (404), the internal-error page (500), and the backend
 * being down (503) or too slow (504). No stack or backend message ever reaches the shopper.
 */
export function ErrorPage({ error, storeCode }: { error: unknown; storeCode: string | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const kind = errorKind(error);
  const home = storeCode ? `/${storeCode}` : "/";
  const retry = `${location.pathname}${location.search}`;

  const message = {
    "not-found": t("errors.notFound"),
    "category-not-found": t("errors.categoryNotFound"),
    unavailable: t("errors.unavailable"),
    timeout: t("errors.timeout"),
    internal: t("errors.internal"),
    unexpected: t("errors.somethingWentWrong"),
  }[kind];
  const offersRetry = kind === "unavailable" || kind === "timeout" || kind === "internal" || kind === "unexpected";

  return (
    <section className="error-page" aria-labelledby="error-heading">
      <h1 id="error-heading" className="error-page__heading">
        {t("errors.oops")}
      </h1>
      <p className="error-page__message">{message}</p>
      {kind === "not-found" || kind === "category-not-found" ? (
        <p className="error-page__hint">{t("errors.notFoundHint")}</p>
      ) : null}
      <p className="error-page__actions">
        <Link className="button button--primary" to={home} reloadDocument={kind !== "not-found"}>
          {t("errors.takeMeHome")}
        </Link>
        {offersRetry ? (
          <a className="button button--secondary" href={retry}>
            {kind === "unexpected" || kind === "internal" ? t("errors.reload") : t("errors.tryAgain")}
          </a>
        ) : null}
      </p>
    </section>
  );
}

export const ERROR_TITLE_KEYS = ["errors.notFoundTitle", "errors.unavailableTitle", "errors.timeoutTitle", "errors.internalTitle"];

/** Title for `meta` of a route whose boundary is showing an error. */
export function errorTitleKey(error: unknown): string {
  const kind = errorKind(error);
  if (kind === "not-found" || kind === "category-not-found") return "errors.notFoundTitle";
  if (kind === "unavailable") return "errors.unavailableTitle";
  if (kind === "timeout") return "errors.timeoutTitle";
  return "errors.internalTitle";
}
