import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GiftCardsPage } from "~/components/account/GiftCardsPage";
import { accountStylesheets } from "~/components/account/stylesheets";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { isSignedOutError, signInAgain } from "~/lib/customer/addresses.server";
import { requireCustomer } from "~/lib/customer/session.server";
import { requireBackendFeature } from "~/lib/magento/backend-features.server";
import {
  checkTypedGiftCard,
  giftCardCodeOf,
  loadGiftCards,
  redeemGiftCard,
  type GiftCardCheck,
  type GiftCardRedeem,
} from "~/lib/gift-cards/gift-cards.server";
import { intlLocale } from "~/lib/i18n";
import { i18nServer } from "~/lib/i18n.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { commitShopperSession, type FlashMessage } from "~/lib/session.server";
import { storeHref } from "~/lib/store-view";
import { requireStoreView } from "~/lib/store-view.server";
import { PRIVATE } from "~/lib/customer/route.server";

/** The customer's own cards: never indexed, never cached. */
export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/** `/{store}/gift-cards` (signed in only): the cards used on the customer's orders, with their balances now. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  await requireBackendFeature(context, "giftCards");
  const customer = await requireCustomer(request, context, storeView.code);
  const [cards, t] = await Promise.all([
    loadGiftCards(customer.client, { storeCode: storeView.code, locale: intlLocale(storeView.locale, storeView.language) }).catch(async (error: unknown) => {
      if (isSignedOutError(error)) throw await signInAgain(context, storeView.code, customer.session, storeHref(storeView.code, "/gift-cards"));
      return throwBackendFailure(error);
    }),
    i18nServer.getFixedT(request),
  ]);
  return json({ cards, title: t("giftCardsPage.title") }, { headers: { "Cache-Control": PRIVATE } });
}

export type GiftCardsActionData = { intent: "check"; check: GiftCardCheck };

/**
 * The page's forms, by `intent`: `check` answers the page with the card's balance (or the message
 * next to the field, the code kept); `redeem` moves a card's balance into store credit and comes
 * back (303) with a flash.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  await requireBackendFeature(context, "giftCards");
  const customer = await requireCustomer(request, context, storeView.code);
  const formData = await request.formData();
  const code = giftCardCodeOf(formData.get("code"));
  const locale = intlLocale(storeView.locale, storeView.language);
  const path = storeHref(storeView.code, "/gift-cards");

  if (formData.get("intent") === "redeem") {
    const redeemed = await redeemGiftCard(context, customer.client, code, locale);
    if (!redeemed.ok && redeemed.reason === "signed-out") return signInAgain(context, storeView.code, customer.session, path);
    customer.session.flash("flash", redeemFlash(redeemed, code));
    return redirect(path, { status: 303, headers: { "Cache-Control": PRIVATE, "Set-Cookie": await commitShopperSession(customer.session) } });
  }

  const check = await checkTypedGiftCard(context, customer.client, code, locale);
  const status = check.ok ? 200 : check.error === "failed" ? 503 : check.error === "throttled" ? 429 : 400;
  return json<GiftCardsActionData>({ intent: "check", check }, { status, headers: { "Cache-Control": PRIVATE } });
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
