import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import type { CartView } from "~/lib/cart/types";
import type { CheckoutStoreCredit } from "~/lib/store-credit/types";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

/**
 * The order summary beside every step: the items and the cart's totals as the backend priced them
 * (prices include VAT; shipping appears once a method is chosen).
 */
export function CheckoutSummary({
  cart,
  headingLevel = 2,
  storeCredit = null,
}: {
  cart: CartView;
  headingLevel?: 2 | 3;
  /** A customer's store credit on the cart: its line comes after the gift cards. */
  storeCredit?: CheckoutStoreCredit | null;
}) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const prices = cart.prices;
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <Heading id="checkout-summary-title" className="checkout-summary__title">
        {t("checkout.summary.title")}
      </Heading>
      <ul className="checkout-summary__items">
        {cart.items.map((line) => (
          <li key={line.uid} className="checkout-summary__item">
            {line.image ? <img src={line.image.url} alt="" width={64} height={80} loading="lazy" className="checkout-summary__image" /> : null}
            <div className="checkout-summary__item-text">
              <span className="checkout-summary__name">{line.name}</span>
              {line.options.map((option) => (
                <span key={option.label} className="checkout-summary__option">
                  {option.label}: {option.value}
                </span>
              ))}
              <span className="checkout-summary__quantity">{t("checkout.summary.quantity", { count: line.quantity })}</span>
            </div>
            <span className="checkout-summary__price">{line.rowTotal.formatted}</span>
          </li>
        ))}
      </ul>
      {prices ? (
        <dl className="checkout-summary__totals">
          <div>
            <dt>{t("checkout.summary.subtotal")}</dt>
            <dd>{prices.subtotalInclTax.formatted}</dd>
          </div>
          {prices.discounts.map((discount) => (
            <div key={discount.label}>
              <dt>{discount.label || t("checkout.summary.discount")}</dt>
              <dd>−{discount.amount.formatted}</dd>
            </div>
          ))}
          <div>
            <dt>{t("checkout.summary.shipping")}</dt>
            <dd>{prices.shipping ? prices.shipping.formatted : t("checkout.summary.shippingLater")}</dd>
          </div>
          {prices.giftCards.map((card) => (
            <div key={card.code}>
              <dt>{t("checkout.summary.giftCard", { code: card.code })}</dt>
              <dd>−{card.applied.formatted}</dd>
            </div>
          ))}
          {storeCredit && storeCredit.applied.value > 0 ? (
            <div>
              <dt>{t("storeCredit.checkout.summaryLine")}</dt>
              <dd>−{storeCredit.applied.formatted}</dd>
            </div>
          ) : null}
          <div className="checkout-summary__total">
            <dt>{t("checkout.summary.total")}</dt>
            <dd>{prices.grandTotal.formatted}</dd>
          </div>
          {prices.charged ? (
            <div className="checkout-summary__charged">
              <dt>{t("checkout.summary.charged", { currency: prices.charged.currency })}</dt>
              <dd>{prices.charged.formatted}</dd>
            </div>
          ) : null}
          {prices.tax.map((tax) => (
            <div key={tax.label} className="checkout-summary__tax">
              <dt>{t("checkout.summary.taxIncluded", { label: tax.label })}</dt>
              <dd>{tax.amount.formatted}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Link to={storeHref(storeCode, "/cart")} className="checkout-summary__edit">
        {t("checkout.summary.editCart")}
      </Link>
    </section>
  );
}
