import {
  ChangeCustomerPasswordMutation,
  CreateCustomerMutation,
  CustomerAccountQuery,
  RequestPasswordResetEmailMutation,
  ResetPasswordMutation,
  UpdateCustomerEmailMutation,
  UpdateCustomerMutation,
} from "~/lib/customer/documents.server";
import type { MagentoClient } from "~/lib/magento/client.server";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import type { Shop } from "~/lib/shop/shop.server";
import { log } from "../../../logging/logger";

/** A customer write's outcome: done, or Magento's message (to translate with `accountMessageKey`). */
export type AccountResult = { ok: true } | { ok: false; message: string; unauthorized: boolean };

/** Runs one write; a GraphQL error answer becomes a value, anything else (backend down) is thrown. */
export async function attempt(write: () => Promise<unknown>): Promise<AccountResult> {
  try {
    await write();
    return { ok: true };
  } catch (error) {
    if (!(error instanceof MagentoGraphQLError)) throw error;
    return { ok: false, message: error.errors[0]?.message ?? "", unauthorized: error.hasCategory("graphql-authorization") };
  }
}

export interface NewAccount {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  newsletter: boolean;
}

/** `createCustomerV2` (the caller signs the new customer in afterwards). */
export function createAccount(shop: Shop, account: NewAccount): Promise<AccountResult> {
  const { newsletter, ...input } = account;
  return attempt(() => shop.guestClient().mutate(CreateCustomerMutation, { input: { ...input, is_subscribed: newsletter } }));
}

/**
 * `requestPasswordResetEmail`. The page always shows the same confirmation, whether the address
 * is known or not (no account discovery); only a backend that is down is an error.
 */
export async function requestPasswordReset(shop: Shop, email: string): Promise<void> {
  const result = await attempt(() => shop.guestClient().mutate(RequestPasswordResetEmailMutation, { email }));
  if (!result.ok) log.info({ reason: result.message }, "[customer] password reset refused");
}

/** `resetPassword` with the link's token: single use and expiring (Magento's messages otherwise). */
export async function resetPassword(
  shop: Shop,
  input: { email: string; token: string; newPassword: string },
): Promise<AccountResult> {
  let accepted = false;
  const result = await attempt(async () => {
    const data = await shop.guestClient().mutate(ResetPasswordMutation, input);
    accepted = data.resetPassword === true;
  });
  if (result.ok && !accepted) return { ok: false, message: "Cannot set the customer's password", unauthorized: false };
  return result;
}

export interface AccountDetails {
  firstname: string;
  lastname: string;
  email: string;
  isSubscribed: boolean;
}

/** The signed-in customer's details (null when the backend does not know the token any more). */
export async function readAccount(client: MagentoClient): Promise<AccountDetails | null> {
  try {
    const { customer } = await client.query(CustomerAccountQuery);
    if (!customer) return null;
    return {
      firstname: customer.firstname ?? "",
      lastname: customer.lastname ?? "",
      email: customer.email ?? "",
      isSubscribed: customer.is_subscribed ?? false,
    };
  } catch (error) {
    if (error instanceof MagentoGraphQLError && error.hasCategory("graphql-authorization")) return null;
    throw error;
  }
}

export function updateNames(client: MagentoClient, names: { firstname: string; lastname: string }): Promise<AccountResult> {
  return attempt(() => client.mutate(UpdateCustomerMutation, { input: names }));
}

export function changeEmail(client: MagentoClient, input: { email: string; password: string }): Promise<AccountResult> {
  return attempt(() => client.mutate(UpdateCustomerEmailMutation, input));
}

export function changePassword(client: MagentoClient, input: { currentPassword: string; newPassword: string }): Promise<AccountResult> {
  return attempt(() => client.mutate(ChangeCustomerPasswordMutation, input));
}
