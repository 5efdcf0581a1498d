import type { ActionFunctionArgs } from "@remix-run/node";
import { accountScope, redirectWithSession } from "~/lib/customer/route.server";
import { signOut } from "~/lib/customer/session.server";
import { storeHref } from "~/lib/store-view";

/** Signing out changes state: only a POST does it (a link or a prefetch must not sign anyone out). */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}

/**
 * `POST /{store}/sign-out` (spec §4 sign-out flow): revokes the token, clears the token, cart id,
 * checkout progress and receipt, and goes home with a flash.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { storeCode, session } = await accountScope(request, context);
  await signOut(context, storeCode, session);
  session.flash("flash", { type: "success", key: "account.flash.signedOut" });
  return redirectWithSession(storeHref(storeCode, "/"), session);
}
