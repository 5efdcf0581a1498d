import { describe, expect, it } from "vitest";
import { BackendTimeoutError, MagentoGraphQLError } from "~/lib/magento/errors";
import { wishlistFailure } from "~/lib/wishlist/wishlists.server";

const refusal = (message: string, category?: string) => new MagentoGraphQLError([{ message, category }], null);

describe("wishlistFailure", () => {
  it.each([
    ["The current customer isn't authorized.", "graphql-authorization", "signed-out"],
    ["The current user cannot perform operations on wishlist", "graphql-authorization", "signed-out"],
    ["The wishlist configuration is currently disabled.", "graphql-input", "disabled"],
    ["The multiple wishlist configuration is currently disabled.", "graphql-input", "limit"],
    ["Only 5 wish list(s) can be created.", "graphql-input", "limit"],
    ['Wish list "Garden" already exists.', "graphql-input", "name-taken"],
    ["The default wish list can't be deleted.", "graphql-input", "is-default"],
    ["The wishlist was not found.", "graphql-input", "not-found"],
    ["Could not find a wish list with ID \"9\"", "graphql-no-such-entity", "not-found"],
    ["Something else went wrong.", "graphql-input", "failed"],
  ])("sorts %j into %s", (message, category, expected) => {
    expect(wishlistFailure(refusal(message, category))).toBe(expected);
  });

  it("counts a slow backend as a failure to retry, and rethrows programming errors", () => {
    expect(wishlistFailure(new BackendTimeoutError("slow"))).toBe("failed");
    expect(() => wishlistFailure(new TypeError("bug"))).toThrow(TypeError);
  });
});
