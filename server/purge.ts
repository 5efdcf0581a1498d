/**
 * Varnish's `PURGE` as Magento sends it (its `http_cache_hosts` setting): `X-Magento-Tags-Pattern`
 * names the tags whose pages go (`.*`: all of them). Answered as Magento's Varnish configuration
 * answers it: 405 to a client it does not trust, 400 without the header, 200 "Purged".
 *
 * Trusted: an address PURGE_ALLOWED_ADDRESSES lists (loopback by default, as the client address the
 * host vouches for, TRUST_PROXY), or a request carrying PURGE_TOKEN as `Authorization: Bearer`.
 */
import { carriesBearerToken } from "./bearer-token";
import type { ServerEnv } from "../app/lib/settings.server";
import { parseTagsPattern } from "./cache-tags";
import { isTrustedProxy } from "./client-address";
import type { PurgeLedger } from "./purge-ledger";

export async function answerPurge(request: Request, clientAddress: string, settings: Pick<ServerEnv, "PURGE_ALLOWED_ADDRESSES" | "PURGE_TOKEN">, ledger: PurgeLedger): Promise<Response> {
  await request.body?.cancel();
  if (!isTrustedProxy(settings.PURGE_ALLOWED_ADDRESSES, clientAddress, 0) && !(await carriesBearerToken(request, settings.PURGE_TOKEN))) {
    return plain(405, "Method not allowed");
  }
  const pattern = request.headers.get("X-Magento-Tags-Pattern");
  if (pattern === null) return plain(400, "X-Magento-Tags-Pattern header required");
  await ledger.purge(parseTagsPattern(pattern));
  return plain(200, "Purged");
}

function plain(status: number, text: string): Response {
  return new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
