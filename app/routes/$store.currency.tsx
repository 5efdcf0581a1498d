import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { safeRedirectTarget } from "~/lib/customer/redirect-target";
import { loadStoreCurrencies, rememberDisplayCurrency } from "~/lib/currency/currencies.server";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { shopFor } from "~/lib/shop/shop.server";
import { storeHref } from "~/lib/store-view";

/** Choosing a currency changes the session: only the switcher's POST does it. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}

/**
 * `POST /{store}/currency` (the header's currency switcher): remembers `currency` as this store
 * view's display currency when the store offers it (spec §4: any other code changes nothing) and
 * goes back to `redirectTo`, the page and query the shopper was on.
 */
export async function action(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  const form = await args.request.formData();
  const code = String(form.get("currency") ?? "");
  const currencies = await loadStoreCurrencies(shop.context, shop.storeCode).catch(throwBackendFailure);
  if (currencies.available.includes(code)) rememberDisplayCurrency(shop.session, shop.storeCode, code, currencies);
  const back = safeRedirectTarget(String(form.get("redirectTo") ?? ""), shop.storeCode);
  return shop.redirect(back ?? storeHref(shop.storeCode, "/"));
}
