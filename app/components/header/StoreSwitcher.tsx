import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { switchStoreHref } from "~/lib/store-view";

export interface SwitchableStore {
  code: string;
  name: string;
  language: string;
}

/**
 * Flags linking to the same page in each store view. The document reloads on a switch so the
 * page arrives whole in the other language. Hidden when the shop has one store view.
 */
export function StoreSwitcher({ stores, currentCode }: { stores: SwitchableStore[]; currentCode: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (stores.length < 2) return null;
  return (
    <nav className="store-switcher" aria-label={t("header.storeSwitcher")}>
      <ul className="store-switcher__list">
        {stores.map((store) => {
          const current = store.code === currentCode;
          const languageName = t(`languages.${store.language}`, { defaultValue: store.name });
          return (
            <li key={store.code}>
              <a
                className="store-switcher__link"
                href={switchStoreHref(store.code, location.pathname, location.search)}
                hrefLang={store.language}
                aria-current={current ? "true" : undefined}
              >
                <img src={`/flags/${store.code}.svg`} width={30} height={20} alt="" onError={hideBrokenFlag} />
                <span className="store-switcher__code">{store.code.toUpperCase()}</span>
                <span className="visually-hidden">
                  {current ? languageName : t("header.switchStore", { language: languageName })}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A store view without a flag file keeps its code label. */
function hideBrokenFlag(event: { currentTarget: HTMLImageElement }) {
  event.currentTarget.hidden = true;
}
