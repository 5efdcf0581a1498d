import type { SocialProviderId } from "~/lib/social/providers";

/** Account information's sign-in methods, as the page shows them. */
export interface SignInMethodsView {
  /** Each provider offered, connected (with when, ISO 8601) or not. */
  providers: Array<{ provider: SocialProviderId; linkedAt: string | null }>;
  passwordSet: boolean;
}
