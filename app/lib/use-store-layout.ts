import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/routes/$store";

/** The store layout's loader data (store view, shell, shopper) for components below it. */
export function useStoreLayoutData() {
  return useRouteLoaderData<typeof loader>("routes/$store");
}
