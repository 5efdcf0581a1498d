import { Form, useNavigate } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { Icon } from "~/components/icons/Icon";
import { optionId } from "~/components/search/option-id";
import { useSearchSuggestions } from "~/components/search/use-search-suggestions";
import { moveActive, popupView } from "~/lib/search/popup-state";
import type { SuggestionItem } from "~/lib/search/suggestions";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

const INPUT_ID = "site-search";
const POPUP_ID = "site-search-popup";
const LISTBOX_ID = "site-search-listbox";

/** The suggestion popup is a chunk of its own: a page whose search box is never used does not load it. */
const SuggestionPopup = lazy(() => import("~/components/search/SuggestionPopup").then((m) => ({ default: m.SuggestionPopup })));

/**
 * The header search. Without JavaScript it is a plain GET form to the results page. With it, the
 * box becomes an ARIA 1.2 combobox with suggestions (spec §1, §5, §8): popular and recent searches
 * on the first click, grouped suggestions from three characters, Arrow Up / Down to move, Enter to
 * open the active suggestion (or search when none is active), Escape to close and a second Escape
 * to clear, and a clear button labelled "Clear Text" or "Close".
 */
export function SearchBox({ defaultQuery }: { defaultQuery?: string }) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [text, setText] = useState(defaultQuery ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** The popup's code loads on the box's first focus (never on the server, never without JS). */
  const [popupWanted, setPopupWanted] = useState(false);
  /** Focus given back to the box by its own buttons, which must not reopen the popup by itself. */
  const quietFocus = useRef(false);
  const { answer, loading, minChars, request, cancel } = useSearchSuggestions(storeCode);

  useEffect(() => {
    // Keep what the shopper typed before the script arrived.
    const typed = inputRef.current?.value;
    if (typed !== undefined) setText(typed);
    setEnhanced(true);
  }, []);
  // A new answer brings new options: nothing is active in it yet.
  useEffect(() => setActive(-1), [answer]);

  const view = popupView(text, minChars, answer);
  const options = view.kind === "results" ? view.response.groups.flatMap((group) => group.items) : [];
  const expanded = enhanced && open && view.kind !== "hidden";
  const activeItem = expanded && active >= 0 ? options[active] : undefined;

  useEffect(() => {
    if (activeItem) document.getElementById(optionId(LISTBOX_ID, activeItem))?.scrollIntoView({ block: "nearest" });
  }, [activeItem]);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
    cancel();
  }, [cancel]);

  const suggestFor = useCallback(
    (value: string) => {
      setOpen(true);
      setActive(-1);
      // The first click answers at once; typing waits for a pause.
      request(value, { now: !value.trim() });
    },
    [request],
  );

  const pick = useCallback(
    (item: SuggestionItem) => {
      if (/[?&]query=/.test(item.href)) setText(item.name);
      close();
      navigate(item.href);
    },
    [close, navigate],
  );

  const focusBox = useCallback(() => {
    quietFocus.current = true;
    inputRef.current?.focus();
    quietFocus.current = false;
  }, []);

  /** "Clear Text": empties the box and shows the first-click suggestions. */
  const clear = useCallback(() => {
    setText("");
    focusBox();
    suggestFor("");
  }, [focusBox, suggestFor]);

  /** "Close": closes the popup; focus goes back to the box (the button itself goes away). */
  const closeFromButton = useCallback(() => {
    focusBox();
    close();
  }, [close, focusBox]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (!open) {
          suggestFor(text);
          return;
        }
        setActive((current) => moveActive(current, options.length, event.key === "ArrowDown" ? 1 : -1));
        return;
      }
      case "Enter":
        if (activeItem) {
          event.preventDefault();
          pick(activeItem);
        }
        // Otherwise the form submits: the results page for the text.
        return;
      case "Escape":
        event.preventDefault();
        if (expanded) close();
        else if (text) {
          setText("");
          cancel();
        }
        return;
      default:
    }
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) close();
  }

  const status = liveStatus(view.kind, options.length, t);
  return (
    <Form
      method="get"
      action={storeHref(storeCode, "/search.html")}
      role="search"
      className={enhanced ? "search-box search-box--enhanced" : "search-box"}
      onSubmit={close}
      onBlur={enhanced ? onBlur : undefined}
    >
      <label htmlFor={INPUT_ID} className="visually-hidden">
        {t("header.searchLabel")}
      </label>
      <input
        ref={inputRef}
        id={INPUT_ID}
        className="search-box__input"
        type="search"
        name="query"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          suggestFor(event.target.value);
        }}
        placeholder={t("header.searchPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        {...(enhanced
          ? {
              role: "combobox",
              "aria-expanded": expanded,
              "aria-controls": popupWanted ? LISTBOX_ID : undefined,
              "aria-autocomplete": "list" as const,
              "aria-activedescendant": activeItem ? optionId(LISTBOX_ID, activeItem) : undefined,
              onFocus: () => {
                setPopupWanted(true);
                if (!quietFocus.current) suggestFor(text);
              },
              onKeyDown,
            }
          : {})}
      />
      {enhanced && (text || expanded) ? (
        <button
          type="button"
          className="search-box__clear icon-button"
          aria-label={text ? t("search.suggest.clearText") : t("search.suggest.close")}
          onClick={text ? clear : closeFromButton}
        >
          <Icon name="close" size={18} />
        </button>
      ) : null}
      <button type="submit" className="search-box__submit icon-button" aria-label={t("header.searchSubmit")}>
        <Icon name="search" size={20} />
      </button>
      {enhanced ? (
        <>
          {popupWanted ? (
            <Suspense fallback={null}>
              <SuggestionPopup
                id={POPUP_ID}
                listboxId={LISTBOX_ID}
                view={view}
                open={open}
                busy={loading}
                activeKey={activeItem?.key ?? null}
                onPick={pick}
                onLeave={close}
              />
            </Suspense>
          ) : null}
          <p role="status" className="visually-hidden">
            {expanded ? status : ""}
          </p>
        </>
      ) : null}
    </Form>
  );
}

/** What a screen reader hears when the popup changes. */
function liveStatus(kind: ReturnType<typeof popupView>["kind"], count: number, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (kind === "results") return t("search.suggest.count", { count });
  if (kind === "too-short") return t("search.tooShort");
  if (kind === "no-results") return t("search.noResults");
  if (kind === "error") return t("search.error");
  return "";
}
