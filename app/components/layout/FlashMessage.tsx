import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { FlashMessage as Flash } from "~/lib/shop/shopper-session.server";

/** The result of the last form a shopper sent, shown once after the redirect (works without JS). */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  const { t } = useTranslation();
  if (!flash) return null;
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
