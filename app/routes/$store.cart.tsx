import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CartPage } from "~/components/cart/CartPage";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { runCartAction } from "~/lib/cart/cart-action.server";
import { readCart } from "~/lib/cart/cart.server";
import { safeReturnPath } from "~/lib/cart/return-path";
import { i18nServer } from "~/lib/i18n.server";
import { pageHeaders } from "~/lib/page-headers";
import { errorPageTitle, pageTitle, storeMetaData } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { siteOrigin } from "~/lib/seo/site-origin.server";
import { commitShopperSession, getShopperSession } from "~/lib/session.server";
import { requireStoreView } from "~/lib/store-view.server";
import { PRIVATE } from "~/lib/customer/route.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  if (error || !data) return [{ title: errorPageTitle(matches, error) }, { name: "robots", content: "noindex" }];
  return [{ title: pageTitle(storeMetaData(matches)?.storeName ?? "", data.title) }, { name: "robots", content: "noindex" }];
};

export const headers = pageHeaders;

/** A cart is the shopper's alone: never stored by a browser or a CDN. */
/**
 * `/{store}/cart`: the shopper's cart read fresh from the backend. A cart the backend no longer
 * accepts is forgotten here (spec §4), and the cookie is written back without it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [storeView, session, t] = await Promise.all([
    requireStoreView(request, context).catch(throwBackendFailure),
    getShopperSession(request),
    i18nServer.getFixedT(request),
  ]);
  const cartIdBefore = session.get("cartId");
  const cart = await readCart(context, storeView.code, session).catch(throwBackendFailure);
  const headers = new Headers({ "Cache-Control": PRIVATE });
  if (session.get("cartId") !== cartIdBefore) {
    // The layout shows (and consumes) the flash; this cookie must not bring it back.
    session.get("flash");
    headers.append("Set-Cookie", await commitShopperSession(session));
  }
  return json({ cart, storeCode: storeView.code, title: t("cart.title") }, { headers });
}

/**
 * One action for every cart form, chosen by `intent` (add, update, remove, apply-coupon,
 * remove-coupon, apply-gift-card, remove-gift-card, check-gift-card). A fetcher sends
 * `respond=json` and gets the result as data; a plain form POST gets a 303 back to the page it came
 * from (a path of this store view only) with the result as a flash message.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const [session, form] = await Promise.all([getShopperSession(request), request.formData()]);
  const result = await runCartAction(context, storeView.code, session, form);
  const headers = new Headers({ "Cache-Control": PRIVATE });
  if (form.get("respond") === "json") {
    headers.append("Set-Cookie", await commitShopperSession(session));
    return json(result, { headers, status: result.ok ? 200 : 400 });
  }
  session.flash("flash", result.message);
  headers.append("Set-Cookie", await commitShopperSession(session));
  const back = safeReturnPath(request.headers.get("Referer"), siteOrigin(request), storeView.code);
  return redirect(back, { status: 303, headers });
}

export default function CartRoute() {
  const { cart, storeCode } = useLoaderData<typeof loader>();
  return <CartPage cart={cart} storeCode={storeCode} />;
}

export const ErrorBoundary = PageErrorBoundary;
