/**
 * The shop's payment methods (Magento's codes): cash on delivery, bank transfer, card through the
 * sandbox gateway, and `free` for a cart whose grand total is 0 (gift cards or a discount cover
 * everything). Titles and on/off come from `payment/<code>/title|active` per store view, as Magento.
 * `sandbox_card_vault` pays with a customer's saved card (commerce/modules/vault); it is not listed
 * among the available methods: clients offer the saved cards from `customerPaymentTokens`.
 */
import type { ConfigReader, StoreView } from "../store";

export const PAYMENT_METHOD_CODES = ["cashondelivery", "banktransfer", "sandbox_card", "sandbox_card_vault", "free"] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

export interface PaymentMethodInfo {
  code: PaymentMethodCode;
  title: string;
  /** Paid online before the order exists (the card); the others are settled later. */
  online: boolean;
}

/** Magento's own default titles, used when a setting is missing. */
const DEFAULT_TITLES: Record<PaymentMethodCode, string> = {
  cashondelivery: "Cash On Delivery",
  banktransfer: "Bank Transfer Payment",
  sandbox_card: "Credit or Debit Card",
  sandbox_card_vault: "Stored Cards",
  free: "No Payment Information Required",
};

export function isPaymentMethodCode(code: string): code is PaymentMethodCode {
  return (PAYMENT_METHOD_CODES as readonly string[]).includes(code);
}

/** Every method with its title in the store view, whether it is switched on or not. */
export async function paymentMethodTitles(config: ConfigReader, store: StoreView): Promise<Map<PaymentMethodCode, { title: string; active: boolean }>> {
  const paths = PAYMENT_METHOD_CODES.flatMap((code) => [`payment/${code}/title`, `payment/${code}/active`]);
  const values = await config.getValues(paths, { storeId: store.id, websiteId: store.websiteId });
  return new Map(
    PAYMENT_METHOD_CODES.map((code) => [
      code,
      { title: values.get(`payment/${code}/title`) || DEFAULT_TITLES[code], active: (values.get(`payment/${code}/active`) ?? "1") === "1" },
    ]),
  );
}

/**
 * What the shopper may choose: `free` exactly when nothing is left to pay (and then nothing else),
 * as Magento's Free method does.
 */
export async function availablePaymentMethods(config: ConfigReader, store: StoreView, grandTotal: number): Promise<PaymentMethodInfo[]> {
  return selectablePaymentMethods(await paymentMethodTitles(config, store), grandTotal);
}

/** The same from titles read earlier (inside a transaction, where settings cannot be read). */
export function selectablePaymentMethods(titles: Map<PaymentMethodCode, { title: string; active: boolean }>, grandTotal: number): PaymentMethodInfo[] {
  return PAYMENT_METHOD_CODES.filter((code) => code !== "sandbox_card_vault" && titles.get(code)!.active && (code === "free" ? grandTotal <= 0 : grandTotal > 0)).map((code) => ({
    code,
    title: titles.get(code)!.title,
    online: code === "sandbox_card" || code === "sandbox_card_vault",
  }));
}
