import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAGE_SIZE,
  filterParamName,
  hiddenFieldsFor,
  listingHref,
  listingSearch,
  parsePriceRange,
  sortInputFor,
  sortKeysFor,
  withFilterValue,
  withoutFilters,
  withoutFilterValue,
  withPage,
  type FilterField,
} from "~/lib/catalog/listing-params";
import { parseListingParams } from "~/lib/catalog/listing-params.server";

const fields: FilterField[] = [
  { code: "category_id", kind: "equal" },
  { code: "color", kind: "equal" },
  { code: "size", kind: "equal" },
  { code: "price", kind: "range" },
];

const parse = (query: string, kind: "category" | "search" = "category") =>
  parseListingParams(new URLSearchParams(query), { kind, filterFields: fields });

describe("listing parameters", () => {
  it("reads sort, page, size and filters from the URL", () => {
    const params = parse("color=49&color=50&price=1000_2000&sort=price_asc&size=12&page=2&category=12");
    expect(params).toEqual({
      kind: "category",
      query: null,
      sort: "price_asc",
      page: 2,
      size: 12,
      filters: { category_id: ["12"], color: ["49", "50"], price: ["1000_2000"] },
    });
  });

  it("falls back to the defaults: Best Match, page 1, the spec's 6 per page", () => {
    expect(parse("")).toMatchObject({ sort: "relevance", page: 1, size: DEFAULT_PAGE_SIZE, filters: {} });
    expect(DEFAULT_PAGE_SIZE).toBe(6);
    expect(parse("query=shirt", "search")).toMatchObject({ sort: "relevance", query: "shirt" });
  });

  it("drops invalid values instead of failing", () => {
    const params = parse(
      "sort=name&page=-3&size=7&color=&color=%3Cscript%3E&color=49&color=49&price=2000_1000&price=abc&unknown=1&size=12",
    );
    expect(params.sort).toBe("relevance");
    expect(params.page).toBe(1);
    expect(params.size).toBe(DEFAULT_PAGE_SIZE);
    expect(params.filters).toEqual({ color: ["49"] });
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=99999999").page).toBe(1);
    expect(parse("page=abc&size=abc").size).toBe(DEFAULT_PAGE_SIZE);
  });

  it("offers Best Match on categories and search results, in the spec's order", () => {
    expect(sortKeysFor("category")).toEqual(["relevance", "position", "price_asc", "price_desc"]);
    expect(sortKeysFor("search")).toEqual(["relevance", "position", "price_asc", "price_desc"]);
    expect(parse("sort=position").sort).toBe("position");
    expect(parse("sort=relevance&query=bag", "search").sort).toBe("relevance");
    expect(parse("sort=price_desc&query=bag", "search").sort).toBe("price_desc");
  });

  it("asks a category's Best Match as position (Magento ranks relevance by a search text only)", () => {
    expect(sortInputFor(parse(""))).toEqual({ position: "ASC" });
    expect(sortInputFor(parse("sort=position"))).toEqual({ position: "ASC" });
    expect(sortInputFor(parse("query=bag", "search"))).toEqual({ relevance: "DESC" });
    expect(sortInputFor(parse("sort=price_desc"))).toEqual({ price: "DESC" });
  });

  it("keeps a single price range and accepts open ends", () => {
    expect(parse("price=2000_*&price=0_1000").filters.price).toEqual(["2000_*"]);
    expect(parse("price=*_*").filters.price).toBeUndefined();
    expect(parsePriceRange("2000_*")).toEqual({ from: 2000, to: null });
    expect(parsePriceRange("0_1000.5")).toEqual({ from: 0, to: 1000.5 });
  });

  it("renames filters that would clash with the listing's own parameters", () => {
    expect(filterParamName("color")).toBe("color");
    expect(filterParamName("category_id")).toBe("category");
    expect(filterParamName("size")).toBe("filter_size");
    expect(filterParamName("page")).toBe("filter_page");
    const params = parse("size=24&filter_size=167&filter_size=168");
    expect(params.size).toBe(24);
    expect(params.filters.size).toEqual(["167", "168"]);
  });

  it("builds links that parse back to the same state (round trip)", () => {
    const urls = [
      "",
      "color=49",
      "category=12&color=50&color=49&filter_size=167&price=0_1000&sort=price_desc&size=36&page=3",
      "sort=price_asc&size=12",
      "page=2",
    ];
    for (const query of urls) {
      const params = parse(query);
      expect(parse(listingSearch(params).slice(1))).toEqual(params);
    }
    const search = parse("query=silk%20scarf&sort=position&page=2", "search");
    expect(listingSearch(search)).toBe("?query=silk+scarf&sort=position&page=2");
    expect(parse(listingSearch(search).slice(1), "search")).toEqual(search);
  });

  it("writes canonical links: stable order, defaults left out", () => {
    const params = parse("page=1&size=6&sort=relevance&color=50&color=49&category=12");
    expect(listingHref("/th/women.html", params)).toBe("/th/women.html?category=12&color=49&color=50");
    expect(listingHref("/th/women.html", parse(""))).toBe("/th/women.html");
  });

  it("adds and removes filter values, going back to page 1", () => {
    const params = parse("color=49&color=50&price=0_1000&page=3&size=12");
    const less = withoutFilterValue(params, "color", "49");
    expect(less.filters).toEqual({ color: ["50"], price: ["0_1000"] });
    expect(listingSearch(less)).toBe("?color=50&price=0_1000&size=12");
    expect(withoutFilterValue(less, "price", "0_1000").filters).toEqual({ color: ["50"] });
    expect(withFilterValue(params, { code: "price", kind: "range" }, "1000_2000").filters.price).toEqual(["1000_2000"]);
    expect(withFilterValue(params, { code: "color", kind: "equal" }, "51").filters.color).toEqual(["49", "50", "51"]);
    expect(listingSearch(withoutFilters(params))).toBe("?size=12");
    expect(withPage(params, 0).page).toBe(1);
    expect(listingSearch(withPage(params, 4))).toContain("page=4");
  });

  it("gives GET forms the state they do not edit", () => {
    const params = parse("query=bag&color=49&sort=price_asc&size=12&page=4", "search");
    expect(hiddenFieldsFor(params, { filters: true, sort: false, size: false })).toEqual([
      { name: "query", value: "bag" },
      { name: "color", value: "49" },
    ]);
    expect(hiddenFieldsFor(params, { filters: false, sort: true, size: true })).toEqual([
      { name: "query", value: "bag" },
      { name: "sort", value: "price_asc" },
      { name: "size", value: "12" },
    ]);
  });
});
