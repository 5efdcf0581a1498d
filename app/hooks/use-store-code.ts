import { useStoreLayoutData } from "~/hooks/use-store-layout";

/**
 * The code of the store view being shown (`th`, `en`), for links and form actions, from the store
 * layout's data: components under the layout read it here instead of receiving it as a prop. The
 * layout's own error page has no data; its components take the code from the URL instead.
 */
export function useStoreCode(): string {
  const layout = useStoreLayoutData();
  if (!layout) throw new Error("useStoreCode() is for components under the store layout (routes/$store).");
  return layout.shell.storeView.code;
}
