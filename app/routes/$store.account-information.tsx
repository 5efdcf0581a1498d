import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import {
  AccountInformationForms,
  type AccountInformationActionData,
  type AccountInformationConstraints,
  type AccountInformationIntent,
} from "~/components/account/AccountInformationForms";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { SignInMethods } from "~/components/account/SignInMethods";
import { changeEmail, changePassword, readAccount, requestPasswordReset, updateNames, type AccountResult } from "~/lib/customer/account.server";
import { disconnect } from "~/lib/social/backend.server";
import { signInMethodsView } from "~/lib/social/sign-in-methods.server";
import { isSocialProvider, PROVIDER_NAMES } from "~/lib/social/providers";
import { translateAccountMessage } from "~/lib/customer/messages";
import { requireCustomer, signInAgain } from "~/lib/customer/sign-in.server";
import { accountNamesSchema, changeEmailSchema, changePasswordSchema } from "~/lib/forms/account";
import { constraintsOf } from "~/lib/forms/account-zod-checks";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { shopFor } from "~/lib/shop/shop.server";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { storeHref } from "~/lib/store-view";
import { accountStylesheets } from "~/components/account/stylesheets";

export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/** `/{store}/account-information` (signed-in only): names, email, password and the social sign-in methods. */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { storeCode, t } = shop;
  const { client } = await requireCustomer(shop);
  const [account, methods] = await Promise.all([readAccount(client), signInMethodsView(shop, client)]).catch(throwBackendFailure);
  if (!account) throw await signInAgain(shop, storeHref(storeCode, "/account-information"));
  // The forms' HTML constraints: the browser loads the schemas themselves only as a form is used.
  const constraints: AccountInformationConstraints = {
    names: constraintsOf(accountNamesSchema),
    email: constraintsOf(changeEmailSchema),
    password: constraintsOf(changePasswordSchema),
  };
  return shop.privateJson({ storeCode, account, methods, locale: shop.locale, title: t("account.titles.accountInformation"), constraints });
}

export async function action(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  const { request } = args;
  const { storeCode, t } = shop;
  const formData = await request.formData();
  const { client } = await requireCustomer(shop);
  const { session } = shop;
  const here = storeHref(storeCode, "/account-information");
  const intent = formData.get("intent") as AccountInformationIntent | null;
  const hideFields = ["password", "currentPassword", "newPassword"];
  const answer = async (submission: { reply: (options?: { formErrors?: string[]; hideFields?: string[] }) => AccountInformationActionData["result"] }, outcome: AccountResult, flashKey: string) => {
    if (outcome.ok) {
      session.flash("flash", { type: "success", key: flashKey });
      return shop.redirect(here);
    }
    if (outcome.unauthorized) return signInAgain(shop, here);
    const data: AccountInformationActionData = { intent: intent!, result: submission.reply({ formErrors: [translateAccountMessage(t, outcome.message)], hideFields }) };
    return shop.privateJson(data, { status: 400 });
  };
  const invalid = (result: AccountInformationActionData["result"]) => shop.privateJson<AccountInformationActionData>({ intent: intent!, result }, { status: 400 });

  if (intent === "names") {
    const submission = parseWithZod(formData, { schema: accountNamesSchema(t) });
    if (submission.status !== "success") return invalid(submission.reply());
    return answer(submission, await updateNames(client, submission.value), "account.flash.namesSaved");
  }
  if (intent === "email") {
    const submission = parseWithZod(formData, { schema: changeEmailSchema(t) });
    if (submission.status !== "success") return invalid(submission.reply({ hideFields }));
    return answer(submission, await changeEmail(client, submission.value), "account.flash.emailChanged");
  }
  if (intent === "disconnect") {
    const provider = formData.get("provider");
    if (!isSocialProvider(provider)) return shop.redirect(here);
    const outcome = await disconnect(client, provider);
    if (outcome.ok) session.flash("flash", { type: "success", key: "social.flash.disconnected", values: { provider: PROVIDER_NAMES[provider] } });
    else session.flash("flash", { type: "error", key: "social.errors.disconnectRefused", values: { provider: PROVIDER_NAMES[provider] } });
    return shop.redirect(here);
  }
  if (intent === "set-password") {
    const account = await readAccount(client);
    if (account) await requestPasswordReset(shop, account.email);
    session.flash("flash", { type: "success", key: "social.flash.setPasswordSent", values: { email: account?.email ?? "" } });
    return shop.redirect(here);
  }
  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: changePasswordSchema(t) });
    if (submission.status !== "success") return invalid(submission.reply({ hideFields }));
    return answer(submission, await changePassword(client, submission.value), "account.flash.passwordChanged");
  }
  return shop.redirect(here);
}

export default function AccountInformationRoute() {
  const { storeCode, account, methods, locale, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as AccountInformationActionData | undefined;
  const { t } = useTranslation();
  return (
    <div className="account-page">
      <h1 className="account-page__title">{t("account.titles.accountInformation")}</h1>
      <AccountInformationForms account={account} actionData={actionData} passwordSet={methods?.passwordSet ?? true} constraints={constraints} />
      {methods && methods.providers.length > 0 ? <SignInMethods methods={methods} locale={locale} /> : null}
      <Form method="post" action={storeHref(storeCode, "/sign-out")} className="account-page__sign-out">
        <button type="submit" className="button button--secondary">
          {t("account.actions.signOut")}
        </button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
