import { createEncryptedCookie } from "~/lib/encrypted-cookie.server";
import type { SessionSettings } from "~/lib/shop/shopper-session.server";
import { isSocialProvider, type SocialProviderId } from "~/lib/social/providers";

/**
 * What a sign-in flow must find again at its callback, and nobody may read or change on the way:
 * the `state` and `nonce` sent to the provider, the PKCE verifier, and where the shopper goes after.
 * It lives in its own short-lived cookie (encrypted and authenticated, httpOnly, SameSite=Lax so
 * that the provider's redirect back, a top-level GET from another site, carries it), and is used
 * once: the callback deletes it whatever happens.
 */
export interface SignInFlow {
  provider: SocialProviderId;
  storeCode: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** A path of this store view (checked with safeRedirectTarget before it was kept). */
  returnTo: string | null;
  startedAt: number;
}

/** A flow is finished within this time or not at all. */
export const FLOW_SECONDS = 10 * 60;

const COOKIE = "__social_flow";

function flowCookie(settings: SessionSettings) {
  return createEncryptedCookie(COOKIE, {
    secrets: [settings.SESSION_SECRET, ...settings.SESSION_PREVIOUS_SECRETS],
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: settings.NODE_ENV === "production",
    maxAge: FLOW_SECONDS,
  });
}

/** The Set-Cookie header that keeps `flow` in the browser for FLOW_SECONDS. */
export function keepFlow(flow: SignInFlow, settings: SessionSettings): Promise<string> {
  return flowCookie(settings).serialize(flow);
}

/** The Set-Cookie header that removes the flow cookie. */
export function forgetFlow(settings: SessionSettings): Promise<string> {
  return flowCookie(settings).serialize("", { maxAge: 0, expires: new Date(0) });
}

/** The request's flow when it is well formed, for `provider` and `storeCode`, and not too old; else null. */
export async function readFlow(request: Request, settings: SessionSettings, expected: { provider: SocialProviderId; storeCode: string }, now = Date.now()): Promise<SignInFlow | null> {
  const value = (await flowCookie(settings).parse(request.headers.get("Cookie"))) as Partial<SignInFlow> | null;
  if (!value || !isSocialProvider(value.provider) || value.provider !== expected.provider || value.storeCode !== expected.storeCode) return null;
  if (typeof value.state !== "string" || typeof value.nonce !== "string" || typeof value.codeVerifier !== "string") return null;
  if (typeof value.startedAt !== "number" || now - value.startedAt > FLOW_SECONDS * 1000 || value.startedAt > now + 60_000) return null;
  return {
    provider: value.provider,
    storeCode: value.storeCode,
    state: value.state,
    nonce: value.nonce,
    codeVerifier: value.codeVerifier,
    returnTo: typeof value.returnTo === "string" ? value.returnTo : null,
    startedAt: value.startedAt,
  };
}
