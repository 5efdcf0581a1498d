import { useShopForm } from "~/hooks/use-shop-form";
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps, getInputProps } from "~/lib/forms/form-fields";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { AddressFields } from "~/components/forms/AddressFields";
import { FieldErrors } from "~/components/forms/FormField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { AddressFormDefaults, Province } from "~/lib/checkout/types";
import type { SavedAddress } from "~/lib/customer/address-book";
import type { FormConstraints } from "~/lib/forms/form-fields";

/**
 * Adds a new address or edits one (`editing`), with the checkout's Thai address fields and
 * messages. The server's answer (`lastResult`) puts its messages next to the fields and keeps what
 * was typed; `noValidate`, so the same messages show with and without JS.
 */
export function AddressBookForm({
  editing,
  defaultValue,
  provinces,
  lastResult,
  pagePath,
  constraint,
}: {
  editing: SavedAddress | null;
  defaultValue: AddressFormDefaults;
  provinces: Province[];
  lastResult: SubmissionResult<string[]> | undefined;
  pagePath: string;
  /** The HTML constraints, from the loader: the action checks the rest. */
  constraint: FormConstraints;
}) {
  const { t } = useTranslation();
  const [form, fields] = useShopForm({
    id: editing ? `address-book-edit-${editing.id}` : "address-book-add",
    lastResult,
    defaultValue: { ...defaultValue, defaultShipping: undefined as boolean | undefined, defaultBilling: undefined as boolean | undefined },
    constraint,
  });
  const intent = editing ? "update" : "add";
  const headingId = "address-form-heading";
  return (
    <section className="address-book__form" id="address-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(editing ? "accountPages.addressBook.editTitle" : "accountPages.addressBook.addTitle")}</h2>
      <Form method="post" action={editing ? `${pagePath}?edit=${editing.id}` : pagePath} {...getFormProps(form)} noValidate className="checkout-form">
        <FieldErrors id={form.errorId} errors={form.errors} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <AddressFields fields={fields} provinces={provinces} section="shipping" />
        <fieldset className="checkout-form__group address-book__defaults">
          <legend>{t("accountPages.addressBook.defaults")}</legend>
          {editing?.defaultShipping ? (
            <p>{t("accountPages.addressBook.isDefaultShipping")}</p>
          ) : (
            <DefaultCheckbox field={fields.defaultShipping} label={t("accountPages.addressBook.useAsDefaultShipping")} />
          )}
          {editing?.defaultBilling ? (
            <p>{t("accountPages.addressBook.isDefaultBilling")}</p>
          ) : (
            <DefaultCheckbox field={fields.defaultBilling} label={t("accountPages.addressBook.useAsDefaultBilling")} />
          )}
        </fieldset>
        <div className="address-card__actions">
          <SubmitButton className="button button--primary checkout-step__submit" intent={intent} label={t("accountPages.addressBook.save")} pendingLabel={t("accountPages.addressBook.saving")} />
          {editing ? (
            <Link to={pagePath} className="button button--secondary">
              {t("accountPages.addressBook.cancel")}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

function DefaultCheckbox({ field, label }: { field: Parameters<typeof getInputProps>[0]; label: string }) {
  const props = getInputProps(field, { type: "checkbox" });
  return (
    <div className="address-book__checkbox">
      <input {...props} />
      <label htmlFor={field.id}>{label}</label>
    </div>
  );
}
