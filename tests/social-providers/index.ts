import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { callbackUrls, socialSettings, testClients } from "./clients";
import type { SocialProviderName } from "./clients";
import { createFacebookServer } from "./facebook";
import { readBody, sendJson } from "./http";
import { isTamperMode } from "./id-token-tampering";
import type { TamperMode } from "./id-token-tampering";
import { createOpenIdIssuer } from "./openid-issuer";
import type { OpenIdProviderName } from "./openid-issuer";
import { UserDirectory, UserRejected } from "./users";
import type { NewProviderUser } from "./users";

/**
 * Real identity providers on 127.0.0.1 for the social sign-in tests: oidc-provider as Google's
 * and LINE's issuers and a Facebook-shaped OAuth 2 server, all on one port under `/google`,
 * `/line` and `/facebook`, plus a test-admin API under `/__test` (README.md beside this file).
 */
export { testClients, socialSettings } from "./clients";
export type { SocialProviderName } from "./clients";
export { tamperModes } from "./id-token-tampering";
export type { TamperMode } from "./id-token-tampering";
export type { NewProviderUser, ProviderUser } from "./users";

export interface SocialProvidersOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  /** Origins of the storefront(s); each gets `${origin}/${store}/sign-in/${provider}/callback` registered. */
  redirectOrigins: string[];
}

export interface SocialProviders {
  /** http://127.0.0.1:PORT */
  baseUrl: string;
  google: { issuer: string; clientId: string; clientSecret: string };
  line: { issuer: string; channelId: string; channelSecret: string };
  facebook: { dialogUrl: string; graphUrl: string; appId: string; appSecret: string };
  /** The storefront's SOCIAL_* settings for these providers. */
  settings: Record<string, string>;
  /** Adds a person who can sign in at `provider` with the returned id (their `sub`), typed as "User id". */
  addUser(provider: SocialProviderName, user: NewProviderUser): string;
  /**
   * The provider's next ID token comes out with this fault (one shot; Google and LINE only); with
   * `sub`, the next one for that person only (tests running in parallel then keep apart).
   */
  tamperNextIdToken(provider: OpenIdProviderName, mode: TamperMode, sub?: string): void;
  close(): Promise<void>;
}

export async function startSocialProviders(options: SocialProvidersOptions): Promise<SocialProviders> {
  const users = new UserDirectory();
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>> = {};

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const prefix = url.pathname.split("/")[1] ?? "";
    const route = routes[prefix];
    if (!route) {
      sendJson(res, 404, { error: "not found" });
      return;
    }
    route(req, res, url).catch((error: unknown) => {
      console.error("social test providers:", error);
      if (!res.headersSent) sendJson(res, 500, { error: "internal error" });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const google = await createOpenIdIssuer({
    name: "google",
    baseUrl,
    clientId: testClients.google.clientId,
    clientSecret: testClients.google.clientSecret,
    redirectUris: callbackUrls(options.redirectOrigins, "google"),
    users,
  });
  const line = await createOpenIdIssuer({
    name: "line",
    baseUrl,
    clientId: testClients.line.channelId,
    clientSecret: testClients.line.channelSecret,
    redirectUris: callbackUrls(options.redirectOrigins, "line"),
    users,
  });
  const facebook = createFacebookServer({
    baseUrl,
    appId: testClients.facebook.appId,
    appSecret: testClients.facebook.appSecret,
    redirectUris: callbackUrls(options.redirectOrigins, "facebook"),
    users,
  });
  const issuers = { google, line };

  routes.google = google.handle;
  routes.line = line.handle;
  routes.facebook = facebook.handle;
  routes.__test = async (req, res, url) => {
    if (req.method !== "POST") {
      sendJson(res, 405, { error: "POST only" });
      return;
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    } catch {
      sendJson(res, 400, { error: "The body must be JSON" });
      return;
    }
    const { provider, ...rest } = body;
    if (url.pathname === "/__test/users") {
      try {
        sendJson(res, 201, { sub: users.add(provider as SocialProviderName, rest as unknown as NewProviderUser) });
      } catch (error) {
        if (!(error instanceof UserRejected)) throw error;
        sendJson(res, error.status, { error: error.message });
      }
    } else if (url.pathname === "/__test/tamper") {
      if ((provider !== "google" && provider !== "line") || !isTamperMode(rest.mode) || (rest.sub !== undefined && typeof rest.sub !== "string")) {
        sendJson(res, 400, { error: "Give provider (google or line), a known mode and optionally the sub" });
        return;
      }
      issuers[provider].tamperNextIdToken(rest.mode, rest.sub);
      res.writeHead(204).end();
    } else {
      sendJson(res, 404, { error: "not found" });
    }
  };

  return {
    baseUrl,
    google: { issuer: google.issuer, clientId: testClients.google.clientId, clientSecret: testClients.google.clientSecret },
    line: { issuer: line.issuer, channelId: testClients.line.channelId, channelSecret: testClients.line.channelSecret },
    facebook: { dialogUrl: facebook.dialogUrl, graphUrl: facebook.graphUrl, appId: testClients.facebook.appId, appSecret: testClients.facebook.appSecret },
    settings: socialSettings(baseUrl),
    addUser: (provider, user) => users.add(provider, user),
    tamperNextIdToken: (provider, mode, sub) => {
      if (provider !== "google" && provider !== "line") throw new Error(`${String(provider)} has no ID tokens to tamper with`);
      issuers[provider].tamperNextIdToken(mode, sub);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Over HTTP, for a test whose providers run in another process (serve.ts): adds a person, returns their sub. */
export async function addProviderUser(baseUrl: string, provider: SocialProviderName, user: NewProviderUser): Promise<string> {
  const response = await fetch(`${baseUrl}/__test/users`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...user, provider }),
  });
  const answer = (await response.json()) as { sub?: string; error?: string };
  if (!response.ok || !answer.sub) throw new Error(`Adding a ${provider} user failed: ${answer.error ?? response.status}`);
  return answer.sub;
}

/** Over HTTP: the provider's next ID token (for `sub`, when given) comes out with this fault. */
export async function tamperNextIdToken(baseUrl: string, provider: OpenIdProviderName, mode: TamperMode, sub?: string): Promise<void> {
  const response = await fetch(`${baseUrl}/__test/tamper`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ provider, mode, sub }),
  });
  if (response.status !== 204) throw new Error(`Tampering with ${provider} failed: ${await response.text()}`);
}
