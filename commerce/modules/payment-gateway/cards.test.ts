import { describe, expect, it } from "vitest";
import { cardDigits, checkCard, detectBrand, isExpired, isValidCvc, parseExpiry, passesLuhn, type CardInput } from "./cards";
import { TEST_CARDS } from "./testCards";

const NOW = new Date("2026-03-15T12:00:00Z");
const good: CardInput = { number: "4242 4242 4242 4242", name: "Somchai Jaidee", expMonth: "12", expYear: "2030", cvc: "123" };

describe("Luhn", () => {
  it("accepts every documented test card and rejects one wrong digit", () => {
    for (const card of TEST_CARDS) expect(passesLuhn(card.number)).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("4242424242424224")).toBe(false);
    expect(passesLuhn("")).toBe(false);
  });

  it("reads the spaces and dashes shoppers type, nothing else", () => {
    expect(cardDigits("4242 4242-4242 4242")).toBe("4242424242424242");
    expect(cardDigits("4242 4242 4242 424x")).toBeNull();
  });
});

describe("brand detection", () => {
  it("knows Visa, Mastercard (both ranges), American Express and JCB", () => {
    expect(detectBrand("4242424242424242")).toBe("visa");
    expect(detectBrand("5555555555554444")).toBe("mastercard");
    expect(detectBrand("2223003122003222")).toBe("mastercard");
    expect(detectBrand("378282246310005")).toBe("amex");
    expect(detectBrand("3530111333300000")).toBe("jcb");
  });

  it("answers null for brands the sandbox does not take", () => {
    expect(detectBrand("6011111111111117")).toBeNull(); // Discover
    expect(detectBrand("30569309025904")).toBeNull(); // Diners Club
  });
});

describe("expiry", () => {
  it("takes 1- or 2-digit months and 2- or 4-digit years", () => {
    expect(parseExpiry("3", "27", NOW)).toEqual({ month: 3, year: 2027 });
    expect(parseExpiry("03", "2027", NOW)).toEqual({ month: 3, year: 2027 });
  });

  it("refuses malformed months and years, and years absurdly far ahead", () => {
    for (const [month, year] of [["13", "2027"], ["0", "2027"], ["ab", "2027"], ["3", "202"], ["3", ""], ["3", "2060"]]) {
      expect(parseExpiry(month!, year!, NOW)).toBeNull();
    }
  });

  it("keeps a card good through the last day of its month", () => {
    expect(isExpired({ month: 3, year: 2026 }, NOW)).toBe(false);
    expect(isExpired({ month: 2, year: 2026 }, NOW)).toBe(true);
    expect(isExpired({ month: 12, year: 2025 }, NOW)).toBe(true);
  });
});

describe("CVC", () => {
  it("is 3 digits, 4 for American Express", () => {
    expect(isValidCvc("123", "visa")).toBe(true);
    expect(isValidCvc("1234", "visa")).toBe(false);
    expect(isValidCvc("12a", "mastercard")).toBe(false);
    expect(isValidCvc("1234", "amex")).toBe(true);
    expect(isValidCvc("123", "amex")).toBe(false);
  });
});

describe("checkCard", () => {
  it("keeps brand, last four and expiry of a good card, and its test behaviour", () => {
    expect(checkCard(good, NOW)).toEqual({
      ok: true,
      card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2030, outcome: "approved", threeDSecure: false },
    });
    const secure = checkCard({ ...good, number: "4000 0000 0000 3220" }, NOW);
    expect(secure.ok && secure.card.threeDSecure).toBe(true);
  });

  it.each([
    ["invalid_number", { number: "4242 4242 4242 4241" }],
    ["invalid_number", { number: "4242" }],
    ["invalid_number", { number: "4111 1111 1111 111" }], // a Visa cannot have 15 digits
    ["unsupported_card", { number: "6011 1111 1111 1117" }],
    ["missing_name", { name: "   " }],
    ["invalid_expiry", { expMonth: "13" }],
    ["expired_card", { expMonth: "2", expYear: "2026" }],
    ["invalid_cvc", { cvc: "12" }],
  ] as const)("answers %s", (error, change) => {
    expect(checkCard({ ...good, ...change }, NOW)).toEqual({ ok: false, error });
  });
});
