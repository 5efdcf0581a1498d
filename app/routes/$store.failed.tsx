import { type LinksFunction, type LoaderFunctionArgs, type ServerRuntimeMetaFunction as MetaFunction } from "@remix-run/server-runtime";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { PaymentOutcome } from "~/components/payment/PaymentOutcome";
import { pageHeaders } from "~/lib/page-headers";
import { paymentPageMeta } from "~/lib/payment/meta";
import { describeFailure, failureReason } from "~/lib/payment/outcomes";
import { shopFor } from "~/lib/shop/shop.server";
import paymentStylesheet from "~/styles/payment.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: paymentStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => paymentPageMeta(matches, data?.title, error);

export const headers = pageHeaders;

/**
 * `/{store}/failed?reason=`: a card payment that did not go through (declined, not enough funds,
 * 3-D Secure failed, the payment's time ran out...). The cart is untouched, so the shopper can
 * try another card or another payment method. An unknown reason reads as a general failure.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const reason = failureReason(new URL(args.request.url).searchParams.get("reason"));
  const failure = describeFailure(reason);
  return shop.privateJson({ reason, ...failure, title: shop.t(failure.titleKey) }, { headers: { Vary: "Cookie" } });
}

export default function PaymentFailedPage() {
  const { titleKey, textKey, nextSteps } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return <PaymentOutcome title={t(titleKey)} text={t(textKey)} nextSteps={nextSteps} tone="error" />;
}

export const ErrorBoundary = PageErrorBoundary;
