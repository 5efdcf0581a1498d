import { useShopForm } from "~/hooks/use-shop-form";
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "~/lib/forms/form-fields";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { TextField } from "~/components/forms/TextField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { FieldErrors } from "~/components/forms/FormField";
import { SetPassword } from "~/components/account/SignInMethods";
import { onBlurOnceLoaded, useChecksOnFocus } from "~/hooks/use-checks-on-focus";
import type { AccountFormChecks } from "~/lib/forms/account-checks";

/** The three forms' HTML constraints, worked out on the server from the action's schemas. */
export interface AccountInformationConstraints {
  names: AccountFormChecks["constraint"];
  email: AccountFormChecks["constraint"];
  password: AccountFormChecks["constraint"];
}

export type AccountInformationIntent = "names" | "email" | "password" | "disconnect" | "set-password";

export interface AccountInformationActionData {
  intent: AccountInformationIntent;
  result: SubmissionResult<string[]>;
}

/**
 * Account information: three small POST forms (names; email with the current password; password),
 * each with its own `intent`, so one mistake never clears what was typed in another. Each field is
 * checked as it is left once the checks' chunk (zod) is there: it loads as the customer first
 * moves into a form; until then the action checks what is sent, as without JavaScript.
 */
export function AccountInformationForms({
  account,
  actionData,
  passwordSet = true,
  constraints,
}: {
  account: { firstname: string; lastname: string; email: string };
  actionData: AccountInformationActionData | undefined;
  /** False for an account made through a provider: it sets a password through an emailed link instead. */
  passwordSet?: boolean;
  constraints: AccountInformationConstraints;
}) {
  const { t } = useTranslation();
  const resultFor = (intent: AccountInformationIntent) => (actionData?.intent === intent ? actionData.result : undefined);
  const validators = () => import("~/lib/forms/account-information-checks").then((m) => m.accountInformationValidators(t));
  const namesChecks = useChecksOnFocus(constraints.names, () => validators().then((v) => v.names));
  const emailChecks = useChecksOnFocus(constraints.email, () => validators().then((v) => v.email));
  const passwordChecks = useChecksOnFocus(constraints.password, () => validators().then((v) => v.password));
  const [namesForm, names] = useShopForm<{ firstname: string; lastname: string }>({
    id: "account-names",
    lastResult: resultFor("names"),
    defaultValue: { firstname: account.firstname, lastname: account.lastname },
    ...onBlurOnceLoaded(namesChecks.checks),
  });
  const [emailForm, email] = useShopForm<{ email: string; password: string }>({
    id: "account-email",
    lastResult: resultFor("email"),
    defaultValue: { email: account.email },
    ...onBlurOnceLoaded(emailChecks.checks),
  });
  const [passwordForm, password] = useShopForm<{ currentPassword: string; newPassword: string }>({
    id: "account-password",
    lastResult: resultFor("password"),
    ...onBlurOnceLoaded(passwordChecks.checks),
  });
  return (
    <div className="account-information">
      <section className="account-page__panel" aria-labelledby="account-names-heading">
        <h2 id="account-names-heading">{t("account.sections.names")}</h2>
        <Form method="post" {...getFormProps(namesForm)} noValidate className="account-form" onFocus={namesChecks.onFocus}>
          <FieldErrors id={namesForm.errorId} errors={namesForm.errors} />
          <TextField field={names.firstname} label={t("account.fields.firstname")} type="text" autoComplete="given-name" />
          <TextField field={names.lastname} label={t("account.fields.lastname")} type="text" autoComplete="family-name" />
          <SubmitButton intent="names" label={t("account.actions.saveNames")} pendingLabel={t("account.actions.saving")} />
        </Form>
      </section>
      <section className="account-page__panel" aria-labelledby="account-email-heading">
        <h2 id="account-email-heading">{t("account.sections.email")}</h2>
        {passwordSet ? (
          <>
            <p>{t("account.intro.changeEmail")}</p>
            <Form method="post" {...getFormProps(emailForm)} noValidate className="account-form" onFocus={emailChecks.onFocus}>
              <FieldErrors id={emailForm.errorId} errors={emailForm.errors} />
              <TextField field={email.email} label={t("account.fields.email")} type="email" autoComplete="email" />
              <TextField field={email.password} label={t("account.fields.currentPassword")} type="password" autoComplete="current-password" />
              <SubmitButton intent="email" label={t("account.actions.changeEmail")} pendingLabel={t("account.actions.saving")} />
            </Form>
          </>
        ) : (
          // Changing the email needs the current password (Magento's updateCustomerEmail).
          <p>{t("social.intro.emailNeedsPassword", { email: account.email })}</p>
        )}
      </section>
      {passwordSet ? (
        <section className="account-page__panel" aria-labelledby="account-password-heading">
          <h2 id="account-password-heading">{t("account.sections.password")}</h2>
          <Form method="post" {...getFormProps(passwordForm)} noValidate className="account-form" onFocus={passwordChecks.onFocus}>
            <FieldErrors id={passwordForm.errorId} errors={passwordForm.errors} />
            <TextField field={password.currentPassword} label={t("account.fields.currentPassword")} type="password" autoComplete="current-password" />
            <TextField
              field={password.newPassword}
              label={t("account.fields.newPassword")}
              type="password"
              autoComplete="new-password"
              hint={t("account.fields.passwordHint")}
            />
            <SubmitButton intent="password" label={t("account.actions.changePassword")} pendingLabel={t("account.actions.saving")} />
          </Form>
        </section>
      ) : (
        <SetPassword />
      )}
    </div>
  );
}
