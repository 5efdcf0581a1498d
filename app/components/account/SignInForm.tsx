import { useShopForm } from "~/hooks/use-shop-form";
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "~/lib/forms/form-fields";
import { Form, Link, type FetcherWithComponents } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { TextField } from "~/components/forms/TextField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { FieldErrors } from "~/components/forms/FormField";
import { checkedAsTyped, type AccountFormChecks } from "~/lib/forms/account-checks";
import { signInPath } from "~/lib/customer/redirect-target";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

/**
 * How an account form is sent: the page's own `Form` (a navigation), or inside the drawer with
 * JavaScript a fetcher's `Form` (the answer's errors are shown in place, a redirect still navigates)
 * with the fetcher's pending state. Without JavaScript both are the same plain POST.
 */
export interface AccountFormSender {
  as: typeof Form | FetcherWithComponents<unknown>["Form"];
  pending: boolean;
}

/**
 * Email and password, posted to `/{store}/sign-in` (from the page and from the drawer alike);
 * `redirect` carries the page to come back to. The drawer passes its own forgot-password link.
 */
export function SignInForm({
  lastResult,
  redirectTo,
  id = "sign-in",
  sender,
  checks,
  forgotPasswordLink,
}: {
  lastResult?: SubmissionResult<string[]>;
  redirectTo: string | null;
  id?: string;
  sender?: AccountFormSender;
  /** The browser-side checks: the page's zod rules, or the drawer's constraints from the server. */
  checks: AccountFormChecks;
  forgotPasswordLink?: ReactNode;
}) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const [form, fields] = useShopForm<{ email: string; password: string }>({ id, lastResult, ...checkedAsTyped(checks) });
  const FormTag = sender?.as ?? Form;
  return (
    <FormTag method="post" action={signInPath(storeCode, redirectTo)} {...getFormProps(form)} noValidate className="account-form" onFocus={checks.onFocus}>
      <FieldErrors id={form.errorId} errors={form.errors} />
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      <TextField field={fields.email} label={t("account.fields.email")} type="email" autoComplete="email" />
      <TextField field={fields.password} label={t("account.fields.password")} type="password" autoComplete="current-password" />
      <SubmitButton label={t("account.actions.signIn")} pendingLabel={t("account.actions.signingIn")} pending={sender?.pending} />
      <p className="account-form__links">
        {forgotPasswordLink ?? <Link to={storeHref(storeCode, "/forgot-password")}>{t("account.actions.forgotPassword")}</Link>}
      </p>
    </FormTag>
  );
}
