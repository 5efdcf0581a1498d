/**
 * Varnish's purge as Magento sends it to the hosts of its `http_cache_hosts` setting
 * (Magento\CacheInvalidate\Model\PurgeCache): `PURGE /` with the changed tags as
 * `X-Magento-Tags-Pattern` (`((^|,)cat_p_12(,|$))|…`), to every host. The engine service sends it
 * to the storefronts (or a Varnish) in front of it when a product changes; a host that does not
 * answer is logged and skipped: its pages then change within their cache time.
 */

/** Tags per PURGE: Magento splits long lists the same way, keeping the header short. */
const TAGS_PER_REQUEST = 100;
import { log } from "../../logging/logger";

export interface PurgeSenderOptions {
  /** Origins to purge (`http://storefront:3000`). */
  hosts: readonly string[];
  /** Sent as `Authorization: Bearer <token>` when set (the storefront's PURGE_TOKEN). */
  token?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** A function purging `tags` on every host; settles when every host answered or failed. */
export function createPurgeSender(options: PurgeSenderOptions): (tags: readonly string[]) => Promise<void> {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  return async (tags) => {
    const batches: string[][] = [];
    for (let start = 0; start < tags.length; start += TAGS_PER_REQUEST) batches.push(tags.slice(start, start + TAGS_PER_REQUEST));
    await Promise.all(
      options.hosts.flatMap((host) =>
        batches.map(async (batch) => {
          const headers: Record<string, string> = { "X-Magento-Tags-Pattern": batch.map((tag) => `((^|,)${tag}(,|$))`).join("|") };
          if (options.token) headers.Authorization = `Bearer ${options.token}`;
          try {
            const response = await send(new URL("/", host), { method: "PURGE", headers, signal: AbortSignal.timeout(timeoutMs) });
            await response.body?.cancel();
            if (!response.ok) log.warn({ status: response.status }, `[commerce] purge of ${host} refused`);
          } catch (error) {
            log.warn({ err: error }, `[commerce] purge of ${host} failed`);
          }
        }),
      ),
    );
  };
}
