import { z } from "zod";

/**
 * The social sign-in settings (docs/decisions/032): a provider is on when its client id is set, and
 * then its secret must be set too. Issuers and Facebook's URLs are what tests and a staging shop
 * point at their own providers, so they are settings; they must be `https://`, except on a loopback
 * host (127.0.0.1, localhost, [::1]), where `http://` is accepted in any mode.
 */

/** True for a URL whose host is this machine. */
export function isLoopbackUrl(url: URL): boolean {
  return url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]";
}

/** An https URL, or an http one on a loopback host; `example` shows the shape in the message. */
function providerUrl(example: string) {
  return z
    .string()
    .refine((value) => URL.canParse(value), `must be an absolute URL, e.g. ${example}`)
    .refine((value) => {
      const url = new URL(value);
      return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackUrl(url));
    }, "must be an https:// URL (http:// only on 127.0.0.1 or localhost)")
    .transform((value) => value.replace(/\/+$/, ""));
}

/** A client id or secret as the providers issue them: printable, no spaces. */
const credential = z.string().regex(/^[\x21-\x7e]{1,512}$/, "must be the value the provider issued (no spaces)");

export const socialSettingsFields = {
  SOCIAL_GOOGLE_CLIENT_ID: credential.optional(),
  SOCIAL_GOOGLE_CLIENT_SECRET: credential.optional(),
  SOCIAL_GOOGLE_ISSUER: providerUrl("https://accounts.google.com").default("https://accounts.google.com"),
  SOCIAL_LINE_CHANNEL_ID: credential.optional(),
  SOCIAL_LINE_CHANNEL_SECRET: credential.optional(),
  SOCIAL_LINE_ISSUER: providerUrl("https://access.line.me").default("https://access.line.me"),
  SOCIAL_FACEBOOK_APP_ID: credential.optional(),
  SOCIAL_FACEBOOK_APP_SECRET: credential.optional(),
  SOCIAL_FACEBOOK_DIALOG_URL: providerUrl("https://www.facebook.com/v24.0/dialog/oauth").default("https://www.facebook.com/v24.0/dialog/oauth"),
  SOCIAL_FACEBOOK_GRAPH_URL: providerUrl("https://graph.facebook.com/v24.0").default("https://graph.facebook.com/v24.0"),
  /**
   * The backend integration's token (Magento: System > Integrations), sent as a bearer token on the
   * server-to-server calls that link identities and issue a customer token for one. Unset with the
   * embedded engine: the host derives one from SESSION_SECRET and registers it with the engine.
   */
  MAGENTO_INTEGRATION_TOKEN: z.string().regex(/^[\x21-\x7e]{16,200}$/, "must be the integration's access token (16-200 printable characters)").optional(),
};

type SocialSettings = z.output<z.ZodObject<typeof socialSettingsFields>>;

/** Each provider's id setting and the secret it needs. */
const pairs = [
  ["SOCIAL_GOOGLE_CLIENT_ID", "SOCIAL_GOOGLE_CLIENT_SECRET"],
  ["SOCIAL_LINE_CHANNEL_ID", "SOCIAL_LINE_CHANNEL_SECRET"],
  ["SOCIAL_FACEBOOK_APP_ID", "SOCIAL_FACEBOOK_APP_SECRET"],
] as const;

/** The checks between the social settings: a provider's id and secret come together. */
export function checkSocialSettings(settings: SocialSettings, ctx: z.RefinementCtx): void {
  for (const [id, secret] of pairs) {
    if (settings[id] && !settings[secret]) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [secret], message: `is required when ${id} is set` });
    }
    if (!settings[id] && settings[secret]) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [id], message: `is required when ${secret} is set (a provider is on when its id is set)` });
    }
  }
}
