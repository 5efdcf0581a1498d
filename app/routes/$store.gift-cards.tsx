import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GiftCardsPage } from "~/components/account/GiftCardsPage";
import { accountStylesheets } from "~/components/account/stylesheets";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { isSignedOutError, requireCustomer, signInAgain } from "~/lib/customer/sign-in.server";
import { requireBackendFeature } from "~/lib/magento/backend-features.server";
import {
  checkTypedGiftCard,
  giftCardCodeOf,
  loadGiftCards,
  redeemGiftCard,
  type GiftCardCheck,
  type GiftCardRedeem,
} from "~/lib/gift-cards/gift-cards.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { shopFor } from "~/lib/shop/shop.server";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { type FlashMessage } from "~/lib/shop/shopper-session.server";
import { rememberRedeemedCard } from "~/lib/store-credit/redeemed-cards.server";
import { storeHref } from "~/lib/store-view";

/** The customer's own cards: never indexed, never cached. */
export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/** `/{store}/gift-cards` (signed in only): the cards used on the customer's orders, with their balances now. */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { context } = args;
  const { storeView } = shop;
  await requireBackendFeature(context, "giftCards");
  const customer = await requireCustomer(shop);
  const cards = await loadGiftCards(customer.client, { storeCode: storeView.code, locale: shop.locale }).catch(async (error: unknown) => {
    if (isSignedOutError(error)) throw await signInAgain(shop, storeHref(storeView.code, "/gift-cards"));
    return throwBackendFailure(error);
  });
  return shop.privateJson({ cards, title: shop.t("giftCardsPage.title") });
}

export type GiftCardsActionData = { intent: "check"; check: GiftCardCheck };

/**
 * The page's forms, by `intent`: `check` answers the page with the card's balance (or the message
 * next to the field, the code kept); `redeem` moves a card's balance into store credit and comes
 * back (303) with a flash.
 */
export async function action(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  const { request, context } = args;
  const { storeView } = shop;
  await requireBackendFeature(context, "giftCards");
  const customer = await requireCustomer(shop);
  const formData = await request.formData();
  const code = giftCardCodeOf(formData.get("code"));
  const { locale } = shop;
  const path = storeHref(storeView.code, "/gift-cards");

  if (formData.get("intent") === "redeem") {
    const redeemed = await redeemGiftCard(context, customer.client, code, locale);
    if (!redeemed.ok && redeemed.reason === "signed-out") return signInAgain(shop, path);
    if (redeemed.ok) await rememberRedeemedCard(shop.session, customer.client, code, redeemed.amount);
    shop.session.flash("flash", redeemFlash(redeemed, code));
    return shop.redirect(path);
  }

  const check = await checkTypedGiftCard(context, customer.client, code, locale);
  const status = check.ok ? 200 : check.error === "failed" ? 503 : check.error === "throttled" ? 429 : 400;
  return shop.privateJson<GiftCardsActionData>({ intent: "check", check }, { status });
}

function redeemFlash(redeemed: GiftCardRedeem, code: string): FlashMessage {
  if (redeemed.ok) return { type: "success", key: "giftCardsPage.flash.redeemed", values: { amount: redeemed.amount.formatted, code } };
  if (redeemed.reason === "throttled") return { type: "error", key: "giftCardsPage.flash.throttled", values: { count: redeemed.minutes } };
  return { type: "error", key: `giftCardsPage.flash.${redeemed.reason === "invalid" ? "invalid" : redeemed.reason === "disabled" ? "disabled" : "failed"}` };
}

export default function GiftCardsRoute() {
  const { cards } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as GiftCardsActionData | undefined;
  return <GiftCardsPage cards={cards} check={actionData?.check ?? null} />;
}

export const ErrorBoundary = PageErrorBoundary;
