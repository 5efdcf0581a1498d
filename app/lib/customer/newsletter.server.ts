import type { MagentoClient } from "~/lib/magento/client.server";
import { BackendTimeoutError, BackendUnavailableError, MagentoGraphQLError } from "~/lib/magento/errors";
import { graphql } from "~/lib/magento/generated";

/**
 * The signed-in customer's newsletter subscription (`/{store}/communications`): Magento's
 * `customer.is_subscribed`, changed through `updateCustomerV2(input: { is_subscribed })`.
 */

export interface Subscription {
  email: string;
  subscribed: boolean;
}

/** The customer's email and whether they get the newsletter (throws when the backend fails). */
export async function loadSubscription(client: MagentoClient): Promise<Subscription> {
  const data = await client.query(CustomerSubscriptionQuery, {});
  return { email: data.customer?.email ?? "", subscribed: data.customer?.is_subscribed === true };
}

export type SubscriptionWrite = { ok: true; subscribed: boolean } | { ok: false; reason: "signed-out" | "failed" };

/** Subscribes or unsubscribes; the answer is the backend's state after the change. */
export async function saveSubscription(client: MagentoClient, subscribed: boolean): Promise<SubscriptionWrite> {
  try {
    const data = await client.mutate(UpdateCustomerSubscriptionMutation, { input: { is_subscribed: subscribed } });
    return { ok: true, subscribed: data.updateCustomerV2?.customer.is_subscribed === true };
  } catch (error) {
    if (error instanceof BackendUnavailableError || error instanceof BackendTimeoutError) return { ok: false, reason: "failed" };
    if (!(error instanceof MagentoGraphQLError)) throw error;
    return { ok: false, reason: /isn't authorized/i.test(error.message) ? "signed-out" : "failed" };
  }
}

/** The checkbox of the form: ticked (`on`, or any value) means subscribed. */
export function subscribedOf(formData: FormData): boolean {
  const value = formData.get("subscribed");
  return typeof value === "string" && value !== "" && value !== "false";
}

const CustomerSubscriptionQuery = graphql(`
  query CustomerSubscription {
    customer {
      email
      is_subscribed
    }
  }
`);

const UpdateCustomerSubscriptionMutation = graphql(`
  mutation UpdateCustomerSubscription($input: CustomerUpdateInput!) {
    updateCustomerV2(input: $input) {
      customer {
        is_subscribed
      }
    }
  }
`);
