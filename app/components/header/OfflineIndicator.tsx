import { useTranslation } from "~/lib/translation/use-translation";
import { Icon } from "~/components/icons/Icon";
import { useConnection } from "~/hooks/use-connection";
import { showsOfflineIcon } from "~/lib/connection";

/** Spec §4: the header's offline icon, shown while offline after having been offline. */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const connection = useConnection();
  if (!showsOfflineIcon(connection)) return null;
  return (
    <span className="site-header__offline" role="img" aria-label={t("toasts.offlineIcon")} title={t("toasts.offlineIcon")}>
      <Icon name="offline" />
    </span>
  );
}
