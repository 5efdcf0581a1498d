import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { decodeJwt, exportJWK, generateKeyPair } from "jose";
import { Provider } from "oidc-provider";
import type { Account, KoaContext } from "oidc-provider";
import { readBody, sendHtml } from "./http";
import { tamperIdToken } from "./id-token-tampering";
import type { IdTokenSigner, TamperMode } from "./id-token-tampering";
import { renderErrorPage, renderLoginPage } from "./login-page";
import type { ProviderUser, UserDirectory } from "./users";

/**
 * A real OpenID provider (oidc-provider 9) standing in for Google or LINE on 127.0.0.1, mounted
 * under `/{name}` of the harness's server. Google signs ID tokens with RS256 (a key made at start,
 * published at its JWKS); LINE signs them with HS256, the channel secret as the key, as LINE does.
 */
export type OpenIdProviderName = "google" | "line";

export interface OpenIdIssuerOptions {
  name: OpenIdProviderName;
  /** The harness's origin, e.g. http://127.0.0.1:4100; the issuer is `${baseUrl}/${name}`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  users: UserDirectory;
}

export interface OpenIdIssuer {
  issuer: string;
  /** Serves a request whose path starts with `/${name}`. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  /**
   * The next ID token the token endpoint returns carries this fault (one shot); with `sub`, the
   * next one for that person, so parallel tests do not take each other's faults.
   */
  tamperNextIdToken(mode: TamperMode, sub?: string): void;
}

const titles: Record<OpenIdProviderName, string> = { google: "Google", line: "LINE" };

/** What each provider tells about a person, by scope (LINE has no email_verified claim). */
const claimsByScope: Record<OpenIdProviderName, Record<string, string[]>> = {
  google: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "family_name"] },
  line: { openid: ["sub"], email: ["email"], profile: ["name"] },
};

function claimsOf(name: OpenIdProviderName, user: ProviderUser): Record<string, unknown> {
  const wanted = Object.values(claimsByScope[name]).flat();
  return Object.fromEntries(
    Object.entries(user).filter(([claim, value]) => value !== undefined && wanted.includes(claim)),
  );
}

export async function createOpenIdIssuer(options: OpenIdIssuerOptions): Promise<OpenIdIssuer> {
  const { name, users } = options;
  const prefix = `/${name}`;
  const issuer = `${options.baseUrl}${prefix}`;
  const title = titles[name];
  const alg = name === "google" ? "RS256" : "HS256";

  // Both publish an RS256 key (oidc-provider wants one); only Google's ID tokens use it.
  const signing = await generateKeyPair("RS256", { extractable: true });
  const forged = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(signing.privateKey)), kid: `${name}-${randomBytes(4).toString("hex")}`, alg: "RS256", use: "sig" };
  const signer: IdTokenSigner =
    alg === "RS256"
      ? { alg, key: signing.privateKey, otherKey: forged.privateKey }
      : { alg, key: new TextEncoder().encode(options.clientSecret), otherKey: randomBytes(32) };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_post",
        id_token_signed_response_alg: alg,
      },
    ],
    jwks: { keys: [jwk] },
    claims: claimsByScope[name],
    // Like Google and LINE, put the profile and email claims in the ID token itself.
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, sub: string): Account | undefined => {
      const user = users.find(name, sub);
      return user && { accountId: sub, claims: () => claimsOf(name, user) };
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${prefix}/interaction/${interaction.uid}` },
    // Google requires PKCE here as the storefront always sends it; LINE accepts it without requiring it.
    pkce: { required: () => name === "google" },
    enabledJWA: { idTokenSigningAlgValues: [alg] },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: true },
    },
    // Distinct names: both issuers (and the storefront) share the host 127.0.0.1, and cookies ignore ports.
    cookies: {
      names: { session: `${name}_op_session`, interaction: `${name}_op_interaction`, resume: `${name}_op_resume` },
      keys: [randomBytes(32).toString("base64url")],
    },
    // The session ends with each authorization (below); its code and tokens live on.
    expiresWithSession: () => false,
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 600, Session: 600, Grant: 600 },
    clientBasedCORS: () => false,
    renderError: async (ctx: KoaContext & { type: string }, out: { error?: string; error_description?: string }) => {
      ctx.type = "html";
      ctx.body = renderErrorPage(`${title} sign-in error`, `${out.error ?? "error"}: ${out.error_description ?? ""}`);
    },
  });

  // No single sign-on: the session ends once the authorization is answered, so the next one asks
  // who you are again (with a session, oidc-provider would sign the same person in silently, or
  // show a sign-out page first when another person logs in).
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.oidc?.route === "resume") await ctx.oidc.session?.destroy();
  });

  /** Faults waiting for a token, oldest first; one for a named person goes before one for anybody. */
  const pendingTampers: { mode: TamperMode; sub?: string }[] = [];
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (pendingTampers.length === 0 || ctx.oidc?.route !== "token" || ctx.status !== 200 || typeof body?.id_token !== "string") return;
    const { sub } = decodeJwt(body.id_token);
    let index = pendingTampers.findIndex((tamper) => tamper.sub === sub);
    if (index === -1) index = pendingTampers.findIndex((tamper) => tamper.sub === undefined);
    if (index === -1) return;
    const [{ mode }] = pendingTampers.splice(index, 1) as [{ mode: TamperMode }];
    ctx.body = { ...body, id_token: await tamperIdToken(body.id_token, mode, signer) };
  });

  const callback = provider.callback();

  /** The login page of an authorization in progress, and what its buttons do. */
  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const details = await provider.interactionDetails(req, res).catch(() => undefined);
    if (!details || details.uid !== uid) {
      sendHtml(res, 400, renderErrorPage(`${title} sign-in expired`, "This sign-in has expired or is finished. Go back to the shop and start again."));
      return;
    }
    const page = { providerTitle: title, action: `${prefix}/interaction/${uid}` };
    if (req.method !== "POST") {
      sendHtml(res, 200, renderLoginPage(page));
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    if (form.get("action") === "cancel") {
      await provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "End-User aborted interaction" },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const sub = (form.get("user") ?? "").trim();
    if (!users.find(name, sub)) {
      const error = sub ? `No ${title} account has the user id "${sub}".` : "Enter a user id.";
      sendHtml(res, 200, renderLoginPage({ ...page, error, user: sub }));
      return;
    }
    // Consent comes with the login: the scopes asked for are granted at once.
    const grant = new provider.Grant({ accountId: sub, clientId: details.params.client_id });
    grant.addOIDCScope(String(details.params.scope ?? "openid"));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  return {
    issuer,
    async handle(req, res, url) {
      const uid = url.pathname.match(new RegExp(`^${prefix}/interaction/([\\w-]+)$`))?.[1];
      if (uid) return interaction(req, res, uid);
      // Mounted under the prefix: oidc-provider reads its mount path from `originalUrl`.
      const original = req.url ?? "/";
      Object.assign(req, { originalUrl: original, url: original.slice(prefix.length) || "/" });
      await callback(req, res);
    },
    tamperNextIdToken(mode, sub) {
      pendingTampers.push(sub === undefined ? { mode } : { mode, sub });
    },
  };
}
