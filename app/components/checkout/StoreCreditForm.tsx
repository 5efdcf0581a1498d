import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { CheckoutStoreCredit } from "~/lib/store-credit/types";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

/**
 * The payment step's store credit (signed-in customers with a balance): "Use store credit (฿X
 * available)" or, once used, what it pays and "Remove". A plain POST to the checkout action
 * (intents `store-credit-apply` / `store-credit-remove`); the step opens again with the new total.
 */
export function StoreCreditForm({ credit }: { credit: CheckoutStoreCredit }) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const intent = credit.used ? "store-credit-remove" : "store-credit-apply";
  if (!credit.used && credit.available.value <= 0) return null;
  return (
    <Form method="post" action={storeHref(storeCode, "/checkout")} className="checkout-store-credit">
      <p className="checkout-store-credit__text">
        {credit.used
          ? t("storeCredit.checkout.applied", { amount: credit.applied.formatted, available: credit.available.formatted })
          : t("storeCredit.checkout.available", { amount: credit.available.formatted })}
      </p>
      <SubmitButton
        className="button button--secondary"
        intent={intent}
        label={credit.used ? t("storeCredit.checkout.remove") : t("storeCredit.checkout.use", { amount: credit.available.formatted })}
      />
    </Form>
  );
}
