import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/components/icons/Icon";
import { listingHref, withPage } from "~/lib/catalog/listing-params";
import { pageWindow } from "~/lib/catalog/pagination";
import type { ProductListing } from "~/lib/catalog/types";

/** Links to the listing's pages; the current page is marked, previous and next carry `rel`. */
export function Pagination({ listing, basePath }: { listing: ProductListing; basePath: string }) {
  const { t } = useTranslation();
  const { page } = listing.params;
  const total = listing.totalPages;
  if (total <= 1) return null;
  const href = (target: number) => listingHref(basePath, withPage(listing.params, target));
  return (
    <nav className="pagination" aria-label={t("catalog.pagination")}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link className="pagination__step" to={href(page - 1)} rel="prev">
              <Icon name="back" size={18} />
              <span>{t("catalog.previousPage")}</span>
            </Link>
          ) : null}
        </li>
        {pageWindow(page, total).map((entry, index) =>
          entry === "gap" ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              {entry === page ? (
                <span className="pagination__page" aria-current="page">
                  <span className="visually-hidden">{t("catalog.pageLabel", { page: entry })}</span>
                  <span aria-hidden="true">{entry}</span>
                </span>
              ) : (
                <Link className="pagination__page" to={href(entry)} aria-label={t("catalog.pageLabel", { page: entry })}>
                  {entry}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < total ? (
            <Link className="pagination__step" to={href(page + 1)} rel="next">
              <span>{t("catalog.nextPage")}</span>
              <Icon name="forward" size={18} />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
