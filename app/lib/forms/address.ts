import { z } from "zod";
import type { AddressFormDefaults, CheckoutAddress } from "~/lib/checkout/types";
import { validationMessages, type Translate } from "~/lib/forms/messages";
import { SHOP_COUNTRY } from "~/lib/checkout/country";

export const NAME_MAX = 100;
export const STREET_MIN = 3;
export const STREET_MAX = 100;
export const CITY_MAX = 60;
export const POSTCODE_LENGTH = 5;

/**
 * A Thai phone number as people write it (`081 234 5678`, `02-123-4567`, `+66 81 234 5678`) in
 * its national form (`0812345678`), or null when it is none: a landline 0X-XXX-XXXX (9 digits)
 * or a mobile 06/08/09-XXXX-XXXX (10 digits).
 */
export function thaiPhoneNumber(value: string): string | null {
  const compact = value.replace(/[\s\-().]/g, "");
  const national = compact.replace(/^(\+66|0066|66)(?=[1-9]\d{7,8}$)/, "0");
  return /^0[2-57]\d{7}$/.test(national) || /^0[689]\d{8}$/.test(national) ? national : null;
}

export interface AddressSchemaOptions {
  /** Province codes the backend offers for TH; null where the list is not at hand (the browser). */
  regionCodes: readonly string[] | null;
}

/**
 * The fields of a Thai address (spec §3 "Shipping address", §5): names, two street lines, city,
 * province by code, five-digit postcode, Thai phone; the country is fixed to TH.
 */
export function addressFields(t: Translate, { regionCodes }: AddressSchemaOptions) {
  const m = validationMessages(t);
  const text = (field: "firstname" | "lastname" | "city" | "street", max: number) =>
    z.string({ required_error: m.requiredField(field) }).trim().min(1, m.requiredField(field)).max(max, m.atMost(max));
  return {
    firstname: text("firstname", NAME_MAX),
    lastname: text("lastname", NAME_MAX),
    street1: text("street", STREET_MAX).pipe(z.string().min(STREET_MIN, m.atLeast(STREET_MIN))),
    street2: z.string().trim().max(STREET_MAX, m.atMost(STREET_MAX)).optional(),
    city: text("city", CITY_MAX),
    regionCode: z
      .string({ required_error: m.requiredField("region") })
      .superRefine((code, ctx) => {
        if (regionCodes === null) return;
        if (regionCodes.length === 0) ctx.addIssue({ code: "custom", message: m.countryWithoutRegions(SHOP_COUNTRY) });
        else if (!regionCodes.includes(code)) ctx.addIssue({ code: "custom", message: m.invalidRegion() });
      }),
    postcode: z
      .string({ required_error: m.requiredField("postcode") })
      .trim()
      .length(POSTCODE_LENGTH, m.exactly(POSTCODE_LENGTH))
      .regex(/^\d+$/, m.postcodeDigits()),
    telephone: z
      .string({ required_error: m.requiredField("telephone") })
      .transform((value, ctx) => {
        const phone = thaiPhoneNumber(value);
        if (phone === null) {
          ctx.addIssue({ code: "custom", message: m.telephone() });
          return z.NEVER;
        }
        return phone;
      }),
    countryId: z
      .string({ required_error: m.requiredField("country") })
      .refine((country) => country === SHOP_COUNTRY, (country) => ({ message: m.unavailableCountry(country) })),
  };
}

export function addressSchema(t: Translate, options: AddressSchemaOptions) {
  return z.object(addressFields(t, options));
}

export type AddressFormValue = z.infer<ReturnType<typeof addressSchema>>;

/** The checkout's address from a parsed form (province id and name come from the backend's list). */
export function toCheckoutAddress(
  value: AddressFormValue,
  region?: { id: number; name: string } | null,
): CheckoutAddress {
  const address: CheckoutAddress = {
    firstname: value.firstname,
    lastname: value.lastname,
    street: [value.street1, value.street2 ?? ""].filter((line) => line !== ""),
    city: value.city,
    regionCode: value.regionCode,
    postcode: value.postcode,
    telephone: value.telephone,
    countryId: SHOP_COUNTRY,
  };
  if (region) {
    address.regionId = region.id;
    address.region = region.name;
  }
  return address;
}

/** Form default values (field names of `addressFields`) from a saved address. */
export function addressFormDefaults(address: CheckoutAddress | undefined): AddressFormDefaults {
  return {
    firstname: address?.firstname ?? "",
    lastname: address?.lastname ?? "",
    street1: address?.street[0] ?? "",
    street2: address?.street[1] ?? "",
    city: address?.city ?? "",
    regionCode: address?.regionCode ?? "",
    postcode: address?.postcode ?? "",
    telephone: address?.telephone ?? "",
    countryId: SHOP_COUNTRY,
  };
}
