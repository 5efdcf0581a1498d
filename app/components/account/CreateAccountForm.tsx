import { useShopForm } from "~/hooks/use-shop-form";
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps, getInputProps } from "~/lib/forms/form-fields";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { TextField } from "~/components/forms/TextField";
import type { AccountFormSender } from "~/components/account/SignInForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { FieldErrors } from "~/components/forms/FormField";
import { checkedAsTyped, type AccountFormChecks } from "~/lib/forms/account-checks";
import { safeRedirectTarget } from "~/lib/customer/redirect-target";
import { storeHref } from "~/lib/store-view";
import type { z } from "zod";
import type { createAccountSchema } from "~/lib/forms/account";
import { useStoreCode } from "~/hooks/use-store-layout";

type CreateAccountSchema = ReturnType<typeof createAccountSchema>;

export interface CreateAccountDefaults {
  firstname: string;
  lastname: string;
  email: string;
}

/**
 * First name, last name, email, password and the newsletter box; prefilled after checkout. From the
 * drawer, `redirectTo` is the page the new customer comes back to (else account information).
 */
export function CreateAccountForm({
  lastResult,
  defaultValue,
  honeypot,
  id = "create-account",
  redirectTo = null,
  sender,
  checks,
}: {
  lastResult?: SubmissionResult<string[]>;
  defaultValue: CreateAccountDefaults;
  honeypot: HoneypotInputProps;
  id?: string;
  redirectTo?: string | null;
  sender?: AccountFormSender;
  /** The browser-side checks: the page's zod rules, or the drawer's constraints from the server. */
  checks: AccountFormChecks;
}) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const [form, fields] = useShopForm<z.input<CreateAccountSchema>>({ id, lastResult, defaultValue, ...checkedAsTyped(checks) });
  const newsletter = getInputProps(fields.newsletter, { type: "checkbox" });
  const FormTag = sender?.as ?? Form;
  const target = safeRedirectTarget(redirectTo, storeCode);
  const action = storeHref(storeCode, "/create-account") + (target ? `?${new URLSearchParams({ redirect: target })}` : "");
  return (
    <FormTag method="post" action={action} {...getFormProps(form)} noValidate className="account-form" onFocus={checks.onFocus}>
      <FieldErrors id={form.errorId} errors={form.errors} />
      {target ? <input type="hidden" name="redirect" value={target} /> : null}
      <TextField field={fields.firstname} label={t("account.fields.firstname")} type="text" autoComplete="given-name" />
      <TextField field={fields.lastname} label={t("account.fields.lastname")} type="text" autoComplete="family-name" />
      <TextField field={fields.email} label={t("account.fields.email")} type="email" autoComplete="email" />
      <TextField
        field={fields.password}
        label={t("account.fields.password")}
        type="password"
        autoComplete="new-password"
        hint={t("account.fields.passwordHint")}
      />
      <div className="form-field form-field--checkbox">
        <input {...newsletter} />
        <label htmlFor={fields.newsletter.id}>{t("account.fields.newsletter")}</label>
      </div>
      <HoneypotProvider {...honeypot}>
        <HoneypotInputs label={t("account.honeypot")} />
      </HoneypotProvider>
      <SubmitButton label={t("account.actions.createAccount")} pendingLabel={t("account.actions.creating")} pending={sender?.pending} />
    </FormTag>
  );
}
