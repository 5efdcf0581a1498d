import { describe, expect, it } from "vitest";
import { toProductPage, type ProductSource } from "~/lib/catalog/product.server";
import { parsePageBuilder } from "~/lib/page-builder/parse.server";

const price = (value: number, regular = value) => ({
  minimum_price: {
    regular_price: { value: regular, currency: "THB" },
    final_price: { value, currency: "THB" },
    discount: { percent_off: ((regular - value) / regular) * 100 },
  },
  maximum_price: { regular_price: { value: regular, currency: "THB" }, final_price: { value, currency: "THB" } },
});

const colour = (value_index: number, label: string, hex: string) => ({
  uid: `c${value_index}`,
  value_index,
  label,
  swatch_data: { __typename: "ColorSwatchData", value: hex },
});
const size = (value_index: number, label: string) => ({ uid: `s${value_index}`, value_index, label, swatch_data: null });
const variant = (sku: string, color: number, sizeIndex: number, options: { stock?: string; left?: number; price?: number; image?: string }) => ({
  attributes: [
    { code: "color", value_index: color },
    { code: "size", value_index: sizeIndex },
  ],
  product: {
    uid: `uid-${sku}`,
    sku,
    name: `Shirt ${sku}`,
    stock_status: options.stock ?? "IN_STOCK",
    only_x_left_in_stock: options.left ?? null,
    price_range: price(options.price ?? 990),
    small_image: options.image ? { url: options.image, label: null } : null,
    media_gallery: options.image ? [{ url: options.image, label: null, position: 1, disabled: false }] : [],
  },
});

const shirt: ProductSource = {
  __typename: "ConfigurableProduct",
  uid: "uid-shirt",
  sku: "shirt",
  name: "Indigo Shirt",
  url_key: "indigo-shirt",
  url_suffix: ".html",
  stock_status: "IN_STOCK",
  short_description: { html: "<p>Soft <script>alert(1)</script>cotton</p>" },
  description: { html: '<p><a href="/about-us">Our story</a></p>' },
  price_range: { ...price(890, 990), maximum_price: { regular_price: { value: 1290, currency: "THB" }, final_price: { value: 1290, currency: "THB" } } },
  media_gallery: [
    { url: "/media/catalog/product/shirt-2.png", label: "Back", position: 2, disabled: false },
    { url: "/media/catalog/product/shirt-1.png", label: "Front", position: 1, disabled: false },
    { url: "/media/catalog/product/shirt-x.png", label: "Hidden", position: 0, disabled: true },
  ],
  categories: [
    { uid: "a", name: "Clothing", url_path: "clothing", url_suffix: ".html", breadcrumbs: null },
    {
      uid: "b",
      name: "Shirts",
      url_path: "clothing/men/shirts",
      url_suffix: ".html",
      breadcrumbs: [
        { category_name: "Clothing", category_url_path: "clothing" },
        { category_name: "Men", category_url_path: "clothing/men" },
      ],
    },
  ],
  configurable_options: [
    { uid: "o2", attribute_code: "size", label: "Size", position: 2, values: [size(167, "S"), size(168, "M")] },
    { uid: "o1", attribute_code: "color", label: "Colour", position: 1, values: [colour(49, "Indigo", "#1f4e79"), colour(50, "Red", "#b42318")] },
  ],
  variants: [
    variant("shirt-indigo-s", 49, 167, { left: 2, price: 890, image: "/media/catalog/product/indigo.png" }),
    variant("shirt-indigo-m", 49, 168, { stock: "OUT_OF_STOCK", image: "/media/catalog/product/indigo.png" }),
    variant("shirt-red-s", 50, 167, { price: 1290, image: "/media/catalog/product/red.png" }),
  ],
  related_products: [],
};

const page = (query: string) => toProductPage(shirt, { storeCode: "th", locale: "th-TH", search: new URLSearchParams(query) });

describe("product page data", () => {
  it("shows the product's own gallery, price range and trail before any choice", () => {
    const data = page("");
    expect(data.path).toBe("/th/indigo-shirt.html");
    expect(data.gallery.map((image) => image.alt)).toEqual(["Front", "Back"]);
    expect(data.price.final.formatted).toBe("฿890.00");
    expect(data.price.regular?.formatted).toBe("฿990.00");
    expect(data.price.maximum?.formatted).toBe("฿1,290.00");
    expect(data.breadcrumbs).toEqual([
      { name: "Clothing", href: "/th/clothing.html" },
      { name: "Men", href: "/th/clothing/men.html" },
      { name: "Shirts", href: "/th/clothing/men/shirts.html" },
    ]);
    expect(data.options.map((option) => option.code)).toEqual(["color", "size"]);
    expect(data.options[0]?.values[0]?.swatch).toEqual({ kind: "color", hex: "#1f4e79" });
    expect(data.addToCart).toEqual({ sku: "shirt", parentSku: "shirt", selectedOptionUids: [], blockedBy: "choose-options" });
    expect(data.shortDescriptionHtml).not.toContain("script");
    expect(data.description.document.children).toEqual([]);
  });

  it("carries the loaded description and its words for the meta description", () => {
    const document = parsePageBuilder(shirt.description?.html ?? "", { storeCode: "th" });
    const data = toProductPage(shirt, {
      storeCode: "th",
      locale: "th-TH",
      search: new URLSearchParams(),
      description: { document, data: { products: {}, dynamicBlocks: {}, blogWidgets: {} } },
    });
    expect(data.description.document).toBe(document);
    expect(JSON.stringify(data.description.document)).toContain('href=\\"/th/about-us\\"');
    expect(data.descriptionText).toBe("Our story");
  });

  it("previews a colour's pictures before the size is chosen", () => {
    const data = page("color=50");
    expect(data.gallery.map((image) => image.src)).toEqual(["/media/catalog/product/red.png"]);
    expect(data.variant).toBeNull();
    expect(data.options[1]?.values.map((value) => value.state)).toEqual(["available", "unavailable"]);
  });

  it("shows the chosen variant's picture, price and stock", () => {
    const data = page("color=49&size=167");
    expect(data.variant).toEqual({ uid: "uid-shirt-indigo-s", sku: "shirt-indigo-s", name: "Shirt shirt-indigo-s" });
    expect(data.gallery[0]?.src).toBe("/media/catalog/product/indigo.png");
    expect(data.price.final.formatted).toBe("฿890.00");
    expect(data.price.maximum).toBeNull();
    expect(data.stock).toEqual({ status: "in-stock", onlyLeft: 2 });
    expect(data.quantity).toEqual({ min: 1, max: 2 });
    expect(data.addToCart).toEqual({ sku: "shirt-indigo-s", parentSku: "shirt", selectedOptionUids: ["c49", "s167"], blockedBy: null });
  });

  it("says why a variant cannot be added", () => {
    expect(page("color=49&size=168").addToCart.blockedBy).toBe("out-of-stock");
    expect(page("color=49&size=168").stock.status).toBe("out-of-stock");
    expect(page("color=50&size=168").addToCart.blockedBy).toBe("unavailable");
  });

  it("adds a simple product with its own sku", () => {
    const simple = toProductPage(
      { ...shirt, __typename: "SimpleProduct", configurable_options: undefined, variants: undefined, stock_status: "OUT_OF_STOCK" },
      { storeCode: "en", locale: "en-US", search: new URLSearchParams("color=49") },
    );
    expect(simple.options).toEqual([]);
    expect(simple.selection).toEqual({});
    expect(simple.addToCart).toEqual({ sku: "shirt", parentSku: null, selectedOptionUids: [], blockedBy: "out-of-stock" });
  });
});
