import { useShopForm } from "~/hooks/use-shop-form";
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "~/lib/forms/form-fields";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { FieldErrors } from "~/components/forms/FormField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { ShippingMethodOption } from "~/lib/checkout/types";

/**
 * Step 2, Shipping Method: a radio per rate, cheapest first and preselected unless the shopper
 * chose another one before (Venia's behaviour).
 */
export function ShippingMethodForm({
  lastResult,
  methods,
  selected,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  methods: ShippingMethodOption[];
  selected: string | null;
}) {
  const { t } = useTranslation();
  const initial = methods.some((method) => method.code === selected) ? selected : (methods[0]?.code ?? "");
  const [form, fields] = useShopForm({ id: "checkout-method", lastResult, defaultValue: { shippingMethod: initial } });
  const field = fields.shippingMethod;
  const chosen = typeof field.initialValue === "string" ? field.initialValue : initial;
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="checkout-form">
      <FieldErrors id={form.errorId} errors={form.errors} />
      <fieldset className="checkout-form__group choice-list" aria-describedby={field.errors?.length ? field.errorId : undefined}>
        <legend>{t("checkout.method.legend")}</legend>
        {methods.map((method) => (
          <label key={method.code} className="choice">
            <input type="radio" name={field.name} value={method.code} defaultChecked={method.code === chosen} />
            <span className="choice__title">{method.title}</span>
            <span className="choice__price">{method.amount.value === 0 ? t("checkout.method.free") : method.amount.formatted}</span>
          </label>
        ))}
        <FieldErrors id={field.errorId} errors={field.errors} />
      </fieldset>
      <SubmitButton className="button button--primary checkout-step__submit" intent="method" label={t("checkout.continueToPayment")} pendingLabel={t("checkout.saving")} />
    </Form>
  );
}
