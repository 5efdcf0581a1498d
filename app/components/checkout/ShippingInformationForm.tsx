import { useShopForm } from "~/hooks/use-shop-form";
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps, getInputProps } from "~/lib/forms/form-fields";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { AddressFields } from "~/components/forms/AddressFields";
import { FieldErrors, FormField } from "~/components/forms/FormField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { Province } from "~/lib/checkout/types";
import type { CheckoutFormConstraints } from "~/lib/checkout/form-constraints.server";

export interface ShippingInformationDefaults {
  email: string;
  firstname: string;
  lastname: string;
  street1: string;
  street2: string;
  city: string;
  regionCode: string;
  postcode: string;
  telephone: string;
  countryId: string;
}

/**
 * Step 1, Shipping Information: the guest's email and the address, one POST form. The server's
 * answer (`lastResult`) puts its messages next to the fields and keeps everything typed.
 */
export function ShippingInformationForm({
  lastResult,
  defaultValue,
  provinces,
  honeypot,
  constraint,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: ShippingInformationDefaults;
  provinces: Province[];
  honeypot: HoneypotInputProps;
  /** From the server (the checkout ships no zod). */
  constraint: CheckoutFormConstraints["guestShipping"];
}) {
  const { t } = useTranslation();
  const [form, fields] = useShopForm({ id: "checkout-shipping", lastResult, defaultValue, constraint });
  const email = fields.email;
  const emailProps = getInputProps(email, { type: "email" });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="checkout-form">
      <FieldErrors id={form.errorId} errors={form.errors} />
      <fieldset className="checkout-form__group">
        <legend>{t("checkout.fields.contact")}</legend>
        <FormField id={email.id} label={t("checkout.fields.email")} hint={t("checkout.fields.emailHint")} hintId={`${email.id}-hint`} errors={email.errors} errorId={email.errorId}>
          <input
            {...emailProps}
            className="form-field__input"
            autoComplete="email"
            aria-describedby={[`${email.id}-hint`, email.errors?.length ? email.errorId : undefined].filter(Boolean).join(" ")}
          />
        </FormField>
      </fieldset>
      <fieldset className="checkout-form__group">
        <legend>{t("checkout.fields.address")}</legend>
        <AddressFields fields={fields} provinces={provinces} section="shipping" />
      </fieldset>
      <HoneypotProvider {...honeypot}>
        <HoneypotInputs label={t("checkout.honeypot")} />
      </HoneypotProvider>
      <SubmitButton className="button button--primary checkout-step__submit" intent="shipping" label={t("checkout.continueToMethod")} pendingLabel={t("checkout.saving")} />
    </Form>
  );
}
