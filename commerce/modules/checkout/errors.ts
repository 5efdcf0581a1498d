/** Why an order cannot be placed, in Magento's shapes (PlaceOrderErrorCodes, the gateway's decline). */
import { MagentoGraphQLError } from "../../lib/errors";

/** Magento's PlaceOrderErrorCodes. */
export type PlaceOrderErrorCode = "CART_NOT_FOUND" | "CART_NOT_ACTIVE" | "GUEST_EMAIL_MISSING" | "UNABLE_TO_PLACE_ORDER" | "UNDEFINED";

/** A cart that cannot become an order as it is; `message` is Magento's text without a prefix. */
export class PlaceOrderError extends MagentoGraphQLError {
  constructor(message: string, readonly code: PlaceOrderErrorCode) {
    super(message, "graphql-input");
  }
}

export type DeclineReason = "card_declined" | "insufficient_funds" | "token_invalid" | "token_expired" | "token_used" | "expired_card";

/** The card was not authorised: no order, the cart stays as it was. */
export class PaymentDeclinedError extends MagentoGraphQLError {
  constructor(readonly reason: DeclineReason) {
    super("Transaction has been declined. Please try again later.", "graphql-input");
  }
}
