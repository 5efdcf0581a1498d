import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { accountStylesheets } from "~/components/account/stylesheets";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { WishlistPage } from "~/components/wishlist/WishlistPage";
import { signInAgain } from "~/lib/customer/addresses.server";
import { requireCustomer } from "~/lib/customer/session.server";
import { i18nServer } from "~/lib/i18n.server";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { commitShopperSession, getShopperSession, type ShopperSession } from "~/lib/session.server";
import { storeHref } from "~/lib/store-view";
import { requireStoreView } from "~/lib/store-view.server";
import { addToWishlistFromForm, wishlistReturnPath } from "~/lib/wishlist/add-to-wishlist.server";
import { wishlistIntentOf, type WishlistFormActionData, type WishlistMessage, type WishlistPageData } from "~/lib/wishlist/types";
import { runWishlistAction } from "~/lib/wishlist/wishlist-action.server";
import { loadWishlists, loadWishlistSettings, wishlistFailure } from "~/lib/wishlist/wishlists.server";
import wishlistStylesheet from "~/components/wishlist/wishlist.css?url";
import { PRIVATE } from "~/lib/customer/route.server";

/** The customer's own lists: never indexed, never cached. */
export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = () => [...accountStylesheets(), { rel: "stylesheet", href: wishlistStylesheet }];

/**
 * `/{store}/wishlist` (signed in only): every list with its items; `?edit=ID` opens a list's name
 * and visibility form, `?delete=ID` asks before deleting it (works without JS). A store with wish
 * lists turned off answers "Sorry, this feature has been disabled." to everyone.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const storeCode = storeView.code;
  const [settings, t] = await Promise.all([loadWishlistSettings(context, storeCode).catch(throwBackendFailure), i18nServer.getFixedT(request)]);
  const title = t("wishlist.title");
  const answer = (page: WishlistPageData) => json({ page, title }, { headers: { "Cache-Control": PRIVATE } });
  if (!settings.enabled) return answer({ status: "disabled", storeCode });
  const customer = await requireCustomer(request, context, storeCode);
  const path = storeHref(storeCode, "/wishlist");
  const lists = await loadWishlists(customer.client, storeCode, storeView.locale).catch(async (error: unknown) => {
    if (!(error instanceof MagentoGraphQLError)) return throwBackendFailure(error);
    const reason = wishlistFailure(error);
    if (reason === "signed-out") throw await signInAgain(context, storeCode, customer.session, path);
    if (reason === "disabled") return null;
    return throwBackendFailure(error);
  });
  if (!lists) return answer({ status: "disabled", storeCode });
  const query = new URL(request.url).searchParams;
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
export async function action({ request, context }: ActionFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const storeCode = storeView.code;
  const [form, t] = await Promise.all([request.formData(), i18nServer.getFixedT(request)]);
  const intent = wishlistIntentOf(form.get("intent"));
  const path = storeHref(storeCode, "/wishlist");

  if (intent === "add") {
    const session = await getShopperSession(request);
    const result = await addToWishlistFromForm(context, storeCode, session, form);
    const cookie = await (form.get("respond") === "json" ? commitShopperSession(session) : flashAndCommit(session, result.message));
    if (form.get("respond") === "json") return json(result, { status: result.ok ? 200 : 400, headers: { "Cache-Control": PRIVATE, "Set-Cookie": cookie } });
    return redirect(wishlistReturnPath(form, storeCode), { status: 303, headers: { "Cache-Control": PRIVATE, "Set-Cookie": cookie } });
  }

  const customer = await requireCustomer(request, context, storeCode);
  if (!intent) return backToPage(path, customer.session);
  const settings = await loadWishlistSettings(context, storeCode).catch(throwBackendFailure);
  if (!settings.enabled) return backToPage(path, customer.session, { type: "error", key: "wishlist.disabled" });
  const listCount = () => loadWishlists(customer.client, storeCode, storeView.locale).then((lists) => lists.length);
  const outcome = await runWishlistAction(customer, intent, form, settings, listCount, (key, values) => t(key, values ?? {}));
  if (outcome.kind === "signed-out") return signInAgain(context, storeCode, customer.session, path);
  if (outcome.kind === "invalid") return json<WishlistFormActionData>(outcome.data, { status: 400, headers: { "Cache-Control": PRIVATE } });
  return backToPage(path, customer.session, outcome.message);
}

function flashAndCommit(session: ShopperSession, message: WishlistMessage) {
  session.flash("flash", message);
  return commitShopperSession(session);
}

/** 303: the browser follows with a GET of the page (no "resend the form?" on reload). */
async function backToPage(path: string, session: ShopperSession, message?: WishlistMessage) {
  const cookie = await (message ? flashAndCommit(session, message) : commitShopperSession(session));
  return redirect(path, { status: 303, headers: { "Cache-Control": PRIVATE, "Set-Cookie": cookie } });
}

export default function WishlistRoute() {
  const { page } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as WishlistFormActionData | undefined;
  return <WishlistPage page={page} actionData={actionData?.intent ? actionData : undefined} />;
}

export const ErrorBoundary = PageErrorBoundary;
