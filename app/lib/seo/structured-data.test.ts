import { describe, expect, it } from "vitest";
import { breadcrumbListJsonLd, plainText, productJsonLd, webSiteJsonLd } from "~/lib/seo/structured-data";

describe("structured data", () => {
  it("describes a product with its offer and availability", () => {
    const data = productJsonLd({
      name: "เสื้อยืดผ้าฝ้าย",
      sku: "TS-01",
      url: "https://shop.example/th/tee.html",
      images: ["https://shop.example/media/a.png"],
      price: 390,
      currency: "THB",
      availability: "OutOfStock",
    });
    expect(data.offers).toMatchObject({ price: "390.00", priceCurrency: "THB", availability: "https://schema.org/OutOfStock" });
    expect(data.image).toEqual(["https://shop.example/media/a.png"]);
  });

  it("numbers breadcrumbs from one and gives the site a search action", () => {
    const list = breadcrumbListJsonLd([
      { name: "Clothing", url: "https://s.example/en/clothing.html" },
      { name: "Women", url: "https://s.example/en/clothing/women.html" },
    ]);
    expect((list.itemListElement as Array<{ position: number }>).map((item) => item.position)).toEqual([1, 2]);
    const site = webSiteJsonLd({ name: "Baan Suan", url: "https://s.example/en", language: "en", searchUrl: "https://s.example/en/search.html" });
    expect(JSON.stringify(site)).toContain("https://s.example/en/search.html?query={search_term_string}");
  });

  it("turns HTML into a short plain description", () => {
    expect(plainText("<p>Soft&nbsp;<b>cotton</b> &amp; silk</p><script>x()</script>")).toBe("Soft cotton & silk");
    expect(plainText("word ".repeat(100), 40).length).toBeLessThanOrEqual(40);
    expect(plainText("<p>Write &amp;lt;b&amp;gt; for bold, it&#039;s &quot;easy&quot;</p>")).toBe('Write &lt;b&gt; for bold, it\'s "easy"');
  });
});
