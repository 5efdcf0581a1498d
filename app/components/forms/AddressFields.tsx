import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FormField } from "~/components/forms/FormField";
import { TextField } from "~/components/forms/TextField";
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
  const region = fields.regionCode;
  const regionProps = getSelectProps(region);
  return (
    <div className="address-fields">
      <div className="address-fields__row">
        <TextField field={fields.firstname} label={t("checkout.fields.firstname")} type="text" autoComplete={auto("given-name")} />
        <TextField field={fields.lastname} label={t("checkout.fields.lastname")} type="text" autoComplete={auto("family-name")} />
      </div>
      <TextField field={fields.street1} label={t("checkout.fields.street1")} type="text" autoComplete={auto("address-line1")} />
      <TextField field={fields.street2} label={t("checkout.fields.street2")} type="text" autoComplete={auto("address-line2")} />
      <div className="address-fields__row">
        <TextField field={fields.city} label={t("checkout.fields.city")} type="text" autoComplete={auto("address-level2")} />
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
        <TextField field={fields.postcode} label={t("checkout.fields.postcode")} type="text" autoComplete={auto("postal-code")} inputMode="numeric" />
        <TextField field={fields.telephone} label={t("checkout.fields.telephone")} type="tel" autoComplete={auto("tel-national")} inputMode="tel" hint={t("checkout.fields.telephoneHint")} />
      </div>
      <p className="address-fields__country">
        <span className="form-field__label">{t("checkout.fields.country")}</span> {t("checkout.fields.countryName")}
        <input type="hidden" name={fields.countryId.name} value="TH" />
      </p>
    </div>
  );
}
