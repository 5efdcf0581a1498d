import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { Icon } from "~/components/icons/Icon";
import { pageWindow } from "~/lib/catalog/pagination";

/**
 * GET links to a listing's pages (catalogue, search results, blog): the current page is marked,
 * previous and next carry `rel`; `href` builds a page's link, keeping the listing's filters or
 * search text. Nothing for a listing of one page.
 */
export function Pagination({ page, totalPages, href }: { page: number; totalPages: number; href: (page: number) => string }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
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
        {pageWindow(page, totalPages).map((entry, index) =>
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
          {page < totalPages ? (
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
