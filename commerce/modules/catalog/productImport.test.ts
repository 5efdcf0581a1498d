import { describe, expect, it } from "vitest";
import { importRows, type ImportState, type ProductImportItem } from "./productImport";

const child = (sku: string, optionId: number): ProductImportItem => ({
  sku,
  typeId: "simple",
  visibility: 1,
  price: 390,
  qty: 3,
  inStock: true,
  text: new Map([[0, { name: sku }]]),
  attributeValues: [{ attributeId: 93, optionId }],
});

const parent: ProductImportItem = {
  sku: "SHIRT",
  typeId: "configurable",
  visibility: 4,
  price: null,
  qty: 0,
  inStock: true,
  text: new Map([
    [0, { name: "Shirt", urlKey: "shirt" }],
    [3, { name: "เสื้อ" }],
  ]),
  categories: [{ categoryId: 9, position: 1 }],
  media: [{ file: "/demo/shirt/2e3f6e-1.png", position: 1 }],
  superAttributeIds: [93],
  children: [child("SHIRT-INDIGO", 49), child("SHIRT-NAVY", 50)],
  links: [
    { linkTypeId: 1, sku: "MUG", position: 1 },
    { linkTypeId: 1, sku: "UNKNOWN", position: 2 },
  ],
};

const mug: ProductImportItem = { sku: "MUG", typeId: "simple", visibility: 4, price: 290, specialPrice: 250, qty: 0, inStock: false, text: new Map([[0, { name: "Mug" }]]) };

describe("importRows", () => {
  it("numbers products and their children from the state, and links them", () => {
    const state: ImportState = { nextEntityId: 10, idsBySku: new Map() };
    const rows = importRows([parent, mug], state);
    expect(rows.entities.map((row) => [row.entity_id, row.sku])).toEqual([
      [10, "SHIRT"],
      [11, "SHIRT-INDIGO"],
      [12, "SHIRT-NAVY"],
      [13, "MUG"],
    ]);
    expect(rows.superLinks).toEqual([
      { product_id: 11, parent_id: 10 },
      { product_id: 12, parent_id: 10 },
    ]);
    expect(rows.superAttributes).toEqual([{ product_id: 10, attribute_id: 93, position: 0 }]);
    // Links resolve across the batch; an unknown SKU is skipped.
    expect(rows.links).toEqual([{ product_id: 10, linked_product_id: 13, link_type_id: 1, position: 1 }]);
    expect(rows.texts.filter((row) => row.entity_id === 10).map((row) => [row.store_id, row.name, row.url_key])).toEqual([
      [0, "Shirt", "shirt"],
      [3, "เสื้อ", null],
    ]);
    expect(rows.stock.find((row) => row.product_id === 13)).toMatchObject({ qty: 0, is_in_stock: false });
    expect(rows.entities.find((row) => row.entity_id === 13)).toMatchObject({ price: 290, special_price: 250, status: 1 });
    expect(state.nextEntityId).toBe(14);
  });

  it("refuses a SKU that exists", () => {
    const state: ImportState = { nextEntityId: 1, idsBySku: new Map([["MUG", 1]]) };
    expect(() => importRows([mug], state)).toThrow(/duplicate SKU MUG/);
  });
});
