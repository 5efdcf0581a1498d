import { getFormProps } from "~/lib/forms/form-fields";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useTranslation } from "~/lib/translation/use-translation";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import { accountStylesheets } from "~/components/account/stylesheets";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { FieldErrors } from "~/components/forms/FormField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField } from "~/components/forms/TextField";
import { useAccountChecks } from "~/hooks/use-account-checks";
import { constraintsOf } from "~/lib/forms/account-zod-checks";
import { useShopForm } from "~/hooks/use-shop-form";
import { useStoreCode } from "~/hooks/use-store-layout";
import { checkedAsTyped } from "~/lib/forms/account-checks";
import { socialEmailSchema } from "~/lib/forms/account";
import { formHoneypot, isSpam } from "~/lib/forms/honeypot.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { shopFor } from "~/lib/shop/shop.server";
import { accountExists, requestEmailConfirmation } from "~/lib/social/backend.server";
import { PROVIDER_NAMES } from "~/lib/social/providers";
import { askNext, awaitEmailLink, requirePendingSignIn } from "~/lib/social/social-sign-in.server";
import { storeHref } from "~/lib/store-view";
import { minutesToWait } from "~/lib/throttle/attempts.server";
import { socialEmailConfirmationRetryAfterMs } from "~/lib/throttle/shop-throttles.server";

export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;


/**
 * `/{store}/sign-in/email`: the provider gave no email (or one it did not verify). The shopper types
 * one; an account's email goes on to that account's password, a new one gets a link to confirm it
 * before any account is created.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const pending = await requirePendingSignIn(shop, "email");
  return shop.privateJson({
    title: shop.t("social.titles.email"),
    constraint: constraintsOf(socialEmailSchema),
    provider: PROVIDER_NAMES[pending.provider],
    suggested: pending.email,
    honeypot: (await formHoneypot(shop.context.settings)).getInputProps(),
  });
}

export async function action(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  const { t, context } = shop;
  const pending = await requirePendingSignIn(shop, "email");
  const formData = await args.request.formData();
  const submission = parseWithZod(formData, { schema: socialEmailSchema(t) });
  if (submission.status !== "success") return shop.privateJson({ result: submission.reply(), sentTo: null }, { status: 400 });
  const { email } = submission.value;
  if (await isSpam(formData, context.settings)) return shop.privateJson({ result: null, sentTo: email });
  if (await accountExists(shop, email)) return askNext(shop, { ...pending, step: "password", email });
  const retryAfterMs = await socialEmailConfirmationRetryAfterMs(context, email);
  if (retryAfterMs > 0) {
    const formErrors = [t("social.errors.tooManyEmails", { count: minutesToWait(retryAfterMs) })];
    return shop.privateJson({ result: submission.reply({ formErrors }), sentTo: null }, { status: 429 });
  }
  await requestEmailConfirmation(shop, { provider: pending.provider, subject: pending.subject, email, firstname: pending.firstname, lastname: pending.lastname });
  // The link completes only in this browser (docs/decisions/032), for as long as the link is valid.
  awaitEmailLink(shop, pending);
  return shop.privateJson({ result: null, sentTo: email });
}

export default function SocialEmailRoute() {
  const { provider, suggested, honeypot, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const checks = useAccountChecks("socialEmail", constraint);
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const [form, fields] = useShopForm<{ email: string }>({
    id: "social-email",
    lastResult: actionData?.result ?? undefined,
    defaultValue: { email: suggested ?? "" },
    ...checkedAsTyped(checks),
  });
  return (
    <div className="account-page">
      <h1 className="account-page__title">{t("social.titles.email")}</h1>
      {actionData?.sentTo ? (
        <p role="status" className="account-page__confirmation">
          {t("social.intro.emailSent", { email: actionData.sentTo })}
        </p>
      ) : (
        <>
          <p>{t("social.intro.email", { provider })}</p>
          <Form method="post" {...getFormProps(form)} noValidate className="account-form" onFocus={checks.onFocus}>
            <FieldErrors id={form.errorId} errors={form.errors} />
            <TextField field={fields.email} label={t("account.fields.email")} type="email" autoComplete="email" />
            <HoneypotProvider {...honeypot}>
              <HoneypotInputs label={t("account.honeypot")} />
            </HoneypotProvider>
            <SubmitButton label={t("social.actions.sendEmailLink")} pendingLabel={t("account.actions.sending")} />
          </Form>
        </>
      )}
      <p className="account-form__links">
        <Link to={storeHref(storeCode, "/sign-in")}>{t("account.actions.backToSignIn")}</Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
