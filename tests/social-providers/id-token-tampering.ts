import { randomBytes } from "node:crypto";
import { SignJWT, base64url, decodeJwt, decodeProtectedHeader } from "jose";
import type { JWTPayload, JWTHeaderParameters } from "jose";

/**
 * The ways a relying party must refuse an ID token, each made from a real token: its claims are
 * changed (or kept) and signed again, so exactly one thing is wrong with it.
 */
export const tamperModes = ["wrong-aud", "wrong-iss", "expired", "bad-signature", "wrong-nonce", "alg-none"] as const;
export type TamperMode = (typeof tamperModes)[number];

export function isTamperMode(value: unknown): value is TamperMode {
  return typeof value === "string" && (tamperModes as readonly string[]).includes(value);
}

/** How an issuer signs its ID tokens: the real key, and another one for forged signatures. */
export interface IdTokenSigner {
  alg: "RS256" | "HS256";
  key: CryptoKey | Uint8Array;
  otherKey: CryptoKey | Uint8Array;
}

/** `idToken` with the one fault `mode` names. */
export async function tamperIdToken(idToken: string, mode: TamperMode, signer: IdTokenSigner): Promise<string> {
  const header = decodeProtectedHeader(idToken) as JWTHeaderParameters;
  const claims: JWTPayload = { ...decodeJwt(idToken) };
  const now = Math.floor(Date.now() / 1000);
  switch (mode) {
    case "wrong-aud":
      claims.aud = "someone-elses-client-id";
      break;
    case "wrong-iss":
      claims.iss = new URL("/impostor", claims.iss ?? "http://127.0.0.1/").href;
      break;
    case "expired":
      // Well past any clock tolerance a client allows.
      claims.exp = now - 3600;
      claims.iat = now - 7200;
      break;
    case "wrong-nonce":
      claims.nonce = randomBytes(16).toString("base64url");
      break;
    case "alg-none": {
      const unsigned = { ...header, alg: "none" };
      delete unsigned.kid;
      return `${base64url.encode(JSON.stringify(unsigned))}.${base64url.encode(JSON.stringify(claims))}.`;
    }
    case "bad-signature":
      return new SignJWT(claims).setProtectedHeader(header).sign(signer.otherKey);
  }
  return new SignJWT(claims).setProtectedHeader(header).sign(signer.key);
}
