import { describe, expect, it } from "vitest";
import { decodeConditions, listedCategories, listedSkus, readProductConditions } from "./productConditions";

/** As Page Builder writes them (Magento\Widget\Helper\Conditions::encode). */
const SKU_LIST =
  "^[`1`:^[`aggregator`:`all`,`new_child`:``,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Combine`,`value`:`1`^],`1--1`:^[`operator`:`()`,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Product`,`attribute`:`sku`,`value`:`BS-CL-001, BS-HL-038,BS-KT-009`^]^]";
const CATEGORY =
  "^[`1`:^[`aggregator`:`all`,`new_child`:``,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Combine`,`value`:`1`^],`1--1`:^[`operator`:`==`,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Product`,`attribute`:`category_ids`,`value`:`16`^]^]";

describe("readProductConditions", () => {
  it("decodes Magento's encoding back to JSON", () => {
    expect(decodeConditions(CATEGORY)["1--1"]).toEqual({
      operator: "==",
      type: "Magento\\CatalogWidget\\Model\\Rule\\Condition\\Product",
      attribute: "category_ids",
      value: "16",
    });
  });

  it("reads an SKU list, trimmed and in order", () => {
    const condition = readProductConditions(SKU_LIST);
    expect(condition).toEqual({ kind: "combine", all: true, expected: true, children: [{ kind: "sku", operator: "()", values: ["BS-CL-001", "BS-HL-038", "BS-KT-009"] }] });
    expect(listedSkus(condition)).toEqual(["BS-CL-001", "BS-HL-038", "BS-KT-009"]);
  });

  it("reads a category condition", () => {
    const condition = readProductConditions(CATEGORY);
    expect(condition).toMatchObject({ children: [{ kind: "category", negated: false, categoryIds: [16] }] });
    expect(listedCategories(condition)).toEqual([16]);
  });

  it("nests combinations (any of / false) in key order", () => {
    const encoded = JSON.stringify({
      "1": { type: "Magento\\CatalogWidget\\Model\\Rule\\Condition\\Combine", aggregator: "all", value: "1" },
      "1--2": { type: "Magento\\CatalogWidget\\Model\\Rule\\Condition\\Combine", aggregator: "any", value: "0" },
      "1--2--1": { type: "Magento\\CatalogWidget\\Model\\Rule\\Condition\\Product", attribute: "sku", operator: "{}", value: "KT" },
      "1--1": { type: "Magento\\CatalogWidget\\Model\\Rule\\Condition\\Product", attribute: "category_ids", operator: "!()", value: "3, 4" },
    })
      .replace(/\{/g, "^[")
      .replace(/\}/g, "^]")
      .replace(/"/g, "`")
      .replace(/\\/g, "|");
    expect(readProductConditions(encoded)).toEqual({
      kind: "combine",
      all: true,
      expected: true,
      children: [
        { kind: "category", negated: true, categoryIds: [3, 4] },
        { kind: "combine", all: false, expected: false, children: [{ kind: "sku", operator: "{}", values: ["KT"] }] },
      ],
    });
  });

  it("treats no conditions as every product and keeps rules it cannot evaluate as unsupported", () => {
    expect(readProductConditions(undefined)).toEqual({ kind: "combine", all: true, expected: true, children: [] });
    expect(readProductConditions("^[`1`:^[`type`:``,`aggregator`:`all`,`value`:`1`,`new_child`:``^]^]")).toEqual({ kind: "combine", all: true, expected: true, children: [] });
    const price = "^[`1`:^[`type`:`Magento||CatalogWidget||Model||Rule||Condition||Combine`,`aggregator`:`all`,`value`:`1`^],`1--1`:^[`type`:`Magento||CatalogWidget||Model||Rule||Condition||Product`,`attribute`:`price`,`operator`:`>=`,`value`:`100`^]^]";
    expect(readProductConditions(price)).toMatchObject({ children: [{ kind: "unsupported", attribute: "price", operator: ">=" }] });
  });

  it("rejects text that is not encoded conditions", () => {
    expect(() => readProductConditions("not json")).toThrow();
  });
});
