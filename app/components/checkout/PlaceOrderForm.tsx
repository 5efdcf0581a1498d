import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { AddressSummary } from "~/components/checkout/AddressSummary";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { CartView } from "~/lib/cart/types";
import type { CheckoutPageData } from "~/lib/checkout/types";

/** Why Place Order did not go through, as a key under `checkout.errors`. */
export type PlaceOrderError = "orderFailed" | "paymentUnavailable" | "incomplete" | "submitFailed";

/**
 * The review (spec §2): everything the order will be made of, then Place Order. A card payment
 * continues to the card page instead; the order is placed once the gateway answers.
 */
export function PlaceOrderForm({ page, cart, error }: { page: CheckoutPageData; cart: CartView; error: PlaceOrderError | undefined }) {
  const { t } = useTranslation();
  const card = page.payment?.code === "sandbox_card";
  return (
    <div className="checkout-review">
      {error ? (
        <p className="checkout-step__problem" role="alert">
          {t(`checkout.errors.${error}`)}
        </p>
      ) : null}
      <dl className="checkout-review__facts">
        <div>
          <dt>{t("checkout.review.contact")}</dt>
          <dd>{page.email}</dd>
        </div>
        {page.shippingAddress ? (
          <div>
            <dt>{t("checkout.review.shipTo")}</dt>
            <dd>
              <AddressSummary address={page.shippingAddress} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t("checkout.review.billTo")}</dt>
          <dd>{page.billingAddress ? <AddressSummary address={page.billingAddress} /> : t("checkout.review.billSame")}</dd>
        </div>
        <div>
          <dt>{t("checkout.review.method")}</dt>
          <dd>{page.shippingMethod?.title}</dd>
        </div>
        <div>
          <dt>{t("checkout.review.payment")}</dt>
          <dd>{page.payment?.title}</dd>
        </div>
        <div>
          <dt>{t("checkout.review.items")}</dt>
          <dd>
            <ul className="checkout-review__items">
              {cart.items.map((line) => (
                <li key={line.uid}>
                  {t("checkout.summary.quantity", { count: line.quantity })} · {line.name}
                  {line.options.length ? ` (${line.options.map((option) => option.value).join(", ")})` : ""} · {line.rowTotal.formatted}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        {cart.prices ? (
          <div className="checkout-review__total">
            <dt>{t("checkout.summary.total")}</dt>
            <dd>{cart.prices.grandTotal.formatted}</dd>
          </div>
        ) : null}
        {cart.prices?.charged ? (
          <div>
            <dt>{t("checkout.summary.charged", { currency: cart.prices.charged.currency })}</dt>
            <dd>{cart.prices.charged.formatted}</dd>
          </div>
        ) : null}
      </dl>
      <Form method="post" className="checkout-form">
        <SubmitButton
          className="button button--primary checkout-step__submit"
          intent="place-order"
          label={t(card ? "checkout.review.continueToCard" : "checkout.review.placeOrder")}
          pendingLabel={t("checkout.review.placing")}
        />
      </Form>
    </div>
  );
}
