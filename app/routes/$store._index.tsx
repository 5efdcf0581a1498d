import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CmsHtml } from "~/components/cms/CmsHtml";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { loadCmsBlock } from "~/lib/cms-blocks.server";
import { pageHeaders } from "~/lib/page-headers";
import { errorPageTitle, pageTitle, storeMetaData } from "~/lib/page-meta";
import { seoMeta, storeSeo } from "~/lib/seo/meta";
import { organizationJsonLd, webSiteJsonLd } from "~/lib/seo/structured-data";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { requireStoreView } from "~/lib/store-view.server";
import { useStoreLayoutData } from "~/lib/use-store-layout";

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

function storeDescription(matches: Parameters<MetaFunction>[0]["matches"]): string | undefined {
  const layout = matches.find((match) => match.id === "routes/$store")?.data as
    | { shell?: { config?: { defaultDescription?: string } } }
    | undefined;
  return layout?.shell?.config?.defaultDescription || undefined;
}

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const slider = await loadCmsBlock(context, storeView.code, HOME_SLIDER_BLOCK).catch(throwBackendFailure);
  return json({ slider });
}

/** The CMS block whose images make the home page slider (spec §2 "Home page"). */
const HOME_SLIDER_BLOCK = "ImageSlider";

export default function HomePage() {
  const { slider } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const storeName = useStoreName();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t("page.homeHeading", { storeName })}</h1>
      <CmsHtml html={slider ?? undefined} className="home__slider" />
    </div>
  );
}

function useStoreName(): string {
  const layout = useStoreLayoutData();
  return layout?.shell.config.storeName ?? "";
}

export const ErrorBoundary = PageErrorBoundary;
