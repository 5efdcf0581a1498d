import { Form } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { useFieldsFromUrl, useHydrated, useSubmitOnChange } from "~/components/catalog/form-enhancements";
import { DEFAULT_PAGE_SIZE, defaultSortFor, hiddenFieldsFor, PAGE_SIZES, type SortKey } from "~/lib/catalog/listing-params";
import type { ProductListing } from "~/lib/catalog/types";

/** Catalogue keys of the sort menu's entries. */
export const SORT_LABEL_KEYS: Record<SortKey, string> = {
  relevance: "catalog.sort.relevance",
  position: "catalog.sort.position",
  price_asc: "catalog.sort.priceAsc",
  price_desc: "catalog.sort.priceDesc",
};

/**
 * Sort menu and page-size control as one GET form that keeps the filters; a changed sort or size
 * starts again at page 1. With JS a change applies at once and the button goes away.
 */
export function SortAndSize({ listing, basePath }: { listing: ProductListing; basePath: string }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const submitOnChange = useSubmitOnChange();
  useFieldsFromUrl(form);
  const { params } = listing;
  return (
    <Form ref={form} method="get" action={basePath} className="sort-size" preventScrollReset onChange={submitOnChange}>
      {hiddenFieldsFor(params, { filters: true, sort: false, size: false }).map((field) => (
        <input key={`${field.name}=${field.value}`} type="hidden" name={field.name} value={field.value} />
      ))}
      <label className="sort-size__field">
        <span className="sort-size__label">
          <span className="sort-size__label--long">{t("catalog.sortBy")}</span>
          <span className="sort-size__label--short" aria-hidden="true">
            {t("catalog.sortShort")}
          </span>
        </span>
        <select name="sort" defaultValue={params.sort} data-default={defaultSortFor(params.kind)}>
          {listing.sortKeys.map((key) => (
            <option key={key} value={key}>
              {t(SORT_LABEL_KEYS[key])}
            </option>
          ))}
        </select>
      </label>
      <label className="sort-size__field">
        <span className="sort-size__label">{t("catalog.pageSize")}</span>
        <select name="size" defaultValue={String(params.size)} data-default={String(DEFAULT_PAGE_SIZE)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {t("catalog.perPage", { size })}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--secondary sort-size__submit" hidden={hydrated}>
        {t("catalog.applySort")}
      </button>
    </Form>
  );
}
