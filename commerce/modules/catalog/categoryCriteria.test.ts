import { describe, expect, it } from "vitest";
import { breadcrumbIds } from "./categories";
import { buildCategoryCriteria, hasNoFilter } from "./categoryCriteria";

describe("buildCategoryCriteria", () => {
  it("turns each filter into a condition; eq wins over in", () => {
    expect(
      buildCategoryCriteria(
        {
          ids: { in: ["3", "x", " 4 "] },
          category_uid: { eq: "Mw==", in: ["NA=="] },
          parent_id: { eq: "2" },
          parent_category_uid: { in: ["Mg=="] },
          url_key: { eq: "tops" },
          url_path: { in: ["clothing/women/tops", null] },
        },
        3,
      ),
    ).toEqual({
      idSets: [[3, 4], [3]],
      parentIdSets: [[2], [2]],
      urlKeys: ["tops"],
      urlPaths: ["clothing/women/tops"],
    });
  });

  it("strips search operators from name matches and enforces the minimum length in characters", () => {
    expect(buildCategoryCriteria({ name: { match: " ผ้า* " } }, 3).nameContains).toBe("ผ้า");
    expect(() => buildCategoryCriteria({ name: { match: "a-b" } }, 3)).toThrow("Invalid match filter. Minimum length is 3.");
  });

  it("treats an empty in-list as matching nothing", () => {
    expect(buildCategoryCriteria({ ids: { in: [] } }, 3).idSets).toEqual([[]]);
  });

  it("recognises a missing or empty filter", () => {
    expect(hasNoFilter(undefined)).toBe(true);
    expect(hasNoFilter({})).toBe(true);
    expect(hasNoFilter({ ids: null })).toBe(true);
    expect(hasNoFilter({ ids: { eq: "2" } })).toBe(false);
  });
});

describe("breadcrumbIds", () => {
  it("lists ancestors below the store's root", () => {
    expect(breadcrumbIds({ id: 5, path: "1/2/3/4/5" }, 2)).toEqual([3, 4]);
    expect(breadcrumbIds({ id: 3, path: "1/2/3" }, 2)).toEqual([]);
    expect(breadcrumbIds({ id: 9, path: "1/7/9" }, 2)).toEqual([]);
  });
});
