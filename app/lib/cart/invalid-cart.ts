import { MagentoGraphQLError } from "~/lib/magento/errors";

/**
 * Spec §8: the backend's messages that mean "this cart id is no use any more" (unknown, no longer
 * active after an order, or someone else's). Magento has no error code for them, only the text,
 * and it names the cart in the message, so they are matched as parts of it.
 */
const INVALID_CART_MESSAGES = [
  "Could not find a cart",
  "The cart isn't active",
  "The current user cannot perform operations on cart",
] as const;

/** True when the backend said the cart is invalid. Network failures and other errors are not. */
export function isInvalidCartError(error: unknown): boolean {
  if (!(error instanceof MagentoGraphQLError)) return false;
  return error.errors.some((entry) => isInvalidCartMessage(entry.message));
}

export function isInvalidCartMessage(message: string | null | undefined): boolean {
  if (!message) return false;
  return INVALID_CART_MESSAGES.some((part) => message.includes(part));
}
