import { useShopForm } from "~/hooks/use-shop-form";
import { getFormProps } from "~/lib/forms/form-fields";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import { accountStylesheets } from "~/components/account/stylesheets";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { FieldErrors } from "~/components/forms/FormField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField } from "~/components/forms/TextField";
import { useAccountChecks } from "~/hooks/use-account-checks";
import { constraintsOf } from "~/lib/forms/account-zod-checks";
import { useStoreCode, useStoreLayoutData } from "~/hooks/use-store-layout";
import { checkedAsTyped } from "~/lib/forms/account-checks";
import { formHoneypot, isSpam } from "~/lib/forms/honeypot.server";
import { emailSignupSchema } from "~/lib/forms/newsletter";
import { subscribeEmail } from "~/lib/newsletter/signup.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { shopFor } from "~/lib/shop/shop.server";
import { storeHref } from "~/lib/store-view";
import { minutesToWait } from "~/lib/throttle/attempts.server";
import { newsletterSignupRetryAfterMs } from "~/lib/throttle/shop-throttles.server";

export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/** `/{store}/email-signup`: the newsletter signup page, and where the footer's form posts. */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  return shop.privateJson({
    title: shop.t("newsletter.title"),
    constraint: constraintsOf(emailSignupSchema),
    honeypot: (await formHoneypot(shop.context.settings)).getInputProps(),
  });
}

/**
 * Subscribes the email (`subscribeEmailToNewsletter`, as the signed-in customer when there is one).
 * Every refusal comes back with the typed email and its own message; a store that asks for
 * confirmation answers "check your inbox". Signups are counted per client and per email before
 * the backend is asked; a bot (the honeypot) is told it worked and nothing is sent.
 */
export async function action(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  const { t, context } = shop;
  const formData = await args.request.formData();
  const submission = parseWithZod(formData, { schema: emailSignupSchema(t) });
  if (submission.status !== "success") {
    return shop.privateJson({ result: submission.reply(), done: null, hint: null }, { status: 400 });
  }
  const { email } = submission.value;
  // The footer of a signed-in shopper's page has no honeypot: the account vouches instead.
  if (!shop.customerToken() && (await isSpam(formData, context.settings))) {
    return shop.privateJson({ result: null, done: { email, confirmationSent: false }, hint: null });
  }
  const retryAfterMs = await newsletterSignupRetryAfterMs(context, email);
  if (retryAfterMs > 0) {
    const formErrors = [t("newsletter.errors.tooMany", { count: minutesToWait(retryAfterMs) })];
    return shop.privateJson({ result: submission.reply({ formErrors }), done: null, hint: null }, { status: 429 });
  }
  const outcome = await subscribeEmail(shop.client(), email);
  if (!outcome.ok) {
    const message = t(outcome.key);
    const result = outcome.field ? submission.reply({ fieldErrors: { email: [message] } }) : submission.reply({ formErrors: [message] });
    const hint = outcome.key === "newsletter.errors.accountEmail" && !shop.customerToken() ? "signIn" : null;
    return shop.privateJson({ result, done: null, hint }, { status: 400 });
  }
  return shop.privateJson({ result: null, done: { email, confirmationSent: outcome.confirmationSent }, hint: null });
}

export default function EmailSignupRoute() {
  const { honeypot, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const checks = useAccountChecks("emailSignup", constraint);
  const storeCode = useStoreCode();
  const storeName = useStoreLayoutData()?.shell.config.storeName ?? "";
  const { t } = useTranslation();
  const [form, fields] = useShopForm<{ email: string }>({ id: "email-signup", lastResult: actionData?.result ?? undefined, ...checkedAsTyped(checks) });
  const done = actionData?.done;
  return (
    <div className="account-page">
      <h1 className="account-page__title">{t("newsletter.title")}</h1>
      {done ? (
        <>
          <p role="status" className="account-page__confirmation">
            {t(done.confirmationSent ? "newsletter.confirmationSent" : "newsletter.subscribed", { email: done.email })}
          </p>
          <p className="account-form__links">
            <Link to={storeHref(storeCode)}>{t("newsletter.continueShopping")}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t("newsletter.intro", { storeName })}</p>
          <Form method="post" action={storeHref(storeCode, "/email-signup")} {...getFormProps(form)} noValidate className="account-form" onFocus={checks.onFocus}>
            <FieldErrors id={form.errorId} errors={form.errors} />
            <TextField field={fields.email} label={t("newsletter.email")} type="email" autoComplete="email" />
            <HoneypotProvider {...honeypot}>
              <HoneypotInputs label={t("account.honeypot")} />
            </HoneypotProvider>
            <SubmitButton label={t("newsletter.subscribe")} pendingLabel={t("newsletter.subscribing")} />
          </Form>
          {actionData?.hint === "signIn" ? (
            <p className="account-form__links">
              <Link to={`${storeHref(storeCode, "/sign-in")}?redirect=${encodeURIComponent(storeHref(storeCode, "/communications"))}`}>{t("newsletter.signIn")}</Link>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
