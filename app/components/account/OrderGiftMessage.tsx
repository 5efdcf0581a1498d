import type { OrderDetails } from "~/lib/customer/order-history";
import { useTranslation } from "~/lib/translation/use-translation";

/** The order's gift message as the shopper wrote it: who it is from, who it is for, and the words. */
export function OrderGiftMessage({ message }: { message: NonNullable<OrderDetails["giftMessage"]> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-gift-message-heading" className="order-details__section order-details__gift-message">
      <h2 id="order-gift-message-heading">{t("orders.details.giftMessage")}</h2>
      <dl>
        <div>
          <dt>{t("orders.details.giftFrom")}</dt>
          <dd>{message.from}</dd>
        </div>
        <div>
          <dt>{t("orders.details.giftTo")}</dt>
          <dd>{message.to}</dd>
        </div>
      </dl>
      <blockquote>
        <p>{message.message}</p>
      </blockquote>
    </section>
  );
}
