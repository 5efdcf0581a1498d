import { describe, expect, it } from "vitest";
import { decodeNumericUid, decodeUid, encodeUid } from "./uid";

describe("uid", () => {
  it("encodes ids as Magento does (base64 of the id)", () => {
    expect(encodeUid(2)).toBe("Mg==");
    expect(encodeUid(12)).toBe("MTI=");
    expect(decodeUid("MTI=")).toBe("12");
    expect(decodeNumericUid("Mw==")).toBe(3);
  });

  it("rejects what is not canonical base64 with Magento's message", () => {
    for (const bad of ["", "abc", "not base64!", "Mg", "M===", "Mh=="]) {
      expect(() => decodeUid(bad), bad).toThrow(`Value of uid "${bad}" is incorrect.`);
    }
  });

  it("gives null for uids of non-numeric ids", () => {
    expect(decodeNumericUid(encodeUid("abc"))).toBeNull();
  });
});
