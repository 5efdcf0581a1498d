import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import type { CheckoutReceipt } from "~/lib/checkout/types";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

const NEXT_KEYS: Record<string, string> = {
  cashondelivery: "checkout.confirmation.next.cashondelivery",
  banktransfer: "checkout.confirmation.next.banktransfer",
  sandbox_card: "checkout.confirmation.next.sandbox_card",
  // A saved card is charged at Place Order just the same.
  sandbox_card_vault: "checkout.confirmation.next.sandbox_card",
  free: "checkout.confirmation.next.free",
};

/** `/create-account` prefilled from the order's shipping address (spec §2 "Post-checkout"). */
export function createAccountHref(
  storeCode: string,
  receipt: Pick<CheckoutReceipt, "email" | "firstName" | "lastName">
): string {
  const query = new URLSearchParams({
    email: receipt.email,
    firstName: receipt.firstName,
    lastName: receipt.lastName,
  });
  return `${storeHref(storeCode, "/create-account")}?${query}`;
}

/** A signed-in customer's order in the order history (`/{store}/order-history/{number}`). */
export function orderHref(storeCode: string, orderNumber: string): string {
  return storeHref(
    storeCode,
    `/order-history/${encodeURIComponent(orderNumber)}`
  );
}

/**
 * The receipt: the order number, where the confirmation went, what happens next for the chosen
 * payment method, and the offer to create an account with what the shopper already typed (a
 * signed-in customer gets the link to the order in the order history instead).
 */
export function Receipt({
  receipt,
}: {
  receipt: Omit<CheckoutReceipt, "cartId"> | null;
}) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  if (!receipt) {
    return (
      <div className="receipt">
        <h1 className="receipt__title">
          {t("checkout.confirmation.noOrderTitle")}
        </h1>
        <p>{t("checkout.confirmation.noOrder")}</p>
        <p className="receipt__actions">
          <Link to={storeHref(storeCode)} className="button button--primary">
            {t("checkout.confirmation.continueShopping")}
          </Link>
        </p>
      </div>
    );
  }
  const nextKey = NEXT_KEYS[receipt.paymentMethod];
  return (
    <div className="receipt">
      <h1 className="receipt__title">{t("checkout.confirmation.title")}</h1>
      <p className="receipt__number" data-order-number={receipt.orderNumber}>
        {t("checkout.confirmation.orderNumber", {
          number: receipt.orderNumber,
        })}
      </p>
      <p>{t("checkout.confirmation.emailSent", { email: receipt.email })}</p>
      {nextKey ? (
        <section className="receipt__section" aria-labelledby="receipt-next">
          <h2 id="receipt-next">{t("checkout.confirmation.nextTitle")}</h2>
          <p>{t(nextKey)}</p>
        </section>
      ) : null}
      {receipt.customer ? (
        <section className="receipt__section" aria-labelledby="receipt-order">
          <h2 id="receipt-order">{t("customerCheckout.receipt.title")}</h2>
          <p>{t("customerCheckout.receipt.text")}</p>
          <p className="receipt__actions">
            <Link
              to={orderHref(storeCode, receipt.orderNumber)}
              className="button button--primary"
            >
              {t("customerCheckout.receipt.viewOrder")}
            </Link>
            <Link
              to={storeHref(storeCode)}
              className="button button--secondary"
            >
              {t("checkout.confirmation.continueShopping")}
            </Link>
          </p>
        </section>
      ) : (
        <section className="receipt__section" aria-labelledby="receipt-account">
          <h2 id="receipt-account">
            {t("checkout.confirmation.createAccountTitle")}
          </h2>
          <p>{t("checkout.confirmation.createAccountText")}</p>
          <p className="receipt__actions">
            <Link
              to={createAccountHref(storeCode, receipt)}
              className="button button--primary"
            >
              {t("checkout.confirmation.createAccount")}
            </Link>
            <Link
              to={storeHref(storeCode)}
              className="button button--secondary"
            >
              {t("checkout.confirmation.continueShopping")}
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
