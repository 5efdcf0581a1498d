import type { MagentoClient } from "~/lib/magento/client.server";
import { BackendTimeoutError, BackendUnavailableError, MagentoGraphQLError } from "~/lib/magento/errors";
import { graphql } from "~/lib/magento/generated";
import { CARD_METHOD } from "~/lib/saved-payments/checkout-choices";
import { savedCardOf, type SavedCard } from "~/lib/saved-payments/saved-cards";
import { log } from "../../../logging/logger";

/**
 * The signed-in customer's saved cards (Magento's vault): `customerPaymentTokens` to list them,
 * `deletePaymentToken(public_hash)` to delete one. Used by `/{store}/saved-payments` and by the
 * checkout's payment step, which offers them as choices.
 */

/** The customer's saved cards (throws when the backend fails or the token is refused). */
export async function loadSavedCards(client: MagentoClient): Promise<SavedCard[]> {
  const data = await client.query(CustomerPaymentTokensQuery, {});
  return (data.customerPaymentTokens?.items ?? []).flatMap((item) => {
    const card = item ? savedCardOf(item) : null;
    return card ? [card] : [];
  });
}

/**
 * The saved cards checkout offers: only when paying by card is possible (the backend offers the
 * card method), and none when they cannot be read (the other methods still work).
 */
export async function loadCheckoutSavedCards(client: MagentoClient, offeredCodes: readonly string[]): Promise<SavedCard[]> {
  if (!offeredCodes.includes(CARD_METHOD)) return [];
  return loadSavedCards(client).catch((error: unknown) => {
    log.warn({ err: error }, `[checkout] saved cards could not be read`);
    return [];
  });
}

export type SavedCardDelete = { ok: true } | { ok: false; reason: "signed-out" | "not-found" | "failed" };

/** Deletes one card; a hash that is not the customer's answers `not-found` (Magento's text). */
export async function deleteSavedCard(client: MagentoClient, publicHash: string): Promise<SavedCardDelete> {
  try {
    const data = await client.mutate(DeletePaymentTokenMutation, { hash: publicHash });
    return data.deletePaymentToken?.result ? { ok: true } : { ok: false, reason: "failed" };
  } catch (error) {
    if (error instanceof BackendUnavailableError || error instanceof BackendTimeoutError) return { ok: false, reason: "failed" };
    if (!(error instanceof MagentoGraphQLError)) throw error;
    if (/isn't authorized/i.test(error.message)) return { ok: false, reason: "signed-out" };
    return { ok: false, reason: /could not find a token/i.test(error.message) ? "not-found" : "failed" };
  }
}

const CustomerPaymentTokensQuery = graphql(`
  query CustomerPaymentTokens {
    customerPaymentTokens {
      items {
        details
        payment_method_code
        public_hash
        type
      }
    }
  }
`);

const DeletePaymentTokenMutation = graphql(`
  mutation DeletePaymentToken($hash: String!) {
    deletePaymentToken(public_hash: $hash) {
      result
    }
  }
`);
