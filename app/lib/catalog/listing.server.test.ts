import { describe, expect, it } from "vitest";
import type { FilterField } from "~/lib/catalog/listing-params";
import { buildFilterInput } from "~/lib/catalog/listing.server";

const fields: FilterField[] = [
  { code: "category_id", kind: "equal" },
  { code: "color", kind: "equal" },
  { code: "price", kind: "range" },
];

describe("listing filter input", () => {
  it("asks for one value with eq, several with in, a price range with from and to", () => {
    expect(
      buildFilterInput({ category_uid: { eq: "Mw==" } }, { color: ["49", "50"], price: ["1000_2000"] }, fields),
    ).toEqual({ category_uid: { eq: "Mw==" }, color: { in: ["49", "50"] }, price: { from: "1000", to: "2000" } });
    expect(buildFilterInput({}, { color: ["49"], price: ["2000_*"] }, fields)).toEqual({ color: { eq: "49" }, price: { from: "2000" } });
  });

  it("lets chosen sub-categories (ids, as the aggregation answers them) replace the page's category", () => {
    // Magento refuses category_id and category_uid together.
    expect(buildFilterInput({ category_uid: { eq: "Mw==" } }, { category_id: ["4", "5"], color: ["49"] }, fields)).toEqual({
      category_id: { in: ["4", "5"] },
      color: { eq: "49" },
    });
  });

  it("leaves one attribute out for its own facet, and ignores what the backend does not filter by", () => {
    expect(buildFilterInput({ category_uid: { eq: "Mw==" } }, { color: ["49"], size: ["1"] }, fields, "color")).toEqual({
      category_uid: { eq: "Mw==" },
    });
  });
});
