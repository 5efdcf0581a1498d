import { isRouteErrorResponse, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { refusalOf, type RefusalReason } from "~/lib/request-refusal";

export type ErrorKind = "not-found" | "category-not-found" | "unavailable" | "timeout" | "internal" | "unexpected" | RefusalReason;

/**
 * Which page a thrown error deserves: a request the server refused (its reason in the data), else
 * by HTTP status, and the resolver's hint for categories.
 */
export function errorKind(error: unknown): ErrorKind {
  if (isRouteErrorResponse(error)) {
    const refusal = refusalOf(error.data);
    if (refusal) return refusal;
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
 * being down (503) or too slow (504); and the server's refusals of a write (403 cross-site, 413,
 * 415, 400), which offer the page again (a GET of the same URL shows its form). No stack or backend
 * message ever reaches the shopper.
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
    "cross-site": t("errors.crossSite"),
    "too-large": t("errors.tooLarge"),
    "not-a-form": t("errors.notAForm"),
    "unreadable-form": t("errors.unreadableForm"),
  }[kind];
  const offersRetry = kind !== "not-found" && kind !== "category-not-found";

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

export const ERROR_TITLE_KEYS = [
  "errors.notFoundTitle",
  "errors.unavailableTitle",
  "errors.timeoutTitle",
  "errors.internalTitle",
  "errors.forbiddenTitle",
  "errors.tooLargeTitle",
  "errors.unreadableFormTitle",
];

/** Title for `meta` of a route whose boundary is showing an error. */
export function errorTitleKey(error: unknown): string {
  const kind = errorKind(error);
  if (kind === "not-found" || kind === "category-not-found") return "errors.notFoundTitle";
  if (kind === "unavailable") return "errors.unavailableTitle";
  if (kind === "timeout") return "errors.timeoutTitle";
  if (kind === "cross-site") return "errors.forbiddenTitle";
  if (kind === "too-large") return "errors.tooLargeTitle";
  if (kind === "not-a-form" || kind === "unreadable-form") return "errors.unreadableFormTitle";
  return "errors.internalTitle";
}
