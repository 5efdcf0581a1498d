import { json, type LinksFunction, type LoaderFunctionArgs, type ServerRuntimeMetaFunction as MetaFunction } from "@remix-run/server-runtime";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, type ShouldRevalidateFunction } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorPage } from "~/components/errors/ErrorPage";
import { ERROR_TITLE_KEYS } from "~/lib/error-kind";
import { BareHeader } from "~/components/header/Header";
import { InstallableAppHead } from "~/components/layout/InstallableApp";
import { useNonce } from "~/components/layout/nonce";
import { textDirection } from "~/lib/i18n";
import { languageOfRequest, translatorFor } from "~/lib/i18n.server";
import { errorPageTitle, type RootMetaData } from "~/lib/page-meta";
import { publicCache } from "~/lib/cache.server";
import { APPLE_TOUCH_ICON } from "~/lib/pwa/web-app-manifest";
import { REFUSAL_STATUS, refusalStoreCode, type RefusalData } from "~/lib/request-refusal";
import { STORE_VIEWS_CACHE_KEY, type StoreView } from "~/lib/store-view.server";
import { splitStorePath } from "~/lib/store-view";
import { useTranslation } from "~/lib/translation/use-translation";
import stylesheet from "~/styles/app.css?url";
import cartStylesheet from "~/styles/cart.css?url";
import catalogStylesheet from "~/styles/catalog.css?url";
import searchStylesheet from "~/styles/search.css?url";
import addToWishlistStylesheet from "~/components/wishlist/add-to-wishlist.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "stylesheet", href: catalogStylesheet },
  { rel: "stylesheet", href: searchStylesheet },
  { rel: "stylesheet", href: cartStylesheet },
  { rel: "stylesheet", href: addToWishlistStylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: APPLE_TOUCH_ICON.href, sizes: APPLE_TOUCH_ICON.sizes },
];

/**
 * Needs no backend: the titles error pages use, in the page's language, so even the "shop
 * unavailable" page has a proper title. A request the server refused (a cross-site post, a body
 * that is no form or too large: `context.refusal`) is answered here, for every route at once, by
 * the error page with the refusal's status; the titles travel with it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // Not the shop request: the root answers without the backend (refusals, the "unavailable" page).
  const t = await translatorFor(languageOfRequest(request));
  const data: RootMetaData = { errorTitles: Object.fromEntries(ERROR_TITLE_KEYS.map((key) => [key, t(key)])) };
  if (context.refusal) {
    // The home link stays in the store view when the URL names one we know; from the cache only
    // (any visit fills it), so a refusal never waits for the backend.
    const { storeCode } = splitStorePath(new URL(request.url).pathname);
    const known = publicCache.peek<StoreView[]>(STORE_VIEWS_CACHE_KEY)?.some((view) => view.code === storeCode);
    const refused: RootMetaData & RefusalData = { ...data, refusal: context.refusal, storeCode: known ? storeCode : undefined };
    throw json(refused, { status: REFUSAL_STATUS[context.refusal], headers: { "Cache-Control": "no-store" } });
  }
  return json(data);
}

/** Its data only changes with the language, i.e. the store view. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  splitStorePath(currentUrl.pathname).storeCode !== splitStorePath(nextUrl.pathname).storeCode;

export const meta: MetaFunction<typeof loader> = ({ matches, error }) =>
  error ? [{ title: errorPageTitle(matches, error) }, { name: "robots", content: "noindex" }] : [];

/** The document around every page, error pages included; its language follows the store view. */
export function Layout({ children }: { children: ReactNode }) {
  const { language } = useTranslation();
  const nonce = useNonce();
  return (
    <html lang={language} dir={textDirection(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <InstallableAppHead />
        <Meta />
        <Links />
      </head>
      {/* Magento Page Builder styles are scoped to `#html-body`. */}
      <body id="html-body">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Last resort: an error outside any store view's layout (the store layout has its own boundary),
 * and the page of a request the server refused (thrown by the loader above).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const storeCode = isRouteErrorResponse(error) ? refusalStoreCode(error.data) : undefined;
  return (
    <>
      <BareHeader storeCode={storeCode} />
      <main id="main" className="site-main">
        <ErrorPage error={error} storeCode={storeCode} />
      </main>
    </>
  );
}
