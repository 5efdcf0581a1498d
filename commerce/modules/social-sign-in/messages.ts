/** What social sign-in's refusals say (Magento's wording where Magento has the case). */
export type SocialProvider = "GOOGLE" | "FACEBOOK" | "LINE";

/** The providers' own names, as their sign-in buttons spell them. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = { GOOGLE: "Google", FACEBOOK: "Facebook", LINE: "LINE" };

export const SOCIAL_MESSAGES = {
  identityTaken: (provider: SocialProvider) => `This ${PROVIDER_NAMES[provider]} account is already linked to another customer account.`,
  otherIdentityLinked: (provider: SocialProvider) => `This customer account is already linked to another ${PROVIDER_NAMES[provider]} account.`,
  /** Magento's NoSuchEntityException::doubleField, as CustomerRepository::get($email, $websiteId) throws it. */
  noSuchCustomer: (email: string, websiteId: number) => `No such entity with email = ${email}, websiteId = ${websiteId}`,
  onlyWayIn: (provider: SocialProvider) => `${PROVIDER_NAMES[provider]} is the only way to sign in to this account. Set a password first.`,
  specify: (field: string) => `Specify the "${field}" value.`,
  invalidEmail: (email: string) => `"${email}" is not a valid email address.`,
  tooLong: (field: string, max: number) => `The "${field}" value is longer than ${max} characters.`,
  missing: (labels: string[]) => `Required parameters are missing: ${labels.join(", ")}`,
} as const;
