import { describe, expect, it } from "vitest";
import { accountLinks } from "~/components/navigation/account-links";
import { ALL_BACKEND_FEATURES } from "~/lib/magento/backend-features";

const paths = (links: ReturnType<typeof accountLinks>) => links.map((link) => link.path);

describe("the drawer's account links", () => {
  it("lead to every account page on a backend that has everything", () => {
    expect(paths(accountLinks(ALL_BACKEND_FEATURES, true))).toEqual([
      "/account-information",
      "/address-book",
      "/order-history",
      "/store-credit",
      "/gift-cards",
      "/saved-payments",
      "/communications",
      "/wishlist",
    ]);
  });

  it("leave out what Magento Open Source lacks and a switched-off wish list", () => {
    const openSource = { giftCards: false, storeCredit: false, namedWishlists: false, savedCards: true, newsletterLinks: false, socialSignIn: false };
    expect(paths(accountLinks(openSource, false))).toEqual([
      "/account-information",
      "/address-book",
      "/order-history",
      "/saved-payments",
      "/communications",
    ]);
    expect(paths(accountLinks({ ...openSource, savedCards: false }, true))).not.toContain("/saved-payments");
    expect(paths(accountLinks({ ...openSource, namedWishlists: false }, true))).toContain("/wishlist");
  });
});
