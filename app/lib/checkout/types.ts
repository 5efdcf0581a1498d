import type { Money } from "~/lib/catalog/price";
import type { SavedCard } from "~/lib/saved-payments/saved-cards";
import type { CheckoutStoreCredit } from "~/lib/store-credit/types";

/**
 * What checkout keeps in the shopper's session between its POST steps (spec §3 "Checkout state"),
 * and the receipt of the last order. Plain JSON: it lives in the signed session cookie.
 */

/** A Thai address as the shopper typed it (country fixed to TH, province by ISO 3166-2 code). */
export interface CheckoutAddress {
  firstname: string;
  lastname: string;
  /** Street lines 1 and 2 (the second may be empty and is then left out). */
  street: string[];
  city: string;
  /** Province code, e.g. `TH-10`. */
  regionCode: string;
  /** The province's id and name as the backend's `country(id: "TH")` lists them (REST wants them). */
  regionId?: number;
  region?: string;
  postcode: string;
  telephone: string;
  countryId: "TH";
}

export interface CheckoutShippingMethod {
  carrierCode: string;
  methodCode: string;
  /** Carrier and method title as the backend named them, e.g. "Flat Rate - Fixed". */
  title: string;
}

/** A rate the shopper may choose in step 2. */
export interface ShippingMethodOption extends CheckoutShippingMethod {
  /** `carrier_code/method_code`, the radio's value. */
  code: string;
  /** Price incl. VAT. */
  amount: Money;
}

/** A payment method the shopper may choose in step 3. */
export interface PaymentMethodOption {
  code: string;
  title: string;
}

export interface CheckoutState {
  /** The cart these steps were made for: another cart (recovered, ordered) starts over. */
  cartId?: string;
  email?: string;
  shippingAddress?: CheckoutAddress;
  /** True (the default) when the billing address is the shipping address. */
  billingSameAsShipping?: boolean;
  billingAddress?: CheckoutAddress;
  shippingMethod?: CheckoutShippingMethod;
  /** Magento payment method code: `cashondelivery`, `banktransfer`, `sandbox_card`, `free`. */
  paymentCode?: string;
  /** The method's title as the backend named it, for the review. */
  paymentTitle?: string;
  /** `sandbox_card_vault`: the public hash of the customer's saved card to pay with. */
  paymentPublicHash?: string;
  /** A signed-in customer's saved address the shipping address was picked from (none: typed). */
  shippingAddressId?: number;
  /** A signed-in customer's saved address the billing address was picked from. */
  billingAddressId?: number;
}

/** The last order of this browser, shown on `/confirmation`. */
export interface CheckoutReceipt {
  orderNumber: string;
  email: string;
  firstName: string;
  lastName: string;
  paymentMethod: string;
  /** The cart it was placed from: a second Place Order for that cart answers this receipt. */
  cartId?: string;
  /** Placed by a signed-in customer: the receipt links to the order instead of offering an account. */
  customer?: boolean;
}

/** A signed-in customer's saved address offered in checkout (Thai addresses only). */
export interface SavedAddressOption {
  id: number;
  address: CheckoutAddress;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

/** The steps in the spec's order (§2 "Cart and checkout steps"). */
export const CHECKOUT_STEPS = ["shipping", "method", "payment", "review"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** A province of Thailand as the backend's `country(id: "TH")` lists it. */
export interface Province {
  id: number;
  /** ISO 3166-2 code, e.g. `TH-10`. */
  code: string;
  /** In the store view's language. */
  name: string;
}

/** The address form's defaults (field names of `addressFields` in app/lib/forms/address.ts). */
export interface AddressFormDefaults {
  firstname: string;
  lastname: string;
  street1: string;
  street2: string;
  city: string;
  regionCode: string;
  postcode: string;
  telephone: string;
  countryId: string;
}

/** What the checkout page shows: the steps done so far and the open step's form. */
export interface CheckoutPageData {
  storeCode: string;
  /** The step whose form is open (the first one not done, or one being edited). */
  step: CheckoutStep;
  done: { shipping: boolean; method: boolean; payment: boolean };
  email: string | null;
  shippingAddress: CheckoutAddress | null;
  /** Null when billing is the shipping address. */
  billingAddress: CheckoutAddress | null;
  shippingMethod: CheckoutShippingMethod | null;
  payment: PaymentMethodOption | null;
  /** True when a signed-in customer checks out (no email field, saved addresses, order history). */
  customer: boolean;
  shippingForm: {
    defaultValue: AddressFormDefaults & { email: string };
    provinces: Province[];
    /**
     * A customer's step 1: the saved addresses to pick from (may be none) and the radio chosen
     * (an address id, or `new` for the typed address). Null for a guest.
     */
    saved: { addresses: SavedAddressOption[]; addressId: string } | null;
  } | null;
  methodForm: { ok: true; methods: ShippingMethodOption[]; selected: string | null } | { ok: false; error: "shippingMethodsFailed" } | null;
  paymentForm:
    | {
        ok: true;
        methods: PaymentMethodOption[];
        provinces: Province[];
        /** `yes`, `no` (an address typed), or `saved:{id}` (a customer's saved address). */
        defaultValue: { paymentMethod: string; billingSame: string; billing: AddressFormDefaults };
        /** A signed-in customer's saved addresses offered as the billing address (none for a guest). */
        savedBilling: SavedAddressOption[];
        /** A signed-in customer's saved cards, offered as payment choices (none for a guest). */
        savedCards?: SavedCard[];
      }
    | { ok: false; error: "paymentLoadFailed" }
    | null;
  /** A signed-in customer's store credit on this cart (null for guests, or when the backend has none). */
  storeCredit: CheckoutStoreCredit | null;
}
