import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { AccountField } from "~/components/account/AccountField";
import { AccountSubmit } from "~/components/account/AccountSubmit";
import { FieldErrors } from "~/components/checkout/FormField";
import { signInSchema } from "~/lib/forms/account";
import { signInPath } from "~/lib/customer/redirect-target";
import { storeHref } from "~/lib/store-view";

/**
 * Email and password, posted to `/{store}/sign-in` (from the page and from the drawer alike);
 * `redirect` carries the page to come back to.
 */
export function SignInForm({
  storeCode,
  lastResult,
  redirectTo,
  id = "sign-in",
}: {
  storeCode: string;
  lastResult?: SubmissionResult<string[]>;
  redirectTo: string | null;
  id?: string;
}) {
  const { t } = useTranslation();
  const constraint = useMemo(() => getZodConstraint(signInSchema(t)), [t]);
  const [form, fields] = useForm<{ email: string; password: string }>({ id, lastResult, constraint, shouldValidate: "onBlur", onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema(t) }) });
  return (
    <Form method="post" action={signInPath(storeCode, redirectTo)} {...getFormProps(form)} noValidate className="account-form">
      <FieldErrors id={form.errorId} errors={form.errors} />
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      <AccountField field={fields.email} label={t("account.fields.email")} type="email" autoComplete="email" />
      <AccountField field={fields.password} label={t("account.fields.password")} type="password" autoComplete="current-password" />
      <AccountSubmit label={t("account.actions.signIn")} pendingLabel={t("account.actions.signingIn")} />
      <p className="account-form__links">
        <Link to={storeHref(storeCode, "/forgot-password")}>{t("account.actions.forgotPassword")}</Link>
      </p>
    </Form>
  );
}
