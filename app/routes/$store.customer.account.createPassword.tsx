import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { ResetPasswordForm } from "~/components/account/ResetPasswordForm";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { resetPassword } from "~/lib/customer/account.server";
import { accountMessageKey } from "~/lib/customer/messages";
import { resetPasswordSchema } from "~/lib/forms/account";
import { constraintsOf } from "~/lib/forms/account-zod-checks";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { shopFor } from "~/lib/shop/shop.server";
import { storeHref } from "~/lib/store-view";
import { accountStylesheets } from "~/components/account/stylesheets";

export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/**
 * `/{store}/customer/account/createPassword?token=&email=`: the emailed link. The token is checked
 * when the form is sent (the backend is the only judge); a link without one is refused at once.
 * The page sends no referrer, so the token does not leak to other sites.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { request } = args;
  const { storeCode, t } = shop;
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  const email = params.get("email") ?? "";
  return shop.privateJson(
    { storeCode, token, email, linkValid: Boolean(token), title: t("account.titles.resetPassword"), constraint: constraintsOf(resetPasswordSchema) },
    { headers: { "Referrer-Policy": "no-referrer" } },
  );
}

/** Sets the new password; an invalid, expired or used token gets the spec's message. */
export async function action(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  const { request } = args;
  const { storeCode, session, t } = shop;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: resetPasswordSchema(t) });
  if (submission.status !== "success") return shop.privateJson({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const { token, email, password } = submission.value;
  const outcome = await resetPassword(shop, { email, token, newPassword: password });
  if (!outcome.ok) {
    const key = accountMessageKey(outcome.message);
    // Only password rules are the shopper's to fix; anything else means the link is no good.
    const message = key === "account.validation.passwordClasses" || key === "account.magento.passwordLength" ? t(key) : t("account.validation.linkInvalid");
    return shop.privateJson({ result: submission.reply({ formErrors: [message], hideFields: ["password"] }) }, { status: 400 });
  }
  session.flash("flash", { type: "success", key: "account.flash.passwordReset" });
  return shop.redirect(storeHref(storeCode, "/sign-in"));
}

export default function CreatePasswordRoute() {
  const { token, email, linkValid, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="account-page">
      <h1 className="account-page__title">{t("account.titles.resetPassword")}</h1>
      {linkValid ? (
        <>
          <p>{email ? t("account.intro.resetPassword", { email }) : t("account.intro.resetPasswordAskEmail")}</p>
          <ResetPasswordForm token={token} email={email} lastResult={actionData?.result} constraint={constraint} />
        </>
      ) : (
        <p role="alert" className="form-field__error">
          {t("account.validation.linkInvalid")}
        </p>
      )}
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
