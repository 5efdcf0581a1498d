import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { FacetOptionLabel } from "~/components/catalog/FilterForm";
import { Icon } from "~/components/icons/Icon";
import { listingHref, withoutFilters, withoutFilterValue } from "~/lib/catalog/listing-params";
import type { ProductListing } from "~/lib/catalog/types";

/** The chosen filter values as chips; each chip is a link to the listing without that value. */
export function AppliedFilters({ listing, basePath }: { listing: ProductListing; basePath: string }) {
  const { t } = useTranslation();
  if (!listing.applied.length) return null;
  return (
    <div className="applied-filters">
      <h2 className="visually-hidden" id="applied-filters-title">
        {t("filters.applied")}
      </h2>
      <ul className="applied-filters__list" aria-labelledby="applied-filters-title">
        {listing.applied.map((applied) => (
          <li key={`${applied.code}=${applied.value}`}>
            <Link className="chip" to={listingHref(basePath, withoutFilterValue(listing.params, applied.code, applied.value))} preventScrollReset>
              <span>
                <span className="chip__attribute">{applied.attributeLabel}: </span>
                <FacetOptionLabel option={applied.option} />
              </span>
              <Icon name="close" size={16} />
              <span className="visually-hidden"> {t("filters.remove")}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link className="chip chip--clear" to={listingHref(basePath, withoutFilters(listing.params))} preventScrollReset>
            {t("filters.clearAll")}
          </Link>
        </li>
      </ul>
    </div>
  );
}
