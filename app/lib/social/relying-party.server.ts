import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";
import * as oauth from "openid-client";
import type { SignInFlow } from "~/lib/social/flow-cookie.server";
import type { ProviderSetup } from "~/lib/social/provider-setup.server";
import type { SocialProviderId } from "~/lib/social/providers";
import { isLoopbackUrl } from "~/lib/social/settings";

/**
 * The storefront as an OAuth 2 / OpenID Connect client (relying party), on openid-client: discovery,
 * the authorization URL (code flow, PKCE S256, `state`, and `nonce` for OpenID issuers), and the
 * callback (state, code exchange with `client_secret_post`, the ID token's `iss`, `aud`, `exp`,
 * `nonce`). openid-client trusts the token endpoint's TLS for the ID token's signature, as OpenID
 * Connect allows; the shop checks the signature as well (jose: the issuer's JWKS, or LINE's channel
 * secret), so a token that was not signed by the provider is refused whatever the transport.
 */

/** What the provider vouches for, once every check passed. */
export interface VerifiedIdentity {
  provider: SocialProviderId;
  /** The provider's stable id of the person (`sub`, Facebook's app-scoped `id`). */
  subject: string;
  email: string | null;
  /**
   * How far the provider vouches for `email`: "verified" when it says so (Google's
   * `email_verified`, LINE's `email` claim): it may create an account and link an existing one;
   * "confirmed" (Facebook returns only a confirmed address but says nothing more): it may create an
   * account, while an existing one is linked only after its password; "none": the shop confirms the
   * address itself before using it (docs/decisions/032).
   */
  emailTrust: "verified" | "confirmed" | "none";
  firstname: string;
  lastname: string;
}

/** Why a flow did not give an identity: the shopper cancelled, or anything else went wrong. */
export class SocialSignInFailure extends Error {
  constructor(
    readonly reason: "cancelled" | "failed",
    message: string,
  ) {
    super(message);
    this.name = "SocialSignInFailure";
  }
}

/** Seconds one call to a provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 8;
/** How long a discovery answer is reused. */
const DISCOVERY_SECONDS = 60 * 60;

const configurations = new Map<string, { configuration: Promise<oauth.Configuration>; until: number }>();
const keySets = new Map<string, JWTVerifyGetKey>();

function cacheKey(setup: ProviderSetup): string {
  return JSON.stringify([setup.id, setup.kind === "openid" ? setup.issuer : setup.dialogUrl, setup.clientId, setup.clientSecret]);
}

/** http:// is allowed only to a provider on this machine (settings refuse it elsewhere; checked again here). */
function insecureAllowed(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === "http:" && isLoopbackUrl(parsed);
}

async function discover(setup: ProviderSetup): Promise<oauth.Configuration> {
  const auth = oauth.ClientSecretPost(setup.clientSecret);
  if (setup.kind === "openid") {
    return oauth.discovery(new URL(setup.issuer), setup.clientId, { id_token_signed_response_alg: setup.idTokenAlgorithm }, auth, {
      execute: insecureAllowed(setup.issuer) ? [oauth.allowInsecureRequests] : [],
      timeout: PROVIDER_TIMEOUT_SECONDS,
    });
  }
  const configuration = new oauth.Configuration(
    { issuer: new URL(setup.dialogUrl).origin, authorization_endpoint: setup.dialogUrl, token_endpoint: `${setup.graphUrl}/oauth/access_token` },
    setup.clientId,
    {},
    auth,
  );
  if (insecureAllowed(setup.dialogUrl) || insecureAllowed(setup.graphUrl)) oauth.allowInsecureRequests(configuration);
  configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
  return configuration;
}

/** The provider's configuration, discovered once an hour (a failed discovery is tried again next time). */
function configurationOf(setup: ProviderSetup, now = Date.now()): Promise<oauth.Configuration> {
  const key = cacheKey(setup);
  const cached = configurations.get(key);
  if (cached && cached.until > now) return cached.configuration;
  const configuration = discover(setup);
  configurations.set(key, { configuration, until: now + DISCOVERY_SECONDS * 1000 });
  configuration.catch(() => configurations.delete(key));
  return configuration;
}

/** The checks a new flow keeps in its cookie. */
export type FlowChecks = Pick<SignInFlow, "state" | "nonce" | "codeVerifier">;

/** Where to send the shopper to sign in at the provider, and the checks to keep for the callback. */
export async function authorizationRequest(setup: ProviderSetup, redirectUri: string): Promise<{ url: URL; checks: FlowChecks }> {
  const configuration = await configurationOf(setup);
  const checks: FlowChecks = { state: oauth.randomState(), nonce: oauth.randomNonce(), codeVerifier: oauth.randomPKCECodeVerifier() };
  const parameters: Record<string, string> = {
    response_type: "code",
    redirect_uri: redirectUri,
    scope: setup.scope,
    state: checks.state,
    code_challenge: await oauth.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: "S256",
  };
  if (setup.kind === "openid") parameters.nonce = checks.nonce;
  return { url: oauth.buildAuthorizationUrl(configuration, parameters), checks };
}

/**
 * The identity behind a callback, every check done; a `SocialSignInFailure` otherwise
 * ("cancelled" when the shopper said no at the provider). `callback` is the redirect URI with the
 * provider's query parameters.
 */
export async function verifyCallback(setup: ProviderSetup, callback: URL, redirectUri: string, flow: FlowChecks): Promise<VerifiedIdentity> {
  const error = callback.searchParams.get("error");
  if (error) throw new SocialSignInFailure(error === "access_denied" ? "cancelled" : "failed", `the provider answered ${error}`);
  try {
    const configuration = await configurationOf(setup);
    const tokens = await oauth.authorizationCodeGrant(
      configuration,
      callback,
      {
        expectedState: flow.state,
        pkceCodeVerifier: flow.codeVerifier,
        ...(setup.kind === "openid" ? { expectedNonce: flow.nonce, idTokenExpected: true } : {}),
      },
      { redirect_uri: redirectUri },
    );
    if (setup.kind === "facebook") return await facebookIdentity(setup, tokens.access_token);
    const claims = await verifiedIdTokenClaims(setup, configuration, tokens.id_token ?? "");
    return openIdIdentity(setup.id, claims);
  } catch (failure) {
    if (failure instanceof SocialSignInFailure) throw failure;
    throw new SocialSignInFailure("failed", failure instanceof Error ? `${failure.name}: ${failure.message}` : String(failure));
  }
}

/** The ID token's signature, by the issuer's keys or (HS256) the client secret, and its claims again. */
async function verifiedIdTokenClaims(setup: Extract<ProviderSetup, { kind: "openid" }>, configuration: oauth.Configuration, idToken: string): Promise<JWTPayload> {
  const { issuer, jwks_uri: jwksUri } = configuration.serverMetadata();
  const options = { issuer, audience: setup.clientId, algorithms: [setup.idTokenAlgorithm], requiredClaims: ["sub", "iat", "exp"] };
  if (setup.idTokenAlgorithm === "HS256") {
    return (await jwtVerify(idToken, new TextEncoder().encode(setup.clientSecret), options)).payload;
  }
  if (!jwksUri) throw new Error("the issuer publishes no jwks_uri");
  let keySet = keySets.get(jwksUri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: PROVIDER_TIMEOUT_SECONDS * 1000 });
    keySets.set(jwksUri, keySet);
  }
  return (await jwtVerify(idToken, keySet, options)).payload;
}

function text(value: unknown, max = 255): string {
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

/** First and last name: the provider's own when it gives them, else the display name split at its last space. */
export function splitName(name: string, given = "", family = ""): { firstname: string; lastname: string } {
  if (given && family) return { firstname: given, lastname: family };
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length >= 2) return { firstname: words.slice(0, -1).join(" "), lastname: words.at(-1)! };
  const single = given || family || words[0] || "";
  // Magento needs both names; a one-word display name (common on LINE) fills both, editable later.
  return { firstname: single, lastname: single };
}

function openIdIdentity(provider: "google" | "line", claims: JWTPayload): VerifiedIdentity {
  const email = text(claims.email, 254).toLowerCase() || null;
  // Google says whether it verified the address; LINE gives `email` only for its verified address.
  const verified = email !== null && (provider === "line" || claims.email_verified === true);
  return {
    provider,
    subject: text(claims.sub),
    email,
    emailTrust: verified ? "verified" : "none",
    ...splitName(text(claims.name), text(claims.given_name), text(claims.family_name)),
  };
}

/** `/me` with `appsecret_proof` (the token's HMAC-SHA256 under the app secret), as Facebook recommends. */
async function facebookIdentity(setup: Extract<ProviderSetup, { kind: "facebook" }>, accessToken: string): Promise<VerifiedIdentity> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(setup.clientSecret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(accessToken)));
  const proof = Array.from(signature, (byte) => byte.toString(16).padStart(2, "0")).join("");
  const url = new URL(`${setup.graphUrl}/me`);
  url.search = new URLSearchParams({ fields: "id,name,email", access_token: accessToken, appsecret_proof: proof }).toString();
  const response = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_SECONDS * 1000) });
  const body = (await response.json().catch(() => null)) as { id?: unknown; name?: unknown; email?: unknown } | null;
  if (!response.ok || !body || typeof body.id !== "string" || !body.id) throw new Error(`Graph /me answered ${response.status}`);
  const email = text(body.email, 254).toLowerCase() || null;
  return {
    provider: "facebook",
    subject: body.id,
    email,
    emailTrust: email ? "confirmed" : "none",
    ...splitName(text(body.name)),
  };
}
