import { attempt, type AccountResult } from "~/lib/customer/account.server";
import { magentoClient } from "~/lib/magento/client-for.server";
import type { MagentoClient } from "~/lib/magento/client.server";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import { graphql } from "~/lib/magento/generated";
import type { Shop } from "~/lib/shop/shop.server";
import { backendProvider, providerOfBackend, type SocialProviderId } from "~/lib/social/providers";

/**
 * The backend's side of social sign-in (docs/decisions/032): which identity belongs to which
 * customer, and a customer token for a verified identity. The calls that act for no customer in
 * particular go server to server with the integration token (MAGENTO_INTEGRATION_TOKEN, never sent
 * to a browser); the rest is Magento's own API. The storefront verifies identities; the backend only
 * keeps them.
 */

/** A client acting as the storefront's integration (Magento reads both kinds of token from the bearer header). */
function integrationClient(shop: Shop): MagentoClient {
  const token = shop.context.settings.MAGENTO_INTEGRATION_TOKEN;
  if (!token) throw new Error("Social sign-in needs MAGENTO_INTEGRATION_TOKEN (set by the host for the embedded engine).");
  return magentoClient(shop.context, { storeCode: shop.storeCode, customerToken: token });
}

/** The email of the customer an identity is linked to, or null. */
export async function linkedCustomerEmail(shop: Shop, provider: SocialProviderId, subject: string): Promise<string | null> {
  const data = await integrationClient(shop).query(SocialIdentityCustomerQuery, { provider: backendProvider(provider), subject });
  return data.socialIdentityCustomer?.email ?? null;
}

/** Links an identity to the customer with that email; the backend's refusal as a message. */
export function linkIdentity(shop: Shop, provider: SocialProviderId, subject: string, customerEmail: string): Promise<AccountResult> {
  return attempt(() => integrationClient(shop).mutate(LinkSocialIdentityMutation, { input: { provider: backendProvider(provider), subject, customer_email: customerEmail } }));
}

/** A customer token for the customer with that email (Login as Customer, by the integration). */
export async function customerTokenFor(shop: Shop, customerEmail: string): Promise<string> {
  const data = await integrationClient(shop).mutate(GenerateCustomerTokenAsAdminMutation, { email: customerEmail });
  const token = data.generateCustomerTokenAsAdmin?.customer_token;
  if (!token) throw new Error("The backend issued no customer token.");
  return token;
}

/** True when an account uses that email already. */
export async function accountExists(shop: Shop, email: string): Promise<boolean> {
  const data = await shop.guestClient().query(IsEmailAvailableQuery, { email });
  return data.isEmailAvailable?.is_email_available === false;
}

/**
 * A new account without a password (the shopper signs in with the provider, or sets a password
 * later through the reset email), allowing the integration to issue its tokens. "exists" when the
 * email has an account already (a Magento that keeps `isEmailAvailable` quiet tells only here).
 */
export async function createPasswordlessAccount(shop: Shop, account: { email: string; firstname: string; lastname: string }): Promise<{ ok: true } | { ok: false; exists: boolean; message: string }> {
  const { email, firstname, lastname } = account;
  const result = await attempt(() => shop.guestClient().mutate(CreateSocialCustomerMutation, { input: { email, firstname, lastname, allow_remote_shopping_assistance: true } }));
  return result.ok ? result : { ok: false, exists: /same email address already exists/i.test(result.message), message: result.message };
}

/** Emails the shopper a link confirming the address they typed (their provider gave none). */
export async function requestEmailConfirmation(shop: Shop, pending: { provider: SocialProviderId; subject: string; email: string; firstname: string; lastname: string }): Promise<void> {
  await integrationClient(shop).mutate(RequestSocialEmailConfirmationMutation, { input: { ...pending, provider: backendProvider(pending.provider) } });
}

/** The identity and address a confirmation link stands for (once), or null for a bad or used link. */
export async function confirmEmail(shop: Shop, id: number, code: string) {
  const data = await integrationClient(shop).mutate(ConfirmSocialEmailMutation, { id, code });
  const confirmed = data.confirmSocialEmail;
  const provider = confirmed ? providerOfBackend(confirmed.provider) : null;
  if (!confirmed || !provider) return null;
  return { provider, subject: confirmed.subject, email: confirmed.email, firstname: confirmed.firstname, lastname: confirmed.lastname };
}

export interface SignInMethods {
  email: string;
  identities: Array<{ provider: SocialProviderId; linkedAt: string }>;
  passwordSet: boolean;
}

/** The signed-in customer's ways in; null when the backend no longer takes the token. */
export async function signInMethods(client: MagentoClient): Promise<SignInMethods | null> {
  let customer;
  try {
    ({ customer } = await client.query(CustomerSignInMethodsQuery));
  } catch (error) {
    if (error instanceof MagentoGraphQLError && error.hasCategory("graphql-authorization")) return null;
    throw error;
  }
  if (!customer) return null;
  const methods = customer.social_sign_in;
  return {
    email: customer.email ?? "",
    identities: (methods?.identities ?? []).flatMap((identity) => {
      const provider = providerOfBackend(identity.provider);
      return provider ? [{ provider, linkedAt: identity.linked_at }] : [];
    }),
    passwordSet: methods?.password_set ?? true,
  };
}

/** Disconnects a provider from the signed-in customer; the backend's refusal as a message. */
export function disconnect(client: MagentoClient, provider: SocialProviderId): Promise<AccountResult> {
  return attempt(() => client.mutate(UnlinkSocialIdentityMutation, { provider: backendProvider(provider) }));
}

const SocialIdentityCustomerQuery = graphql(`
  query SocialIdentityCustomer($provider: SocialProvider!, $subject: String!) {
    socialIdentityCustomer(provider: $provider, subject: $subject) {
      email
    }
  }
`);

const LinkSocialIdentityMutation = graphql(`
  mutation LinkSocialIdentity($input: LinkSocialIdentityInput!) {
    linkSocialIdentity(input: $input) {
      result
    }
  }
`);

const GenerateCustomerTokenAsAdminMutation = graphql(`
  mutation GenerateCustomerTokenAsAdmin($email: String!) {
    generateCustomerTokenAsAdmin(input: { customer_email: $email }) {
      customer_token
    }
  }
`);

const IsEmailAvailableQuery = graphql(`
  query IsEmailAvailable($email: String!) {
    isEmailAvailable(email: $email) {
      is_email_available
    }
  }
`);

const CreateSocialCustomerMutation = graphql(`
  mutation CreateSocialCustomer($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        email
      }
    }
  }
`);

const RequestSocialEmailConfirmationMutation = graphql(`
  mutation RequestSocialEmailConfirmation($input: SocialEmailConfirmationInput!) {
    requestSocialEmailConfirmation(input: $input)
  }
`);

const ConfirmSocialEmailMutation = graphql(`
  mutation ConfirmSocialEmail($id: Int!, $code: String!) {
    confirmSocialEmail(id: $id, code: $code) {
      provider
      subject
      email
      firstname
      lastname
    }
  }
`);

const CustomerSignInMethodsQuery = graphql(`
  query CustomerSignInMethods {
    customer {
      email
      social_sign_in {
        identities {
          provider
          linked_at
        }
        password_set
      }
    }
  }
`);

const UnlinkSocialIdentityMutation = graphql(`
  mutation UnlinkSocialIdentity($provider: SocialProvider!) {
    unlinkSocialIdentity(provider: $provider) {
      password_set
    }
  }
`);
