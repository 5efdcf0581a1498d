import { useTranslation } from "~/lib/translation/use-translation";
import { ORDER_PROGRESS_STEPS, type OrderProgressStep } from "~/lib/customer/order-status";

/**
 * Processing → Ready to ship → Shipped → Delivered as an ordered list: steps up to the order's
 * are done, the order's own is marked `aria-current="step"` (and says so to screen readers).
 */
export function OrderProgress({ step }: { step: OrderProgressStep }) {
  const { t } = useTranslation();
  const reached = ORDER_PROGRESS_STEPS.indexOf(step);
  return (
    <ol className="order-progress" aria-label={t("orders.progress.label")}>
      {ORDER_PROGRESS_STEPS.map((candidate, index) => {
        const state = index < reached ? "done" : index === reached ? "current" : "todo";
        return (
          <li key={candidate} className={`order-progress__step order-progress__step--${state}`} aria-current={state === "current" ? "step" : undefined}>
            {t(`orders.progress.${candidate}`)}
            {state === "todo" ? null : <span className="visually-hidden"> ({t(`orders.progress.${state}`)})</span>}
          </li>
        );
      })}
    </ol>
  );
}
