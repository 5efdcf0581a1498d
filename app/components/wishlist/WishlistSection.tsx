import { Form, Link } from "@remix-run/react";
import type { FormConstraints } from "~/lib/forms/form-fields";
import { useTranslation } from "~/lib/translation/use-translation";
import { WishlistItemCard } from "~/components/wishlist/WishlistItemCard";
import { WishlistNameForm } from "~/components/wishlist/WishlistNameForm";
import type { WishlistFormActionData, WishlistView } from "~/lib/wishlist/types";

/**
 * One list: its name, visibility and item count, its items, and (where the store has named lists)
 * "Edit" (`?edit=ID`: the name and visibility form in place) and "Delete" (`?delete=ID`: the
 * question, then a POST) — both work without JS. The customer's first list cannot be deleted.
 */
export function WishlistSection({
  list,
  pagePath,
  named,
  editing,
  confirmingDelete,
  actionData,
  constraint,
}: {
  list: WishlistView;
  pagePath: string;
  /** The store has named lists (Adobe Commerce, multiple lists on): they can be renamed and deleted. */
  named: boolean;
  editing: boolean;
  confirmingDelete: boolean;
  actionData: WishlistFormActionData | undefined;
  /** The name form's HTML constraints (from the loader). */
  constraint: FormConstraints;
}) {
  const { t } = useTranslation();
  const headingId = `wishlist-${list.id}-name`;
  const name = list.name || t("wishlist.defaultName");
  const lastResult = actionData?.intent === "update" && actionData.id === list.id ? actionData.result : undefined;
  return (
    <section className="wishlist" aria-labelledby={headingId} id={`wishlist-${list.id}`}>
      <header className="wishlist__header">
        <h2 id={headingId} className="wishlist__name">
          {name}
        </h2>
        <p className="wishlist__meta">
          <span className="wishlist__badge">{t(`wishlist.visibility.${list.visibility}`)}</span>{" "}
          <span>{t("wishlist.itemCount", { count: list.itemsCount })}</span>
        </p>
        {named && !editing && !confirmingDelete ? (
          <div className="wishlist__actions">
            <Link to={`${pagePath}?edit=${encodeURIComponent(list.id)}#wishlist-${list.id}`} className="button button--secondary" aria-describedby={headingId}>
              {t("wishlist.edit")}
            </Link>
            {list.isDefault ? null : (
              <Link to={`${pagePath}?delete=${encodeURIComponent(list.id)}#wishlist-${list.id}`} className="button button--secondary" aria-describedby={headingId}>
                {t("wishlist.delete")}
              </Link>
            )}
          </div>
        ) : null}
      </header>
      {confirmingDelete ? (
        <div className="wishlist__confirm" role="group" aria-labelledby={`${headingId}-confirm`}>
          <p id={`${headingId}-confirm`}>{t("wishlist.confirmDelete", { name })}</p>
          <Form method="post" action={pagePath} className="wishlist__actions">
            <input type="hidden" name="id" value={list.id} />
            <button type="submit" name="intent" value="delete" className="button button--primary">
              {t("wishlist.confirmDeleteYes")}
            </button>
            <Link to={pagePath} className="button button--secondary">
              {t("wishlist.cancel")}
            </Link>
          </Form>
        </div>
      ) : null}
      {editing ? <WishlistNameForm mode="update" pagePath={pagePath} list={{ id: list.id, name: list.name, visibility: list.visibility }} lastResult={lastResult} constraint={constraint} /> : null}
      {list.items.length ? (
        <ul className="wishlist__items">
          {list.items.map((item) => (
            <WishlistItemCard key={item.id} item={item} wishlistId={list.id} pagePath={pagePath} />
          ))}
        </ul>
      ) : (
        <p className="wishlist__empty">{t("wishlist.empty")}</p>
      )}
    </section>
  );
}
