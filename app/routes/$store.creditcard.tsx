import type { LinksFunction, LoaderFunctionArgs, ServerRuntimeMetaFunction as MetaFunction } from "@remix-run/server-runtime";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { CardForm } from "~/components/payment/CardForm";
import { useCardFormLoading } from "~/components/payment/PaymentProgress";
import { PaymentSummary } from "~/components/payment/PaymentSummary";
import { pageHeaders } from "~/lib/page-headers";
import { loadCardPaymentPage } from "~/lib/payment/card-payment.server";
import { checkoutPaymentHref } from "~/lib/payment/links";
import { paymentPageMeta } from "~/lib/payment/meta";
import paymentStylesheet from "~/styles/payment.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: paymentStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => paymentPageMeta(matches, data?.title, error);

export const headers = pageHeaders;

/**
 * `/{store}/creditcard`: the card form, which posts straight to the gateway, beside what is being
 * paid for. Only for a cart that reached checkout's card payment; anything else goes to checkout.
 */
export function loader(args: LoaderFunctionArgs) {
  return loadCardPaymentPage(args);
}

export default function CreditCardPage() {
  const { storeCode, form, error, expiryYears, cart, canSaveCard } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const loading = useCardFormLoading();
  // The card is charged in the shop's base currency, also when prices are shown in another one.
  const charged = cart.prices.charged ?? cart.prices.grandTotal;
  return (
    <div className="payment-page">
      <h1 className="payment-page__title">{t("payment.card.title")}</h1>
      <p className="payment-page__amount">
        {t("payment.amountDue")} <strong>{charged.formatted}</strong>
      </p>
      <div className="payment-page__layout">
        <CardForm
          form={form}
          error={error}
          expiryYears={expiryYears}
          amount={charged.formatted}
          otherMethodsHref={checkoutPaymentHref(storeCode)}
          loading={loading}
          canSaveCard={canSaveCard}
        />
        <PaymentSummary items={cart.items} prices={cart.prices} />
      </div>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
