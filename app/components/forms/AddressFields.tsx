import { getSelectProps, type FieldMetadata } from "~/lib/forms/form-fields";
import { useRef, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { FormField } from "~/components/forms/FormField";
import { TextField } from "~/components/forms/TextField";
import { provinceOfPostcode } from "~/lib/checkout/postcode-province";
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
 * let browsers fill it in (`section` keeps a billing address apart from the shipping one). With
 * JS a postcode typed fills in an empty province (`useProvinceFromPostcode`).
 */
export function AddressFields({ fields, provinces, section }: { fields: AddressFieldset; provinces: Province[]; section: "shipping" | "billing" }) {
  const { t } = useTranslation();
  const auto = (token: string) => `section-${section} ${section} ${token}`;
  const region = fields.regionCode;
  const regionProps = getSelectProps(region);
  const fill = useProvinceFromPostcode(fields.postcode.name, region.id, provinces);
  return (
    <div className="address-fields" onInput={fill.onInput}>
      <div className="address-fields__row">
        <TextField field={fields.firstname} label={t("checkout.fields.firstname")} type="text" autoComplete={auto("given-name")} />
        <TextField field={fields.lastname} label={t("checkout.fields.lastname")} type="text" autoComplete={auto("family-name")} />
      </div>
      <TextField field={fields.street1} label={t("checkout.fields.street1")} type="text" autoComplete={auto("address-line1")} />
      <TextField field={fields.street2} label={t("checkout.fields.street2")} type="text" autoComplete={auto("address-line2")} />
      <div className="address-fields__row">
        <TextField field={fields.city} label={t("checkout.fields.city")} type="text" autoComplete={auto("address-level2")} />
        <FormField id={region.id} label={t("checkout.fields.region")} errors={region.errors} errorId={region.errorId}>
          <select {...regionProps} className="form-field__input" autoComplete={auto("address-level1")} onChange={fill.onProvinceChange}>
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

/**
 * A postcode typed fills in the province it belongs to (spec READING: only where JS is on; without
 * JS the select is all there is). Only an empty province, or one this filled in itself: a province
 * the shopper chose, or a saved address's, is never overwritten. Only provinces the select offers
 * (a backend with other region codes gets nothing filled in). The select is changed as a shopper
 * would change it (input and change events), so the form's own state follows.
 */
function useProvinceFromPostcode(postcodeName: string, regionId: string, provinces: Province[]) {
  const filledIn = useRef<string | null>(null);
  const chosenByShopper = useRef(false);
  const filling = useRef(false);
  return {
    onInput(event: FormEvent<HTMLDivElement>) {
      const input = event.target as HTMLInputElement;
      if (input.name !== postcodeName || chosenByShopper.current) return;
      const select = document.getElementById(regionId);
      const code = provinceOfPostcode(input.value);
      if (!(select instanceof HTMLSelectElement) || !code || select.value === code) return;
      if (select.value !== "" && select.value !== filledIn.current) return;
      if (!provinces.some((province) => province.code === code)) return;
      select.value = code;
      filledIn.current = code;
      filling.current = true;
      try {
        select.dispatchEvent(new Event("input", { bubbles: true }));
        select.dispatchEvent(new Event("change", { bubbles: true }));
      } finally {
        filling.current = false;
      }
    },
    onProvinceChange(event: ChangeEvent<HTMLSelectElement>) {
      // The events dispatched above are not the shopper's choice.
      if (!filling.current && event.target.value !== "") chosenByShopper.current = true;
    },
  };
}
