import { hmacSha256, toBase64Url } from "../app/lib/web-crypto.server";

/**
 * The integration token the storefront and its embedded engine share when MAGENTO_INTEGRATION_TOKEN
 * is unset: derived from SESSION_SECRET (HMAC-SHA-256 of a fixed label), so every instance on the
 * same secret and database agrees without a second secret to manage, and the token is never written
 * anywhere. The engine registers it at start (CommerceOptions.storefrontIntegrationToken).
 */
export async function embeddedIntegrationToken(sessionSecret: string): Promise<string> {
  return toBase64Url(await hmacSha256(sessionSecret, "storefront: the embedded engine's integration token"));
}
