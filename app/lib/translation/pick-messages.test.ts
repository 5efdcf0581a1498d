import { describe, expect, it } from "vitest";
import { mergeMessages, pickMessages } from "~/lib/translation/pick-messages";
import type { Messages } from "~/lib/translation/translator";

const catalogue: Messages = {
  header: { cartLabel_one: "{{count}} item", cartLabel_other: "{{count}} items", cartLabelHint: "not a plural", logo: "Home" },
  orders: { status: { pending: "Pending", complete: "Complete" }, title: "Orders" },
};

describe("pickMessages", () => {
  it("takes a key's text with its plural forms, and nothing the key merely starts", () => {
    expect(pickMessages(catalogue, ["header.cartLabel"])).toEqual({ header: { cartLabel_one: "{{count}} item", cartLabel_other: "{{count}} items" } });
  });

  it("takes a prefix's whole subtree (dynamic keys like orders.status.${status})", () => {
    expect(pickMessages(catalogue, ["orders.status", "header.logo"])).toEqual({ orders: { status: { pending: "Pending", complete: "Complete" } }, header: { logo: "Home" } });
  });

  it("leaves out keys the catalogue lacks", () => {
    expect(pickMessages(catalogue, ["orders.nothing", "nowhere.at.all", "header.logo.deeper"])).toEqual({ orders: {}, header: {} });
  });
});

describe("mergeMessages", () => {
  it("adds a route's texts to the page's without replacing the section they share", () => {
    const page: Record<string, unknown> = {};
    mergeMessages(page, { header: { logo: "Home" } });
    mergeMessages(page, { header: { cartLabel_other: "{{count}} items" }, orders: { title: "Orders" } });
    expect(page).toEqual({ header: { logo: "Home", cartLabel_other: "{{count}} items" }, orders: { title: "Orders" } });
  });
});
