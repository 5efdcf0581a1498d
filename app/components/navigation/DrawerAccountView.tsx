import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useFetcher, useLocation } from "@remix-run/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { CreateAccountForm } from "~/components/account/CreateAccountForm";
import { ForgotPasswordForm } from "~/components/account/ForgotPasswordForm";
import { SignInForm } from "~/components/account/SignInForm";
import { SocialSignIn } from "~/components/account/SocialSignIn";
import { accountLinks } from "~/components/navigation/account-links";
import { DrawerLink } from "~/components/navigation/DrawerContext";
import { CLOSED_DRAWER, drawerHref, type DrawerView } from "~/components/navigation/drawer-state";
import { useBackendFeatures } from "~/hooks/use-backend-features";
import { useStoreCode } from "~/hooks/use-store-layout";
import type { AccountFormChecks } from "~/lib/forms/account-checks";
import type { DrawerFormConstraints } from "~/lib/forms/drawer-constraints.server";
import { storeHref } from "~/lib/store-view";
import { useTranslation } from "~/lib/translation/use-translation";

/** What the account routes' actions answer to a fetcher: a form's errors, or the reset mail's address. */
interface AccountActionData {
  result?: SubmissionResult<string[]>;
  sentTo?: string | null;
}

const EMPTY_HONEYPOT: HoneypotInputProps = { nameFieldName: "name__confirm", validFromFieldName: null, encryptedValidFrom: "" };

export interface DrawerAccountViewProps {
  view: Exclude<DrawerView, "MENU">;
  /** The signed-in customer's name and email for MY_ACCOUNT (spec §7 GetCustomerForLeftNav). */
  customer: { name: string | null; email: string | null } | null;
  wishlistEnabled: boolean;
  honeypot: HoneypotInputProps | null;
  constraints: DrawerFormConstraints;
}

/**
 * The account views (spec §2). SIGN_IN, CREATE_ACCOUNT and FORGOT_PASSWORD hold the real forms,
 * posting to `/sign-in`, `/create-account` and `/forgot-password` with `redirect` = this page (the
 * drawer closed). Without JS that is a plain POST: success comes back here, errors show on the
 * route's own page. With JS a fetcher sends it: errors and the reset confirmation show in the
 * drawer, a success redirect navigates (and reloads the shell: "Hi, {first name}").
 *
 * A module of its own: its forms (and their wiring) reach the browser only when a shopper
 * opens one of these views (see `NavigationDrawer`).
 */
export default function DrawerAccountView({ view, customer, wishlistEnabled, honeypot, constraints }: DrawerAccountViewProps) {
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
  customer: DrawerAccountViewProps["customer"];
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
