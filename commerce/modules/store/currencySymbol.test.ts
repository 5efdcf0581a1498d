import { describe, expect, it } from "vitest";
import { currencySymbol, parseCustomSymbols } from "./currencySymbol";

describe("currencySymbol", () => {
  it("prefers the shop's custom symbol", () => {
    expect(currencySymbol("THB", "en_US", { THB: "฿" })).toBe("฿");
  });

  it("falls back to the locale's ICU symbol", () => {
    expect(currencySymbol("THB", "th_TH", {})).toBe("฿");
    expect(currencySymbol("THB", "en_US", {})).toBe("THB");
    expect(currencySymbol("USD", "en_US", {})).toBe("$");
  });

  it("parses the custom-symbol setting defensively", () => {
    expect(parseCustomSymbols('{"THB":"฿","USD":""}')).toEqual({ THB: "฿" });
    expect(parseCustomSymbols("not json")).toEqual({});
    expect(parseCustomSymbols("[1]")).toEqual({});
    expect(parseCustomSymbols(null)).toEqual({});
  });
});
