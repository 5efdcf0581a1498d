import { describe, expect, it } from "vitest";
import { parseSelectionUids, selectVariant, selectionUid, type VariantChoice } from "./configurableSelection";

const COLOR = 93;
const SIZE = 144;
const child = (productId: number, color: number, size: number, salable = true): VariantChoice => ({
  productId,
  salable,
  options: new Map([
    [COLOR, color],
    [SIZE, size],
  ]),
});

const children = [child(1, 10, 20), child(2, 10, 21), child(3, 11, 20), child(4, 11, 21, false)];

describe("configurable option selection", () => {
  it("offers every salable value when nothing is chosen", () => {
    const result = selectVariant(children, new Map());
    expect(result.available.get(COLOR)).toEqual([10, 11]);
    expect(result.available.get(SIZE)).toEqual([20, 21]);
    expect(result.variantId).toBeNull();
    expect(result.matchingProductIds).toEqual([1, 2, 3]);
  });

  it("narrows to the children that have the chosen values and skips unsalable ones", () => {
    const result = selectVariant(children, new Map([[COLOR, 11]]));
    expect(result.available.get(COLOR)).toEqual([11]);
    expect(result.available.get(SIZE)).toEqual([20]);
    expect(result.matchingProductIds).toEqual([3]);
  });

  it("names the variant of a complete choice", () => {
    expect(selectVariant(children, new Map([[COLOR, 10], [SIZE, 21]])).variantId).toBe(2);
    expect(selectVariant(children, new Map([[COLOR, 11], [SIZE, 21]])).variantId).toBeNull();
  });

  it("encodes and reads Magento's selection uids", () => {
    const uid = selectionUid(COLOR, 10);
    expect(uid).toBe(Buffer.from("configurable/93/10").toString("base64"));
    expect(parseSelectionUids([uid, "bm9wZQ=="])).toEqual(new Map([[COLOR, 10]]));
  });
});
