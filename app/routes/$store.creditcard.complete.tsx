import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { completeCardPayment } from "~/lib/payment/card-payment.server";

/**
 * `/{store}/creditcard/complete?token=&state=` (or `?error=&state=`): where the gateway sends the
 * shopper back. A resource route (no component): it only ever answers a 303 to the receipt,
 * `/failed?reason=` or the card form with `?error=`.
 */
export function loader(args: LoaderFunctionArgs) {
  return completeCardPayment(args);
}
