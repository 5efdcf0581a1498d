import type { ServerRuntimeMetaDescriptor as MetaDescriptor } from "@remix-run/server-runtime";
import { errorPageTitle, pageTitle, storeMetaData } from "~/lib/page-meta";

interface MatchLike {
  id: string;
  data: unknown;
}

/** The head of a payment page: its title before the store name, and never indexed. */
export function paymentPageMeta(matches: ReadonlyArray<MatchLike>, title: string | undefined, error?: unknown): MetaDescriptor[] {
  const heading = error || !title ? errorPageTitle(matches, error) : pageTitle(storeMetaData(matches)?.storeName ?? "", title);
  return [{ title: heading }, { name: "robots", content: "noindex, nofollow" }];
}
