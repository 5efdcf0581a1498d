import { describe, expect, it } from "vitest";
import { moveActive, popupView } from "~/lib/search/popup-state";
import type { SuggestResponse } from "~/lib/search/suggestions";

const found: SuggestResponse = {
  status: "ok",
  query: "shirt",
  minChars: 3,
  groups: [{ code: "product", title: "Products", totalCount: 1, items: [{ key: "product-0", name: "Indigo shirt", href: "/en/indigo-shirt.html" }] }],
  viewAllHref: "/en/search.html?query=shirt",
};

describe("popupView", () => {
  it("asks for three characters before anything else", () => {
    expect(popupView("sh", 3, null)).toEqual({ kind: "too-short", minChars: 3 });
    // Thai: three code points, as the results page counts them.
    expect(popupView("ผ้า", 3, null).kind).toBe("loading");
  });

  it("shows the answer for the text in the box, the previous one (stale) while the next is on its way", () => {
    expect(popupView("shirt", 3, found)).toMatchObject({ kind: "results", stale: false });
    expect(popupView(" shirt ", 3, found)).toMatchObject({ kind: "results", stale: false });
    expect(popupView("shirts", 3, found)).toMatchObject({ kind: "results", stale: true });
    expect(popupView("shirts", 3, { ...found, groups: [] }).kind).toBe("loading");
    expect(popupView("shirts", 3, { ...found, query: "" }).kind).toBe("loading");
  });

  it("says when a text finds nothing, but stays closed for an empty first click", () => {
    expect(popupView("zzzq", 3, { ...found, query: "zzzq", groups: [] }).kind).toBe("no-results");
    expect(popupView("", 3, { ...found, query: "", groups: [], viewAllHref: null }).kind).toBe("hidden");
    expect(popupView("", 3, null).kind).toBe("hidden");
  });

  it("shows the error message when the suggestions failed", () => {
    expect(popupView("shirt", 3, { status: "error", message: "An error occurred while fetching results." }).kind).toBe("error");
  });
});

describe("moveActive", () => {
  it("goes down from none to the first option and wraps at the end", () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(0, 3, 1)).toBe(1);
    expect(moveActive(2, 3, 1)).toBe(0);
  });

  it("goes up from none to the last option and wraps at the start", () => {
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(0, 3, -1)).toBe(2);
  });

  it("has nothing to move to without options", () => {
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });
});
