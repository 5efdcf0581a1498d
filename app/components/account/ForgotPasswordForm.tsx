import { useShopForm } from "~/hooks/use-shop-form";
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "~/lib/forms/form-fields";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { TextField } from "~/components/forms/TextField";
import type { AccountFormSender } from "~/components/account/SignInForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { FieldErrors } from "~/components/forms/FormField";
import { checkedAsTyped, type AccountFormChecks } from "~/lib/forms/account-checks";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

/** The email to send a reset link to (from the page, or from the drawer through a fetcher). */
export function ForgotPasswordForm({
  lastResult,
  honeypot,
  id = "forgot-password",
  sender,
  checks,
}: {
  lastResult?: SubmissionResult<string[]>;
  honeypot: HoneypotInputProps;
  id?: string;
  sender?: AccountFormSender;
  /** The browser-side checks: the page's zod rules, or the drawer's constraints from the server. */
  checks: AccountFormChecks;
}) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const [form, fields] = useShopForm<{ email: string }>({ id, lastResult, ...checkedAsTyped(checks) });
  const FormTag = sender?.as ?? Form;
  return (
    <FormTag method="post" action={storeHref(storeCode, "/forgot-password")} {...getFormProps(form)} noValidate className="account-form" onFocus={checks.onFocus}>
      <FieldErrors id={form.errorId} errors={form.errors} />
      <TextField field={fields.email} label={t("account.fields.email")} type="email" autoComplete="email" />
      <HoneypotProvider {...honeypot}>
        <HoneypotInputs label={t("account.honeypot")} />
      </HoneypotProvider>
      <SubmitButton label={t("account.actions.sendLink")} pendingLabel={t("account.actions.sending")} pending={sender?.pending} />
    </FormTag>
  );
}
