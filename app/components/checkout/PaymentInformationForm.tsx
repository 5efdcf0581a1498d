import { useShopForm } from "~/hooks/use-shop-form";
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "~/lib/forms/form-fields";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { AddressFields } from "~/components/forms/AddressFields";
import { FieldErrors } from "~/components/forms/FormField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { savedAddressLine } from "~/components/checkout/CustomerShippingForm";
import type { AddressFormDefaults, PaymentMethodOption, Province, SavedAddressOption } from "~/lib/checkout/types";
import type { CheckoutFormConstraints } from "~/lib/checkout/form-constraints.server";
import { savedCardChoice } from "~/lib/saved-payments/checkout-choices";
import type { SavedCard } from "~/lib/saved-payments/saved-cards";

const NOTE_KEYS: Record<string, string> = {
  cashondelivery: "checkout.payment.notes.cashondelivery",
  banktransfer: "checkout.payment.notes.banktransfer",
  sandbox_card: "checkout.payment.notes.sandbox_card",
  free: "checkout.payment.notes.free",
};

/**
 * Step 3, Payment Information: the method (as the backend offers them) and the billing address,
 * the shipping address unless the shopper picks "a different billing address". Without JS the
 * address fields show or hide by CSS (`:has(:checked)`), so no script is needed. A signed-in
 * customer's saved cards come first, as choices of the same radio group: picking one pays with it
 * at Place Order, without the card form.
 */
export function PaymentInformationForm({
  lastResult,
  methods,
  provinces,
  defaultValue,
  savedBilling = [],
  savedCards = [],
  constraint,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  methods: PaymentMethodOption[];
  provinces: Province[];
  defaultValue: { paymentMethod: string; billingSame: string; billing: AddressFormDefaults };
  /** A signed-in customer's saved addresses, offered as the billing address (none for a guest). */
  savedBilling?: SavedAddressOption[];
  /** A signed-in customer's saved cards (none for a guest). */
  savedCards?: SavedCard[];
  /** From the server (the checkout ships no zod). */
  constraint: CheckoutFormConstraints["payment"];
}) {
  const { t } = useTranslation();
  const [form, fields] = useShopForm({ id: "checkout-payment", lastResult, defaultValue, constraint });
  const method = fields.paymentMethod;
  const chosenMethod = typeof method.initialValue === "string" ? method.initialValue : defaultValue.paymentMethod;
  const initialChoice = typeof fields.billingSame.initialValue === "string" ? fields.billingSame.initialValue : defaultValue.billingSame;
  const billingSame = initialChoice === "no" || initialChoice.startsWith("saved:") ? initialChoice : "yes";
  const billing = fields.billing.getFieldset();
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="checkout-form">
      <FieldErrors id={form.errorId} errors={form.errors} />
      <fieldset className="checkout-form__group choice-list" aria-describedby={method.errors?.length ? method.errorId : undefined}>
        <legend>{t("checkout.payment.legend")}</legend>
        {savedCards.map((card) => {
          const value = savedCardChoice(card.publicHash);
          const noteId = `payment-note-card-${card.publicHash.slice(0, 12)}`;
          return (
            <label key={card.publicHash} className="choice choice--saved-card">
              <input type="radio" name={method.name} value={value} defaultChecked={value === chosenMethod} aria-describedby={noteId} />
              <span className="choice__title">{t("savedPayments.checkout.choice", { brand: card.brand, last4: card.last4 })}</span>
              <span className="choice__note" id={noteId}>
                {t("savedPayments.checkout.expires", { date: card.expiry })}
              </span>
            </label>
          );
        })}
        {methods.map((option) => {
          const noteKey = NOTE_KEYS[option.code];
          const noteId = `payment-note-${option.code}`;
          return (
            <label key={option.code} className="choice">
              <input type="radio" name={method.name} value={option.code} defaultChecked={option.code === chosenMethod} aria-describedby={noteKey ? noteId : undefined} />
              <span className="choice__title">{option.title}</span>
              {noteKey ? (
                <span className="choice__note" id={noteId}>
                  {t(noteKey)}
                </span>
              ) : null}
            </label>
          );
        })}
        <FieldErrors id={method.errorId} errors={method.errors} />
      </fieldset>
      <fieldset className="checkout-form__group billing-choice">
        <legend>{t("checkout.payment.billingLegend")}</legend>
        <label className="choice">
          <input type="radio" name={fields.billingSame.name} value="yes" defaultChecked={billingSame === "yes"} />
          <span className="choice__title">{t("checkout.payment.billingSame")}</span>
        </label>
        {savedBilling.map((option) => (
          <label key={option.id} className="choice">
            <input type="radio" name={fields.billingSame.name} value={`saved:${option.id}`} defaultChecked={billingSame === `saved:${option.id}`} />
            <span className="choice__title">
              {option.address.firstname} {option.address.lastname}
            </span>
            <span className="choice__note">{savedAddressLine(option.address)}</span>
          </label>
        ))}
        <label className="choice">
          <input type="radio" name={fields.billingSame.name} value="no" defaultChecked={billingSame === "no"} className="billing-choice__other" />
          <span className="choice__title">{t("checkout.payment.billingOther")}</span>
        </label>
        <div className="billing-choice__address">
          <AddressFields fields={billing} provinces={provinces} section="billing" />
        </div>
      </fieldset>
      <SubmitButton className="button button--primary checkout-step__submit" intent="payment" label={t("checkout.continueToReview")} pendingLabel={t("checkout.saving")} />
    </Form>
  );
}
