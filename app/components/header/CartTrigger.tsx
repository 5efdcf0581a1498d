import { useFetchers } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { useCartAdded } from "~/components/cart/cart-events";
import { useHydrated } from "~/components/catalog/form-enhancements";
import { optimisticCartCount } from "~/components/cart/optimistic-count";
import { cartCountBadge } from "~/components/header/cart-count";
import { Icon } from "~/components/icons/Icon";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

/** The mini cart is a chunk of its own: without a look at the cart, a page does not load it. */
const MiniCart = lazy(() => import("~/components/cart/MiniCart").then((m) => ({ default: m.MiniCart })));

/**
 * The header's cart trigger (spec §2): a link to the cart page that, with JS, opens the mini cart
 * instead. Its count comes from the backend, plus adds still on their way; its label speaks it.
 */
export function CartTrigger({ count }: { count: number }) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  /** The mini cart's code loads once the shopper points at or focuses the cart (or it opens). */
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const hydrated = useHydrated();
  const trigger = useRef<HTMLAnchorElement>(null);
  const cartPath = storeHref(storeCode, "/cart");
  const shown = optimisticCartCount(count, useFetchers(), cartPath);
  const badge = cartCountBadge(shown);
  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);
  useCartAdded(
    useCallback(() => {
      setWanted(true);
      setOpen(true);
    }, []),
  );
  // An add on its way opens the mini cart when it lands: fetch its code meanwhile.
  const adding = shown > count;
  useEffect(() => {
    if (adding) setWanted(true);
  }, [adding]);
  // Escape before the mini cart's code has arrived dismisses it too (once shown, its dialog's
  // cancel does): it must not pop up after the shopper said no.
  useEffect(() => {
    if (!open) return;
    const dismiss = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", dismiss);
    return () => document.removeEventListener("keydown", dismiss);
  }, [open]);
  return (
    <>
      <a
        ref={trigger}
        className="cart-trigger"
        href={cartPath}
        aria-label={t("header.cartLabel", { count: shown })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={want}
        onFocus={want}
        onClick={(event) => {
          // Without JS (or opened in a new tab) it stays a plain link to the cart page.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon name="cart" />
        {badge ? (
          <span className="cart-trigger__count" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </a>
      {hydrated && wanted ? (
        <Suspense fallback={null}>
          <MiniCart open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
