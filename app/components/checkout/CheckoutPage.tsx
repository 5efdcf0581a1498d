import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { AddressSummary } from "~/components/checkout/AddressSummary";
import { CheckoutSignIn } from "~/components/checkout/CheckoutSignIn";
import { CheckoutSummary } from "~/components/checkout/CheckoutSummary";
import { CustomerShippingForm } from "~/components/checkout/CustomerShippingForm";
import { PaymentInformationForm } from "~/components/checkout/PaymentInformationForm";
import { PlaceOrderForm, type PlaceOrderError } from "~/components/checkout/PlaceOrderForm";
import { ShippingInformationForm } from "~/components/checkout/ShippingInformationForm";
import { ShippingMethodForm } from "~/components/checkout/ShippingMethodForm";
import { StoreCreditForm } from "~/components/checkout/StoreCreditForm";
import type { CartView } from "~/lib/cart/types";
import type { CheckoutFormConstraints } from "~/lib/checkout/form-constraints.server";
import { CHECKOUT_STEPS, type CheckoutPageData, type CheckoutStep } from "~/lib/checkout/types";
import { storeHref } from "~/lib/store-view";

/** What the checkout action answers when it does not redirect. */
export type CheckoutActionData =
  | { intent: "shipping" | "method" | "payment"; result: SubmissionResult<string[]> }
  | { intent: "place-order"; error: PlaceOrderError };

/**
 * The checkout page (spec §2): the steps in order, each one done shown as a summary with an Edit
 * link, the open one as its form, the later ones as headings; the order summary beside them.
 */
export function CheckoutPage({
  page,
  cart,
  honeypot,
  actionData,
  constraints,
}: {
  page: CheckoutPageData;
  cart: CartView;
  honeypot: HoneypotInputProps;
  actionData: CheckoutActionData | undefined;
  /** The forms' HTML constraints, from the server: the checkout ships no zod. */
  constraints: CheckoutFormConstraints;
}) {
  const { t } = useTranslation();
  const resultFor = (intent: "shipping" | "method" | "payment") =>
    actionData && actionData.intent === intent && "result" in actionData ? actionData.result : undefined;
  const stepTitle = (step: CheckoutStep) => t(`checkout.steps.${step}`);
  const editHref = (step: CheckoutStep) => `${storeHref(page.storeCode, "/checkout")}?step=${step}`;
  const openIndex = CHECKOUT_STEPS.indexOf(page.step);

  const body: Record<CheckoutStep, { summary: ReactNode; form: ReactNode }> = {
    shipping: {
      summary: page.shippingAddress ? <AddressSummary address={page.shippingAddress} email={page.email ?? undefined} /> : null,
      form: page.shippingForm?.saved ? (
        <CustomerShippingForm
          lastResult={resultFor("shipping")}
          defaultValue={page.shippingForm.defaultValue}
          provinces={page.shippingForm.provinces}
          saved={page.shippingForm.saved}
          honeypot={honeypot}
          constraint={constraints.customerShipping}
        />
      ) : page.shippingForm ? (
        <>
          <CheckoutSignIn storeCode={page.storeCode} />
          <ShippingInformationForm
            lastResult={resultFor("shipping")}
            defaultValue={page.shippingForm.defaultValue}
            provinces={page.shippingForm.provinces}
            honeypot={honeypot}
            constraint={constraints.guestShipping}
          />
        </>
      ) : null,
    },
    method: {
      summary: page.shippingMethod ? <p>{page.shippingMethod.title}</p> : null,
      form: page.methodForm ? (
        page.methodForm.ok ? (
          <ShippingMethodForm lastResult={resultFor("method")} methods={page.methodForm.methods} selected={page.methodForm.selected} />
        ) : (
          <div className="checkout-step__problem" role="alert">
            <p>{t("checkout.errors.shippingMethodsFailed")}</p>
            <Link to={editHref("shipping")}>{t("checkout.errors.editAddress")}</Link>
          </div>
        )
      ) : null,
    },
    payment: {
      summary: page.payment ? (
        <>
          <p>{page.payment.title}</p>
          {page.billingAddress ? <AddressSummary address={page.billingAddress} /> : <p>{t("checkout.review.billSame")}</p>}
        </>
      ) : null,
      form: page.paymentForm ? (
        page.paymentForm.ok ? (
          <>
            {page.storeCredit ? <StoreCreditForm credit={page.storeCredit} /> : null}
            <PaymentInformationForm
              lastResult={resultFor("payment")}
              methods={page.paymentForm.methods}
              provinces={page.paymentForm.provinces}
              defaultValue={page.paymentForm.defaultValue}
              savedBilling={page.paymentForm.savedBilling}
              savedCards={page.paymentForm.savedCards}
              constraint={constraints.payment}
            />
          </>
        ) : (
          <p className="checkout-step__problem" role="alert">
            {t("checkout.errors.paymentLoadFailed")}
          </p>
        )
      ) : null,
    },
    review: {
      summary: null,
      form:
        page.step === "review" ? (
          <PlaceOrderForm
            page={page}
            cart={cart}
            error={actionData?.intent === "place-order" && "error" in actionData ? actionData.error : undefined}
          />
        ) : null,
    },
  };

  return (
    <div className="checkout">
      <h1 className="checkout__title">{t("checkout.title")}</h1>
      <div className="checkout__layout">
        <ol className="checkout-steps" aria-label={t("checkout.progressLabel")}>
          {CHECKOUT_STEPS.map((step, index) => {
            const open = index === openIndex;
            const done = step !== "review" && page.done[step] && !open;
            const state = open ? "open" : done ? "done" : "upcoming";
            return (
              <li key={step} className={`checkout-step checkout-step--${state}`} aria-current={open ? "step" : undefined}>
                <div className="checkout-step__header">
                  <h2 className="checkout-step__title" id={`checkout-step-${step}`}>
                    {t("checkout.stepHeading", { number: index + 1, title: stepTitle(step) })}
                    {done ? <span className="visually-hidden"> ({t("checkout.stepDone")})</span> : null}
                  </h2>
                  {done ? (
                    <Link to={editHref(step)} className="checkout-step__edit" aria-label={t("checkout.editStep", { step: stepTitle(step) })}>
                      {t("checkout.edit")}
                    </Link>
                  ) : null}
                </div>
                {open ? body[step].form : done ? <div className="checkout-step__summary">{body[step].summary}</div> : null}
              </li>
            );
          })}
        </ol>
        <aside className="checkout__aside">
          <CheckoutSummary cart={cart} storeCredit={page.storeCredit} />
        </aside>
      </div>
    </div>
  );
}
