import type { CheckoutAddress } from "~/lib/checkout/types";

/** Magento's Web API address (`quote-data-address-interface`) from a checkout address. */
export interface RestAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region_code: string;
  region_id?: number;
  region?: string;
  postcode: string;
  telephone: string;
  country_id: string;
  email: string;
}

export function toRestAddress(address: CheckoutAddress, email: string): RestAddress {
  const rest: RestAddress = {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street.filter((line) => line.trim() !== ""),
    city: address.city,
    region_code: address.regionCode,
    postcode: address.postcode,
    telephone: address.telephone,
    country_id: address.countryId,
    email,
  };
  if (address.regionId !== undefined) rest.region_id = address.regionId;
  if (address.region) rest.region = address.region;
  return rest;
}

/** GraphQL's `CartAddressInput` from a checkout address. */
export function toCartAddressInput(address: CheckoutAddress) {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street.filter((line) => line.trim() !== ""),
    city: address.city,
    region: address.regionCode,
    region_id: address.regionId,
    postcode: address.postcode,
    telephone: address.telephone,
    country_code: address.countryId,
    save_in_address_book: false,
  };
}
