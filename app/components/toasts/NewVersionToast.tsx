import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { useToastActions } from "~/components/toasts/ToastProvider";
import { newVersionWaits, onNewVersion, reloadIntoNewVersion } from "~/lib/pwa/worker-registration";

/**
 * "A new version is available" with a Reload action, while a new service worker waits. It stays
 * until the shopper acts (a reload in the middle of typing would lose what was typed). Renders nothing.
 */
export function NewVersionToast() {
  const { t } = useTranslation();
  const { add, dismiss } = useToastActions();
  const waits = useSyncExternalStore(onNewVersion, newVersionWaits, () => false);
  useEffect(() => {
    if (!waits) return;
    const id = add({ type: "info", message: t("pwa.updateAvailable"), timeout: false, actionText: t("pwa.reload"), onAction: reloadIntoNewVersion });
    return () => dismiss(id);
  }, [waits, add, dismiss, t]);
  return null;
}
