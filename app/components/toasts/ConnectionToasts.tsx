import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { useToastActions } from "~/components/toasts/ToastProvider";
import { useConnection } from "~/hooks/use-connection";

/** Spec §8 and §9: both connection toasts last 3 seconds. */
const CONNECTION_TOAST_MS = 3000;

/**
 * Tells the shopper when the connection drops ("You are offline …", an error) and when it comes
 * back ("You are online.", info); the newer toast replaces the other. Renders nothing.
 */
export function ConnectionToasts() {
  const { t } = useTranslation();
  const { add, dismiss } = useToastActions();
  const { isOnline } = useConnection();
  const previous = useRef(true);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current === isOnline) return;
    previous.current = isOnline;
    if (shown.current) dismiss(shown.current);
    shown.current = isOnline
      ? add({ type: "info", message: t("toasts.online"), timeout: CONNECTION_TOAST_MS })
      : add({ type: "error", message: t("toasts.offline"), timeout: CONNECTION_TOAST_MS, icon: "offline" });
  }, [isOnline, add, dismiss, t]);
  return null;
}

