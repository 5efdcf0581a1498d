import type { ActionFunctionArgs, LoaderFunctionArgs, ServerRuntimeMetaFunction as MetaFunction } from "@remix-run/server-runtime";
import { useLoaderData } from "@remix-run/react";
import { CartPage } from "~/components/cart/CartPage";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { runCartAction } from "~/lib/cart/cart-action.server";
import { readCart } from "~/lib/cart/cart.server";
import { safeReturnPath } from "~/lib/cart/return-path";
import { pageHeaders } from "~/lib/page-headers";
import { errorPageTitle, pageTitle, storeMetaData, unindexedPageMeta } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { siteOrigin } from "~/lib/seo/site-origin.server";
import { shopFor } from "~/lib/shop/shop.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  if (error || !data) return [{ title: errorPageTitle(matches, error) }, { name: "robots", content: "noindex" }];
  return unindexedPageMeta(matches, pageTitle(storeMetaData(matches)?.storeName ?? "", data.title));
};

export const headers = pageHeaders;

/**
 * `/{store}/cart`: the shopper's cart read fresh from the backend, never stored by a browser or a
 * CDN. A cart the backend no longer accepts is forgotten here (spec §4).
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const cart = await readCart(shop).catch(throwBackendFailure);
  return shop.privateJson({ cart, title: shop.t("cart.title") });
}

/**
 * One action for every cart form, chosen by `intent` (add, update, remove, apply-coupon,
 * remove-coupon, apply-gift-card, remove-gift-card, check-gift-card). A fetcher sends
 * `respond=json` and gets the result as data; a plain form POST gets a 303 back to the page it came
 * from (a path of this store view only) with the result as a flash message.
 */
export async function action(args: ActionFunctionArgs) {
  const [shop, form] = await Promise.all([shopFor(args), args.request.formData()]);
  const result = await runCartAction(shop, form);
  if (form.get("respond") === "json") return shop.privateJson(result, { status: result.ok ? 200 : 400 });
  shop.session.flash("flash", result.message);
  return shop.redirect(safeReturnPath(args.request.headers.get("Referer"), siteOrigin(args.request, args.context.settings), shop.storeCode));
}

export default function CartRoute() {
  const { cart } = useLoaderData<typeof loader>();
  return <CartPage cart={cart} />;
}

export const ErrorBoundary = PageErrorBoundary;
