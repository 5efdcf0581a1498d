import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { signOut } from "~/lib/customer/sign-in.server";
import { shopFor } from "~/lib/shop/shop.server";
import { storeHref } from "~/lib/store-view";

/** Signing out changes state: only a POST does it (a link or a prefetch must not sign anyone out). */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}

/**
 * `POST /{store}/sign-out` (spec §4 sign-out flow): revokes the token, clears the token, cart id,
 * checkout progress and receipt, and goes home with a flash.
 */
export async function action(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  await signOut(shop);
  shop.session.flash("flash", { type: "success", key: "account.flash.signedOut" });
  return shop.redirect(storeHref(shop.storeCode, "/"));
}
