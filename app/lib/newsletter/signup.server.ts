import type { MagentoClient } from "~/lib/magento/client.server";
import { BackendTimeoutError, BackendUnavailableError, MagentoGraphQLError } from "~/lib/magento/errors";
import { graphql } from "~/lib/magento/generated";

/**
 * Email signup (`/{store}/email-signup`, the footer's form) through Magento's
 * `subscribeEmailToNewsletter`, and the links of newsletter emails through the engine's extension
 * (`confirmNewsletterSubscription`, `unsubscribeNewsletterSubscriber`; docs/decisions/028). The
 * backend answers in English: its known messages become catalogue keys here.
 */

/** SUBSCRIBED, or NOT_ACTIVE / UNCONFIRMED (a confirmation email is on its way). */
export type SignupOutcome = { ok: true; confirmationSent: boolean } | { ok: false; key: string; field: boolean };

const SIGNUP_MESSAGES: Record<string, { key: string; field: boolean }> = {
  "This email address is already subscribed.": { key: "newsletter.errors.alreadySubscribed", field: true },
  "Cannot create a newsletter subscription.": { key: "newsletter.errors.accountEmail", field: true },
  "Guests can not subscribe to the newsletter. You must create an account to subscribe.": { key: "newsletter.errors.guestsNotAllowed", field: false },
  "Enter a valid email address.": { key: "newsletter.errors.invalidEmail", field: true },
  "You must specify an email address to subscribe to a newsletter.": { key: "newsletter.errors.invalidEmail", field: true },
};

/** Subscribes `email` as this shopper (a guest, or the signed-in customer through `client`). */
export async function subscribeEmail(client: MagentoClient, email: string): Promise<SignupOutcome> {
  try {
    const data = await client.mutate(SubscribeEmailToNewsletterMutation, { email });
    const status = data.subscribeEmailToNewsletter?.status;
    if (status === "SUBSCRIBED") return { ok: true, confirmationSent: false };
    if (status === "NOT_ACTIVE" || status === "UNCONFIRMED") return { ok: true, confirmationSent: true };
    return { ok: false, key: "newsletter.errors.generic", field: false };
  } catch (error) {
    return { ok: false, ...failureOf(error, SIGNUP_MESSAGES, { key: "newsletter.errors.generic", field: false }) };
  }
}

export type LinkAction = "confirm" | "unsubscribe";
export type LinkOutcome = { ok: true } | { ok: false; key: string };

const LINK_MESSAGES: Record<string, { key: string }> = {
  "This is an invalid subscription confirmation code.": { key: "newsletter.link.invalid" },
  "This is an invalid subscription ID or code.": { key: "newsletter.link.invalid" },
  "This confirmation link has expired. Subscribe again to get a new one.": { key: "newsletter.link.expired" },
};

/** Follows an email's link: its `id` and `code` go to the backend as they are (it checks them). */
export async function followNewsletterLink(client: MagentoClient, action: LinkAction, link: { id: number; code: string }): Promise<LinkOutcome> {
  try {
    const data =
      action === "confirm"
        ? (await client.mutate(ConfirmNewsletterSubscriptionMutation, link)).confirmNewsletterSubscription
        : (await client.mutate(UnsubscribeNewsletterSubscriberMutation, link)).unsubscribeNewsletterSubscriber;
    const expected = action === "confirm" ? "SUBSCRIBED" : "UNSUBSCRIBED";
    return data?.status === expected ? { ok: true } : { ok: false, key: "newsletter.link.failed" };
  } catch (error) {
    return { ok: false, ...failureOf(error, LINK_MESSAGES, { key: "newsletter.link.failed" }) };
  }
}

/** A known backend refusal, or `fallback` for an unknown one and for a backend that is down. */
function failureOf<T>(error: unknown, known: Record<string, T>, fallback: T): T {
  if (error instanceof BackendUnavailableError || error instanceof BackendTimeoutError) return fallback;
  if (!(error instanceof MagentoGraphQLError)) throw error;
  return known[(error.errors[0]?.message ?? "").trim()] ?? fallback;
}

const SubscribeEmailToNewsletterMutation = graphql(`
  mutation SubscribeEmailToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`);

const ConfirmNewsletterSubscriptionMutation = graphql(`
  mutation ConfirmNewsletterSubscription($id: Int!, $code: String!) {
    confirmNewsletterSubscription(id: $id, code: $code) {
      status
    }
  }
`);

const UnsubscribeNewsletterSubscriberMutation = graphql(`
  mutation UnsubscribeNewsletterSubscriber($id: Int!, $code: String!) {
    unsubscribeNewsletterSubscriber(id: $id, code: $code) {
      status
    }
  }
`);
