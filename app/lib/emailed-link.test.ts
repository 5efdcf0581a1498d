import { describe, expect, it } from "vitest";
import { emailedLink, LINK_CODES } from "./emailed-link";

describe("emailedLink", () => {
  it("reads the id and code of a link, from its query or its form", () => {
    expect(emailedLink(new URLSearchParams("id=12&code=abcDEF123"), LINK_CODES.newsletter)).toEqual({ id: 12, code: "abcDEF123" });
    const form = new FormData();
    form.set("id", "7");
    form.set("code", "a_b-c");
    expect(emailedLink(form, LINK_CODES.emailConfirmation)).toEqual({ id: 7, code: "a_b-c" });
  });

  it("is no link for a code outside its alphabet", () => {
    expect(emailedLink(new URLSearchParams("id=12&code=a_b-c"), LINK_CODES.newsletter)).toBeNull();
    expect(emailedLink(new URLSearchParams(`id=12&code=${"a".repeat(129)}`), LINK_CODES.emailConfirmation)).toBeNull();
    expect(emailedLink(new URLSearchParams("id=12&code="), LINK_CODES.newsletter)).toBeNull();
  });

  it("is no link for an id that is not a positive 32-bit number", () => {
    for (const id of ["0", "-1", "1.5", "2147483648", "12345678901", "", "x"]) {
      expect(emailedLink(new URLSearchParams({ id, code: "abc" }), LINK_CODES.newsletter), id).toBeNull();
    }
    expect(emailedLink(new URLSearchParams("code=abc"), LINK_CODES.newsletter)).toBeNull();
  });
});
