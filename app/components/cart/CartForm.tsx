import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import type { CartIntent } from "~/lib/cart/types";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

/**
 * A POST form to the cart action carrying its intent. Without JS it is a plain form (the action
 * answers 303 back here with a flash); with JS Remix sends it and reloads the page's data.
 * `busy` tells the children this very form is being sent, so its button can say so.
 */
export function CartForm({
  intent,
  children,
  className,
  "aria-label": ariaLabel,
}: {
  /** The form's intent; omit it when its submit buttons carry `name="intent"` themselves. */
  intent?: CartIntent;
  children: (busy: boolean) => ReactNode;
  className?: string;
  "aria-label"?: string;
}) {
  const storeCode = useStoreCode();
  const navigation = useNavigation();
  const action = storeHref(storeCode, "/cart");
  const busy = navigation.state === "submitting" && navigation.formAction === action && (intent === undefined || navigation.formData?.get("intent") === intent);
  // Once its answer is shown, the form shows the cart again (a refused quantity goes back to the
  // line's), as it would after a full page load without JS.
  const form = useRef<HTMLFormElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && navigation.state === "idle") form.current?.reset();
    wasBusy.current = busy || (wasBusy.current && navigation.state !== "idle");
  }, [busy, navigation.state]);
  return (
    <Form ref={form} method="post" action={action} className={className} aria-label={ariaLabel} preventScrollReset>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children(busy)}
    </Form>
  );
}
