import { describe, expect, it } from "vitest";
import { buildProductQuery } from "./productCriteria";

function errorOf(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    return (error as Error).message;
  }
  return "no error";
}

describe("products arguments", () => {
  it("requires search or filter, and positive paging, with Magento's messages", () => {
    expect(errorOf(() => buildProductQuery({}))).toBe("'search' or 'filter' input argument is required.");
    expect(errorOf(() => buildProductQuery({ filter: {}, currentPage: 0 }))).toBe("currentPage value must be greater than 0.");
    expect(errorOf(() => buildProductQuery({ filter: {}, pageSize: 0 }))).toBe("pageSize value must be greater than 0.");
  });

  it("refuses two category filters at once", () => {
    expect(errorOf(() => buildProductQuery({ filter: { category_id: { eq: "3" }, category_uid: { eq: "Mw==" } } }))).toBe(
      "`category_id` and `category_uid` can't be used at the same time.",
    );
    expect(errorOf(() => buildProductQuery({ filter: { category_uid: { eq: "Mw==" }, category_url_path: { eq: "clothing" } } }))).toBe(
      "`category_uid` and `category_url_path` can't be used at the same time.",
    );
  });

  it("decodes category uids and rejects malformed ones", () => {
    expect(buildProductQuery({ filter: { category_uid: { in: ["Mw==", "MTI="] } } }).criteria.categoryIds).toEqual([3, 12]);
    expect(errorOf(() => buildProductQuery({ filter: { category_uid: { eq: "14" } } }))).toBe('Value of uid "14" is incorrect.');
  });

  it("reads price ranges, select attributes and visibility", () => {
    const { criteria } = buildProductQuery({ filter: { price: { from: "500", to: "" }, color: { in: ["49", "x"] }, size: { eq: "52" } } });
    expect(criteria.priceFrom).toBe(500);
    expect(criteria.priceTo).toBeUndefined();
    expect(criteria.attributes).toEqual([
      { code: "color", optionIds: [49] },
      { code: "size", optionIds: [52] },
    ]);
    expect(criteria.visibility).toEqual([2, 4]);
    expect(buildProductQuery({ search: "mug" }).criteria.visibility).toEqual([3, 4]);
    expect(buildProductQuery({ search: "mug", filter: {} }).criteria.visibility).toEqual([2, 3, 4]);
  });

  it("sorts by position in a single category, by relevance for a search, else as asked", () => {
    expect(buildProductQuery({ filter: { category_id: { eq: "5" } } }).sort).toEqual([{ field: "position", direction: "ASC" }]);
    expect(buildProductQuery({ filter: { category_id: { in: ["5", "6"] } } }).sort).toEqual([]);
    expect(buildProductQuery({ search: "bowl" }).sort).toEqual([{ field: "relevance", direction: "DESC" }]);
    expect(buildProductQuery({ filter: {}, sort: { price: "DESC" } }).sort).toEqual([{ field: "price", direction: "DESC" }]);
  });
});
