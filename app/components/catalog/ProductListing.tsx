import { Link, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { AppliedFilters } from "~/components/catalog/AppliedFilters";
import { FilterForm } from "~/components/catalog/FilterForm";
import { SortAndSize } from "~/components/catalog/SortAndSize";
import { HydrateLater } from "~/components/common/hydrate-later";
import { Pagination } from "~/components/common/Pagination";
import { ProductTile } from "~/components/product/ProductTile";
import { usePrefetchListingImages } from "~/hooks/use-prefetch-listing-images";
import { hasFilters, listingHref, withPage, withoutFilters } from "~/lib/catalog/listing-params";
import type { ProductListing as Listing } from "~/lib/catalog/types";

/** Tiles in the first row on the widest grid: their pictures load at once, the rest lazily. */
const FIRST_ROW = 4;

/**
 * A product listing: count, sort and page size, filters (a sidebar from 1024 px, a disclosure
 * below), applied filters, the grid and the pager. Knows nothing of categories: the search page
 * uses it too. `basePath` is the listing's own path (store prefix included).
 */
export function ProductListing({ listing, basePath }: { listing: Listing; basePath: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // With JS, while another state of this same listing loads, the grid says it is busy.
  const updating = navigation.state === "loading" && navigation.location.pathname === pathname;
  usePrefetchListingImages(listing.items.map((product) => product.image));
  const filtered = hasFilters(listing.params);
  const showFilters = listing.facets.length > 0 || filtered;
  const from = (listing.params.page - 1) * listing.params.size + 1;
  const to = from + listing.items.length - 1;
  return (
    <section className={showFilters ? "listing listing--with-filters" : "listing"} aria-labelledby="listing-title">
      <h2 id="listing-title" className="visually-hidden">
        {t("catalog.products")}
      </h2>
      {/* The filters hydrate in turns of their own (ADR 047): the sidebar and the panel repeat them. */}
      {showFilters ? (
        <HydrateLater>
          <aside className="listing__sidebar">
            <FilterForm listing={listing} basePath={basePath} idPrefix="sidebar" />
          </aside>
        </HydrateLater>
      ) : null}
      <div className={updating ? "listing__main listing__main--updating" : "listing__main"} aria-busy={updating || undefined}>
        <div className="listing__toolbar">
          <p className="listing__count" aria-live="polite">
            {listing.totalCount > 0 && listing.totalPages > 1
              ? t("catalog.showingRange", { from, to, count: listing.totalCount })
              : t("catalog.itemCount", { count: listing.totalCount })}
          </p>
          {listing.totalCount > 0 ? <SortAndSize listing={listing} basePath={basePath} /> : null}
        </div>
        {showFilters ? (
          <HydrateLater>
            <details className="listing__filter-panel">
              <summary className="button button--secondary">
                {t("filters.show")}
                {listing.applied.length ? <span className="listing__filter-count">{listing.applied.length}</span> : null}
              </summary>
              <FilterForm listing={listing} basePath={basePath} idPrefix="panel" />
            </details>
          </HydrateLater>
        ) : null}
        <AppliedFilters listing={listing} basePath={basePath} />
        {listing.items.length ? (
          <ul className="product-grid">
            {listing.items.map((product, index) => (
              <li key={product.uid}>
                <ProductTile product={product} eager={index < FIRST_ROW} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="listing__empty">
            <p>{filtered ? t("catalog.noFilterResults") : t("catalog.noResults")}</p>
            {filtered ? (
              <p>
                <Link className="button button--secondary" to={listingHref(basePath, withoutFilters(listing.params))}>
                  {t("filters.clearAll")}
                </Link>
              </p>
            ) : null}
          </div>
        )}
        <Pagination
          page={listing.params.page}
          totalPages={listing.totalPages}
          href={(page) => listingHref(basePath, withPage(listing.params, page))}
        />
      </div>
    </section>
  );
}
