import { describe, expect, it } from "vitest";
import { productsListHtml, type ListedProduct, type ProductsListOptions } from "./productsListMarkup";

const options: ProductsListOptions = {
  appearance: "grid",
  labels: { specialPrice: "Special Price", regularPrice: "Regular Price", asLowAs: "As low as" },
  formatPrice: (value) => `฿${value.toFixed(2)}`,
};

const vase: ListedProduct = { id: 539, sku: "BS-HL-038", typeId: "simple", name: "Celadon vase – Sage", url: "/celadon-vase-sage.html", imageUrl: "/media/catalog/product/v.png?width=240&height=300", regularPrice: 890, finalPrice: 890 };
const mortar: ListedProduct = { id: 12, sku: "BS-KT-009", typeId: "simple", name: 'Mortar "6-inch" & pestle', url: "/granite-mortar.html", imageUrl: null, regularPrice: 590, finalPrice: 440 };
const shirt: ListedProduct = { id: 1, sku: "BS-CL-001", typeId: "configurable", name: "Organic cotton T-shirt", url: "/organic-cotton-t-shirt.html", imageUrl: null, regularPrice: 390, finalPrice: 330 };

describe("productsListHtml", () => {
  it("writes Magento's grid: list, items, photo and name links to the product URL", () => {
    const html = productsListHtml([vase], options);
    expect(html.startsWith('<div class="block widget block-products-list grid"><div class="block-content"><!-- new_products_content_widget_grid--><div class="products-grid grid"><ol class="product-items widget-product-grid"><li class="product-item"><div class="product-item-info">')).toBe(true);
    expect(html).toContain('<a href="/celadon-vase-sage.html" class="product-item-photo">');
    expect(html).toContain('<img class="product-image-photo" src="/media/catalog/product/v.png?width=240&amp;height=300" loading="lazy" width="240" height="300" alt="Celadon vase – Sage">');
    expect(html).toContain('<strong class="product-item-name"><a title="Celadon vase – Sage" href="/celadon-vase-sage.html" class="product-item-link">Celadon vase – Sage</a></strong>');
    expect(html).toContain(
      '<div class="price-box price-final_price" data-role="priceBox" data-product-id="539" data-price-box="product-id-539"><span class="price-container price-final_price tax weee"><span id="old-price-539-widget-product-grid" data-price-amount="890" data-price-type="finalPrice" class="price-wrapper "><span class="price">฿890.00</span></span></span></div>',
    );
    expect(html.endsWith("</li></ol></div></div></div>")).toBe(true);
  });

  it("shows a special price with the regular one, and a configurable's lowest price as \"As low as\"", () => {
    const html = productsListHtml([mortar, shirt], options);
    expect(html).toContain('<span class="special-price"><span class="price-container price-final_price tax weee"><span class="price-label">Special Price</span><span id="old-price-12-widget-product-grid" data-price-amount="440" data-price-type="finalPrice"');
    expect(html).toContain('<span class="old-price"><span class="price-container price-final_price tax weee"><span class="price-label">Regular Price</span><span id="old-price-12-widget-product-grid" data-price-amount="590" data-price-type="oldPrice" class="price-wrapper "><span class="price">฿590.00</span>');
    expect(html).toContain('<span class="normal-price"><span class="price-container price-final_price tax weee"><span class="price-label">As low as</span><span id="old-price-1-widget-product-grid" data-price-amount="330"');
    expect(html).not.toContain('data-price-amount="390"');
  });

  it("escapes names and writes the carousel as Page Builder's bare list", () => {
    const html = productsListHtml([mortar], { ...options, appearance: "carousel" });
    expect(html.startsWith('<ol class="product-items widget-product-carousel"><li class="product-item">')).toBe(true);
    expect(html).toContain('title="Mortar &quot;6-inch&quot; &amp; pestle"');
    expect(html).toContain('id="old-price-12-widget-product-carousel"');
    expect(html).not.toContain("block-products-list");
    expect(html).not.toContain("<img");
  });

  it("adds the widget title and renders nothing without products", () => {
    expect(productsListHtml([vase], { ...options, title: "Our <picks>" })).toContain('<div class="block-title"><strong>Our &lt;picks&gt;</strong></div>');
    expect(productsListHtml([], options)).toBe("");
  });
});
