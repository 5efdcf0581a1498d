import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { errorKind } from "~/lib/error-kind";
import { REFERENCE_ELEMENT_ID, useRequestReference } from "~/components/errors/request-reference";

/**
 * The error views of the spec: not found (404), the internal-error page (500), and the backend
 * being down (503) or too slow (504); and the server's refusals of a write (403 cross-site, 413,
 * 415, 400), which offer the page again (an address that does not decode, 400, does not) (a GET of the same URL shows its form). No stack or backend
 * message ever reaches the shopper; an error other than not found shows the request's short
 * reference (the start of its X-Request-Id) for the shopper to quote to support.
 */
export function ErrorPage({ error, storeCode }: { error: unknown; storeCode: string | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const kind = errorKind(error);
  const reference = useRequestReference();
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
    "malformed-url": t("errors.malformedUrl"),
  }[kind];
  // The same broken address again would fail the same way.
  const offersRetry = kind !== "not-found" && kind !== "category-not-found" && kind !== "malformed-url";

  return (
    <section className="error-page" aria-labelledby="error-heading">
      <h1 id="error-heading" className="error-page__heading">
        {t("errors.oops")}
      </h1>
      <p className="error-page__message">{message}</p>
      {kind === "not-found" || kind === "category-not-found" ? (
        <p className="error-page__hint">{t("errors.notFoundHint")}</p>
      ) : null}
      {reference && kind !== "not-found" && kind !== "category-not-found" ? (
        <p className="error-page__reference" id={REFERENCE_ELEMENT_ID} data-reference={reference}>
          {t("errors.reference", { reference })}
        </p>
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
