import type { AppLoadContext } from "@remix-run/server-runtime";
import { fitDocumentForBackend } from "~/lib/magento/backend-features.server";
import { createMagentoClient, type MagentoClient } from "~/lib/magento/client.server";
import { tracedBackend } from "~/lib/request-trace";

/**
 * A client for one store view, (optionally) one display currency (`Content-Currency`) and one
 * signed-in customer, bound to this request.
 */
export function magentoClient(
  context: AppLoadContext,
  options: { storeCode: string; currencyCode?: string; customerToken?: string; shopperSession?: string; signal?: AbortSignal },
): MagentoClient {
  return createMagentoClient({
    backend: tracedBackend(context.backend, context.trace),
    storeCode: options.storeCode,
    currencyCode: options.currencyCode,
    customerToken: options.customerToken,
    shopperSession: options.shopperSession,
    signal: options.signal,
    timeoutMs: context.settings.MAGENTO_TIMEOUT_MS,
    deadline: context.backendDeadline,
    // Documents are typed against Adobe Commerce; what this backend lacks is left out.
    fitDocument: (source) => fitDocumentForBackend(context.backend, source),
    onCacheTags: context.cacheTags && collectInto(context.cacheTags),
    recorder: context.trace?.recorder,
  });
}

/** Adds the tags of an `X-Magento-Tags` header to `tags` (a page's, for the full-page cache). */
export function collectInto(tags: Set<string>): (header: string) => void {
  return (header) => {
    for (const tag of header.split(",")) if (tag.trim()) tags.add(tag.trim());
  };
}
