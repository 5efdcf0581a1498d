import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { flashToast } from "~/components/layout/flash-toast";
import { useToastActions } from "~/components/toasts/ToastProvider";
import type { FlashMessage as Flash } from "~/lib/shop/shopper-session.server";

const subscribeToNothing = () => () => {};

/**
 * True in the browser, false on the server and while hydrating, then true in the render right
 * after hydration, before any effect runs: the inline message is gone before its toast arrives,
 * so the message is never on the page (nor announced) twice.
 */
function useRunsScripts(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The result of the last form a shopper sent, shown once after the redirect. The server renders
 * it inline, which is all a shopper without JS gets; once JS runs it becomes a toast (its link
 * the toast's action), like every flash that arrives later with an enhanced form.
 */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  const { t } = useTranslation(flash?.messages);
  const navigate = useNavigate();
  const { add } = useToastActions();
  const runsScripts = useRunsScripts();
  // Each flash once: a re-render (or a new navigate function) must not bring a dismissed one back.
  const shown = useRef<Flash | null>(null);
  useEffect(() => {
    if (!flash || shown.current === flash) return;
    shown.current = flash;
    add(flashToast(flash, t, navigate));
  }, [flash, add, navigate, t]);
  if (!flash || runsScripts) return null;
  return (
    <div className={`flash flash--${flash.type}`} role={flash.type === "error" ? "alert" : "status"}>
      {t(flash.key, flash.values)}
      {flash.link ? (
        <>
          {" "}
          <Link to={flash.link.href} className="flash__link">
            {t(flash.link.key)}
          </Link>
        </>
      ) : null}
    </div>
  );
}
