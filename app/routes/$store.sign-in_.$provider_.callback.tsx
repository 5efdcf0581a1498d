import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { shopFor } from "~/lib/shop/shop.server";
import { finishSocialFlow } from "~/lib/social/flow.server";

/**
 * `/{store}/sign-in/{provider}/callback`: where the provider sends the shopper back. Signs in (or
 * asks the one step still needed) and goes on; any failure goes back to sign-in with a message.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  return finishSocialFlow(shop, args.params.provider);
}

/** Never shown (the loader always answers a redirect); it makes this a page, so a 404 is the shop's 404 page. */
export default function SocialSignInRedirect() {
  return null;
}

export const ErrorBoundary = PageErrorBoundary;
