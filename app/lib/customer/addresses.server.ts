import type { Province } from "~/lib/checkout/types";
import type { SavedAddress } from "~/lib/customer/address-book";
import type { AddressBookEntry } from "~/lib/customer/address-book-schema";
import { SHOP_COUNTRY } from "~/lib/checkout/country";
import type { MagentoClient } from "~/lib/magento/client.server";
import { BackendTimeoutError, BackendUnavailableError, MagentoGraphQLError } from "~/lib/magento/errors";
import { graphql } from "~/lib/magento/generated";
import type { CustomerAddressInput } from "~/lib/magento/generated/graphql";

/**
 * The signed-in customer's address book through Magento's GraphQL (`customer.addresses`,
 * `createCustomerAddress`, `updateCustomerAddress`, `deleteCustomerAddress`). Every call goes
 * with the customer's bearer token: the backend decides whose addresses these are.
 */

/** Why a write did not happen, as the page tells the shopper. */
export type AddressWriteFailure =
  /** The token expired or was revoked: sign in again. */
  | "signed-out"
  /** No address of this customer has that id (someone else's, or deleted meanwhile). */
  | "not-found"
  /** Magento keeps default addresses: another must become the default first. */
  | "is-default"
  /** The backend refused the address (its own checks) or failed: try again. */
  | "failed";

export type AddressWrite = { ok: true } | { ok: false; reason: AddressWriteFailure };

interface AddressNode {
  id?: number | null;
  firstname?: string | null;
  lastname?: string | null;
  street?: ReadonlyArray<string | null> | null;
  city?: string | null;
  region?: { region_code?: string | null; region?: string | null; region_id?: number | null } | null;
  postcode?: string | null;
  country_code?: string | null;
  telephone?: string | null;
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
}

/**
 * A backend address as the page shows it. The province's name comes from the store view's list
 * when it is there (so a Thai page says "กรุงเทพมหานคร" whatever language the address was saved in).
 * Addresses without an id cannot be edited and are left out.
 */
export function toSavedAddress(node: AddressNode, provinces: readonly Province[]): SavedAddress | null {
  if (typeof node.id !== "number") return null;
  const regionCode = node.region?.region_code ?? "";
  const province = provinces.find((candidate) => candidate.code === regionCode);
  return {
    id: node.id,
    firstname: node.firstname ?? "",
    lastname: node.lastname ?? "",
    street: (node.street ?? []).filter((line): line is string => typeof line === "string" && line.trim() !== ""),
    city: node.city ?? "",
    regionCode,
    regionName: province?.name ?? node.region?.region ?? regionCode,
    regionId: province?.id ?? node.region?.region_id ?? null,
    postcode: node.postcode ?? "",
    telephone: node.telephone ?? "",
    countryCode: node.country_code ?? SHOP_COUNTRY,
    defaultShipping: node.default_shipping === true,
    defaultBilling: node.default_billing === true,
  };
}

/** The default shipping address first, then the default billing one, then the others as saved. */
export function sortAddresses(addresses: SavedAddress[]): SavedAddress[] {
  const rank = (address: SavedAddress) => (address.defaultShipping ? 0 : address.defaultBilling ? 1 : 2);
  return [...addresses].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/**
 * Magento's `CustomerAddressInput` from the form. A default flag is sent only when ticked: an
 * unticked box means "leave it as it is", never "stop being the default".
 */
export function toCustomerAddressInput(value: AddressBookEntry, province: Province | null): CustomerAddressInput {
  const input: CustomerAddressInput = {
    firstname: value.firstname,
    lastname: value.lastname,
    street: [value.street1, value.street2 ?? ""].filter((line) => line !== ""),
    city: value.city,
    region: province
      ? { region_code: province.code, region_id: province.id, region: province.name }
      : { region_code: value.regionCode },
    postcode: value.postcode,
    telephone: value.telephone,
    country_code: SHOP_COUNTRY,
  };
  if (value.defaultShipping) input.default_shipping = true;
  if (value.defaultBilling) input.default_billing = true;
  return input;
}

/** Sorts a refused write into what the shopper is told. */
export function addressWriteFailure(error: unknown): AddressWriteFailure {
  if (error instanceof BackendUnavailableError || error instanceof BackendTimeoutError) return "failed";
  if (!(error instanceof MagentoGraphQLError)) throw error;
  const text = error.message;
  if (/isn't authorized/i.test(text)) return "signed-out";
  if (/does not have permission to address|could not find a address|no such entity/i.test(text) || error.hasCategory("graphql-no-such-entity")) {
    return "not-found";
  }
  if (/is set as default (billing|shipping) address/i.test(text)) return "is-default";
  return "failed";
}

/** The customer's saved addresses (throws when the backend fails: the page cannot be shown). */
export async function loadAddresses(client: MagentoClient, provinces: readonly Province[]): Promise<SavedAddress[]> {
  const data = await client.query(CustomerAddressesQuery, {});
  const nodes = data.customer?.addresses ?? [];
  return sortAddresses(nodes.flatMap((node) => (node ? [toSavedAddress(node, provinces)].filter((a): a is SavedAddress => a !== null) : [])));
}

async function write(run: () => Promise<unknown>): Promise<AddressWrite> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: addressWriteFailure(error) };
  }
}

export function addAddress(client: MagentoClient, input: CustomerAddressInput): Promise<AddressWrite> {
  return write(() => client.mutate(CreateCustomerAddressMutation, { input }));
}

export function updateAddress(client: MagentoClient, id: number, input: CustomerAddressInput): Promise<AddressWrite> {
  return write(() => client.mutate(UpdateCustomerAddressMutation, { id, input }));
}

/** Makes the address the default shipping or billing one (Magento: a partial update). */
export function setDefaultAddress(client: MagentoClient, id: number, kind: "shipping" | "billing"): Promise<AddressWrite> {
  const input: CustomerAddressInput = kind === "shipping" ? { default_shipping: true } : { default_billing: true };
  return write(() => client.mutate(UpdateCustomerAddressMutation, { id, input }));
}

export async function deleteAddress(client: MagentoClient, id: number): Promise<AddressWrite> {
  try {
    const data = await client.mutate(DeleteCustomerAddressMutation, { id });
    return data.deleteCustomerAddress === true ? { ok: true } : { ok: false, reason: "failed" };
  } catch (error) {
    return { ok: false, reason: addressWriteFailure(error) };
  }
}

export const CustomerAddressFieldsFragment = graphql(`
  fragment CustomerAddressFields on CustomerAddress {
    id
    firstname
    lastname
    street
    city
    region {
      region_code
      region
      region_id
    }
    postcode
    country_code
    telephone
    default_shipping
    default_billing
  }
`);

const CustomerAddressesQuery = graphql(`
  query CustomerAddresses {
    customer {
      addresses {
        ...CustomerAddressFields
      }
    }
  }
`);

const CreateCustomerAddressMutation = graphql(`
  mutation CreateCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ...CustomerAddressFields
    }
  }
`);

const UpdateCustomerAddressMutation = graphql(`
  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {
    updateCustomerAddress(id: $id, input: $input) {
      ...CustomerAddressFields
    }
  }
`);

const DeleteCustomerAddressMutation = graphql(`
  mutation DeleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`);
