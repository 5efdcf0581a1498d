import { getFormProps } from "~/lib/forms/form-fields";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useTranslation } from "~/lib/translation/use-translation";
import { accountStylesheets } from "~/components/account/stylesheets";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { FieldErrors } from "~/components/forms/FormField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField } from "~/components/forms/TextField";
import { useAccountChecks } from "~/hooks/use-account-checks";
import { constraintsOf } from "~/lib/forms/account-zod-checks";
import { useShopForm } from "~/hooks/use-shop-form";
import { useStoreCode } from "~/hooks/use-store-layout";
import { translateAccountMessage } from "~/lib/customer/messages";
import { checkedAsTyped } from "~/lib/forms/account-checks";
import { socialPasswordSchema } from "~/lib/forms/account";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { shopFor } from "~/lib/shop/shop.server";
import { PROVIDER_NAMES } from "~/lib/social/providers";
import { connectWithPassword, requirePendingSignIn } from "~/lib/social/social-sign-in.server";
import { storeHref } from "~/lib/store-view";
import { minutesToWait } from "~/lib/throttle/attempts.server";

export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;


/**
 * `/{store}/sign-in/connect`: a provider vouched for a shopper whose email has an account here,
 * without verifying that email; the account's password is asked once, then the provider is linked.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const pending = await requirePendingSignIn(shop, "password");
  return shop.privateJson({ title: shop.t("social.titles.connect"), email: pending.email, provider: PROVIDER_NAMES[pending.provider], constraint: constraintsOf(socialPasswordSchema) });
}

export async function action(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  const { t } = shop;
  const pending = await requirePendingSignIn(shop, "password");
  const submission = parseWithZod(await args.request.formData(), { schema: socialPasswordSchema(t) });
  if (submission.status !== "success") return shop.privateJson({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const outcome = await connectWithPassword(shop, pending, submission.value.password);
  if (outcome instanceof Response) return outcome;
  const message = outcome.ok ? "" : outcome.retryAfterMs ? t("account.errors.tooManySignIns", { count: minutesToWait(outcome.retryAfterMs) }) : translateAccountMessage(t, outcome.message);
  return shop.privateJson({ result: submission.reply({ formErrors: [message], hideFields: ["password"] }) }, { status: !outcome.ok && outcome.retryAfterMs ? 429 : 400 });
}

export default function SocialConnectRoute() {
  const { email, provider, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const checks = useAccountChecks("socialPassword", constraint);
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const [form, fields] = useShopForm<{ password: string }>({ id: "social-connect", lastResult: actionData?.result, ...checkedAsTyped(checks) });
  return (
    <div className="account-page">
      <h1 className="account-page__title">{t("social.titles.connect")}</h1>
      <p>{t("social.intro.connect", { provider, email })}</p>
      <Form method="post" {...getFormProps(form)} noValidate className="account-form" onFocus={checks.onFocus}>
        <FieldErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="username" value={email} autoComplete="username" />
        <TextField field={fields.password} label={t("account.fields.password")} type="password" autoComplete="current-password" />
        <SubmitButton label={t("social.actions.connect", { provider })} pendingLabel={t("account.actions.signingIn")} />
      </Form>
      <p className="account-form__links">
        <Link to={storeHref(storeCode, "/forgot-password")}>{t("account.actions.forgotPassword")}</Link>{" "}
        <Link to={storeHref(storeCode, "/sign-in")}>{t("account.actions.backToSignIn")}</Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
