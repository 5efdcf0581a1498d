import { withCartRecovery } from "~/lib/cart/cart.server";
import { toCartAddressInput } from "~/lib/checkout/address.server";
import type { CheckoutAddress, Province, SavedAddressOption } from "~/lib/checkout/types";
import { sortAddresses, toSavedAddress } from "~/lib/customer/addresses.server";
import type { SavedAddress } from "~/lib/customer/address-book";
import { SHOP_COUNTRY } from "~/lib/checkout/country";
import type { MagentoClient } from "~/lib/magento/client.server";
import { graphql } from "~/lib/magento/generated";
import type { Shop } from "~/lib/shop/shop.server";

/**
 * Checkout for a signed-in customer: the customer's cart, the account's email instead
 * of the guest's, the address book to pick from. Every call goes with the bearer token, so the
 * backend decides whose cart and addresses these are.
 */

/** What step 1 needs of the account: its email (the order's) and the addresses it may ship to. */
export interface CheckoutCustomer {
  email: string;
  addresses: SavedAddressOption[];
}

/** A saved address as checkout uses it: shippable ones only (the shop delivers in Thailand). */
export function toSavedAddressOption(saved: SavedAddress): SavedAddressOption | null {
  if (saved.countryCode !== SHOP_COUNTRY) return null;
  const address: CheckoutAddress = {
    firstname: saved.firstname,
    lastname: saved.lastname,
    street: saved.street,
    city: saved.city,
    regionCode: saved.regionCode,
    postcode: saved.postcode,
    telephone: saved.telephone,
    countryId: SHOP_COUNTRY,
  };
  if (saved.regionId !== null) address.regionId = saved.regionId;
  if (saved.regionName) address.region = saved.regionName;
  return { id: saved.id, address, defaultShipping: saved.defaultShipping, defaultBilling: saved.defaultBilling };
}

/** The radio preselected: the one chosen before, else the default shipping address, else a new one. */
export function preselectedAddress(addresses: readonly SavedAddressOption[], chosenBefore: number | undefined, typedNew: boolean): string {
  if (chosenBefore !== undefined && addresses.some((option) => option.id === chosenBefore)) return String(chosenBefore);
  if (typedNew) return "new";
  const preferred = addresses.find((option) => option.defaultShipping) ?? addresses[0];
  return preferred ? String(preferred.id) : "new";
}

/** The account's email and saved addresses (default shipping first). Throws when the backend fails. */
export async function loadCheckoutCustomer(client: MagentoClient, provinces: readonly Province[]): Promise<CheckoutCustomer> {
  const data = await client.query(CheckoutCustomerQuery, {});
  const saved = sortAddresses((data.customer?.addresses ?? []).flatMap((node) => (node ? [toSavedAddress(node, provinces)].filter((a): a is SavedAddress => a !== null) : [])));
  return {
    email: data.customer?.email ?? "",
    addresses: saved.flatMap((entry) => {
      const option = toSavedAddressOption(entry);
      return option ? [option] : [];
    }),
  };
}

/**
 * Step 1 for a customer: only `setShippingAddressesOnCart` (the email is the account's; Magento
 * refuses `setGuestEmailOnCart` on a customer's cart). Answers the cart id and the data with rates.
 */
export async function setCustomerShippingAddress(shop: Shop, address: CheckoutAddress) {
  return withCartRecovery(shop, async (cartId) => ({
    cartId,
    data: await shop.client().mutate(SetCustomerShippingAddressMutation, { cartId, address: toCartAddressInput(address) }),
  }));
}

const CheckoutCustomerQuery = graphql(`
  query CheckoutCustomer {
    customer {
      email
      addresses {
        ...CustomerAddressFields
      }
    }
  }
`);

const SetCustomerShippingAddressMutation = graphql(`
  mutation SetCustomerShippingAddress($cartId: String!, $address: CartAddressInput!) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
      cart {
        ...CartShippingRates
      }
    }
  }
`);
