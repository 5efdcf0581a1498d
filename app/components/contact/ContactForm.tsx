import { useShopForm } from "~/hooks/use-shop-form";
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "~/lib/forms/form-fields";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { FieldErrors } from "~/components/forms/FormField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextAreaField } from "~/components/forms/TextAreaField";
import { TextField } from "~/components/forms/TextField";
import { useStoreCode } from "~/hooks/use-store-layout";
import { checkedAsTyped, type AccountFormChecks } from "~/lib/forms/account-checks";
import type { ContactFields } from "~/lib/forms/contact";
import { storeHref } from "~/lib/store-view";

/**
 * The contact form (spec §3): name, email, phone (optional) and the message, posted as plain HTML
 * to the page's action. The server's answer (`lastResult`) puts every message next to its field
 * and keeps what was typed; with JS the same rules run as each field is left.
 */
export function ContactForm({ lastResult, honeypot, checks }: { lastResult?: SubmissionResult<string[]>; honeypot: HoneypotInputProps; checks: AccountFormChecks }) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const [form, fields] = useShopForm<ContactFields>({ id: "contact-form", lastResult, ...checkedAsTyped(checks) });
  return (
    <Form method="post" action={storeHref(storeCode, "/contact-us")} {...getFormProps(form)} noValidate className="account-form contact-form" onFocus={checks.onFocus}>
      <FieldErrors id={form.errorId} errors={form.errors} />
      <TextField field={fields.name} label={t("contact.fields.name")} type="text" autoComplete="name" hint={t("contact.hints.name")} />
      <TextField field={fields.email} label={t("contact.fields.email")} type="email" autoComplete="email" />
      <TextField field={fields.telephone} label={t("contact.fields.telephone")} type="tel" autoComplete="tel" inputMode="tel" hint={t("contact.hints.telephone")} />
      <TextAreaField field={fields.comment} label={t("contact.fields.comment")} hint={t("contact.hints.comment")} />
      <HoneypotProvider {...honeypot}>
        <HoneypotInputs label={t("account.honeypot")} />
      </HoneypotProvider>
      <SubmitButton label={t("contact.actions.send")} pendingLabel={t("contact.actions.sending")} className="button button--primary contact-form__submit" />
    </Form>
  );
}
