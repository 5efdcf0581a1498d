import { useTranslation } from "~/lib/translation/use-translation";
import { WishlistNameForm } from "~/components/wishlist/WishlistNameForm";
import { WishlistSection } from "~/components/wishlist/WishlistSection";
import type { FormConstraints } from "~/lib/forms/form-fields";
import { storeHref } from "~/lib/store-view";
import type { WishlistFormActionData, WishlistPageData } from "~/lib/wishlist/types";

/**
 * `/{store}/wishlist`: every list of the customer, then "Create a new list" where the store has
 * named lists and the customer is under its cap (or a note saying the cap is reached).
 */
export function WishlistPage({ page, actionData, constraint }: { page: WishlistPageData; actionData: WishlistFormActionData | undefined; constraint: FormConstraints }) {
  const { t } = useTranslation();
  if (page.status === "disabled") {
    return (
      <div className="wishlist-page">
        <h1>{t("wishlist.title")}</h1>
        <p className="wishlist-page__disabled">{t("wishlist.disabled")}</p>
      </div>
    );
  }
  const pagePath = storeHref(page.storeCode, "/wishlist");
  const editing = actionData?.intent === "update" ? actionData.id : page.editing;
  return (
    <div className="wishlist-page">
      <h1>{t("wishlist.title")}</h1>
      {page.lists.map((list) => (
        <WishlistSection
          key={list.id}
          list={list}
          pagePath={pagePath}
          constraint={constraint}
          named={page.settings.multiple}
          editing={editing === list.id}
          confirmingDelete={page.deleting === list.id}
          actionData={actionData}
        />
      ))}
      {page.settings.multiple ? (
        <section className="wishlist-page__create" aria-labelledby="wishlist-create-title">
          <h2 id="wishlist-create-title">{t("wishlist.create.title")}</h2>
          {page.canCreate ? (
            <WishlistNameForm mode="create" pagePath={pagePath} lastResult={actionData?.intent === "create" ? actionData.result : undefined} constraint={constraint} />
          ) : (
            <p>{t("wishlist.create.limit", { count: page.settings.maxLists })}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
