import { describe, expect, it } from "vitest";
import en from "../../../locales/en/common.json";
import fr from "../../../locales/fr/common.json";
import th from "../../../locales/th/common.json";

/** The email signup's texts: the same keys in every catalogue (plural forms counted as one key). */
function keysOf(section: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(section)
    .flatMap(([key, value]) => (typeof value === "object" && value ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, "")}`]))
    .filter((key, index, all) => all.indexOf(key) === index)
    .sort();
}

describe("the newsletter catalogue section", () => {
  it("has every English key in Thai and French, and nothing more", () => {
    const english = keysOf(en.newsletter);
    expect(keysOf(th.newsletter)).toEqual(english);
    expect(keysOf(fr.newsletter)).toEqual(english);
  });

  it("has the keys the signup and link pages use, in real Thai", () => {
    for (const key of ["errors.alreadySubscribed", "errors.accountEmail", "errors.guestsNotAllowed", "errors.invalidEmail", "errors.tooMany", "errors.generic", "link.invalid", "link.expired", "link.failed", "confirm.done", "unsubscribe.done"]) {
      expect(keysOf(en.newsletter)).toContain(key);
    }
    expect(th.newsletter.errors.alreadySubscribed).toMatch(/[\u0E00-\u0E7F]/);
  });
});
