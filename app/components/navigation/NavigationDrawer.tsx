import { Link } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef } from "react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { Icon } from "~/components/icons/Icon";
import ServerAccountView from "~/components/navigation/DrawerAccountView";
import { DrawerLink, useDrawer } from "~/components/navigation/DrawerContext";
import { backState, CLOSED_DRAWER, viewForShopper, type DrawerView } from "~/components/navigation/drawer-state";
import type { DrawerFormConstraints } from "~/lib/forms/drawer-constraints.server";
import { useStoreCode } from "~/hooks/use-store-layout";
import { menuTrail, type MenuCategory } from "~/lib/menu";
import { storeHref } from "~/lib/store-view";
import { useTranslation } from "~/lib/translation/use-translation";

/**
 * The account views hold three forms: the server renders them directly (a page asked
 * with `?drawer=sign-in` is whole without JavaScript, never a streamed fallback), the browser
 * loads them only when a shopper opens one (hydrating such a page waits for that chunk).
 */
const loadAccountView = () => import("~/components/navigation/DrawerAccountView");
const AccountView = import.meta.env.SSR ? ServerAccountView : lazy(loadAccountView);

export interface NavigationDrawerProps {
  menu: MenuCategory[];
  blog: { label: string } | null;
  signedIn: boolean;
  /** The signed-in customer's name and email for MY_ACCOUNT (spec §7 GetCustomerForLeftNav). */
  customer?: { name: string | null; email: string | null } | null;
  /** The store's wish-list switch: off hides the Favorites link. */
  wishlistEnabled?: boolean;
  /** The honeypot of the signed-out forms (create account, forgot password). */
  honeypot?: HoneypotInputProps | null;
  /** The HTML constraints of the signed-out forms, from the server (the drawer carries no zod). */
  formConstraints?: DrawerFormConstraints | null;
}

/** Before the layout's data says otherwise: no constraints (the route still checks everything). */
const NO_CONSTRAINTS: DrawerFormConstraints = { signIn: {}, createAccount: {}, forgotPassword: {} };

const titleKeys: Record<DrawerView, string> = {
  MENU: "drawer.titles.MENU",
  SIGN_IN: "drawer.titles.SIGN_IN",
  CREATE_ACCOUNT: "drawer.titles.CREATE_ACCOUNT",
  FORGOT_PASSWORD: "drawer.titles.FORGOT_PASSWORD",
  MY_ACCOUNT: "drawer.titles.MY_ACCOUNT",
};

/**
 * The navigation drawer of spec §2: views MENU, SIGN_IN, CREATE_ACCOUNT, FORGOT_PASSWORD and
 * MY_ACCOUNT with their titles and back targets, and the category tree. Rendered only while open.
 */
export function NavigationDrawer({ menu, blog, signedIn, customer = null, wishlistEnabled = true, honeypot = null, formConstraints = null }: NavigationDrawerProps) {
  const { t } = useTranslation();
  const { state: requested, show } = useDrawer();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const view = viewForShopper(requested.view, signedIn);
  const state = view === requested.view ? requested : { view, categoryUid: null };

  // With JS: focus follows the view, Escape closes; once open, the account views load in the background.
  useEffect(() => {
    if (!view) return;
    void loadAccountView();
    headingRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") show(CLOSED_DRAWER);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [view, state.categoryUid, show]);

  if (!view) return null;

  const trail = view === "MENU" ? menuTrail(menu, state.categoryUid) : [];
  const current = trail.at(-1);
  const parentUid = trail.length > 1 ? (trail.at(-2)?.uid ?? null) : null;
  const back = backState(current ? state : { ...state, categoryUid: null }, parentUid);
  const backLabel = back.view === null ? t("drawer.close") : current ? t("drawer.backTo", { name: trail.at(-2)?.name ?? t(titleKeys.MENU) }) : t("drawer.back");

  return (
    <div className="drawer" data-view={view}>
      <DrawerLink to={CLOSED_DRAWER} className="drawer__overlay" tabIndex={-1} aria-hidden="true" />
      <nav className="drawer__panel" aria-labelledby="drawer-title">
        <div className="drawer__header">
          <DrawerLink to={back} className="icon-button" aria-label={backLabel}>
            <Icon name="back" />
          </DrawerLink>
          <h2 id="drawer-title" className="drawer__title" ref={headingRef} tabIndex={-1}>
            {t(titleKeys[view])}
          </h2>
          <DrawerLink to={CLOSED_DRAWER} className="icon-button" aria-label={t("drawer.close")}>
            <Icon name="close" />
          </DrawerLink>
        </div>
        <div className="drawer__body">
          {view === "MENU" ? (
            <MenuView menu={menu} current={current} blog={blog} signedIn={signedIn} />
          ) : (
            <Suspense fallback={<p className="drawer__note">{t("header.loading")}</p>}>
              <AccountView view={view} customer={customer} wishlistEnabled={wishlistEnabled} honeypot={honeypot} constraints={formConstraints ?? NO_CONSTRAINTS} />
            </Suspense>
          )}
        </div>
      </nav>
    </div>
  );
}

function MenuView({
  menu,
  current,
  blog,
  signedIn,
}: {
  menu: MenuCategory[];
  current: MenuCategory | undefined;
  blog: { label: string } | null;
  signedIn: boolean;
}) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const categories = current ? current.children : menu;
  return (
    <>
      {current ? <h3 className="drawer__subtitle">{current.name}</h3> : null}
      <ul className="drawer__list">
        {current ? (
          <li>
            <Link className="drawer__item drawer__item--all" to={storeHref(storeCode, current.path)}>
              {t("drawer.allCategory", { name: current.name })}
            </Link>
          </li>
        ) : null}
        {categories.map((category) => (
          <li key={category.uid}>
            {category.children.length ? (
              <DrawerLink className="drawer__item" to={{ view: "MENU", categoryUid: category.uid }}>
                <span>{category.name}</span>
                <Icon name="forward" size={20} />
              </DrawerLink>
            ) : (
              <Link className="drawer__item" to={storeHref(storeCode, category.path)}>
                {category.name}
              </Link>
            )}
          </li>
        ))}
        {!current && blog ? (
          <li>
            <Link className="drawer__item" to={storeHref(storeCode, "/blog")}>
              {blog.label || t("drawer.blog")}
            </Link>
          </li>
        ) : null}
      </ul>
      {!current && !menu.length ? <p className="drawer__note">{t("drawer.noCategories")}</p> : null}
      {!current ? (
        <div className="drawer__footer">
          <DrawerLink className="drawer__account" to={{ view: signedIn ? "MY_ACCOUNT" : "SIGN_IN", categoryUid: null }}>
            <Icon name="user" size={20} />
            <span>{signedIn ? t("drawer.myAccount") : t("drawer.signIn")}</span>
          </DrawerLink>
        </div>
      ) : null}
    </>
  );
}

