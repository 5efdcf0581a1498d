import { useRouteLoaderData } from "@remix-run/react";
import type { StoreLayoutData } from "~/lib/store-layout";

/** The store layout's data (store view, shell, shopper) for components below it; undefined outside it. */
export function useStoreLayoutData() {
  return useRouteLoaderData<StoreLayoutData>("routes/$store");
}

/**
 * The code of the store view being shown (`th`, `en`), for links and form actions: components under
 * the store layout read it here instead of receiving it as a prop. The layout's own error page has
 * no data; its components take the code from the URL instead.
 */
export function useStoreCode(): string {
  const layout = useStoreLayoutData();
  if (!layout) throw new Error("useStoreCode() outside routes/$store");
  return layout.shell.storeView.code;
}
