import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { Icon } from "~/components/icons/Icon";
import { DrawerLink } from "~/components/navigation/DrawerContext";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

/** "Account" linking to sign-in when signed out; "Hi, {first name}" opening the account menu when in. */
export function AccountTrigger({ firstName }: { firstName: string | null }) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  if (firstName !== null) {
    return (
      <DrawerLink className="account-trigger" to={{ view: "MY_ACCOUNT", categoryUid: null }}>
        <Icon name="user" />
        <span className="account-trigger__label">{firstName ? t("header.greeting", { firstName }) : t("header.account")}</span>
      </DrawerLink>
    );
  }
  return (
    <Link className="account-trigger" to={storeHref(storeCode, "/sign-in")}>
      <Icon name="user" />
      <span className="account-trigger__label">{t("header.account")}</span>
    </Link>
  );
}
