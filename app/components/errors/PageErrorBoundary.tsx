import { useLocation, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/errors/ErrorPage";
import { splitStorePath } from "~/lib/store-view";

/** Error boundary of a page inside the store layout: header, drawer and footer stay. */
export function PageErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  return <ErrorPage error={error} storeCode={splitStorePath(pathname).storeCode} />;
}
