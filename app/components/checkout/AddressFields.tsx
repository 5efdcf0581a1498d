import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FormField } from "~/components/checkout/FormField";
import type { Province } from "~/lib/checkout/types";

interface AddressFieldset {
  firstname: FieldMetadata<string>;
  lastname: FieldMetadata<string>;
  street1: FieldMetadata<string>;
  street2: FieldMetadata<string | undefined>;
  city: FieldMetadata<string>;
  regionCode: FieldMetadata<string>;
  postcode: FieldMetadata<string>;
  telephone: FieldMetadata<string>;
  countryId: FieldMetadata<string>;
}

/**
 * A Thai address (spec §3): names, two street lines, district, a select of the 77 provinces (works
 * without JS), postcode, phone; the country is Thailand and shown as such. `autoComplete` names
 * let browsers fill it in (`section` keeps a billing address apart from the shipping one).
 */
export function AddressFields({ fields, provinces, section }: { fields: AddressFieldset; provinces: Province[]; section: "shipping" | "billing" }) {
  const { t } = useTranslation();
  const auto = (token: string) => `section-${section} ${section} ${token}`;
  const text = (field: FieldMetadata<string> | FieldMetadata<string | undefined>, label: string, autoComplete: string, extra?: { hint?: string; type?: "text" | "tel"; inputMode?: "numeric" | "tel" }) => {
    const hintId = extra?.hint ? `${field.id}-hint` : undefined;
    const props = getInputProps(field, { type: extra?.type ?? "text" });
    return (
      <FormField id={field.id} label={label} hint={extra?.hint} hintId={hintId} errors={field.errors} errorId={field.errorId}>
        <input
          {...props}
          key={props.key}
          className="form-field__input"
          autoComplete={auto(autoComplete)}
          inputMode={extra?.inputMode}
          aria-describedby={[hintId, field.errors?.length ? field.errorId : undefined].filter(Boolean).join(" ") || undefined}
        />
      </FormField>
    );
  };
  const region = fields.regionCode;
  const regionProps = getSelectProps(region);
  return (
    <div className="address-fields">
      <div className="address-fields__row">
        {text(fields.firstname, t("checkout.fields.firstname"), "given-name")}
        {text(fields.lastname, t("checkout.fields.lastname"), "family-name")}
      </div>
      {text(fields.street1, t("checkout.fields.street1"), "address-line1")}
      {text(fields.street2, t("checkout.fields.street2"), "address-line2")}
      <div className="address-fields__row">
        {text(fields.city, t("checkout.fields.city"), "address-level2")}
        <FormField id={region.id} label={t("checkout.fields.region")} errors={region.errors} errorId={region.errorId}>
          <select {...regionProps} key={regionProps.key} className="form-field__input" autoComplete={auto("address-level1")}>
            <option value="">{t("checkout.fields.regionPlaceholder")}</option>
            {provinces.map((province) => (
              <option key={province.code} value={province.code}>
                {province.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="address-fields__row">
        {text(fields.postcode, t("checkout.fields.postcode"), "postal-code", { inputMode: "numeric" })}
        {text(fields.telephone, t("checkout.fields.telephone"), "tel-national", { type: "tel", inputMode: "tel", hint: t("checkout.fields.telephoneHint") })}
      </div>
      <p className="address-fields__country">
        <span className="form-field__label">{t("checkout.fields.country")}</span> {t("checkout.fields.countryName")}
        <input type="hidden" name={fields.countryId.name} value="TH" />
      </p>
    </div>
  );
}
