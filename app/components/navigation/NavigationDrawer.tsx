import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/components/icons/Icon";
import { DrawerLink, useDrawer } from "~/components/navigation/DrawerContext";
import { backState, CLOSED_DRAWER, type DrawerView } from "~/components/navigation/drawer-state";
import { menuTrail, type MenuCategory } from "~/lib/menu";
import { storeHref } from "~/lib/store-view";

export interface NavigationDrawerProps {
  storeCode: string;
  menu: MenuCategory[];
  blog: { label: string } | null;
  signedIn: boolean;
}

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
export function NavigationDrawer({ storeCode, menu, blog, signedIn }: NavigationDrawerProps) {
  const { t } = useTranslation();
  const { state, show } = useDrawer();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const view = state.view;

  // With JS: focus follows the view, Escape closes.
  useEffect(() => {
    if (!view) return;
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
            <MenuView storeCode={storeCode} menu={menu} current={current} blog={blog} signedIn={signedIn} />
          ) : (
            <AccountView view={view} storeCode={storeCode} />
          )}
        </div>
      </nav>
    </div>
  );
}

function MenuView({
  storeCode,
  menu,
  current,
  blog,
  signedIn,
}: {
  storeCode: string;
  menu: MenuCategory[];
  current: MenuCategory | undefined;
  blog: { label: string } | null;
  signedIn: boolean;
}) {
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

/** The account views; their forms arrive with customer accounts, the pages they lead to exist. */
function AccountView({ view, storeCode }: { view: Exclude<DrawerView, "MENU">; storeCode: string }) {
  const { t } = useTranslation();
  switch (view) {
    case "SIGN_IN":
      return (
        <div className="drawer__account-view">
          <p>{t("drawer.signInIntro")}</p>
          <Link className="button button--primary" to={storeHref(storeCode, "/sign-in")}>
            {t("drawer.signInLink")}
          </Link>
          <DrawerLink className="button button--secondary" to={{ view: "CREATE_ACCOUNT", categoryUid: null }}>
            {t("drawer.createAccount")}
          </DrawerLink>
          <DrawerLink className="drawer__text-link" to={{ view: "FORGOT_PASSWORD", categoryUid: null }}>
            {t("drawer.forgotPassword")}
          </DrawerLink>
        </div>
      );
    case "CREATE_ACCOUNT":
      return (
        <div className="drawer__account-view">
          <p>{t("drawer.createAccountIntro")}</p>
          <Link className="button button--primary" to={storeHref(storeCode, "/create-account")}>
            {t("drawer.createAccountLink")}
          </Link>
        </div>
      );
    case "FORGOT_PASSWORD":
      return (
        <div className="drawer__account-view">
          <p>{t("drawer.forgotPasswordIntro")}</p>
          <Link className="button button--primary" to={storeHref(storeCode, "/forgot-password")}>
            {t("drawer.forgotPasswordLink")}
          </Link>
        </div>
      );
    case "MY_ACCOUNT":
      return (
        <ul className="drawer__list">
          {(
            [
              ["accountInformation", "/account-information"],
              ["addressBook", "/address-book"],
              ["orderHistory", "/order-history"],
              ["savedPayments", "/saved-payments"],
              ["communications", "/communications"],
              ["wishlist", "/wishlist"],
            ] as const
          ).map(([key, path]) => (
            <li key={key}>
              <Link className="drawer__item" to={storeHref(storeCode, path)}>
                {t(`drawer.accountLinks.${key}`)}
              </Link>
            </li>
          ))}
          <li>
            <Form method="post" action={storeHref(storeCode, "/sign-out")}>
              <button type="submit" className="drawer__item drawer__sign-out">
                {t("account.actions.signOut")}
              </button>
            </Form>
          </li>
        </ul>
      );
  }
}
