import { useShopForm } from "~/hooks/use-shop-form";
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "~/lib/forms/form-fields";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { AddressFields } from "~/components/forms/AddressFields";
import { FieldErrors } from "~/components/forms/FormField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { ShippingInformationDefaults } from "~/components/checkout/ShippingInformationForm";
import { NEW_ADDRESS } from "~/lib/checkout/new-address";
import type { CheckoutFormConstraints } from "~/lib/checkout/form-constraints.server";
import type {
  CheckoutAddress,
  Province,
  SavedAddressOption,
} from "~/lib/checkout/types";

/** A saved address on one line after the name: street, district, province, postcode, phone. */
export function savedAddressLine(address: CheckoutAddress): string {
  return [
    ...address.street,
    address.city,
    `${address.region ?? address.regionCode} ${address.postcode}`,
    address.telephone,
  ].join(", ");
}

/**
 * Step 1 for a signed-in customer: no email (the order goes to the account's), the saved
 * addresses as radios (the default shipping one preselected) or a new address, which can be
 * saved in the address book. Without JS the new address's fields show by CSS (`:has(:checked)`).
 */
export function CustomerShippingForm({
  lastResult,
  defaultValue,
  provinces,
  saved,
  honeypot,
  constraint,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: ShippingInformationDefaults;
  provinces: Province[];
  saved: { addresses: SavedAddressOption[]; addressId: string };
  honeypot: HoneypotInputProps;
  /** From the server (the checkout ships no zod). */
  constraint: CheckoutFormConstraints["customerShipping"];
}) {
  const { t } = useTranslation();
  const { email: _email, ...address } = defaultValue;
  const [form, fields] = useShopForm({
    id: "checkout-shipping",
    lastResult,
    defaultValue: {
      ...address,
      addressId: saved.addressId,
      saveInAddressBook: "on",
    },
    constraint,
  });
  const chosen =
    typeof fields.addressId.initialValue === "string"
      ? fields.addressId.initialValue
      : saved.addressId;
  // After a refused submit the box keeps what was sent; at first it is ticked (as Magento does).
  const saveChecked = lastResult
    ? fields.saveInAddressBook.initialValue === "on"
    : true;
  const hasSaved = saved.addresses.length > 0;
  const newAddressFields = (
    <>
      <AddressFields fields={fields} provinces={provinces} section="shipping" />
      <label className="checkbox-field">
        <input
          type="checkbox"
          name={fields.saveInAddressBook.name}
          value="on"
          defaultChecked={saveChecked}
        />
        <span>{t("customerCheckout.saveInAddressBook")}</span>
      </label>
    </>
  );
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className="checkout-form"
    >
      <FieldErrors id={form.errorId} errors={form.errors} />
      <p className="checkout-form__account">
        {t("customerCheckout.orderingAs", { email: defaultValue.email })}
      </p>
      {hasSaved ? (
        <fieldset
          className="checkout-form__group choice-list address-choice"
          aria-describedby={
            fields.addressId.errors?.length
              ? fields.addressId.errorId
              : undefined
          }
        >
          <legend>{t("customerCheckout.shipTo")}</legend>
          {saved.addresses.map((option) => (
            <label key={option.id} className="choice">
              <input
                type="radio"
                name={fields.addressId.name}
                value={String(option.id)}
                defaultChecked={chosen === String(option.id)}
              />
              <span className="choice__title">
                {option.address.firstname} {option.address.lastname}
                {option.defaultShipping ? (
                  <span className="choice__badge">
                    {" "}
                    · {t("customerCheckout.defaultShipping")}
                  </span>
                ) : null}
              </span>
              <span className="choice__note">
                {savedAddressLine(option.address)}
              </span>
            </label>
          ))}
          <label className="choice">
            <input
              type="radio"
              name={fields.addressId.name}
              value={NEW_ADDRESS}
              defaultChecked={chosen === NEW_ADDRESS}
              className="address-choice__new"
            />
            <span className="choice__title">
              {t("customerCheckout.newAddress")}
            </span>
          </label>
          <FieldErrors
            id={fields.addressId.errorId}
            errors={fields.addressId.errors}
          />
          <div className="address-choice__address">{newAddressFields}</div>
        </fieldset>
      ) : (
        <fieldset className="checkout-form__group">
          <legend>{t("checkout.fields.address")}</legend>
          <input
            type="hidden"
            name={fields.addressId.name}
            value={NEW_ADDRESS}
          />
          {newAddressFields}
        </fieldset>
      )}
      <HoneypotProvider {...honeypot}>
        <HoneypotInputs label={t("checkout.honeypot")} />
      </HoneypotProvider>
      <SubmitButton
        className="button button--primary checkout-step__submit"
        intent="shipping"
        label={t("checkout.continueToMethod")}
        pendingLabel={t("checkout.saving")}
      />
    </Form>
  );
}
