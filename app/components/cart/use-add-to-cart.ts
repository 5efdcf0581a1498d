import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { announceCartAdded } from "~/components/cart/cart-events";
import { useHydrated } from "~/components/catalog/form-enhancements";
import { useToastActions } from "~/components/toasts/ToastProvider";
import type { CartActionResult } from "~/lib/cart/types";

/**
 * Add to cart with JS: the same POST form, sent by a fetcher that asks for the result as data
 * (`respond=json`), so the shopper stays where they are; on success the mini cart opens, on
 * failure the message is shown by the form. On success the flash a shopper without JS would see
 * ("Added … to your cart.") comes as a toast. Without JS the form posts and the action redirects
 * back with a flash.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const { add } = useToastActions();
  const fetcher = useFetcher<CartActionResult>();
  const hydrated = useHydrated();
  const seen = useRef<CartActionResult | undefined>(undefined);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!result || seen.current === result) return;
    seen.current = result;
    if (!result.ok) return;
    announceCartAdded();
    add({ type: result.message.type, message: t(result.message.key, result.message.values) });
  }, [result, add, t]);
  return {
    Form: fetcher.Form,
    /** Rendered inside the form: present only once JS runs. */
    respondField: hydrated ? { name: "respond", value: "json" } : null,
    busy: fetcher.state !== "idle",
    error: result && !result.ok ? result.message : null,
  };
}
