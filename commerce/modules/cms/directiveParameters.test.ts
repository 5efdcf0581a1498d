import { describe, expect, it } from "vitest";
import { parseDirectiveParameters } from "./directiveParameters";

describe("parseDirectiveParameters", () => {
  it("reads double-quoted, single-quoted and bare values", () => {
    expect(parseDirectiveParameters(` type="Magento\\Cms\\Block\\Widget\\Block" block_id='footer' products_count=4`)).toEqual({
      type: "Magento\\Cms\\Block\\Widget\\Block",
      block_id: "footer",
      products_count: "4",
    });
  });

  it("reads doubled backslashes as one, as Magento's tokenizer", () => {
    expect(parseDirectiveParameters(' type="Magento\\\\CatalogWidget\\\\Block\\\\Product\\\\ProductsList"')).toEqual({
      type: "Magento\\CatalogWidget\\Block\\Product\\ProductsList",
    });
  });

  it("keeps spaces and other quotes inside quoted values, and empty values", () => {
    expect(parseDirectiveParameters(` title="Our 'best' picks" rotate="" anchor_text=''`)).toEqual({ title: "Our 'best' picks", rotate: "", anchor_text: "" });
  });

  it("keeps Page Builder's encoded conditions whole", () => {
    const encoded = "^[`1`:^[`aggregator`:`all`,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Combine`^]^]";
    expect(parseDirectiveParameters(` conditions_encoded="${encoded}" sort_order="position"`)).toEqual({ conditions_encoded: encoded, sort_order: "position" });
  });
});
