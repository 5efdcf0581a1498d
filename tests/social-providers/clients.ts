/**
 * The storefront's fixed registrations at the test providers, shared by the harness,
 * playwright.config.ts and the tests so all of them agree without passing secrets around.
 * Shaped like the real ones (a Google client id ends in `.apps.googleusercontent.com`, a LINE
 * channel id is ten digits with a 32-hex-digit secret, a Facebook app id is numeric); test-only.
 */
export const testClients = {
  google: {
    clientId: "1234567890-storefront.apps.googleusercontent.com",
    clientSecret: "GOCSPX-test-storefront-google-secret-0001",
  },
  line: {
    channelId: "2000000001",
    // HS256 signs LINE's ID tokens with this secret, so it is 32 bytes (the minimum for HS256).
    channelSecret: "5f3c8a1e9b7d4c2a6e0f1b3d5a7c9e20",
  },
  facebook: {
    appId: "900000000000001",
    appSecret: "3d2c1b0a99887766554433221100ffee",
  },
} as const;

/** The three providers, by the names the storefront uses in its URLs. */
export type SocialProviderName = "google" | "facebook" | "line";
export const socialProviderNames: readonly SocialProviderName[] = ["google", "facebook", "line"];

/** The store codes whose callback URLs every registration lists. */
export const callbackStores = ["th", "en", "default"] as const;

/** Every redirect URI the storefront may send for one provider, for each origin it runs on. */
export function callbackUrls(redirectOrigins: readonly string[], provider: SocialProviderName): string[] {
  return redirectOrigins.flatMap((origin) =>
    callbackStores.map((store) => `${origin.replace(/\/$/, "")}/${store}/sign-in/${provider}/callback`),
  );
}

/** The storefront's social sign-in settings for providers served from `baseUrl`. */
export function socialSettings(baseUrl: string): Record<string, string> {
  return {
    SOCIAL_GOOGLE_CLIENT_ID: testClients.google.clientId,
    SOCIAL_GOOGLE_CLIENT_SECRET: testClients.google.clientSecret,
    SOCIAL_GOOGLE_ISSUER: `${baseUrl}/google`,
    SOCIAL_LINE_CHANNEL_ID: testClients.line.channelId,
    SOCIAL_LINE_CHANNEL_SECRET: testClients.line.channelSecret,
    SOCIAL_LINE_ISSUER: `${baseUrl}/line`,
    SOCIAL_FACEBOOK_APP_ID: testClients.facebook.appId,
    SOCIAL_FACEBOOK_APP_SECRET: testClients.facebook.appSecret,
    SOCIAL_FACEBOOK_DIALOG_URL: `${baseUrl}/facebook/v24.0/dialog/oauth`,
    SOCIAL_FACEBOOK_GRAPH_URL: `${baseUrl}/facebook/graph/v24.0`,
  };
}
