import { describe, expect, it } from "vitest";
import { isInvalidCartError } from "~/lib/cart/invalid-cart";
import { BackendUnavailableError, MagentoGraphQLError } from "~/lib/magento/errors";

const graphqlError = (message: string, category?: string) => new MagentoGraphQLError([{ message, category }], null);

describe("isInvalidCartError", () => {
  it("knows the three invalid-cart answers of spec §8, cart id and all", () => {
    expect(isInvalidCartError(graphqlError('Could not find a cart with ID "abc123"', "graphql-no-such-entity"))).toBe(true);
    expect(isInvalidCartError(graphqlError("The cart isn't active.", "graphql-no-such-entity"))).toBe(true);
    expect(isInvalidCartError(graphqlError('The current user cannot perform operations on cart "abc123"', "graphql-authorization"))).toBe(true);
  });

  it("leaves other errors alone: a product that is not there, stock, network failures", () => {
    expect(isInvalidCartError(graphqlError('Could not find a product with SKU "X"', "graphql-no-such-entity"))).toBe(false);
    expect(isInvalidCartError(graphqlError("The requested qty is not available"))).toBe(false);
    expect(isInvalidCartError(new BackendUnavailableError("The commerce backend is unreachable."))).toBe(false);
    expect(isInvalidCartError(new Error("Could not find a cart"))).toBe(false);
  });
});
