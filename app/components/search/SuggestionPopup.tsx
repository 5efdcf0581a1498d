import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import type { PopupView } from "~/lib/search/popup-state";
import type { SuggestionItem } from "~/lib/search/suggestions";
import { optionId } from "~/components/search/option-id";

/**
 * The popup under the search box: the spec's messages, or a listbox of grouped options (ARIA 1.2
 * combobox pattern: the options are never focused, the input's `aria-activedescendant` points at
 * the active one; a pointer picks one with a click). "View all results" opens the results page.
 */
export function SuggestionPopup({
  id,
  listboxId,
  view,
  open,
  busy,
  activeKey,
  onPick,
  onLeave,
}: {
  id: string;
  listboxId: string;
  view: PopupView;
  open: boolean;
  busy: boolean;
  activeKey: string | null;
  onPick: (item: SuggestionItem) => void;
  /** The shopper follows "View all results". */
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const visible = open && view.kind !== "hidden";
  // Nothing inside a closed popup: only the (empty) listbox the combobox controls stays.
  const groups = visible && view.kind === "results" ? view.response.groups : [];
  const message = visible ? popupMessage(view, t) : null;
  // Keep focus in the box while a pointer picks an option.
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  return (
    <div id={id} className="search-popup" hidden={!visible} onMouseDown={keepFocus}>
      {message ? <p className={`search-popup__message search-popup__message--${view.kind}`}>{message}</p> : null}
      <div
        role="listbox"
        id={listboxId}
        className={view.kind === "results" && view.stale ? "search-popup__groups search-popup__groups--stale" : "search-popup__groups"}
        aria-label={t("search.suggest.label")}
        aria-busy={busy || undefined}
      >
        {groups.map((group) => (
          <ul key={group.code} role="group" className="search-popup__group" aria-labelledby={`${listboxId}-${group.code}`}>
            <li role="presentation" id={`${listboxId}-${group.code}`} className="search-popup__group-title">
              {group.title || t(`search.suggest.groups.${group.code}`)}
            </li>
            {group.items.map((item) => (
              <li
                key={item.key}
                id={optionId(listboxId, item)}
                role="option"
                aria-selected={item.key === activeKey}
                className={`search-option search-option--${group.code}`}
                onClick={() => onPick(item)}
              >
                <SuggestionContent item={item} />
              </li>
            ))}
          </ul>
        ))}
      </div>
      {visible && view.kind === "results" && view.response.viewAllHref ? (
        <Link to={view.response.viewAllHref} className="search-popup__all" onClick={onLeave}>
          {t("search.suggest.viewAll")}
        </Link>
      ) : null}
    </div>
  );
}

function SuggestionContent({ item }: { item: SuggestionItem }) {
  const { t } = useTranslation();
  return (
    <>
      {item.thumbnail !== undefined ? (
        item.thumbnail ? (
          <img
            className="search-option__image"
            src={item.thumbnail.src}
            srcSet={item.thumbnail.srcSet || undefined}
            width={40}
            height={50}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="search-option__image search-option__image--empty" />
        )
      ) : null}
      <span className="search-option__text">
        <span className="search-option__name">{item.name}</span>
        {item.price ? <span className="search-option__price">{item.price.final.formatted}</span> : null}
        {item.description ? <span className="search-option__description">{item.description}</span> : null}
      </span>
      {typeof item.resultCount === "number" ? (
        <span className="search-option__count">{t("search.suggest.resultCount", { count: item.resultCount })}</span>
      ) : null}
    </>
  );
}

function popupMessage(view: PopupView, t: (key: string) => string): string | null {
  switch (view.kind) {
    case "too-short":
      return t("search.tooShort");
    case "no-results":
      return t("search.noResults");
    case "error":
      return t("search.error");
    case "loading":
      return t("search.suggest.loading");
    default:
      return null;
  }
}
