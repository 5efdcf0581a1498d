import { useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { useStoreCode } from "~/hooks/use-store-layout";

/** The spec's card payment progress texts (§4), by the step the payment is at. */
export type PaymentPhase = "idle" | "loading" | "checking";

/**
 * True while the browser is loading the card form (a link or redirect to `/{store}/creditcard`
 * with JavaScript on): the moment the spec calls "Loading Payment".
 */
export function useCardFormLoading(): boolean {
  const storeCode = useStoreCode();
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.location?.pathname === `/${storeCode}/creditcard`;
}

/**
 * A polite live region that says where the card payment is. It is always in the page (empty when
 * idle), so screen readers announce each change. "Saved Credit Card Information Successfully"
 * is the flash on the receipt, shown by the store layout.
 */
export function PaymentProgress({ phase }: { phase: PaymentPhase }) {
  const { t } = useTranslation();
  const text = phase === "loading" ? t("payment.progress.loading") : phase === "checking" ? t("payment.progress.checking") : "";
  return (
    <p className={`payment-progress${text ? " payment-progress--active" : ""}`} role="status">
      {text}
    </p>
  );
}
