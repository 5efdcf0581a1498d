import { describe, expect, it } from "vitest";
import {
  findVariant,
  isSelectionComplete,
  parseSelection,
  previewVariant,
  selectionSearch,
  valueStates,
  type ConfigurableOption,
} from "~/lib/catalog/variants";

const options: ConfigurableOption[] = [
  {
    code: "color",
    label: "Colour",
    values: [
      { valueIndex: 49, uid: "c49", label: "Indigo", swatch: { kind: "color", hex: "#1f4e79" } },
      { valueIndex: 50, uid: "c50", label: "Red", swatch: { kind: "color", hex: "#b42318" } },
    ],
  },
  {
    code: "size",
    label: "Size",
    values: [
      { valueIndex: 167, uid: "s167", label: "S", swatch: null },
      { valueIndex: 168, uid: "s168", label: "M", swatch: null },
      { valueIndex: 169, uid: "s169", label: "L", swatch: null },
    ],
  },
];

const variants = [
  { sku: "shirt-indigo-s", attributes: { color: 49, size: 167 }, inStock: true },
  { sku: "shirt-indigo-m", attributes: { color: 49, size: 168 }, inStock: false },
  { sku: "shirt-red-s", attributes: { color: 50, size: 167 }, inStock: false },
  { sku: "shirt-red-m", attributes: { color: 50, size: 168 }, inStock: true },
  { sku: "shirt-red-l", attributes: { color: 50, size: 169 }, inStock: true },
];

const select = (query: string) => parseSelection(new URLSearchParams(query), options);

describe("variant selection", () => {
  it("reads the choice from the URL and drops what does not exist", () => {
    expect(select("color=49&size=168")).toEqual({ color: 49, size: 168 });
    expect(select("color=51&size=abc&material=3&size=167")).toEqual({});
    expect(select("color=%2049%20")).toEqual({ color: 49 });
  });

  it("finds the variant once every option is chosen", () => {
    expect(findVariant(variants, options, select("color=50&size=169"))?.sku).toBe("shirt-red-l");
    expect(findVariant(variants, options, select("color=50"))).toBeNull();
    expect(findVariant(variants, options, select("color=49&size=169"))).toBeNull();
    expect(isSelectionComplete(options, select("size=167"))).toBe(false);
  });

  it("previews a partial choice with a variant in stock", () => {
    expect(previewVariant(variants, select("color=50"))?.sku).toBe("shirt-red-m");
    expect(previewVariant(variants, select("size=168"))?.sku).toBe("shirt-red-m");
    expect(previewVariant(variants, {})).toBeNull();
  });

  it("marks values that do not exist or are sold out with the other choices", () => {
    const indigo = valueStates(options, variants, select("color=49"));
    expect(indigo.size).toEqual({ 167: "available", 168: "out-of-stock", 169: "unavailable" });
    // Colours are judged against the chosen size, not against themselves.
    expect(indigo.color).toEqual({ 49: "available", 50: "available" });
    const small = valueStates(options, variants, select("size=167"));
    expect(small.color).toEqual({ 49: "available", 50: "out-of-stock" });
    const nothing = valueStates(options, variants, {});
    expect(nothing.size).toEqual({ 167: "available", 168: "available", 169: "available" });
  });

  it("writes the choice back as a query string in option order", () => {
    expect(selectionSearch(options, { size: 168, color: 50 })).toBe("?color=50&size=168");
    expect(selectionSearch(options, {})).toBe("");
  });
});
