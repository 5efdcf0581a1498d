import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody, readParams, redirect, sendHtml, sendJson } from "./http";
import { renderErrorPage, renderLoginPage } from "./login-page";
import type { UserDirectory } from "./users";

/**
 * A small OAuth 2 server in the shape of Facebook Login and the Graph API (no OpenID Connect):
 * the dialog at `/facebook/v24.0/dialog/oauth`, the code exchange at
 * `/facebook/graph/v24.0/oauth/access_token` and the person at `/facebook/graph/v24.0/me`,
 * with Facebook's parameters, redirects and Graph error shape.
 */
export interface FacebookOptions {
  baseUrl: string;
  appId: string;
  appSecret: string;
  redirectUris: string[];
  users: UserDirectory;
}

export interface FacebookServer {
  dialogUrl: string;
  graphUrl: string;
  /** Serves a request whose path starts with `/facebook`. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
}

interface DialogRequest {
  redirectUri: string;
  state: string | null;
  scopes: Set<string>;
  codeChallenge: string | null;
}
interface IssuedCode {
  sub: string;
  redirectUri: string;
  scopes: Set<string>;
  codeChallenge: string | null;
  expiresAt: number;
  used: boolean;
}
interface IssuedToken {
  sub: string;
  scopes: Set<string>;
  expiresAt: number;
}

const DIALOG_PATH = "/facebook/v24.0/dialog/oauth";
const GRAPH_PATH = "/facebook/graph/v24.0";
/** How long a dialog's code and a user token live (Facebook: 10 minutes, about 60 days). */
const CODE_TTL_MS = 10 * 60_000;
const TOKEN_TTL_S = 5_183_944;

/** A Graph API error, as Facebook words it: `{ error: { message, type, code, ... } }` with 400. */
function graphError(res: ServerResponse, message: string, code: number, subcode?: number): void {
  sendJson(res, 400, {
    error: {
      message,
      type: "OAuthException",
      code,
      ...(subcode === undefined ? {} : { error_subcode: subcode }),
      fbtrace_id: randomBytes(8).toString("base64url"),
    },
  });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The fields `/me` can answer, from the person and what the token was granted. */
const fieldReaders: Record<string, (user: { sub: string; name: string; email?: string; given_name?: string; family_name?: string }, scopes: Set<string>) => string | undefined> = {
  id: (user) => user.sub,
  name: (user) => user.name,
  email: (user, scopes) => (scopes.has("email") ? user.email : undefined),
  first_name: (user) => user.given_name,
  last_name: (user) => user.family_name,
};

export function createFacebookServer(options: FacebookOptions): FacebookServer {
  const { appId, appSecret, users } = options;
  const requests = new Map<string, DialogRequest>();
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, IssuedToken>();

  /** Back to the app with the outcome, state echoed. */
  function backToApp(res: ServerResponse, request: DialogRequest, outcome: Record<string, string>): void {
    const target = new URL(request.redirectUri);
    for (const [key, value] of Object.entries(outcome)) target.searchParams.set(key, value);
    if (request.state !== null) target.searchParams.set("state", request.state);
    redirect(res, target.href);
  }

  async function dialog(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method === "POST") {
      const form = new URLSearchParams(await readBody(req));
      const id = form.get("request") ?? "";
      const request = requests.get(id);
      if (!request) {
        sendHtml(res, 400, renderErrorPage("Facebook sign-in expired", "This sign-in has expired or is finished. Go back to the shop and start again."));
        return;
      }
      if (form.get("action") === "cancel") {
        requests.delete(id);
        backToApp(res, request, { error: "access_denied", error_reason: "user_denied", error_description: "Permissions error" });
        return;
      }
      const sub = (form.get("user") ?? "").trim();
      if (!users.find("facebook", sub)) {
        const error = sub ? `No Facebook account has the user id "${sub}".` : "Enter a user id.";
        sendHtml(res, 200, renderLoginPage({ providerTitle: "Facebook", action: DIALOG_PATH, hidden: { request: id }, error, user: sub }));
        return;
      }
      requests.delete(id);
      const code = randomBytes(32).toString("base64url");
      codes.set(code, { sub, redirectUri: request.redirectUri, scopes: request.scopes, codeChallenge: request.codeChallenge, expiresAt: Date.now() + CODE_TTL_MS, used: false });
      backToApp(res, request, { code });
      return;
    }

    const params = url.searchParams;
    if (params.get("client_id") !== appId) {
      sendHtml(res, 400, renderErrorPage("Invalid App ID", "The provided app ID does not look like a valid app ID."));
      return;
    }
    const redirectUri = params.get("redirect_uri") ?? "";
    if (!options.redirectUris.includes(redirectUri)) {
      sendHtml(res, 400, renderErrorPage("URL blocked", "This redirect failed because the redirect URI is not whitelisted in the app's Client OAuth Settings."));
      return;
    }
    const responseType = params.get("response_type") ?? "code";
    const challenge = params.get("code_challenge");
    const method = params.get("code_challenge_method");
    if (responseType !== "code" || (challenge !== null && method !== "S256")) {
      sendHtml(res, 400, renderErrorPage("Invalid request", "This test provider supports response_type=code with code_challenge_method=S256."));
      return;
    }
    const id = randomBytes(16).toString("base64url");
    requests.set(id, {
      redirectUri,
      state: params.get("state"),
      scopes: new Set((params.get("scope") ?? "public_profile").split(/[,\s]+/).filter(Boolean)),
      codeChallenge: challenge,
    });
    sendHtml(res, 200, renderLoginPage({ providerTitle: "Facebook", action: DIALOG_PATH, hidden: { request: id } }));
  }

  async function accessToken(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const params = await readParams(req, url);
    if (params.get("client_id") !== appId) {
      graphError(res, "Error validating application. Invalid application ID.", 101);
      return;
    }
    if (!sameSecret(params.get("client_secret") ?? "", appSecret)) {
      graphError(res, "Error validating client secret.", 1);
      return;
    }
    const issued = codes.get(params.get("code") ?? "");
    if (!issued) {
      graphError(res, "Invalid verification code format.", 100);
      return;
    }
    if (issued.used) {
      graphError(res, "This authorization code has been used.", 100, 36009);
      return;
    }
    issued.used = true;
    if (Date.now() > issued.expiresAt) {
      graphError(res, "This authorization code has expired.", 100, 36007);
      return;
    }
    if (params.get("redirect_uri") !== issued.redirectUri) {
      graphError(res, "Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request", 100, 36008);
      return;
    }
    if (issued.codeChallenge !== null) {
      const verifier = params.get("code_verifier") ?? "";
      if (createHash("sha256").update(verifier).digest("base64url") !== issued.codeChallenge) {
        graphError(res, "Invalid code verifier.", 100);
        return;
      }
    }
    const token = `EAA${randomBytes(32).toString("base64url")}`;
    tokens.set(token, { sub: issued.sub, scopes: issued.scopes, expiresAt: Date.now() + TOKEN_TTL_S * 1000 });
    sendJson(res, 200, { access_token: token, token_type: "bearer", expires_in: TOKEN_TTL_S });
  }

  function me(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const header = req.headers.authorization?.match(/^(?:Bearer|OAuth)\s+(\S+)$/i)?.[1];
    const token = url.searchParams.get("access_token") ?? header;
    if (!token) {
      graphError(res, "An active access token must be used to query information about the current user.", 2500);
      return;
    }
    const issued = tokens.get(token);
    const user = issued && Date.now() < issued.expiresAt ? users.find("facebook", issued.sub) : undefined;
    if (!issued || !user) {
      graphError(res, "Invalid OAuth access token - Cannot parse access token", 190);
      return;
    }
    const proof = url.searchParams.get("appsecret_proof");
    if (proof !== null && !sameSecret(proof, createHmac("sha256", appSecret).update(token).digest("hex"))) {
      graphError(res, "Invalid appsecret_proof provided in the API argument", 100);
      return;
    }
    const fields = (url.searchParams.get("fields") ?? "id,name").split(",").map((field) => field.trim()).filter(Boolean);
    const unknown = fields.find((field) => !(field in fieldReaders));
    if (unknown) {
      graphError(res, `(#100) Tried accessing nonexisting field (${unknown}) on node type (User)`, 100);
      return;
    }
    const answer: Record<string, string> = {};
    for (const field of fields) {
      const value = fieldReaders[field]?.(user, issued.scopes);
      if (value !== undefined) answer[field] = value;
    }
    sendJson(res, 200, answer);
  }

  return {
    dialogUrl: `${options.baseUrl}${DIALOG_PATH}`,
    graphUrl: `${options.baseUrl}${GRAPH_PATH}`,
    async handle(req, res, url) {
      if (url.pathname === DIALOG_PATH && (req.method === "GET" || req.method === "POST")) return dialog(req, res, url);
      if (url.pathname === `${GRAPH_PATH}/oauth/access_token` && (req.method === "GET" || req.method === "POST")) return accessToken(req, res, url);
      if (url.pathname === `${GRAPH_PATH}/me` && req.method === "GET") return me(req, res, url);
      graphError(res, `Unknown path components: ${url.pathname}`, 2500);
    },
  };
}
