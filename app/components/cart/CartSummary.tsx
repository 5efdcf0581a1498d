import { useTranslation } from "~/lib/translation/use-translation";
import type { CartPrices } from "~/lib/cart/types";

/**
 * The price summary (spec §3 cart prices): subtotal, discounts, shipping once chosen, the VAT
 * inside the prices (Thai prices include it, so it is shown as included, never added), gift cards
 * and the total left to pay; in another display currency, also what the order will be charged in
 * the shop's own currency.
 */
export function CartSummary({ prices, coupon }: { prices: CartPrices; coupon: string | null }) {
  const { t } = useTranslation();
  return (
    <dl className="cart-summary">
      <div className="cart-summary__row">
        <dt>{t("cart.summary.subtotal")}</dt>
        <dd>{prices.subtotalInclTax.formatted}</dd>
      </div>
      {prices.discounts.map((discount, index) => (
        <div key={`${discount.label}-${index}`} className="cart-summary__row cart-summary__row--discount">
          <dt>{discount.label || (coupon ? t("cart.summary.couponDiscount", { code: coupon }) : t("cart.summary.discount"))}</dt>
          <dd>−{discount.amount.formatted}</dd>
        </div>
      ))}
      {prices.shipping ? (
        <div className="cart-summary__row">
          <dt>{t("cart.summary.shipping")}</dt>
          <dd>{prices.shipping.formatted}</dd>
        </div>
      ) : null}
      {prices.giftCards.map((card) => (
        <div key={card.code} className="cart-summary__row cart-summary__row--discount">
          <dt>{t("cart.summary.giftCard", { code: card.code })}</dt>
          <dd>−{card.applied.formatted}</dd>
        </div>
      ))}
      <div className="cart-summary__row cart-summary__row--total">
        <dt>{t("cart.summary.grandTotal")}</dt>
        <dd>{prices.grandTotal.formatted}</dd>
      </div>
      {prices.charged ? (
        <div className="cart-summary__row cart-summary__row--charged">
          <dt>{t("cart.summary.charged", { currency: prices.charged.currency })}</dt>
          <dd>{prices.charged.formatted}</dd>
        </div>
      ) : null}
      {prices.tax.map((tax) => (
        <div key={tax.label} className="cart-summary__row cart-summary__row--tax">
          <dt>{t("cart.summary.taxIncluded", { label: tax.label })}</dt>
          <dd>{tax.amount.formatted}</dd>
        </div>
      ))}
    </dl>
  );
}
