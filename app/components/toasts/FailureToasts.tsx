import { useEffect } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { useToastActions } from "~/components/toasts/ToastProvider";
import { keepPageOnFailure } from "~/lib/failures/keep-page";
import type { RequestFailure } from "~/lib/failures/request-failure";

/** Spec §8 and §9: the unexpected-error toast stays 15 seconds; the offline "not sent" one too. */
const FAILURE_TOAST_MS = 15_000;

/**
 * Tells the shopper when an enhanced form or a fetcher could not reach the shop, and keeps the
 * page (see `keepPageOnFailure`): "not sent" while offline, else "Sorry! An unexpected error
 * occurred." with a debug line (the HTTP status or "network error"). Renders nothing.
 */
export function FailureToasts() {
  const { t } = useTranslation();
  const { add } = useToastActions();
  useEffect(() => {
    const router = window.__remixRouter;
    if (!router) return;
    const isOnline = () => navigator.onLine;
    const notSent = () => add({ type: "error", message: t("failures.notSent"), timeout: FAILURE_TOAST_MS, icon: "offline" });
    const failed = (failure: RequestFailure, { submission }: { submission: boolean }) => {
      if (failure.reason.kind === "network" && !isOnline()) {
        // The connection went while the request was out: the same words as a form stopped at the door.
        if (submission) notSent();
        else add({ type: "error", message: t("toasts.offline"), timeout: FAILURE_TOAST_MS, icon: "offline" });
        return;
      }
      const reason =
        failure.reason.kind === "network" ? t("failures.reasons.network") : t("failures.reasons.status", { status: failure.reason.status });
      add({ type: "error", message: `${t("failures.unexpected")}\n${t("failures.debug", { reason })}`, timeout: FAILURE_TOAST_MS });
    };
    return keepPageOnFailure(router, window, { isOnline, notSent, failed });
  }, [add, t]);
  return null;
}
