import { describe, expect, it } from "vitest";
import { errorPageTitle, pageTitle } from "~/lib/page-meta";

describe("pageTitle", () => {
  it("puts the page title before the store name", () => {
    expect(pageTitle("Baan Suan", "Women")).toBe("Women - Baan Suan");
  });
  it("is the store name alone without a page title", () => {
    expect(pageTitle("Baan Suan")).toBe("Baan Suan");
    expect(pageTitle("Baan Suan", "  ")).toBe("Baan Suan");
  });
  it("never says the store name twice when the shop wrote it into the meta title", () => {
    expect(pageTitle("Baan Suan", "About Us | Baan Suan")).toBe("About Us - Baan Suan");
    expect(pageTitle("Baan Suan", "Mango sticky rice at home | Baan Suan Blog")).toBe("Mango sticky rice at home - Baan Suan");
    expect(pageTitle("บ้านสวน", "เกี่ยวกับเรา | บ้านสวน")).toBe("เกี่ยวกับเรา - บ้านสวน");
    expect(pageTitle("บ้านสวน", "สูตรอาหาร | บล็อกบ้านสวน")).toBe("สูตรอาหาร - บ้านสวน");
    expect(pageTitle("Baan Suan", "Baan Suan – Shirts")).toBe("Shirts - Baan Suan");
    expect(pageTitle("Baan Suan", "Tea - Green | Baan Suan")).toBe("Tea - Green - Baan Suan");
  });
  it("keeps titles that merely mention the store", () => {
    expect(pageTitle("Baan Suan", "About Baan Suan")).toBe("About Baan Suan - Baan Suan");
    expect(pageTitle("Baan Suan", "Baan Suan Blog – Home, kitchen and garden")).toBe("Baan Suan Blog – Home, kitchen and garden - Baan Suan");
    expect(pageTitle("Baan Suan", "Baan Suan")).toBe("Baan Suan");
  });
});

describe("errorPageTitle", () => {
  const errorTitles = { "errors.notFoundTitle": "ไม่พบหน้านี้", "errors.unreadableFormTitle": "อ่านแบบฟอร์มไม่ได้" };
  it("takes the title from the root's data and the store name from the layout's", () => {
    const matches = [{ id: "root", data: { errorTitles } }, { id: "routes/$store", data: { meta: { storeName: "บ้านสวน" } } }];
    expect(errorPageTitle(matches, { status: 404, statusText: "", internal: false, data: null })).toBe("ไม่พบหน้านี้ - บ้านสวน");
  });
  it("when the root loader itself threw a refusal, from the titles carried by it", () => {
    const refusal = { status: 415, statusText: "", internal: false, data: { errorTitles, refusal: "not-a-form" } };
    expect(errorPageTitle([{ id: "root", data: undefined }], refusal)).toBe("อ่านแบบฟอร์มไม่ได้");
  });
});

