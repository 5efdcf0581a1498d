import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { CreateAccountForm } from "~/components/account/CreateAccountForm";
import { ForgotPasswordForm } from "~/components/account/ForgotPasswordForm";
import { SignInForm } from "~/components/account/SignInForm";
import { SocialSignIn } from "~/components/account/SocialSignIn";
import { Icon } from "~/components/icons/Icon";
import type { AccountFormChecks } from "~/lib/forms/account-checks";
import type { DrawerFormConstraints } from "~/lib/forms/drawer-constraints.server";
import { accountLinks } from "~/components/navigation/account-links";
import { DrawerLink, useDrawer } from "~/components/navigation/DrawerContext";
import { backState, CLOSED_DRAWER, drawerHref, viewForShopper, type DrawerView } from "~/components/navigation/drawer-state";
import { useBackendFeatures } from "~/hooks/use-backend-features";
import { useStoreCode } from "~/hooks/use-store-layout";
import { menuTrail, type MenuCategory } from "~/lib/menu";
import { storeHref } from "~/lib/store-view";

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

/** What the account routes' actions answer to a fetcher: a form's errors, or the reset mail's address. */
interface AccountActionData {
  result?: SubmissionResult<string[]>;
  sentTo?: string | null;
}

/** Before the layout's data says otherwise: no constraints (the route still checks everything). */
const NO_CONSTRAINTS: DrawerFormConstraints = { signIn: {}, createAccount: {}, forgotPassword: {} };

const EMPTY_HONEYPOT: HoneypotInputProps = { nameFieldName: "name__confirm", validFromFieldName: null, encryptedValidFrom: "" };

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
            <MenuView menu={menu} current={current} blog={blog} signedIn={signedIn} />
          ) : (
            <AccountView view={view} customer={customer} wishlistEnabled={wishlistEnabled} honeypot={honeypot} constraints={formConstraints ?? NO_CONSTRAINTS} />
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

/**
 * The account views (spec §2). SIGN_IN, CREATE_ACCOUNT and FORGOT_PASSWORD hold the real forms,
 * posting to `/sign-in`, `/create-account` and `/forgot-password` with `redirect` = this page (the
 * drawer closed). Without JS that is a plain POST: success comes back here, errors show on the
 * route's own page. With JS a fetcher sends it: errors and the reset confirmation show in the
 * drawer, a success redirect navigates (and reloads the shell: "Hi, {first name}").
 */
function AccountView({
  view,
  customer,
  wishlistEnabled,
  honeypot,
  constraints,
}: {
  view: Exclude<DrawerView, "MENU">;
  customer: NavigationDrawerProps["customer"];
  wishlistEnabled: boolean;
  honeypot: HoneypotInputProps | null;
  constraints: DrawerFormConstraints;
}) {
  const location = useLocation();
  const returnTo = drawerHref(location, CLOSED_DRAWER);
  switch (view) {
    case "SIGN_IN":
      return <SignInView returnTo={returnTo} checks={{ constraint: constraints.signIn }} />;
    case "CREATE_ACCOUNT":
      return <CreateAccountView returnTo={returnTo} honeypot={honeypot ?? EMPTY_HONEYPOT} checks={{ constraint: constraints.createAccount }} />;
    case "FORGOT_PASSWORD":
      return <ForgotPasswordView honeypot={honeypot ?? EMPTY_HONEYPOT} checks={{ constraint: constraints.forgotPassword }} />;
    case "MY_ACCOUNT":
      return <MyAccountView customer={customer} wishlistEnabled={wishlistEnabled} />;
  }
}

function SignInView({ returnTo, checks }: { returnTo: string; checks: AccountFormChecks }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<AccountActionData>();
  return (
    <div className="drawer__account-view">
      <p>{t("drawer.signInIntro")}</p>
      <SignInForm
        id="drawer-sign-in"
        checks={checks}
        redirectTo={returnTo}
        lastResult={fetcher.data?.result}
        sender={{ as: fetcher.Form, pending: fetcher.state !== "idle" }}
        forgotPasswordLink={<DrawerLink to={{ view: "FORGOT_PASSWORD", categoryUid: null }}>{t("drawer.forgotPassword")}</DrawerLink>}
      />
      <SocialSignIn returnTo={returnTo} />
      <h3 className="drawer__account-heading">{t("account.intro.newCustomer")}</h3>
      <DrawerLink className="button button--secondary" to={{ view: "CREATE_ACCOUNT", categoryUid: null }}>
        {t("drawer.createAccount")}
      </DrawerLink>
    </div>
  );
}

const NO_DEFAULTS = { firstname: "", lastname: "", email: "" };

function CreateAccountView({ returnTo, honeypot, checks }: { returnTo: string; honeypot: HoneypotInputProps; checks: AccountFormChecks }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<AccountActionData>();
  return (
    <div className="drawer__account-view">
      <p>{t("drawer.createAccountIntro")}</p>
      <CreateAccountForm
        id="drawer-create-account"
        checks={checks}
        redirectTo={returnTo}
        defaultValue={NO_DEFAULTS}
        honeypot={honeypot}
        lastResult={fetcher.data?.result}
        sender={{ as: fetcher.Form, pending: fetcher.state !== "idle" }}
      />
      <DrawerLink className="drawer__text-link" to={{ view: "SIGN_IN", categoryUid: null }}>
        {t("drawer.haveAccount")}
      </DrawerLink>
    </div>
  );
}

function ForgotPasswordView({ honeypot, checks }: { honeypot: HoneypotInputProps; checks: AccountFormChecks }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<AccountActionData>();
  const sentTo = fetcher.data?.sentTo;
  return (
    <div className="drawer__account-view">
      {sentTo ? (
        <p role="status" className="drawer__confirmation">
          {t("account.intro.forgotPasswordDone", { email: sentTo })}
        </p>
      ) : (
        <>
          <p>{t("account.intro.forgotPassword")}</p>
          <ForgotPasswordForm
            id="drawer-forgot-password"
            checks={checks}
            honeypot={honeypot}
            lastResult={fetcher.data?.result}
            sender={{ as: fetcher.Form, pending: fetcher.state !== "idle" }}
          />
        </>
      )}
      <DrawerLink className="drawer__text-link" to={{ view: "SIGN_IN", categoryUid: null }}>
        {t("account.actions.backToSignIn")}
      </DrawerLink>
    </div>
  );
}

/** The customer's name and email, a link to every account page the backend serves, and sign-out. */
function MyAccountView({
  customer,
  wishlistEnabled,
}: {
  customer: NavigationDrawerProps["customer"];
  wishlistEnabled: boolean;
}) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const features = useBackendFeatures();
  return (
    <>
      {customer?.name || customer?.email ? (
        <div className="drawer__customer">
          {customer.name ? <p className="drawer__customer-name">{customer.name}</p> : null}
          {customer.email ? <p className="drawer__customer-email">{customer.email}</p> : null}
        </div>
      ) : null}
      <ul className="drawer__list">
        {accountLinks(features, wishlistEnabled).map(({ key, path }) => (
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
    </>
  );
}
