import { useTranslation } from "~/lib/translation/use-translation";
import type { CartLine, CartPrices } from "~/lib/cart/types";

/**
 * What the shopper is paying for, beside the card form: the lines and the totals exactly as the
 * cart has them (amounts formatted on the server), ending with the amount the card is charged.
 */
export function PaymentSummary({ items, prices }: { items: CartLine[]; prices: CartPrices }) {
  const { t } = useTranslation();
  return (
    <section className="payment-summary" aria-labelledby="payment-summary-heading">
      <h2 id="payment-summary-heading" className="payment-summary__heading">
        {t("payment.summary.heading")}
      </h2>
      <ul className="payment-summary__items">
        {items.map((item) => (
          <li key={item.uid} className="payment-summary__item">
            <span className="payment-summary__name">
              {item.name}
              {item.options.length > 0 ? (
                <span className="payment-summary__options">{item.options.map((option) => `${option.label}: ${option.value}`).join(", ")}</span>
              ) : null}
              <span className="payment-summary__qty">{t("payment.summary.quantity", { count: item.quantity })}</span>
            </span>
            <span className="payment-summary__amount">{item.rowTotal.formatted}</span>
          </li>
        ))}
      </ul>
      <dl className="payment-summary__totals">
        <div>
          <dt>{t("payment.summary.subtotal")}</dt>
          <dd>{prices.subtotalInclTax.formatted}</dd>
        </div>
        {prices.discounts.map((discount) => (
          <div key={discount.label}>
            <dt>{discount.label}</dt>
            <dd>−{discount.amount.formatted}</dd>
          </div>
        ))}
        {prices.shipping ? (
          <div>
            <dt>{t("payment.summary.shipping")}</dt>
            <dd>{prices.shipping.formatted}</dd>
          </div>
        ) : null}
        {prices.giftCards.map((card) => (
          <div key={card.code}>
            <dt>{t("payment.summary.giftCard", { code: card.code })}</dt>
            <dd>−{card.applied.formatted}</dd>
          </div>
        ))}
        <div className="payment-summary__total">
          <dt>{t("payment.summary.total")}</dt>
          <dd>{prices.grandTotal.formatted}</dd>
        </div>
        {prices.charged ? (
          <div className="payment-summary__total">
            <dt>{t("payment.summary.charged", { currency: prices.charged.currency })}</dt>
            <dd>{prices.charged.formatted}</dd>
          </div>
        ) : null}
        {prices.tax.map((tax) => (
          <div key={tax.label} className="payment-summary__tax">
            <dt>{t("payment.summary.taxIncluded", { label: tax.label })}</dt>
            <dd>{tax.amount.formatted}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
