import { useRouteLoaderData } from "@remix-run/react";
import type { StoreLayoutData } from "~/lib/store-layout";

/** The store layout's data (store view, shell, shopper) for components below it; undefined outside it. */
export function useStoreLayoutData() {
  return useRouteLoaderData<StoreLayoutData>("routes/$store");
}
