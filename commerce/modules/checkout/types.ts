/**
 * What checkout works with: the cart's checkout data as read back (addresses, payment), what the
 * steps are given, and what it needs of the rest of the engine (carts, settings, the outbox, the
 * card gateway, the vault).
 */
import type { Database } from "../../db/connect";
import type { CartService } from "../cart";
import type { AddressInput, AddressRecord } from "../customer";
import type { Outbox } from "../email";
import type { ConfigReader, DisplayCurrency, EmailLinkBase } from "../store";
import type { VaultService } from "../vault";
import type { DeclineReason } from "./errors";

/** What checkout needs of the sandbox card gateway (`services.gateway`). */
export interface CardGateway {
  authorize(input: { token: string; amount: number; currency: "THB"; reference: string; keepCard?: boolean }, db?: Database): Promise<CardAuthorization>;
  /** A saved card's charge, by the reference the gateway gave when it kept the card. */
  authorizeKeptCard(input: { cardReference: string; amount: number; currency: "THB"; reference: string }, db?: Database): Promise<CardAuthorization>;
}

export type CardAuthorization =
  | {
      status: "approved";
      chargeId: string;
      card: { brand: string; last4: string; expMonth: number; expYear: number };
      /** Present when the charge asked to keep the card. */
      keptCard?: { cardReference: string; brand: string; last4: string; expMonth: number; expYear: number };
    }
  | { status: "declined"; reason: DeclineReason };

export interface CartAddressView extends AddressRecord {
  id: number;
  sameAsShipping: boolean;
  /** "carrier_method" on the shipping address. */
  shippingMethod: string | null;
}

export interface CheckoutState {
  email: string | null;
  shipping: CartAddressView | null;
  /** With `same_as_shipping`, the shipping address's values. */
  billing: CartAddressView | null;
  payment: CartPayment | null;
}

/** The cart's payment: the method and what it needs (a card token, or a saved card's public hash). */
export interface CartPayment {
  method: string;
  nonce: string | null;
  /** `sandbox_card_vault`: the saved card to charge. */
  publicHash?: string | null;
  /** `sandbox_card` for a customer: keep the card once it is approved (`is_active_payment_token_enabler`). */
  saveCard?: boolean;
}

/** A saved card to charge, or a card to keep once approved (with a payment method's choice). */
export interface CardChoice {
  publicHash?: string | null;
  saveCard?: boolean;
}

export interface BillingAddressInput {
  address?: AddressInput | null;
  sameAsShipping?: boolean | null;
  useForShipping?: boolean | null;
}

export interface PlaceOrderOptions {
  /** REST's payment-information: the method (and card token or saved card) chosen in the same call. */
  payment?: { method: string; nonce?: string | null; publicHash?: string | null; saveCard?: boolean };
  /** REST's guest email. */
  email?: string | null;
  billingAddress?: AddressInput | null;
  /** The display currency the shopper sees (recorded on the order with its rate); absent: the base. */
  currency?: DisplayCurrency;
}

export interface CheckoutDependencies {
  db: Database;
  config: ConfigReader;
  carts: CartService;
  outbox: Outbox;
  /** The absolute base of links in the order email (the shop's public URL). */
  emailLinkBase: EmailLinkBase;
  /** The card gateway, when the engine has one. */
  gateway: () => CardGateway | undefined;
  /** Customers' saved cards, when the engine keeps them. */
  vault?: () => VaultService | undefined;
  /** Told the cache tags of what changed once an order is placed (products that sold out): caches in front purge them. */
  cacheTagsChanged?: (tags: string[]) => void;
}
