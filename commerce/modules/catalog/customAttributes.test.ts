import { describe, expect, it } from "vitest";
import type { AttributeCatalog, AttributeOption, ProductAttribute } from "./attributes";
import { attributeOptionData, attributeUses, productCustomAttributes } from "./customAttributes";

function attribute(id: number, code: string, overrides: Partial<ProductAttribute> = {}): ProductAttribute {
  return { id, code, frontendLabel: code.toUpperCase(), frontendInput: "select", isFilterable: 0, isFilterableInSearch: false, usedForSortBy: false, position: 0, isVisibleOnFront: false, labels: new Map(), options: [], ...overrides };
}

function option(id: number, attributeId: number, label: string): AttributeOption {
  return { id, attributeId, sortOrder: 0, labels: new Map([[0, label]]), swatches: new Map() };
}

function catalogOf(attributes: ProductAttribute[], options: AttributeOption[]): AttributeCatalog {
  return { byId: new Map(attributes.map((a) => [a.id, a])), byCode: new Map(attributes.map((a) => [a.code, a])), options: new Map(options.map((o) => [o.id, o])) };
}

describe("productCustomAttributes", () => {
  it("lists the product's values by position, then label, a select's value as its option", () => {
    const material = attribute(3, "material", { position: 1, labels: new Map([[1, "Material"]]) });
    const color = attribute(1, "color", { position: 1, labels: new Map([[1, "Colour"]]) });
    const size = attribute(2, "size", { position: 0 });
    const catalog = catalogOf([material, color, size], [option(10, 1, "Indigo"), option(20, 2, "M"), option(30, 3, "Cotton")]);
    const items = productCustomAttributes(new Map([[3, 30], [1, 10], [2, 20]]), catalog, 1);
    expect(items.map((item) => item.attribute.code)).toEqual(["size", "color", "material"]);
    expect(items[1]).toMatchObject({ entered: null, selected: [{ id: 10 }] });
  });

  it("skips values of unknown attributes and an option of another attribute", () => {
    const color = attribute(1, "color");
    const items = productCustomAttributes(new Map([[1, 20], [9, 1]]), catalogOf([color], [option(20, 2, "M")]), 1);
    expect(items).toEqual([{ attribute: color, selected: [], entered: null }]);
  });

  it("answers a value of an input that is not a select as entered text", () => {
    const code = attribute(4, "batch", { frontendInput: "text" });
    expect(productCustomAttributes(new Map([[4, 7]]), catalogOf([code], []), 1)).toEqual([{ attribute: code, selected: [], entered: "7" }]);
  });
});

describe("attributeUses and attributeOptionData", () => {
  it("lists the uses in the module's order from the attribute's flags", () => {
    expect(attributeUses(attribute(1, "color"))).toEqual([]);
    expect(attributeUses(attribute(1, "color", { isVisibleOnFront: true, usedForSortBy: true, isFilterable: 2, isFilterableInSearch: true }))).toEqual([
      "PRODUCT_DETAILS_PAGE",
      "PRODUCT_SORT",
      "PRODUCT_FILTER",
      "PRODUCT_SEARCH_RESULTS_FILTER",
    ]);
  });

  it("names an option by entity type, attribute code and option id", () => {
    const indigo = option(10, 1, "Indigo");
    indigo.labels.set(2, "คราม");
    expect(attributeOptionData(attribute(1, "color"), indigo, 2)).toEqual({ uid: Buffer.from("catalog_product/color/10").toString("base64"), value: "10", label: "คราม", is_default: false });
  });
});
