import { json, type LoaderFunctionArgs, type ServerRuntimeMetaFunction as MetaFunction } from "@remix-run/server-runtime";
import { Outlet, useLoaderData, useLocation, useRouteError, type ShouldRevalidateFunction } from "@remix-run/react";
import { HydrateLater } from "~/components/common/hydrate-later";
import { ErrorPage } from "~/components/errors/ErrorPage";
import { Footer } from "~/components/footer/Footer";
import { BareHeader, Header } from "~/components/header/Header";
import { FlashMessage } from "~/components/layout/FlashMessage";
import { MobileTabBar } from "~/components/layout/MobileTabBar";
import { SkipLink } from "~/components/layout/SkipLink";
import { DrawerProvider } from "~/components/navigation/DrawerContext";
import { NavigationDrawer } from "~/components/navigation/NavigationDrawer";
import { ConnectionToasts } from "~/components/toasts/ConnectionToasts";
import { FailureToasts } from "~/components/toasts/FailureToasts";
import { NewVersionToast } from "~/components/toasts/NewVersionToast";
import { ToastArea } from "~/components/toasts/ToastArea";
import { ToastProvider } from "~/components/toasts/ToastProvider";
import { sessionExpiresInMs } from "~/lib/customer/idle-session.server";
import { useIdleSignOut } from "~/hooks/use-idle-sign-out";
import { signInPath } from "~/lib/customer/redirect-target";
import { signOutIfExpired } from "~/lib/customer/sign-in.server";
import { drawerFormConstraints } from "~/lib/forms/drawer-constraints.server";
import { formHoneypot } from "~/lib/forms/honeypot.server";
import { pageHeaders } from "~/lib/page-headers";
import { errorPageTitle, pageTitle, type StoreMetaData } from "~/lib/page-meta";
import { signInProviders } from "~/lib/social/flow.server";
import { shopFor } from "~/lib/shop/shop.server";
import type { StoreLayoutData } from "~/lib/store-layout";
import { commitShopperSession } from "~/lib/shop/shopper-session.server";
import { loadStoreShell } from "~/lib/shell.server";
import { renderPlainContent } from "~/components/page-builder/plain-html.server";
import { summariseShopper } from "~/lib/shopper.server";
import { splitStorePath } from "~/lib/store-view";
import { messagesOfKeys } from "~/lib/translation/page-messages.server";
import { absolute, type StoreSeo } from "~/lib/seo/meta";
import { siteOrigin } from "~/lib/seo/site-origin.server";
import { loadStoreViews } from "~/lib/store-view.server";
import { currencyMenuOf, loadStoreCurrencies } from "~/lib/currency/currencies.server";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { searchTextOf } from "~/lib/search/search-text";

/** Only shown when the layout itself failed (child pages bring their own head). */
export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => [
  { title: error ? errorPageTitle(matches, error) : pageTitle(data?.shell.config.storeName ?? "") },
  { name: "robots", content: "noindex" },
];

export const headers = pageHeaders;

/** The store view from the URL and everything its header, drawer and footer show. */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { storeView, context, session } = shop;
  // Spec §4: every request checks the token's ttl; an expired session is signed out and the
  // shopper lands on sign-in with a message (and comes back here after signing in).
  if (await signOutIfExpired(shop)) {
    const url = new URL(args.request.url);
    throw await shop.redirect(signInPath(storeView.code, `${url.pathname}${url.search}`));
  }
  // Decided before the cart count is read: a cart dropped on the way still makes this page private.
  const cacheControl = shop.pageCacheControl();
  const [shell, storeViews, shopper, currencies] = await Promise.all([
    loadStoreShell(shop, renderPlainContent),
    loadStoreViews(context),
    summariseShopper(shop),
    loadStoreCurrencies(context, storeView.code),
  ]).catch(throwBackendFailure);
  const meta: StoreMetaData = { storeName: shell.config.storeName };
  const origin = siteOrigin(args.request, context.settings);
  const seo: StoreSeo = {
    origin,
    storeCode: storeView.code,
    storeName: shell.config.storeName,
    locale: storeView.locale,
    language: storeView.language,
    storeViews: storeViews
      .filter((view) => view.groupCode === storeView.groupCode)
      .map((view) => ({ code: view.code, language: view.language, isDefault: view.isDefault })),
    logoUrl: absolute(origin, shell.config.logo.src),
  };
  // Reading a flash consumes it: the cookie is written back without it (and without a dropped cart).
  // Its texts travel with it: the page it lands on may not use them otherwise (ADR 043).
  const stored = session.get("flash");
  const flash = stored ? { ...stored, messages: messagesOfKeys(storeView.language, [stored.key, stored.link?.key]) } : null;
  const headers = new Headers({ "Cache-Control": cacheControl, Vary: "Cookie" });
  if (session.changed) headers.append("Set-Cookie", await commitShopperSession(session, context.settings));
  // The drawer's signed-out forms need the honeypot; a signed-in tab needs its session's time left.
  const account = {
    honeypot: shopper.signedIn ? null : (await formHoneypot(context.settings)).getInputProps(),
    formConstraints: shopper.signedIn ? null : drawerFormConstraints(),
    expiresInMs: sessionExpiresInMs(session),
    socialProviders: shopper.signedIn ? [] : await signInProviders(shop),
  };
  const currencyMenu = currencyMenuOf(currencies, shop.displayCurrency, shop.locale);
  return json<StoreLayoutData>({ shell, meta, seo, flash, shopper, account, currencyMenu }, { headers });
}

/** The shell's data is per store view and per shopper: no need to reload it on every navigation. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return splitStorePath(currentUrl.pathname).storeCode !== splitStorePath(nextUrl.pathname).storeCode;
};

export default function StoreLayout() {
  const { shell, shopper, flash, account, currencyMenu } = useLoaderData<typeof loader>();
  useIdleSignOut(account.expiresInMs);
  const location = useLocation();
  const { path } = splitStorePath(location.pathname);
  const onCheckout = path === "/checkout" || path.startsWith("/checkout/");
  const onCart = path === "/cart";
  const searchText = path === "/search.html" ? searchTextOf(location.search) : undefined;
  const searchQuery = searchText && searchText !== "malformed" ? searchText.text : undefined;
  return (
    <ToastProvider>
      <DrawerProvider>
        <SkipLink />
        {/* The shell hydrates first, then the header, the page, the footer and the tab bar, each in a
            browser task of its own (ADR 047). */}
        <HydrateLater>
          <Header
            storeName={shell.config.storeName}
            logo={shell.config.logo}
            stores={shell.storeViews}
            currencyMenu={currencyMenu}
            firstName={shopper.firstName}
            cartCount={shopper.cartCount}
            onCheckout={onCheckout}
            menuBlock={shell.blocks.menu}
            searchQuery={searchQuery}
          />
        </HydrateLater>
        <NavigationDrawer
          menu={shell.menu}
          blog={shell.blog}
          signedIn={shopper.signedIn}
          customer={shopper.signedIn ? { name: shopper.name, email: shopper.email } : null}
          wishlistEnabled={shell.config.wishlistEnabled}
          honeypot={account.honeypot}
          formConstraints={account.formConstraints}
        />
        <HydrateLater>
          <main id="main" className="site-main" tabIndex={-1}>
            {/* Toasts sit in main so they are read with the page (and inside a landmark). */}
            <ToastArea />
            <FlashMessage flash={flash} />
            <Outlet />
          </main>
        </HydrateLater>
        <HydrateLater>
          <Footer
            storeName={shell.config.storeName}
            copyright={shell.config.copyright}
            logoSrc={shell.config.logo.src}
            blocks={{ desktop: shell.blocks.footerDesktop, mobile: shell.blocks.footerMobile }}
            compactOnMobile={onCheckout || onCart}
            signup={onCheckout ? null : { storeCode: shell.storeView.code, honeypot: account.honeypot }}
          />
        </HydrateLater>
        {onCheckout ? null : (
          <HydrateLater>
            <MobileTabBar />
          </HydrateLater>
        )}
        <ConnectionToasts />
        <NewVersionToast />
        <FailureToasts />
      </DrawerProvider>
    </ToastProvider>
  );
}

/** The shell itself could not be loaded (backend down or slow): a bare page with the right status. */
export function ErrorBoundary() {
  const { storeCode } = splitStorePath(useLocation().pathname);
  return (
    <>
      <BareHeader storeCode={storeCode} />
      <main id="main" className="site-main">
        <ErrorPage error={useRouteError()} storeCode={storeCode} />
      </main>
    </>
  );
}
