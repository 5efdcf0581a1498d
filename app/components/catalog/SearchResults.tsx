import { useTranslation } from "~/lib/translation/use-translation";
import { ProductListing } from "~/components/catalog/ProductListing";
import { hasFilters } from "~/lib/catalog/listing-params";
import type { SearchPageData } from "~/lib/catalog/types";

/** The search page: heading, then the spec's message or the product listing. */
export function SearchResults({ page }: { page: SearchPageData }) {
  const { t } = useTranslation();
  const { listing } = page;
  const noResults = page.state === "results" && listing !== null && listing.totalCount === 0 && !hasFilters(listing.params);
  return (
    <article className="search-page">
      <h1 className="category__title">{page.query ? t("search.title", { query: page.query }) : t("search.heading")}</h1>
      {page.state === "short" ? (
        <p className="search-page__message" role="status">
          {t("search.tooShort")}
        </p>
      ) : page.state === "malformed" ? (
        <p className="search-page__message" role="alert">
          {t("search.malformed")}
        </p>
      ) : page.state === "error" ? (
        <p className="search-page__message" role="alert">
          {t("search.error")}
        </p>
      ) : noResults || !listing ? (
        <p className="search-page__message" role="status">
          {t("search.noResults")}
        </p>
      ) : (
        <ProductListing listing={listing} basePath={page.path} />
      )}
    </article>
  );
}
