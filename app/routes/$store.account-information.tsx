import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountInformationForms, type AccountInformationActionData, type AccountInformationIntent } from "~/components/account/AccountInformationForms";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { changeEmail, changePassword, readAccount, updateNames, type AccountResult } from "~/lib/customer/account.server";
import { translateAccountMessage } from "~/lib/customer/messages";
import { signInPath } from "~/lib/customer/redirect-target";
import { accountScope, jsonWithSession, PRIVATE, redirectWithSession } from "~/lib/customer/route.server";
import { requireCustomer, signOut } from "~/lib/customer/session.server";
import { accountNamesSchema, changeEmailSchema, changePasswordSchema } from "~/lib/forms/account";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import type { ShopperSession } from "~/lib/session.server";
import { storeHref } from "~/lib/store-view";
import { accountStylesheets } from "~/components/account/stylesheets";

export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/** The backend no longer knows the token (revoked elsewhere): signed out, back to sign-in. */
async function signedOutElsewhere(context: ActionFunctionArgs["context"], storeCode: string, session: ShopperSession, returnTo: string) {
  await signOut(context, storeCode, session);
  session.flash("flash", { type: "info", key: "account.flash.expired" });
  return redirectWithSession(signInPath(storeCode, returnTo), session);
}

/** `/{store}/account-information` (signed-in only): names, email and password. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storeCode, t } = await accountScope(request, context);
  const { session, client } = await requireCustomer(request, context, storeCode);
  const account = await readAccount(client).catch(throwBackendFailure);
  if (!account) throw await signedOutElsewhere(context, storeCode, session, storeHref(storeCode, "/account-information"));
  return json({ storeCode, account, title: t("account.titles.accountInformation") }, { headers: { "Cache-Control": PRIVATE } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const [{ storeCode, t }, formData] = await Promise.all([accountScope(request, context), request.formData()]);
  const { session, client } = await requireCustomer(request, context, storeCode);
  const here = storeHref(storeCode, "/account-information");
  const intent = formData.get("intent") as AccountInformationIntent | null;
  const hideFields = ["password", "currentPassword", "newPassword"];
  const answer = async (submission: { reply: (options?: { formErrors?: string[]; hideFields?: string[] }) => AccountInformationActionData["result"] }, outcome: AccountResult, flashKey: string) => {
    if (outcome.ok) {
      session.flash("flash", { type: "success", key: flashKey });
      return redirectWithSession(here, session);
    }
    if (outcome.unauthorized) return signedOutElsewhere(context, storeCode, session, here);
    const data: AccountInformationActionData = { intent: intent!, result: submission.reply({ formErrors: [translateAccountMessage(t, outcome.message)], hideFields }) };
    return jsonWithSession(data, session, 400);
  };
  const invalid = (result: AccountInformationActionData["result"]) => jsonWithSession<AccountInformationActionData>({ intent: intent!, result }, session, 400);

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
  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: changePasswordSchema(t) });
    if (submission.status !== "success") return invalid(submission.reply({ hideFields }));
    return answer(submission, await changePassword(client, submission.value), "account.flash.passwordChanged");
  }
  return redirectWithSession(here, session);
}

export default function AccountInformationRoute() {
  const { storeCode, account } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as AccountInformationActionData | undefined;
  const { t } = useTranslation();
  return (
    <div className="account-page">
      <h1 className="account-page__title">{t("account.titles.accountInformation")}</h1>
      <AccountInformationForms account={account} actionData={actionData} />
      <Form method="post" action={storeHref(storeCode, "/sign-out")} className="account-page__sign-out">
        <button type="submit" className="button button--secondary">
          {t("account.actions.signOut")}
        </button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
