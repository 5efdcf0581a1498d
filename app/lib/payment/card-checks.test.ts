import { describe, expect, it } from "vitest";
import { cardDigits, checkCard, expiryYears, fieldOfCardError, fullYear, passesLuhn, type CardInput } from "~/lib/payment/card-checks";

const march2026 = new Date(2026, 2, 15);
const good: CardInput = { number: "4242 4242 4242 4242", name: "Somchai Jaidee", expMonth: "12", expYear: "2030", cvc: "123" };

describe("card pre-checks in the browser", () => {
  it("passes the documented test cards", () => {
    for (const number of ["4242 4242 4242 4242", "5555 5555 5555 4444", "4000 0000 0000 0002", "4000 0000 0000 9995", "4000-0000-0000-3220"]) {
      expect(checkCard({ ...good, number }, march2026)).toEqual({});
    }
  });

  it("catches a mistyped digit with the Luhn check", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(checkCard({ ...good, number: "4242 4242 4242 4241" }, march2026)).toEqual({ card_number: "invalid_number" });
  });

  it("refuses letters, too few and too many digits", () => {
    expect(cardDigits("4242 abcd")).toBeNull();
    for (const number of ["4242 4242 42O2 4242", "42424242", "", "4242 4242 4242 4242 4242 4"]) {
      expect(checkCard({ ...good, number }, march2026).card_number).toBe("invalid_number");
    }
  });

  it("wants a name", () => {
    expect(checkCard({ ...good, name: "   " }, march2026)).toEqual({ card_name: "missing_name" });
  });

  it("accepts a card until the end of its expiry month, and refuses one that has expired", () => {
    expect(checkCard({ ...good, expMonth: "03", expYear: "2026" }, march2026)).toEqual({});
    expect(checkCard({ ...good, expMonth: "02", expYear: "2026" }, march2026)).toEqual({ expiry: "expired_card" });
    expect(checkCard({ ...good, expMonth: "12", expYear: "25" }, march2026)).toEqual({ expiry: "expired_card" });
    expect(checkCard({ ...good, expMonth: "4", expYear: "26" }, march2026)).toEqual({});
  });

  it("refuses a missing or impossible expiry", () => {
    for (const [expMonth, expYear] of [["", "2030"], ["13", "2030"], ["00", "2030"], ["12", ""], ["12", "203"], ["12", "2090"]]) {
      expect(checkCard({ ...good, expMonth: expMonth!, expYear: expYear! }, march2026)).toEqual({ expiry: "invalid_expiry" });
    }
  });

  it("wants three security digits, four for American Express", () => {
    expect(checkCard({ ...good, cvc: "12" }, march2026)).toEqual({ cvc: "invalid_cvc" });
    expect(checkCard({ ...good, cvc: "1234" }, march2026)).toEqual({ cvc: "invalid_cvc" });
    expect(checkCard({ ...good, cvc: "12a" }, march2026)).toEqual({ cvc: "invalid_cvc" });
    const amex = { ...good, number: "3782 822463 10005" };
    expect(checkCard({ ...amex, cvc: "1234" }, march2026)).toEqual({});
    expect(checkCard({ ...amex, cvc: "123" }, march2026)).toEqual({ cvc: "invalid_cvc" });
  });

  it("reports every problem at once", () => {
    expect(checkCard({ number: "1234", name: "", expMonth: "", expYear: "", cvc: "" }, march2026)).toEqual({
      card_number: "invalid_number",
      card_name: "missing_name",
      expiry: "invalid_expiry",
      cvc: "invalid_cvc",
    });
  });

  it("reads two- and four-digit years", () => {
    expect(fullYear("30")).toBe(2030);
    expect(fullYear("2030")).toBe(2030);
    expect(fullYear("3")).toBeNull();
  });

  it("puts each gateway error next to its field", () => {
    expect(fieldOfCardError("invalid_number")).toBe("card_number");
    expect(fieldOfCardError("unsupported_card")).toBe("card_number");
    expect(fieldOfCardError("missing_name")).toBe("card_name");
    expect(fieldOfCardError("expired_card")).toBe("expiry");
    expect(fieldOfCardError("invalid_expiry")).toBe("expiry");
    expect(fieldOfCardError("invalid_cvc")).toBe("cvc");
    expect(fieldOfCardError("token_expired")).toBeNull();
  });

  it("offers this year and the next fifteen", () => {
    expect(expiryYears(march2026)).toHaveLength(16);
    expect(expiryYears(march2026)[0]).toBe(2026);
  });
});
