import { Form, Link } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { useFieldsFromUrl, useHydrated, useSubmitOnChange } from "~/components/catalog/form-enhancements";
import { SwatchMark } from "~/components/product/SwatchMark";
import { hasFilters, hiddenFieldsFor, listingHref, withoutFilters } from "~/lib/catalog/listing-params";
import type { Facet, FacetOption, ProductListing } from "~/lib/catalog/types";

/**
 * The filters as one GET form: a checkbox per option (a radio per price range, which the backend
 * takes one at a time), sort and page size kept in hidden fields, the page back to 1. Without JS
 * the shopper ticks and presses Apply; with JS every change applies at once.
 * Rendered twice (sidebar on large screens, disclosure below), so ids carry `idPrefix`.
 */
export function FilterForm({ listing, basePath, idPrefix }: { listing: ProductListing; basePath: string; idPrefix: string }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const submitOnChange = useSubmitOnChange();
  useFieldsFromUrl(form);
  const hidden = hiddenFieldsFor(listing.params, { filters: false, sort: true, size: true });

  return (
    <Form
      ref={form}
      method="get"
      action={basePath}
      className="filters"
      aria-labelledby={`${idPrefix}-filters-title`}
      preventScrollReset
      onChange={submitOnChange}
    >
      <div className="filters__header">
        <h2 id={`${idPrefix}-filters-title`} className="filters__title">
          {t("filters.title")}
        </h2>
        {hasFilters(listing.params) ? (
          <Link className="filters__clear" to={listingHref(basePath, withoutFilters(listing.params))} preventScrollReset>
            {t("filters.clearAll")}
          </Link>
        ) : null}
      </div>
      {hidden.map((field) => (
        <input key={`${field.name}=${field.value}`} type="hidden" name={field.name} value={field.value} />
      ))}
      {listing.facets.map((facet) => (
        <FacetBlock key={facet.code} facet={facet} idPrefix={idPrefix} />
      ))}
      <div className="filters__actions" hidden={hydrated}>
        <button type="submit" className="button button--primary">
          {t("filters.apply")}
        </button>
      </div>
    </Form>
  );
}

function FacetBlock({ facet, idPrefix }: { facet: Facet; idPrefix: string }) {
  const { t } = useTranslation();
  const single = facet.kind === "range";
  const chosen = facet.options.filter((option) => option.selected).length;
  const legendId = `${idPrefix}-facet-${facet.code}`;
  return (
    <details className="facet" open>
      <summary className="facet__summary">
        <span>{facet.label}</span>
        {chosen ? <span className="facet__chosen">{t("filters.chosenCount", { count: chosen })}</span> : null}
      </summary>
      <fieldset className="facet__options" aria-labelledby={legendId}>
        <legend id={legendId} className="visually-hidden">
          {facet.label}
        </legend>
        <ul className={facet.options.some((option) => option.swatch) ? "facet__list facet__list--swatches" : "facet__list"}>
          {single ? (
            <li>
              <label className="facet__option">
                <input type="radio" name={facet.param} value="" defaultChecked={chosen === 0} />
                <span className="facet__label">{t("filters.anyPrice")}</span>
              </label>
            </li>
          ) : null}
          {facet.options.map((option) => (
            <li key={option.value}>
              <label className="facet__option">
                <input type={single ? "radio" : "checkbox"} name={facet.param} value={option.value} defaultChecked={option.selected} />
                {option.swatch ? <SwatchMark swatch={option.swatch} /> : null}
                <span className="facet__label">
                  <FacetOptionLabel option={option} />
                </span>
                {option.count !== null ? (
                  <span className="facet__count">
                    <span aria-hidden="true">{option.count}</span>
                    <span className="visually-hidden">{t("filters.productCount", { count: option.count })}</span>
                  </span>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
}

/** An option's text; price ranges are written from their ends in the shop's currency. */
export function FacetOptionLabel({ option }: { option: FacetOption }) {
  const { t } = useTranslation();
  if (!option.range) return <>{option.label}</>;
  const { from, to } = option.range;
  if (from && to) return <>{t("filters.priceBetween", { from: from.formatted, to: to.formatted })}</>;
  if (from) return <>{t("filters.priceAbove", { from: from.formatted })}</>;
  if (to) return <>{t("filters.priceBelow", { to: to.formatted })}</>;
  return <>{option.label}</>;
}
