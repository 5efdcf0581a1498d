import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/components/icons/Icon";
import { storeHref } from "~/lib/store-view";

/** A plain GET form to the search page: it works before (and without) any JavaScript. */
export function SearchBox({ storeCode, defaultQuery }: { storeCode: string; defaultQuery?: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={storeHref(storeCode, "/search.html")} role="search" className="search-box">
      <label htmlFor="site-search" className="visually-hidden">
        {t("header.searchLabel")}
      </label>
      <input
        id="site-search"
        className="search-box__input"
        type="search"
        name="query"
        defaultValue={defaultQuery}
        placeholder={t("header.searchPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-box__submit icon-button" aria-label={t("header.searchSubmit")}>
        <Icon name="search" size={20} />
      </button>
    </Form>
  );
}
