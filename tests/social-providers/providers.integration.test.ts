import { createHmac } from "node:crypto";
import { createRemoteJWKSet, jwtVerify } from "jose";
import * as client from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProviderUser, startSocialProviders, tamperModes, tamperNextIdToken } from "./index";
import type { SocialProviders, TamperMode } from "./index";
import { ProviderBrowser } from "./provider-browser";

/**
 * The test providers are real: openid-client (the storefront's relying-party library) runs whole
 * authorization code flows against them, a "browser" made of fetch and a hand-carried cookie jar
 * fills in their login page, and jose checks the ID tokens as the storefront will.
 */

const storefront = "http://127.0.0.1:3210";
let providers: SocialProviders;

beforeAll(async () => {
  providers = await startSocialProviders({ redirectOrigins: [storefront] });
});
afterAll(async () => {
  await providers?.close();
});

/** Opens the login page at `authorizationUrl` and presses `button` (after typing `user`). */
async function signIn(authorizationUrl: string, user: string, button: "continue" | "cancel" = "continue", browser = new ProviderBrowser(storefront)) {
  const login = await browser.go(authorizationUrl);
  expect(login.page).toContain('<label for="user">User id</label>');
  expect(login.action).toBeDefined();
  return browser.go(login.action!, { ...login.hidden, user, action: button });
}

type OpenIdName = "google" | "line";

/** The storefront's side of an OpenID flow: discovery, PKCE, state and nonce, as ADR 032 has it. */
async function relyingParty(name: OpenIdName) {
  const { issuer, clientId, secret } =
    name === "google"
      ? { issuer: providers.google.issuer, clientId: providers.google.clientId, secret: providers.google.clientSecret }
      : { issuer: providers.line.issuer, clientId: providers.line.channelId, secret: providers.line.channelSecret };
  const config = await client.discovery(
    new URL(issuer),
    clientId,
    { client_secret: secret, ...(name === "line" ? { id_token_signed_response_alg: "HS256" } : {}) },
    client.ClientSecretPost(secret),
    { execute: [client.allowInsecureRequests] },
  );
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const authorizationUrl = client.buildAuthorizationUrl(config, {
    redirect_uri: `${storefront}/th/sign-in/${name}/callback`,
    scope: name === "google" ? "openid email profile" : "openid profile email",
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
  }).href;
  const checks = { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true };
  /** The code exchange, then the signature check the storefront adds with jose. */
  const finish = async (callback: URL) => {
    const tokens = await client.authorizationCodeGrant(config, callback, checks);
    const key =
      name === "google"
        ? createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri!))
        : new TextEncoder().encode(providers.line.channelSecret);
    const verified = await jwtVerify(tokens.id_token!, key as Parameters<typeof jwtVerify>[1], {
      issuer,
      audience: clientId,
      algorithms: [name === "google" ? "RS256" : "HS256"],
    });
    return { tokens, claims: tokens.claims()!, verified: verified.payload };
  };
  return { config, authorizationUrl, nonce, finish };
}

describe("Google (oidc-provider, RS256)", () => {
  it("runs a whole code flow with PKCE, state and nonce, and gives the person's claims in a verified ID token", async () => {
    const sub = providers.addUser("google", { name: "Somchai Jaidee", given_name: "Somchai", family_name: "Jaidee", email: "somchai@example.com", email_verified: true });
    const rp = await relyingParty("google");
    expect(rp.config.serverMetadata().code_challenge_methods_supported).toEqual(["S256"]);

    const { back } = await signIn(rp.authorizationUrl, sub);
    expect(back?.pathname).toBe("/th/sign-in/google/callback");
    const { claims, verified } = await rp.finish(back!);

    expect(claims).toMatchObject({
      iss: providers.google.issuer,
      aud: providers.google.clientId,
      sub,
      nonce: rp.nonce,
      email: "somchai@example.com",
      email_verified: true,
      name: "Somchai Jaidee",
      given_name: "Somchai",
      family_name: "Jaidee",
    });
    expect(verified.sub).toBe(sub);
  });

  it("has no email for a person who shares none", async () => {
    const sub = providers.addUser("google", { name: "No Mail" });
    const rp = await relyingParty("google");
    const { back } = await signIn(rp.authorizationUrl, sub);
    const { claims } = await rp.finish(back!);
    expect(claims.sub).toBe(sub);
    expect(claims).not.toHaveProperty("email");
  });

  it("asks who you are on every authorization, even with a session from the last one", async () => {
    const browser = new ProviderBrowser(storefront);
    const first = providers.addUser("google", { name: "First" });
    const second = providers.addUser("google", { name: "Second" });
    const rp1 = await relyingParty("google");
    await rp1.finish((await signIn(rp1.authorizationUrl, first, "continue", browser)).back!);
    const rp2 = await relyingParty("google");
    const { claims } = await rp2.finish((await signIn(rp2.authorizationUrl, second, "continue", browser)).back!);
    expect(claims).toMatchObject({ sub: second, name: "Second" });
  });

  it("refuses an authorization without PKCE", async () => {
    const rp = await relyingParty("google");
    const url = new URL(rp.authorizationUrl);
    url.searchParams.delete("code_challenge");
    url.searchParams.delete("code_challenge_method");
    const { back } = await new ProviderBrowser(storefront).go(url.href);
    expect(back?.searchParams.get("error")).toBe("invalid_request");
    expect(back?.searchParams.get("error_description")).toMatch(/PKCE/);
  });

  it("shows the login page again for an unknown user id", async () => {
    const rp = await relyingParty("google");
    const { page, status } = await signIn(rp.authorizationUrl, "nobody-here");
    expect(status).toBe(200);
    expect(page).toContain("No Google account has the user id &#34;nobody-here&#34;.");
    expect(page).toContain('<label for="user">User id</label>');
  });

  it("sends Cancel back to the client as access_denied", async () => {
    const rp = await relyingParty("google");
    const { back } = await signIn(rp.authorizationUrl, "", "cancel");
    expect(back?.searchParams.get("error")).toBe("access_denied");
    await expect(rp.finish(back!)).rejects.toMatchObject({ error: "access_denied" });
  });

  it("refuses a code used twice", async () => {
    const sub = providers.addUser("google", { name: "Twice" });
    const rp = await relyingParty("google");
    const { back } = await signIn(rp.authorizationUrl, sub);
    await rp.finish(back!);
    await expect(rp.finish(back!)).rejects.toMatchObject({ error: "invalid_grant" });
  });

  it("never redirects to a callback that is not registered", async () => {
    const rp = await relyingParty("google");
    const url = new URL(rp.authorizationUrl);
    url.searchParams.set("redirect_uri", "http://127.0.0.1:9999/th/sign-in/google/callback");
    const { status, page } = await new ProviderBrowser(storefront).go(url.href);
    expect(status).toBe(400);
    expect(page).toContain("redirect_uri did not match any of the client&#39;s registered redirect_uris");
  });
});

describe("LINE (oidc-provider, HS256 with the channel secret)", () => {
  it("runs a whole code flow and gives sub, name and email, without email_verified", async () => {
    // Even when told the address is verified, LINE's tokens have no such claim.
    const sub = providers.addUser("line", { name: "สมหญิง ใจดี", email: "somying@example.com", email_verified: true });
    expect(sub).toMatch(/^U[0-9a-f]{32}$/);
    const rp = await relyingParty("line");
    expect(rp.config.serverMetadata().id_token_signing_alg_values_supported).toEqual(["HS256"]);

    const { back } = await signIn(rp.authorizationUrl, sub);
    expect(back?.pathname).toBe("/th/sign-in/line/callback");
    const { tokens, claims } = await rp.finish(back!);

    expect(JSON.parse(Buffer.from(tokens.id_token!.split(".")[0]!, "base64url").toString())).toMatchObject({ alg: "HS256" });
    expect(claims).toMatchObject({ iss: providers.line.issuer, aud: providers.line.channelId, sub, nonce: rp.nonce, name: "สมหญิง ใจดี", email: "somying@example.com" });
    expect(claims).not.toHaveProperty("email_verified");
  });

  it("has no email claim for a person who gave no email permission", async () => {
    const sub = providers.addUser("line", { name: "Line Only" });
    const rp = await relyingParty("line");
    const { back } = await signIn(rp.authorizationUrl, sub);
    const { claims } = await rp.finish(back!);
    expect(claims).toMatchObject({ sub, name: "Line Only" });
    expect(claims).not.toHaveProperty("email");
  });

  it("sends Cancel back as access_denied", async () => {
    const rp = await relyingParty("line");
    const { back } = await signIn(rp.authorizationUrl, "", "cancel");
    expect(back?.searchParams.get("error")).toBe("access_denied");
  });
});

/**
 * Each fault and which check catches it: openid-client's own ID token checks (issuer, audience,
 * expiry, nonce, alg; its ClientError wraps the precise reason as `cause`), or the storefront's
 * signature check with jose (openid-client trusts the signature of a token it fetched itself).
 */
const caughtBy: Record<TamperMode, string> = {
  "wrong-aud": 'openid-client: unexpected JWT "aud" (audience) claim value',
  "wrong-iss": 'openid-client: unexpected JWT "iss" (issuer) claim value',
  expired: 'openid-client: unexpected JWT "exp" (expiration time) claim value, expiration is past current timestamp',
  "wrong-nonce": 'openid-client: unexpected ID Token "nonce" claim value',
  "alg-none": 'openid-client: unexpected JWT "alg" header parameter',
  "bad-signature": "jose: signature verification failed",
};

/** Which library refused the token, and its precise reason. */
function whyRefused(error: unknown): string {
  if (error instanceof client.ClientError) return `openid-client: ${(error.cause as Error | undefined)?.message ?? error.message}`;
  if (error instanceof Error && "code" in error && String(error.code).startsWith("ERR_J")) return `jose: ${error.message}`;
  return `something else: ${String(error)}`;
}

describe.each(["google", "line"] as const)("%s's tampered ID tokens", (name) => {
  it.each(tamperModes)("refuses %s", async (mode) => {
    const sub = providers.addUser(name, { name: "Tampered" });
    const rp = await relyingParty(name);
    const { back } = await signIn(rp.authorizationUrl, sub);
    providers.tamperNextIdToken(name, mode);

    const refusal = await rp.finish(back!).then(
      () => "accepted",
      (error: unknown) => whyRefused(error),
    );
    expect(refusal).toBe(caughtBy[mode]);
  });

  it("tampers with one person's next token only when told whose", async () => {
    const target = providers.addUser(name, { name: "Target" });
    const bystander = providers.addUser(name, { name: "Bystander" });
    providers.tamperNextIdToken(name, "wrong-nonce", target);
    const first = await relyingParty(name);
    const { claims } = await first.finish((await signIn(first.authorizationUrl, bystander)).back!);
    expect(claims.sub).toBe(bystander);
    const second = await relyingParty(name);
    const refusal = await second.finish((await signIn(second.authorizationUrl, target)).back!).then(() => "accepted", whyRefused);
    expect(refusal).toBe(caughtBy["wrong-nonce"]);
  });

  it("tampers once: the next token is sound again", async () => {
    providers.tamperNextIdToken(name, "wrong-aud");
    const first = await relyingParty(name);
    const sub = providers.addUser(name, { name: "Once" });
    await expect(first.finish((await signIn(first.authorizationUrl, sub)).back!)).rejects.toThrow();
    const second = await relyingParty(name);
    const { claims } = await second.finish((await signIn(second.authorizationUrl, sub)).back!);
    expect(claims.sub).toBe(sub);
  });
});

describe("Facebook (OAuth 2 dialog and Graph /me)", () => {
  const redirectUri = `${storefront}/en/sign-in/facebook/callback`;
  const dialog = (extra: Record<string, string> = {}) => {
    const url = new URL(providers.facebook.dialogUrl);
    url.search = new URLSearchParams({ client_id: providers.facebook.appId, redirect_uri: redirectUri, state: "s-123", response_type: "code", scope: "email,public_profile", ...extra }).toString();
    return url.href;
  };
  const exchange = (code: string, extra: Record<string, string> = {}) => {
    const url = new URL(`${providers.facebook.graphUrl}/oauth/access_token`);
    url.search = new URLSearchParams({ client_id: providers.facebook.appId, client_secret: providers.facebook.appSecret, redirect_uri: redirectUri, code, ...extra }).toString();
    return fetch(url);
  };
  const me = (token: string, proof = createHmac("sha256", providers.facebook.appSecret).update(token).digest("hex")) =>
    fetch(`${providers.facebook.graphUrl}/me?${new URLSearchParams({ fields: "id,name,email", access_token: token, appsecret_proof: proof })}`);

  it("signs in through the dialog, exchanges the code and answers /me with only the fields asked", async () => {
    const sub = providers.addUser("facebook", { name: "Malee Srisuk", email: "malee@example.com" });
    const verifier = client.randomPKCECodeVerifier();
    const { back } = await signIn(dialog({ code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: "S256" }), sub);
    expect(back?.pathname).toBe("/en/sign-in/facebook/callback");
    expect(back?.searchParams.get("state")).toBe("s-123");

    const exchanged = await exchange(back!.searchParams.get("code")!, { code_verifier: verifier });
    expect(exchanged.status).toBe(200);
    const token = (await exchanged.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(token).toMatchObject({ token_type: "bearer" });
    expect(token.expires_in).toBeGreaterThan(0);

    const person = await me(token.access_token);
    expect(await person.json()).toEqual({ id: sub, name: "Malee Srisuk", email: "malee@example.com" });
    const idOnly = await fetch(`${providers.facebook.graphUrl}/me?fields=id&access_token=${token.access_token}`);
    expect(await idOnly.json()).toEqual({ id: sub });
  });

  it("leaves email out for a person without one", async () => {
    const sub = providers.addUser("facebook", { name: "Phone Only" });
    const { back } = await signIn(dialog(), sub);
    // The exchange also takes a form POST, as Graph does.
    const posted = await fetch(`${providers.facebook.graphUrl}/oauth/access_token`, {
      method: "POST",
      body: new URLSearchParams({ client_id: providers.facebook.appId, client_secret: providers.facebook.appSecret, redirect_uri: redirectUri, code: back!.searchParams.get("code")! }),
    });
    const token = (await posted.json()) as { access_token: string };
    expect(await (await me(token.access_token)).json()).toEqual({ id: sub, name: "Phone Only" });
  });

  it("sends Cancel back as Facebook does", async () => {
    const { back } = await signIn(dialog(), "", "cancel");
    expect(Object.fromEntries(back!.searchParams)).toEqual({
      error: "access_denied",
      error_reason: "user_denied",
      error_description: "Permissions error",
      state: "s-123",
    });
  });

  it("refuses a code used twice, a wrong verifier and a wrong appsecret_proof, in Graph's error shape", async () => {
    const sub = providers.addUser("facebook", { name: "Careful" });
    const first = await signIn(dialog(), sub);
    const code = first.back!.searchParams.get("code")!;
    const token = (await (await exchange(code)).json()) as { access_token: string };
    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { message: "This authorization code has been used.", type: "OAuthException", code: 100 } });

    const withPkce = await signIn(dialog({ code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()), code_challenge_method: "S256" }), sub);
    const wrongVerifier = await exchange(withPkce.back!.searchParams.get("code")!, { code_verifier: client.randomPKCECodeVerifier() });
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error: { type: "OAuthException" } });

    const badProof = await me(token.access_token, "00".repeat(32));
    expect(badProof.status).toBe(400);
    expect(await badProof.json()).toMatchObject({ error: { message: "Invalid appsecret_proof provided in the API argument", type: "OAuthException" } });

    const wrongSecret = await exchange("anything", { client_secret: "not-the-secret" });
    expect(await wrongSecret.json()).toMatchObject({ error: { message: "Error validating client secret.", code: 1 } });
  });

  it("shows the dialog again for an unknown user id, and never redirects to an unregistered callback", async () => {
    const { page } = await signIn(dialog(), "who-is-this");
    expect(page).toContain("No Facebook account has the user id &#34;who-is-this&#34;.");
    const blocked = await new ProviderBrowser(storefront).go(dialog({ redirect_uri: "http://127.0.0.1:9999/en/sign-in/facebook/callback" }));
    expect(blocked.status).toBe(400);
    expect(blocked.back).toBeUndefined();
  });
});

describe("the test-admin API (for providers in another process)", () => {
  it("adds people and tampers over HTTP", async () => {
    const sub = await addProviderUser(providers.baseUrl, "google", { name: "Over HTTP", email: "http@example.com", email_verified: true });
    await expect(addProviderUser(providers.baseUrl, "google", { sub, name: "Same id" })).rejects.toThrow(/already exists/);
    await expect(tamperNextIdToken(providers.baseUrl, "google", "nope" as TamperMode)).rejects.toThrow(/known mode/);

    await tamperNextIdToken(providers.baseUrl, "google", "expired", sub);
    const rp = await relyingParty("google");
    const { back } = await signIn(rp.authorizationUrl, sub);
    const refusal = await rp.finish(back!).then(() => "accepted", whyRefused);
    expect(refusal).toBe(caughtBy.expired);
  });
});
