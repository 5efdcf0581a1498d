import type { SubmissionResult } from "@conform-to/react";
import { SHOP_COUNTRY } from "~/lib/checkout/country";
import type { AddressFormDefaults } from "~/lib/checkout/types";
import type { FormConstraints } from "~/lib/forms/form-fields";

/** What a form of the page asks for (its submit button's `intent`). */
export const ADDRESS_BOOK_INTENTS = ["add", "update", "delete", "set-default"] as const;
export type AddressBookIntent = (typeof ADDRESS_BOOK_INTENTS)[number];

export function addressBookIntentOf(value: FormDataEntryValue | null): AddressBookIntent | null {
  return typeof value === "string" && (ADDRESS_BOOK_INTENTS as readonly string[]).includes(value) ? (value as AddressBookIntent) : null;
}

/** A saved address's id from a form or a query (`?edit=12`): a positive integer, else null. */
export function addressIdOf(value: FormDataEntryValue | string | null | undefined): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

/** A saved address as the address book shows it (Thai format, spec §3). */
export interface SavedAddress {
  id: number;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  /** ISO 3166-2 code, e.g. `TH-10`. */
  regionCode: string;
  /** The province's name in the store view's language. */
  regionName: string;
  regionId: number | null;
  postcode: string;
  telephone: string;
  countryCode: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

/** What `/{store}/address-book` shows: the addresses, which one is being edited or deleted. */
export interface AddressBookPageData {
  storeCode: string;
  addresses: SavedAddress[];
  provinces: Array<{ id: number; code: string; name: string }>;
  /** `?edit=ID`: the address whose form is open (null: the form adds a new one). */
  editing: number | null;
  /** `?delete=ID`: the address asking "delete it?" (the no-JS confirmation step). */
  deleting: number | null;
  /** The form's HTML constraints, worked out on the server (the page ships no zod). */
  constraint: FormConstraints;
}

/** The action's answer when a form comes back with messages (400): conform's reply. */
export interface AddressBookActionData {
  intent: "add" | "update";
  id: number | null;
  result: SubmissionResult<string[]>;
}

/** The form's defaults (field names of the schema) from a saved address, or empty for a new one. */
export function addressBookFormDefaults(address: SavedAddress | null): AddressFormDefaults {
  return {
    firstname: address?.firstname ?? "",
    lastname: address?.lastname ?? "",
    street1: address?.street[0] ?? "",
    street2: address?.street.slice(1).join(", ") ?? "",
    city: address?.city ?? "",
    regionCode: address?.regionCode ?? "",
    postcode: address?.postcode ?? "",
    telephone: address?.telephone ?? "",
    countryId: SHOP_COUNTRY,
  };
}
