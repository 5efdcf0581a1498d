import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { SignInForm } from "~/components/account/SignInForm";
import { SocialSignIn } from "~/components/account/SocialSignIn";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { translateAccountMessage } from "~/lib/customer/messages";
import { safeRedirectTarget } from "~/lib/customer/redirect-target";
import { signIn } from "~/lib/customer/sign-in.server";
import { signInSchema } from "~/lib/forms/account";
import { minutesToWait } from "~/lib/throttle/attempts.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { shopFor } from "~/lib/shop/shop.server";
import { storeHref } from "~/lib/store-view";
import { accountStylesheets } from "~/components/account/stylesheets";
import { useAccountChecks } from "~/hooks/use-account-checks";
import { constraintsOf } from "~/lib/forms/account-zod-checks";
import { useStoreCode } from "~/hooks/use-store-layout";

export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/** Where a signed-in shopper goes: the `redirect` asked for when it is a page of this store view. */
function destination(storeCode: string, requested: string | null): string {
  return safeRedirectTarget(requested, storeCode) ?? storeHref(storeCode, "/account-information");
}

/** `/{store}/sign-in`: a signed-in shopper is sent on at once. */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { request } = args;
  const { storeCode, t } = shop;
  const requested = new URL(request.url).searchParams.get("redirect");
  if (shop.customerToken()) throw await shop.redirect(destination(storeCode, requested));
  return shop.privateJson(
    { redirectTo: safeRedirectTarget(requested, storeCode), title: t("account.titles.signIn"), constraint: constraintsOf(signInSchema) },
  );
}

/**
 * Signs in (Magento's refusal shown translated), merges the guest cart into the customer's and
 * goes on with 303 to the requested page of this store view, else to account information.
 */
export async function action(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  const { request } = args;
  const { storeCode, t } = shop;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signInSchema(t) });
  if (submission.status !== "success") return shop.privateJson({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const outcome = await signIn(shop, submission.value);
  if (!outcome.ok) {
    const message = outcome.retryAfterMs
      ? t("account.errors.tooManySignIns", { count: minutesToWait(outcome.retryAfterMs) })
      : translateAccountMessage(t, outcome.message);
    return shop.privateJson({ result: submission.reply({ formErrors: [message], hideFields: ["password"] }) }, { status: outcome.retryAfterMs ? 429 : 400 });
  }
  const requested = formData.get("redirect");
  return shop.redirect(destination(storeCode, typeof requested === "string" ? requested : null));
}

export default function SignInRoute() {
  const { redirectTo, constraint } = useLoaderData<typeof loader>();
  const checks = useAccountChecks("signIn", constraint);
  const storeCode = useStoreCode();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="account-page">
      <h1 className="account-page__title">{t("account.titles.signIn")}</h1>
      <div className="account-page__columns">
        <section className="account-page__panel" aria-labelledby="sign-in-intro">
          <p id="sign-in-intro">{t("account.intro.signIn")}</p>
          <SignInForm checks={checks} lastResult={actionData?.result} redirectTo={redirectTo} />
          <SocialSignIn returnTo={redirectTo} />
        </section>
        <section className="account-page__panel" aria-labelledby="new-customer">
          <h2 id="new-customer">{t("account.intro.newCustomer")}</h2>
          <p>{t("account.intro.createAccount")}</p>
          <Link className="button button--secondary" to={storeHref(storeCode, "/create-account")}>
            {t("account.actions.createAccount")}
          </Link>
        </section>
      </div>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
