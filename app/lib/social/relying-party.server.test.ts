import { describe, expect, it } from "vitest";
import { splitName } from "~/lib/social/relying-party.server";

describe("names from a provider", () => {
  it("takes the provider's first and last name when it gives both", () => {
    expect(splitName("Somchai Jaidee", "สมชาย", "ใจดี")).toEqual({ firstname: "สมชาย", lastname: "ใจดี" });
  });

  it("splits a display name at its last space", () => {
    expect(splitName("สมชาย ใจดี")).toEqual({ firstname: "สมชาย", lastname: "ใจดี" });
    expect(splitName("Mary Ann  Smith")).toEqual({ firstname: "Mary Ann", lastname: "Smith" });
  });

  it("fills both names from a one-word name, as Magento needs both", () => {
    expect(splitName("น้อย")).toEqual({ firstname: "น้อย", lastname: "น้อย" });
    expect(splitName("", "Nok")).toEqual({ firstname: "Nok", lastname: "Nok" });
  });
});
