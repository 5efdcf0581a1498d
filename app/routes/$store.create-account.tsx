import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { CreateAccountForm } from "~/components/account/CreateAccountForm";
import { SocialSignIn } from "~/components/account/SocialSignIn";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { createAccount } from "~/lib/customer/account.server";
import { translateAccountMessage } from "~/lib/customer/messages";
import { safeRedirectTarget } from "~/lib/customer/redirect-target";
import { signIn } from "~/lib/customer/sign-in.server";
import { createAccountSchema } from "~/lib/forms/account";
import { formHoneypot, isSpam } from "~/lib/forms/honeypot.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { shopFor } from "~/lib/shop/shop.server";
import { storeHref } from "~/lib/store-view";
import { accountStylesheets } from "~/components/account/stylesheets";
import { useAccountChecks } from "~/hooks/use-account-checks";
import { constraintsOf } from "~/lib/forms/account-zod-checks";

export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/** Query values are only a suggestion: trimmed and bounded before they prefill the form. */
function prefill(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? "").trim().slice(0, 254);
}

/**
 * `/{store}/create-account`, prefilled from `?email=&firstName=&lastName=` (the receipt's link,
 * spec §2 post-checkout). A signed-in shopper goes to account information.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { request } = args;
  const { storeCode, t } = shop;
  if (shop.customerToken()) throw await shop.redirect(storeHref(storeCode, "/account-information"));
  const params = new URL(request.url).searchParams;
  return shop.privateJson(
    {
      title: t("account.titles.createAccount"),
      constraint: constraintsOf(createAccountSchema),
      honeypot: (await formHoneypot(shop.context.settings)).getInputProps(),
      redirectTo: safeRedirectTarget(params.get("redirect"), storeCode),
      defaultValue: { firstname: prefill(params, "firstName"), lastname: prefill(params, "lastName"), email: prefill(params, "email") },
    },
  );
}

/**
 * Creates the customer (Magento's messages translated), then signs them in like `/sign-in` and goes
 * to `redirect` (the drawer's page) or account information.
 */
export async function action(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  const { request } = args;
  const { storeCode, session, t } = shop;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: createAccountSchema(t) });
  const hide = { hideFields: ["password"] };
  if (await isSpam(formData, shop.context.settings)) return shop.privateJson({ result: submission.reply({ formErrors: [t("account.errors.submitFailed")], ...hide }) }, { status: 400 });
  if (submission.status !== "success") return shop.privateJson({ result: submission.reply(hide) }, { status: 400 });
  const { firstname, lastname, email, password, newsletter } = submission.value;
  const created = await createAccount(shop, { firstname, lastname, email, password, newsletter });
  if (!created.ok) {
    return shop.privateJson({ result: submission.reply({ formErrors: [translateAccountMessage(t, created.message)], ...hide }) }, { status: 400 });
  }
  const signedIn = await signIn(shop, { email, password });
  if (!signedIn.ok) return shop.redirect(storeHref(storeCode, "/sign-in"));
  session.flash("flash", { type: "success", key: "account.flash.created" });
  // From the drawer: back to the page it was opened on (a page of this store view only).
  const requested = formData.get("redirect");
  const target = safeRedirectTarget(typeof requested === "string" ? requested : null, storeCode);
  return shop.redirect(target ?? storeHref(storeCode, "/account-information"));
}

export default function CreateAccountRoute() {
  const { defaultValue, honeypot, redirectTo, constraint } = useLoaderData<typeof loader>();
  const checks = useAccountChecks("createAccount", constraint);
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="account-page">
      <h1 className="account-page__title">{t("account.titles.createAccount")}</h1>
      <p>{t("account.intro.createAccount")}</p>
      <CreateAccountForm checks={checks} lastResult={actionData?.result} defaultValue={defaultValue} honeypot={honeypot} redirectTo={redirectTo} />
      <SocialSignIn returnTo={redirectTo} />
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
