/**
 * The validation messages of spec §5 as catalogue keys under `checkout.validation`, so a schema made
 * with the server's `t` and one made with the browser's `t` say exactly the same thing.
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Fields with a required-field message of their own (spec §5). */
export const REQUIRED_FIELDS = [
  "firstname",
  "lastname",
  "email",
  "street",
  "city",
  "region",
  "postcode",
  "telephone",
  "country",
] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

export function validationMessages(t: Translate) {
  return {
    /** "Is required." for fields without a message of their own. */
    required: () => t("checkout.validation.required"),
    requiredField: (field: RequiredField) => t(`checkout.validation.requiredField.${field}`),
    atLeast: (value: number) => t("checkout.validation.atLeast", { value }),
    atMost: (value: number) => t("checkout.validation.atMost", { value }),
    exactly: (value: number) => t("checkout.validation.exactly", { value }),
    mustBeChecked: () => t("checkout.validation.mustBeChecked"),
    mustMatch: (value: string) => t("checkout.validation.mustMatch", { value }),
    mustBeDifferent: (value: string) => t("checkout.validation.mustBeDifferent", { value }),
    invalidRegion: () => t("checkout.validation.invalidRegion"),
    unavailableCountry: (value: string) => t("checkout.validation.unavailableCountry", { value }),
    countryWithoutRegions: (value: string) => t("checkout.validation.countryWithoutRegions", { value }),
    email: () => t("checkout.validation.email"),
    postcodeDigits: () => t("checkout.validation.postcodeDigits"),
    telephone: () => t("checkout.validation.telephone"),
  };
}

export type ValidationMessages = ReturnType<typeof validationMessages>;
