import { json } from "@remix-run/server-runtime";
import { safeRedirectTarget } from "~/lib/customer/redirect-target";
import { PRIVATE } from "~/lib/http-cache.server";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import { backendFeatures } from "~/lib/magento/backend-features.server";
import { siteOrigin } from "~/lib/seo/site-origin.server";
import type { Shop } from "~/lib/shop/shop.server";
import { forgetFlow, keepFlow, readFlow } from "~/lib/social/flow-cookie.server";
import { configuredProviders, providerSetup, type ProviderSetup } from "~/lib/social/provider-setup.server";
import { isSocialProvider, type SocialProviderId } from "~/lib/social/providers";
import { authorizationRequest, SocialSignInFailure, verifyCallback } from "~/lib/social/relying-party.server";
import { completeSocialSignIn, signInFailed } from "~/lib/social/social-sign-in.server";
import { log } from "../../../logging/logger";

/**
 * The two ends of a provider's redirect flow: `/{store}/sign-in/{provider}` sends the shopper to the
 * provider, `/{store}/sign-in/{provider}/callback` takes them back (app/lib/social/).
 */

/** The providers shoppers are offered: those configured, when the backend can keep identities. */
export async function signInProviders(shop: Shop): Promise<SocialProviderId[]> {
  const configured = configuredProviders(shop.context.settings);
  if (configured.length === 0 || !shop.context.settings.MAGENTO_INTEGRATION_TOKEN) return [];
  return (await backendFeatures(shop.context)).socialSignIn ? configured : [];
}

/** The provider the URL names when it is offered; the shop's 404 page otherwise. */
async function offeredProvider(shop: Shop, value: string | undefined): Promise<ProviderSetup> {
  const setup = isSocialProvider(value) && (await signInProviders(shop)).includes(value) ? providerSetup(shop.context.settings, value) : null;
  if (!setup) throw json("page", { status: 404, headers: { "Cache-Control": PRIVATE } });
  return setup;
}

function redirectUri(shop: Shop, provider: SocialProviderId): string {
  return `${siteOrigin(shop.request, shop.context.settings)}/${shop.storeCode}/sign-in/${provider}/callback`;
}

/** Starts a flow: the checks go into the flow cookie, the shopper to the provider (302). */
export async function startSocialFlow(shop: Shop, providerParam: string | undefined, requestedReturn: string | null): Promise<Response> {
  const setup = await offeredProvider(shop, providerParam);
  const returnTo = safeRedirectTarget(requestedReturn, shop.storeCode);
  let url: URL;
  let checks: Awaited<ReturnType<typeof authorizationRequest>>["checks"];
  try {
    ({ url, checks } = await authorizationRequest(setup, redirectUri(shop, setup.id)));
  } catch (error) {
    log.warn({ err: error }, `[social] ${setup.id} is unreachable`);
    return signInFailed(shop, "social.errors.unavailable", setup.id, returnTo);
  }
  const cookie = await keepFlow({ provider: setup.id, storeCode: shop.storeCode, ...checks, returnTo, startedAt: Date.now() }, shop.context.settings);
  return shop.redirect(url.href, { headers: { "Set-Cookie": cookie } });
}

/**
 * Finishes a flow. The flow cookie is removed whatever happens (a callback is good once); a
 * missing or mismatched flow, a refusal at the provider and any failed check go back to the
 * sign-in page with a message, nothing created.
 */
export async function finishSocialFlow(shop: Shop, providerParam: string | undefined): Promise<Response> {
  const setup = await offeredProvider(shop, providerParam);
  const settings = shop.context.settings;
  const flow = await readFlow(shop.request, settings, { provider: setup.id, storeCode: shop.storeCode });
  const forget = await forgetFlow(settings);
  const withForget = async (response: Response) => {
    response.headers.append("Set-Cookie", forget);
    return response;
  };
  if (!flow) {
    log.info(`[social] ${setup.id} callback without a flow of this browser`);
    return withForget(await signInFailed(shop, "social.errors.expired", setup.id, null));
  }
  const uri = redirectUri(shop, setup.id);
  const callback = new URL(uri);
  callback.search = new URL(shop.request.url).search;
  try {
    const identity = await verifyCallback(setup, callback, uri, flow);
    return withForget(await completeSocialSignIn(shop, identity, flow.returnTo));
  } catch (error) {
    // The backend refusing the integration (a wrong token, Login as Customer off) is a failed sign-in too.
    if (error instanceof MagentoGraphQLError) {
      log.warn({ err: error }, `[social] the backend refused a ${setup.id} sign-in`);
      return withForget(await signInFailed(shop, "social.errors.failed", setup.id, flow.returnTo));
    }
    if (!(error instanceof SocialSignInFailure)) throw error;
    if (error.reason === "failed") log.warn({ err: error }, `[social] ${setup.id} sign-in refused`);
    return withForget(await signInFailed(shop, error.reason === "cancelled" ? "social.errors.cancelled" : "social.errors.failed", setup.id, flow.returnTo));
  }
}
