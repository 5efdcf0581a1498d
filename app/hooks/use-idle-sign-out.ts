import { useEffect } from "react";
import { IDLE_CHECK_INTERVAL_MS, sessionCheckDue } from "~/lib/customer/idle-sign-out";

function reloadPage() {
  window.location.reload();
}

/**
 * With JavaScript, an idle open tab notices when the customer's session runs out (spec §4): once
 * the time the server gave (`expiresInMs`, from the layout's loader data) has passed, checked every
 * second and whenever the tab becomes visible again, the page is loaded again. The server's expiry
 * check then signs the customer out (token revoked, cart and checkout cleared) and answers with
 * the sign-in page and its "session expired" message, and the `redirect` back to this page.
 *
 * A full load rather than a Remix revalidation: the layout's loader does not re-run on same-store
 * navigations, so a redirect from a revalidation would leave the header saying "Hi, {name}".
 * The deadline is set when `expiresInMs` arrives; `reload` must be a stable function.
 */
export function useIdleSignOut(expiresInMs: number | null, reload: () => void = reloadPage): void {
  useEffect(() => {
    if (expiresInMs === null) return;
    const deadline = Date.now() + expiresInMs;
    let lastAskedAt: number | null = null;
    const check = () => {
      const now = Date.now();
      if (!sessionCheckDue(deadline, now, lastAskedAt)) return;
      lastAskedAt = now;
      reload();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === "visible") check();
    };
    const timer = window.setInterval(check, IDLE_CHECK_INTERVAL_MS);
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibilityChange);
    };
  }, [expiresInMs, reload]);
}
