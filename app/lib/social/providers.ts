/**
 * The social sign-in providers, as the storefront names them in URLs and texts. Their names are
 * brands and stay as they are in every language.
 */
export const SOCIAL_PROVIDERS = ["google", "facebook", "line"] as const;

export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

export const PROVIDER_NAMES: Record<SocialProviderId, string> = {
  google: "Google",
  facebook: "Facebook",
  line: "LINE",
};

export function isSocialProvider(value: unknown): value is SocialProviderId {
  return typeof value === "string" && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** The provider as the backend's `SocialProvider` enum names it. */
export type BackendSocialProvider = "GOOGLE" | "FACEBOOK" | "LINE";

export function backendProvider(provider: SocialProviderId): BackendSocialProvider {
  return provider.toUpperCase() as BackendSocialProvider;
}

export function providerOfBackend(value: string): SocialProviderId | null {
  const id = value.toLowerCase();
  return isSocialProvider(id) ? id : null;
}
