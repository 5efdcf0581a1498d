import { Form, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useStoreCode } from "~/hooks/use-store-layout";
import type { CurrencyMenu } from "~/lib/currency/currencies.server";
import { useTranslation } from "~/lib/translation/use-translation";

/**
 * Spec §2: the currency switcher, shown only when the store offers more than one currency. A
 * `<details>` menu opens and closes on click (and with Enter or Space) without JavaScript, and its
 * choices are submit buttons of one form that remembers the choice and comes back to this page.
 * With JavaScript the menu also closes on a press outside it and on Escape.
 */
export function CurrencySwitcher({ menu }: { menu: CurrencyMenu }) {
  const { t } = useTranslation();
  const storeCode = useStoreCode();
  const location = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  useClosesOutside(details);
  const currentName = menu.options.find((option) => option.code === menu.current)?.name ?? menu.current;
  return (
    <details className="currency-switcher" ref={details}>
      <summary className="currency-switcher__trigger">
        <span aria-hidden="true">{menu.current}</span>
        <span className="visually-hidden">{t("header.currencySwitcher", { currency: currentName })}</span>
      </summary>
      <Form method="post" action={`/${storeCode}/currency`} className="currency-switcher__menu" onSubmit={() => details.current?.removeAttribute("open")}>
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <ul className="currency-switcher__list">
          {menu.options.map((option) => (
            <li key={option.code}>
              <button
                type="submit"
                name="currency"
                value={option.code}
                className="currency-switcher__option"
                aria-current={option.code === menu.current ? "true" : undefined}
              >
                <span className="currency-switcher__code">{option.code}</span> <span>{option.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </Form>
    </details>
  );
}

/** Closes an open `<details>` on a pointer press outside it, and on Escape (focus back on its summary). */
function useClosesOutside(ref: React.RefObject<HTMLDetailsElement>) {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const element = ref.current;
      if (element?.open && event.target instanceof Node && !element.contains(event.target)) element.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const element = ref.current;
      if (event.key !== "Escape" || !element?.open) return;
      element.open = false;
      element.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [ref]);
}
