import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CategoryLanding } from "~/components/catalog/CategoryLanding";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { pageHeaders } from "~/lib/page-headers";
import { errorPageTitle, pageTitle, storeMetaData } from "~/lib/page-meta";
import { resolveStorefrontUrl } from "~/lib/resolver.server";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { requireStoreView } from "~/lib/store-view.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  if (error || !data) return [{ title: errorPageTitle(matches, error) }];
  const { page } = data;
  return [
    { title: pageTitle(storeMetaData(matches)?.storeName ?? "", page.metaTitle || page.name) },
    ...(page.metaDescription ? [{ name: "description", content: page.metaDescription }] : []),
  ];
};

export const headers = pageHeaders;

/**
 * Every path the fixed routes do not claim: the backend's `route(url:)` says what it is. Redirects
 * and "not found" are real HTTP answers.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const search = new URL(request.url).search;
  const resolution = await resolveStorefrontUrl(context, storeView.code, params["*"] ?? "", search).catch(throwBackendFailure);
  switch (resolution.kind) {
    case "redirect":
      throw redirect(resolution.location, resolution.status);
    case "not-found":
      throw json(resolution.what, { status: 404 });
    case "category":
      return json({ page: resolution.category, storeCode: storeView.code });
  }
}

export default function ResolvedPage() {
  const { page, storeCode } = useLoaderData<typeof loader>();
  return <CategoryLanding category={page} storeCode={storeCode} />;
}

export const ErrorBoundary = PageErrorBoundary;
