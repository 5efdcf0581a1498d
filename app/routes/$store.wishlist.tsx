import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useActionData, useLoaderData } from "@remix-run/react";
import { accountStylesheets } from "~/components/account/stylesheets";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { WishlistPage } from "~/components/wishlist/WishlistPage";
import { requireCustomer, signInAgain } from "~/lib/customer/sign-in.server";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { constraintsOf } from "~/lib/forms/account-zod-checks";
import { wishlistFormSchema } from "~/lib/wishlist/forms";
import { shopFor, type Shop } from "~/lib/shop/shop.server";
import { storeHref } from "~/lib/store-view";
import { addToWishlistFromForm, wishlistReturnPath } from "~/lib/wishlist/add-to-wishlist.server";
import { wishlistIntentOf, type WishlistFormActionData, type WishlistMessage, type WishlistPageData } from "~/lib/wishlist/types";
import { runWishlistAction } from "~/lib/wishlist/wishlist-action.server";
import { loadWishlists, loadWishlistSettings, wishlistFailure } from "~/lib/wishlist/wishlists.server";
import wishlistStylesheet from "~/components/wishlist/wishlist.css?url";

/** The customer's own lists: never indexed, never cached. */
export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = () => [...accountStylesheets(), { rel: "stylesheet", href: wishlistStylesheet }];

/**
 * `/{store}/wishlist` (signed in only): every list with its items; `?edit=ID` opens a list's name
 * and visibility form, `?delete=ID` asks before deleting it (works without JS). A store with wish
 * lists turned off answers "Sorry, this feature has been disabled." to everyone.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { storeView, storeCode } = shop;
  const settings = await loadWishlistSettings(shop).catch(throwBackendFailure);
  const title = shop.t("wishlist.title");
  const answer = (page: WishlistPageData) => shop.privateJson({ page, title, constraint: constraintsOf(wishlistFormSchema) });
  if (!settings.enabled) return answer({ status: "disabled", storeCode });
  const customer = await requireCustomer(shop);
  const path = storeHref(storeCode, "/wishlist");
  const lists = await loadWishlists(customer.client, storeCode, storeView.locale).catch(async (error: unknown) => {
    if (!(error instanceof MagentoGraphQLError)) return throwBackendFailure(error);
    const reason = wishlistFailure(error);
    if (reason === "signed-out") throw await signInAgain(shop, path);
    if (reason === "disabled") return null;
    return throwBackendFailure(error);
  });
  if (!lists) return answer({ status: "disabled", storeCode });
  const query = new URL(args.request.url).searchParams;
  const own = (id: string | null) => (id && lists.some((list) => list.id === id) ? id : null);
  const deleting = own(query.get("delete"));
  return answer({
    status: "ok",
    storeCode,
    settings,
    lists,
    canCreate: settings.multiple && lists.length < settings.maxLists,
    editing: own(query.get("edit")),
    deleting: lists.find((list) => list.id === deleting)?.isDefault ? null : deleting,
  });
}

/**
 * One action for every wish-list form, by `intent`: `add` (from product pages and tiles, open to
 * guests, who are asked to sign in), `remove`, `move-to-cart`, `create`, `update`, `delete`.
 * A fetcher's add sends `respond=json` and gets the result as data; everything else is answered
 * 303 back (to the page the add came from, or this page) with a flash, or the name form with its
 * mistakes (400).
 */
export async function action(args: ActionFunctionArgs) {
  const [shop, form] = await Promise.all([shopFor(args), args.request.formData()]);
  const { storeView, storeCode } = shop;
  const intent = wishlistIntentOf(form.get("intent"));
  const path = storeHref(storeCode, "/wishlist");

  if (intent === "add") {
    const result = await addToWishlistFromForm(shop, form);
    if (form.get("respond") === "json") return shop.privateJson(result, { status: result.ok ? 200 : 400 });
    return backTo(shop, wishlistReturnPath(form, storeCode), result.message);
  }

  const customer = await requireCustomer(shop);
  if (!intent) return shop.redirect(path);
  const settings = await loadWishlistSettings(shop).catch(throwBackendFailure);
  if (!settings.enabled) return backTo(shop, path, { type: "error", key: "wishlist.disabled" });
  const listCount = () => loadWishlists(customer.client, storeCode, storeView.locale).then((lists) => lists.length);
  const outcome = await runWishlistAction(shop, customer, intent, form, settings, listCount);
  if (outcome.kind === "signed-out") return signInAgain(shop, path);
  if (outcome.kind === "invalid") return shop.privateJson<WishlistFormActionData>(outcome.data, { status: 400 });
  return backTo(shop, path, outcome.message);
}

/** 303 back with the outcome as a flash (the browser follows with a GET: no "resend the form?"). */
function backTo(shop: Shop, path: string, message: WishlistMessage) {
  shop.session.flash("flash", message);
  return shop.redirect(path);
}

export default function WishlistRoute() {
  const { page, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as WishlistFormActionData | undefined;
  return <WishlistPage page={page} actionData={actionData?.intent ? actionData : undefined} constraint={constraint} />;
}

export const ErrorBoundary = PageErrorBoundary;
