import { describe, expect, it } from "vitest";
import {
  type CurrencyScope,
  currencyScopeProblem,
  readAllowedCurrencies,
  readCurrencyCode,
  readCurrencyRate,
  readCurrencySetting,
  readRate,
} from "./currencySettings";

describe("currency codes", () => {
  it("takes ISO 4217 codes the runtime knows, upper-cased", () => {
    expect(readCurrencyCode("THB")).toBe("THB");
    expect(readCurrencyCode(" usd ")).toBe("USD");
  });

  it("refuses anything else, naming what was typed", () => {
    for (const typed of ["XYZ", "US", "USDX", "", "฿", "EURO"]) {
      expect(() => readCurrencyCode(typed)).toThrow(`"${typed}" is not a currency code this shop knows`);
    }
  });
});

describe("allowed currencies", () => {
  it("reads a comma-separated list, upper-cased, each code once", () => {
    expect(readAllowedCurrencies("THB,USD")).toEqual(["THB", "USD"]);
    expect(readAllowedCurrencies(" thb , usd,THB, ")).toEqual(["THB", "USD"]);
  });

  it("refuses an unknown code in the list and an empty list", () => {
    expect(() => readAllowedCurrencies("THB,XYZ")).toThrow('"XYZ" is not a currency code');
    expect(() => readAllowedCurrencies(" , ")).toThrow("Name at least one allowed currency");
  });
});

describe("rates", () => {
  it("takes a plain decimal number above 0", () => {
    expect(readRate("0.028")).toBe(0.028);
    expect(readRate("35.5")).toBe(35.5);
    expect(readRate(".5")).toBe(0.5);
    expect(readRate("1")).toBe(1);
  });

  it("refuses negative, zero, non-numeric and what the rates table would keep as 0", () => {
    for (const typed of ["-0.028", "0", "0.000", "abc", "", "1e3", "0,028", "Infinity", "NaN", "0.0000000000001"]) {
      expect(() => readRate(typed)).toThrow(`A rate must be a number greater than 0, such as 0.028; "${typed}" is not.`);
    }
  });

  it("refuses a rate the rates table cannot hold", () => {
    expect(() => readRate("1000000000000")).toThrow("A rate must be below 1,000,000,000,000");
  });

  it("is between two different known currencies", () => {
    expect(readCurrencyRate("thb", "usd", "0.028")).toEqual({ from: "THB", to: "USD", rate: 0.028 });
    expect(() => readCurrencyRate("THB", "THB", "1")).toThrow("A currency's rate to itself is always 1");
    expect(() => readCurrencyRate("THB", "XYZ", "1")).toThrow('"XYZ" is not a currency code');
  });
});

describe("a setting as typed", () => {
  it("normalises the value for its path", () => {
    expect(readCurrencySetting({ path: "currency/options/allow", value: "thb, usd" })).toEqual({ path: "currency/options/allow", value: "THB,USD" });
    expect(readCurrencySetting({ path: "currency/options/default", value: "usd", storeCode: "en" })).toEqual({
      path: "currency/options/default",
      value: "USD",
      storeCode: "en",
    });
    expect(readCurrencySetting({ path: "currency/options/base", value: "thb" })).toEqual({ path: "currency/options/base", value: "THB" });
  });

  it("refuses a path it does not set, and the base currency for one store view", () => {
    expect(() => readCurrencySetting({ path: "design/head/default_title", value: "Shop" })).toThrow(
      '"design/head/default_title" is not a setting this command changes; it changes currency/options/base, currency/options/default, currency/options/allow.',
    );
    expect(() => readCurrencySetting({ path: "currency/options/base", value: "THB", storeCode: "en" })).toThrow("currency/options/base is one setting for the whole shop");
  });
});

describe("a scope's currencies after a change", () => {
  // Magento's own example (its `currency` query documentation): base USD, EUR at 0.7067.
  const rates = new Set(["USD>EUR"]);
  const hasRate = (from: string, to: string) => rates.has(`${from}>${to}`);
  const scope = (changes: Partial<CurrencyScope>): CurrencyScope => ({ name: "the default scope", base: "USD", display: "USD", allowed: ["EUR", "USD"], ...changes });

  it("accepts a default display currency that is allowed and is the base or has a rate from it", () => {
    expect(currencyScopeProblem(scope({}), hasRate, "currency/options/allow")).toBeNull();
    expect(currencyScopeProblem(scope({ display: "EUR" }), hasRate, "currency/options/default")).toBeNull();
  });

  it("does not require the base currency to be allowed, as Magento does not", () => {
    expect(currencyScopeProblem(scope({ display: "EUR", allowed: ["EUR"] }), hasRate, "currency/options/allow")).toBeNull();
  });

  it("refuses an allowed list that leaves out the default display currency", () => {
    expect(currencyScopeProblem(scope({ allowed: ["EUR"] }), hasRate, "currency/options/allow")).toBe(
      "The allowed currencies EUR leave out USD, the default display currency of the default scope: allow it too, or change currency/options/default first.",
    );
  });

  it("refuses a default display currency that is not allowed", () => {
    expect(currencyScopeProblem(scope({ name: "store view en", display: "GBP" }), hasRate, "currency/options/default")).toBe(
      "GBP, the default display currency of store view en, is not among its allowed currencies (EUR,USD): add it to currency/options/allow first.",
    );
  });

  it("refuses a default display currency without a rate from the base currency", () => {
    expect(currencyScopeProblem(scope({ display: "GBP", allowed: ["GBP", "USD"] }), hasRate, "currency/options/default")).toBe(
      "GBP, the default display currency of the default scope, has no rate from the base currency USD: add the rate USD → GBP first.",
    );
    // A rate the other way round is not a rate from the base.
    expect(currencyScopeProblem(scope({ base: "EUR", display: "USD" }), hasRate, "currency/options/base")).toMatch(/USD, .* has no rate from the base currency EUR/);
  });
});
