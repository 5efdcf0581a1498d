import { type LinksFunction, type LoaderFunctionArgs, type ServerRuntimeMetaFunction as MetaFunction } from "@remix-run/server-runtime";
import { useTranslation } from "~/lib/translation/use-translation";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { PaymentOutcome } from "~/components/payment/PaymentOutcome";
import { pageHeaders } from "~/lib/page-headers";
import { paymentPageMeta } from "~/lib/payment/meta";
import { shopFor } from "~/lib/shop/shop.server";
import paymentStylesheet from "~/styles/payment.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: paymentStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => paymentPageMeta(matches, data?.title, error);

export const headers = pageHeaders;

/**
 * `/{store}/cancellation`: the shopper cancelled the card payment (the gateway's Cancel). Nothing
 * was charged and the cart is kept; the page offers the card again or another payment method.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  return shop.privateJson({ title: shop.t("payment.cancelled.title") }, { headers: { Vary: "Cookie" } });
}

export default function PaymentCancelledPage() {
  const { t } = useTranslation();
  return (
    <PaymentOutcome
      title={t("payment.cancelled.title")}
      text={t("payment.cancelled.text")}
      nextSteps={["pay-by-card", "another-method"]}
      tone="info"
    />
  );
}

export const ErrorBoundary = PageErrorBoundary;
