import { useShopForm } from "~/hooks/use-shop-form";
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "~/lib/forms/form-fields";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { TextField } from "~/components/forms/TextField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { FieldErrors } from "~/components/forms/FormField";
import { useAccountChecks } from "~/hooks/use-account-checks";
import { checkedAsTyped } from "~/lib/forms/account-checks";
import type { FormConstraints } from "~/lib/forms/form-fields";

/**
 * The new password; the link's token goes along hidden. Magento's emailed link carries only the
 * token, so the email (which `resetPassword` needs) is asked for unless the link named it.
 */
export function ResetPasswordForm({
  token,
  email,
  lastResult,
  constraint,
}: {
  token: string;
  email: string;
  lastResult?: SubmissionResult<string[]>;
  /** The HTML constraints, from the loader. */
  constraint: FormConstraints;
}) {
  const { t } = useTranslation();
  const checks = useAccountChecks("resetPassword", constraint);
  const [form, fields] = useShopForm<{ token: string; email: string; password: string }>({ id: "reset-password", lastResult, ...checkedAsTyped(checks) });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="account-form" onFocus={checks.onFocus}>
      <FieldErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="token" value={token} />
      {email ? (
        <input type="hidden" name="email" value={email} />
      ) : (
        <TextField field={fields.email} label={t("account.fields.email")} type="email" autoComplete="email" />
      )}
      <TextField
        field={fields.password}
        label={t("account.fields.newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("account.fields.passwordHint")}
      />
      <SubmitButton label={t("account.actions.savePassword")} pendingLabel={t("account.actions.saving")} />
    </Form>
  );
}
