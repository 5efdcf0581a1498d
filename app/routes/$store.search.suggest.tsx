import { json, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { languageOfRequest, translatorFor } from "~/lib/i18n.server";
import { BackendTimeoutError, BackendUnavailableError, statusForBackendError } from "~/lib/magento/errors";
import { shopFor } from "~/lib/shop/shop.server";
import { existingShopperSessionKey } from "~/lib/search/shopper-key.server";
import { groupsToAsk, loadSuggestionGroups, loadSuggestionSettings } from "~/lib/search/suggestions.server";
import { queryLength, searchResultsHref, type SuggestResponse } from "~/lib/search/suggestions";
import { PRIVATE } from "~/lib/http-cache.server";
import { searchTextOf } from "~/lib/search/search-text";
import { log } from "../../logging/logger";

/** Magento's default `catalog/search/max_query_length`: longer texts are cut, as Magento does. */
const MAX_QUERY_LENGTH = 128;

/**
 * `GET /{store}/search/suggest?query=`: the header search's suggestions as JSON (a resource route:
 * no page, only this loader). From the shop's minimum length (3) the enabled groups come back in
 * the shop's order, limited and cut (`app/lib/search/suggestions.server.ts`); without a text, the
 * first-click groups (popular and recent searches). A shorter text answers 400 with the spec's
 * message and asks nothing of the backend. Answers with recent searches (or for a signed-in
 * customer) are personal: `private, no-store`; the others may sit in a CDN for a minute. A
 * backend that fails answers 503 (504 when too slow, 502 when it answered with errors) with the
 * spec's "An error occurred while fetching results."
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  // A text whose escapes do not decode is no text: the popup's first-click groups.
  const text = searchTextOf(new URL(request.url).search);
  const query = [...(text === "malformed" ? "" : text.text)].slice(0, MAX_QUERY_LENGTH).join("");
  try {
    const shop = await shopFor(args);
    const { t, storeView, session } = shop;
    const settings = await loadSuggestionSettings(shop);
    if (query && queryLength(query) < settings.minChars) {
      return reply({ status: "too-short", query, minChars: settings.minChars, message: t("search.tooShort") }, 400, "no-store");
    }
    const customerToken = shop.customerToken();
    const shopperSession = await existingShopperSessionKey(session);
    const groups = groupsToAsk(settings, { firstClick: !query, knowsShopper: Boolean(customerToken || shopperSession) });
    const personal = Boolean(customerToken) || groups.some((group) => group.code === "recent_searches");
    const found = groups.length ? await loadSuggestionGroups(shop, { query, groups, shopperSession: personal ? shopperSession : undefined }) : [];
    const publicSeconds = shop.context.settings.PUBLIC_CACHE_SECONDS;
    const cacheControl = personal || publicSeconds <= 0 ? PRIVATE : `public, max-age=0, s-maxage=${publicSeconds}`;
    return reply(
      { status: "ok", query, minChars: settings.minChars, groups: found, viewAllHref: query ? searchResultsHref(storeView.code, query) : null },
      200,
      cacheControl,
    );
  } catch (error) {
    // The store views could not be read (the shop's 503/504): the same JSON error as any other failure.
    if (error instanceof Response && error.status < 500) throw error;
    const status = error instanceof Response ? error.status : error instanceof BackendUnavailableError || error instanceof BackendTimeoutError ? statusForBackendError(error) : 502;
    if (!(error instanceof Response)) log.error({ err: error }, `[search] suggestions failed`);
    const t = await translatorFor(languageOfRequest(request));
    return reply({ status: "error", message: t("search.error") }, status, "no-store");
  }
}

function reply(body: SuggestResponse, status: number, cacheControl: string) {
  const headers: Record<string, string> = { "Cache-Control": cacheControl, Vary: "Cookie" };
  if (status === 503) headers["Retry-After"] = "30";
  return json(body, { status, headers });
}
