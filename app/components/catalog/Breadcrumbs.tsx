import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import type { Crumb } from "~/lib/catalog/types";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

/** The trail above a category or product: home, the ancestors, then the page itself (not a link). */
export function Breadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t("catalog.breadcrumbs")}>
      <ol>
        <li>
          <Link to={storeHref(storeCode)}>{t("catalog.home")}</Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <Link to={crumb.href}>{crumb.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
