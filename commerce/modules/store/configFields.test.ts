import { describe, expect, it } from "vitest";
import { convertConfigValue } from "./configFields";

describe("convertConfigValue", () => {
  it("converts Magento's stored strings to GraphQL values", () => {
    expect(convertConfigValue("1", "boolean")).toBe(true);
    expect(convertConfigValue("0", "boolean")).toBe(false);
    expect(convertConfigValue("6", "int")).toBe(6);
    expect(convertConfigValue("", "int")).toBeNull();
    expect(convertConfigValue("1.5", "float")).toBe(1.5);
    expect(convertConfigValue("x", "float")).toBeNull();
    expect(convertConfigValue("", "string")).toBe("");
    expect(convertConfigValue(null, "boolean")).toBeNull();
  });
});
