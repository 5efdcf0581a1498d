import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CmsHtml } from "~/components/cms/CmsHtml";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { loadCmsBlock } from "~/lib/cms-blocks.server";
import { pageHeaders } from "~/lib/page-headers";
import { errorPageTitle, pageTitle, storeMetaData } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { requireStoreView } from "~/lib/store-view.server";
import { useStoreLayoutData } from "~/lib/use-store-layout";

/** The home page title is the store name alone. */
export const meta: MetaFunction<typeof loader> = ({ matches, error }) => [
  { title: error ? errorPageTitle(matches, error) : pageTitle(storeMetaData(matches)?.storeName ?? "") },
];

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
