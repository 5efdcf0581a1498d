import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { PaymentProgress, useCardFormLoading } from "~/components/payment/PaymentProgress";
import type { NextStep } from "~/lib/payment/outcomes";
import { nextStepHref } from "~/lib/payment/links";
import { useStoreCode } from "~/hooks/use-store-layout";

/**
 * The page a card payment ends on when it did not become an order (`/failed`, `/cancellation`):
 * what happened in the shopper's words, that the cart is still there, and what to do next.
 */
export function PaymentOutcome({
  title,
  text,
  nextSteps,
  tone,
}: {
  title: string;
  text: string;
  nextSteps: NextStep[];
  tone: "error" | "info";
}) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const loading = useCardFormLoading();
  return (
    <section className={`payment-outcome payment-outcome--${tone}`} aria-labelledby="payment-outcome-heading">
      <h1 id="payment-outcome-heading" className="payment-outcome__title">
        {title}
      </h1>
      <p className="payment-outcome__text">{text}</p>
      <p className="payment-outcome__cart">{t("payment.cartKept")}</p>
      <ul className="payment-outcome__actions">
        {nextSteps.map((step, index) => (
          <li key={step}>
            <Link className={`button ${index === 0 ? "button--primary" : "button--secondary"}`} to={nextStepHref(storeCode, step)}>
              {t(`payment.nextSteps.${step}`)}
            </Link>
          </li>
        ))}
      </ul>
      <PaymentProgress phase={loading ? "loading" : "idle"} />
    </section>
  );
}
