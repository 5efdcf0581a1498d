import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { shopFor } from "~/lib/shop/shop.server";
import { startSocialFlow } from "~/lib/social/flow.server";

/**
 * `/{store}/sign-in/{google|facebook|line}?redirect=<path>`: sends the shopper to the provider's
 * sign-in page (a plain link works without JavaScript). A provider that is off is the shop's 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  return startSocialFlow(shop, args.params.provider, new URL(args.request.url).searchParams.get("redirect"));
}

/** The same from a form button, with the page to come back to in `redirect`. */
export async function action(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  const requested = (await args.request.formData()).get("redirect");
  return startSocialFlow(shop, args.params.provider, typeof requested === "string" ? requested : null);
}

/** Never shown (the loader always answers a redirect); it makes this a page, so a 404 is the shop's 404 page. */
export default function SocialSignInRedirect() {
  return null;
}

export const ErrorBoundary = PageErrorBoundary;
