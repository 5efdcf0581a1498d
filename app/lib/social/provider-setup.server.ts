import type { StorefrontSettings } from "~/lib/settings.server";
import { SOCIAL_PROVIDERS, type SocialProviderId } from "~/lib/social/providers";

/**
 * One provider as the settings configure it. Google and LINE are OpenID Connect issuers (found by
 * discovery); Facebook is OAuth 2 plus the Graph API. LINE signs its ID tokens with the channel
 * secret (HS256), Google with its published keys (RS256).
 */
export type ProviderSetup =
  | {
      id: "google" | "line";
      kind: "openid";
      issuer: string;
      clientId: string;
      clientSecret: string;
      scope: string;
      idTokenAlgorithm: "RS256" | "HS256";
    }
  | {
      id: "facebook";
      kind: "facebook";
      dialogUrl: string;
      graphUrl: string;
      clientId: string;
      clientSecret: string;
      scope: string;
    };

type SocialSettings = Pick<
  StorefrontSettings,
  | "SOCIAL_GOOGLE_CLIENT_ID"
  | "SOCIAL_GOOGLE_CLIENT_SECRET"
  | "SOCIAL_GOOGLE_ISSUER"
  | "SOCIAL_LINE_CHANNEL_ID"
  | "SOCIAL_LINE_CHANNEL_SECRET"
  | "SOCIAL_LINE_ISSUER"
  | "SOCIAL_FACEBOOK_APP_ID"
  | "SOCIAL_FACEBOOK_APP_SECRET"
  | "SOCIAL_FACEBOOK_DIALOG_URL"
  | "SOCIAL_FACEBOOK_GRAPH_URL"
>;

/** The provider's setup, or null when it is off (no client id). */
export function providerSetup(settings: SocialSettings, id: SocialProviderId): ProviderSetup | null {
  switch (id) {
    case "google":
      if (!settings.SOCIAL_GOOGLE_CLIENT_ID || !settings.SOCIAL_GOOGLE_CLIENT_SECRET) return null;
      return {
        id,
        kind: "openid",
        issuer: settings.SOCIAL_GOOGLE_ISSUER,
        clientId: settings.SOCIAL_GOOGLE_CLIENT_ID,
        clientSecret: settings.SOCIAL_GOOGLE_CLIENT_SECRET,
        scope: "openid email profile",
        idTokenAlgorithm: "RS256",
      };
    case "line":
      if (!settings.SOCIAL_LINE_CHANNEL_ID || !settings.SOCIAL_LINE_CHANNEL_SECRET) return null;
      return {
        id,
        kind: "openid",
        issuer: settings.SOCIAL_LINE_ISSUER,
        clientId: settings.SOCIAL_LINE_CHANNEL_ID,
        clientSecret: settings.SOCIAL_LINE_CHANNEL_SECRET,
        scope: "openid profile email",
        idTokenAlgorithm: "HS256",
      };
    case "facebook":
      if (!settings.SOCIAL_FACEBOOK_APP_ID || !settings.SOCIAL_FACEBOOK_APP_SECRET) return null;
      return {
        id,
        kind: "facebook",
        dialogUrl: settings.SOCIAL_FACEBOOK_DIALOG_URL,
        graphUrl: settings.SOCIAL_FACEBOOK_GRAPH_URL,
        clientId: settings.SOCIAL_FACEBOOK_APP_ID,
        clientSecret: settings.SOCIAL_FACEBOOK_APP_SECRET,
        scope: "email,public_profile",
      };
  }
}

/** The providers that are on, in the order the buttons show them. */
export function configuredProviders(settings: SocialSettings): SocialProviderId[] {
  return SOCIAL_PROVIDERS.filter((id) => providerSetup(settings, id) !== null);
}
