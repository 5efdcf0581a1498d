import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { AccountField } from "~/components/account/AccountField";
import type { AccountFormSender } from "~/components/account/SignInForm";
import { AccountSubmit } from "~/components/account/AccountSubmit";
import { FieldErrors } from "~/components/checkout/FormField";
import { forgotPasswordSchema } from "~/lib/forms/account";
import { storeHref } from "~/lib/store-view";

/** The email to send a reset link to (from the page, or from the drawer through a fetcher). */
export function ForgotPasswordForm({
  storeCode,
  lastResult,
  honeypot,
  id = "forgot-password",
  sender,
}: {
  storeCode: string;
  lastResult?: SubmissionResult<string[]>;
  honeypot: HoneypotInputProps;
  id?: string;
  sender?: AccountFormSender;
}) {
  const { t } = useTranslation();
  const constraint = useMemo(() => getZodConstraint(forgotPasswordSchema(t)), [t]);
  const [form, fields] = useForm<{ email: string }>({ id, lastResult, constraint, shouldValidate: "onBlur", onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema(t) }) });
  const FormTag = sender?.as ?? Form;
  return (
    <FormTag method="post" action={storeHref(storeCode, "/forgot-password")} {...getFormProps(form)} noValidate className="account-form">
      <FieldErrors id={form.errorId} errors={form.errors} />
      <AccountField field={fields.email} label={t("account.fields.email")} type="email" autoComplete="email" />
      <HoneypotProvider {...honeypot}>
        <HoneypotInputs label={t("account.honeypot")} />
      </HoneypotProvider>
      <AccountSubmit label={t("account.actions.sendLink")} pendingLabel={t("account.actions.sending")} pending={sender?.pending} />
    </FormTag>
  );
}
