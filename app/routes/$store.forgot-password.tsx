import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { ForgotPasswordForm } from "~/components/account/ForgotPasswordForm";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { requestPasswordReset } from "~/lib/customer/account.server";
import { forgotPasswordSchema } from "~/lib/forms/account";
import { formHoneypot, isSpam } from "~/lib/forms/honeypot.server";
import { pageHeaders } from "~/lib/page-headers";
import { minutesToWait } from "~/lib/throttle/attempts.server";
import { passwordResetRetryAfterMs } from "~/lib/throttle/shop-throttles.server";
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

export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { t } = shop;
  return shop.privateJson(
    { title: t("account.titles.forgotPassword"), honeypot: (await formHoneypot(shop.context.settings)).getInputProps(), constraint: constraintsOf(forgotPasswordSchema) },
  );
}

/**
 * Asks the backend to email a reset link. The answer is the same neutral confirmation whether or
 * not an account uses the address (and for a bot), so the page tells no one who has an account.
 * An address or an email that asked too often lately is told to wait (whether the account exists
 * or not), and nothing is sent.
 */
export async function action(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  const { request, context } = args;
  const { t } = shop;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema(t) });
  if (submission.status !== "success") {
    return shop.privateJson({ result: submission.reply(), sentTo: null }, { status: 400 });
  }
  if (await isSpam(formData, context.settings)) return shop.privateJson({ sentTo: submission.value.email });
  const retryAfterMs = await passwordResetRetryAfterMs(context, submission.value.email);
  if (retryAfterMs > 0) {
    const formErrors = [t("account.errors.tooManyResets", { count: minutesToWait(retryAfterMs) })];
    return shop.privateJson({ result: submission.reply({ formErrors }), sentTo: null }, { status: 429 });
  }
  await requestPasswordReset(shop, submission.value.email);
  return shop.privateJson({ sentTo: submission.value.email });
}

export default function ForgotPasswordRoute() {
  const { honeypot, constraint } = useLoaderData<typeof loader>();
  const checks = useAccountChecks("forgotPassword", constraint);
  const storeCode = useStoreCode();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="account-page">
      <h1 className="account-page__title">{t("account.titles.forgotPassword")}</h1>
      {actionData?.sentTo ? (
        <p role="status" className="account-page__confirmation">
          {t("account.intro.forgotPasswordDone", { email: actionData.sentTo })}
        </p>
      ) : (
        <>
          <p>{t("account.intro.forgotPassword")}</p>
          <ForgotPasswordForm checks={checks} lastResult={actionData && "result" in actionData ? actionData.result : undefined} honeypot={honeypot} />
        </>
      )}
      <p className="account-form__links">
        <Link to={storeHref(storeCode, "/sign-in")}>{t("account.actions.backToSignIn")}</Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
