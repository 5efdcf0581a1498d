import { json, type LinksFunction, type LoaderFunctionArgs, type ServerRuntimeMetaFunction as MetaFunction } from "@remix-run/server-runtime";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { BlogCarousel } from "~/components/home/BlogCarousel";
import { HomeSlider } from "~/components/home/HomeSlider";
import { PageBuilderContent } from "~/components/page-builder/PageBuilderContent";
import { loadHomePage } from "~/lib/home/home-page.server";
import { pageHeaders } from "~/lib/page-headers";
import { errorPageTitle, pageTitle, storeDescription, storeMetaData } from "~/lib/page-meta";
import { seoMeta, storeSeo } from "~/lib/seo/meta";
import { organizationJsonLd, webSiteJsonLd } from "~/lib/seo/structured-data";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { shopFor } from "~/lib/shop/shop.server";
import { useStoreLayoutData } from "~/hooks/use-store-layout";
import homeStylesheet from "~/styles/home.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: homeStylesheet }];

/** The home page title is the store name alone. */
export const meta: MetaFunction<typeof loader> = ({ matches, error }) => {
  if (error) return [{ title: errorPageTitle(matches, error) }, { name: "robots", content: "noindex" }];
  const store = storeSeo(matches);
  const storeName = storeMetaData(matches)?.storeName ?? "";
  const home = store ? `${store.origin}/${store.storeCode}` : "";
  return seoMeta(matches, {
    title: pageTitle(storeName),
    description: storeDescription(matches),
    path: "/",
    jsonLd: store
      ? [
          organizationJsonLd({ name: storeName, url: home, logo: store.logoUrl }),
          webSiteJsonLd({ name: storeName, url: home, language: store.language, searchUrl: `${home}/search.html` }),
        ]
      : [],
  });
};

export const headers = pageHeaders;

/**
 * Spec §2 "Home page": the image slider (the `ImageSlider` block's slides), the CMS home page and
 * the blog carousel (`amBlogRecentPostsWidget(id: 20)`). A section that fails is left out (status
 * 200, not cached); a backend that cannot be reached at all gives the 503 page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const home = await loadHomePage(await shopFor(args)).catch(throwBackendFailure);
  const { degraded, ...sections } = home;
  return json(sections, degraded ? { headers: { "Cache-Control": "no-store" } } : undefined);
}

export default function HomePage() {
  const { slides, content, blog } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const storeName = useStoreName();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t("page.homeHeading", { storeName })}</h1>
      {slides.length ? <HomeSlider slides={slides} /> : null}
      {/* The blog carousel goes where the CMS home page placed the blog widget, else after it. */}
      <PageBuilderContent content={content?.before} layout="page" className="home__content" />
      {blog ? <BlogCarousel blog={blog} /> : null}
      <PageBuilderContent content={content?.after} layout="page" className="home__content" />
    </div>
  );
}

function useStoreName(): string {
  const layout = useStoreLayoutData();
  return layout?.shell.config.storeName ?? "";
}

export const ErrorBoundary = PageErrorBoundary;
