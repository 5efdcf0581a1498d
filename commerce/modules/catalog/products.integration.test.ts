/**
 * `products` against the demo catalogue through engine.handle(): filters, sorting, aggregations
 * (their counts must match the filtered listings), paging and the product fields, with the demo
 * data (commerce/demo/catalog) as the expectation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDemoCatalog, finalPrice, type CatalogProduct } from "../../demo/catalog/build";
import { demoColors } from "../../demo/catalog/attributes";
import { buildCategoryRows } from "../../demo/patch";
import { startCommerceEngine, type CommerceEngine } from "../../index";
import { encodeUid } from "../../lib/uid";
import { graphql, graphqlData } from "../../testing/graphqlClient";

let engine: CommerceEngine;

beforeAll(async () => {
  engine = await startCommerceEngine({ dataDir: "memory://", baseUrl: "/" });
});

afterAll(async () => {
  await engine?.close();
});

const demo = buildDemoCatalog();
const categoryIds = new Map(
  buildCategoryRows()
    .texts.filter((text) => text.storeId === 0 && text.urlPath)
    .map((text) => [text.urlPath as string, text.entityId as number]),
);
const uidOf = (path: string) => encodeUid(categoryIds.get(path) as number);
const colorOption = (code: string) => String(49 + demoColors.findIndex((color) => color.code === code));
const SIZE_OPTIONS: Record<string, string> = { XS: "167", S: "168", M: "169", L: "170", XL: "171" };

/** Demo products listed in a category (its own and its descendants'). */
function demoIn(path: string): CatalogProduct[] {
  return demo.filter((product) => product.categories.some((category) => category === path || category.startsWith(`${path}/`)));
}
const hasColor = (product: CatalogProduct, code: string) => (product.typeId === "configurable" ? product.children.some((child) => child.color === code) : product.color === code);
const hasSize = (product: CatalogProduct, size: string) => product.children.some((child) => child.size === size);

const LIST = `query List($filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int, $currentPage: Int) {
  products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info { current_page page_size total_pages }
    items {
      __typename sku name url_key color
      price_range { minimum_price { final_price { value } regular_price { value } discount { percent_off amount_off } } }
      categories { uid }
      ... on ConfigurableProduct { variants { product { sku color } attributes { code value_index } } }
    }
    aggregations(filter: { category: { includeDirectChildrenOnly: true } }) { attribute_code label count position options { label value count } }
  }
}`;

interface ListItem {
  __typename: string;
  sku: string;
  name: string;
  url_key: string;
  color: number | null;
  price_range: { minimum_price: { final_price: { value: number }; regular_price: { value: number }; discount: { percent_off: number; amount_off: number } } };
  categories: { uid: string }[];
  variants?: { product: { sku: string; color: number }; attributes: { code: string; value_index: number }[] }[];
}

interface Aggregation {
  attribute_code: string;
  label: string;
  count: number;
  position: number | null;
  options: { label: string; value: string; count: number }[];
}

interface ListData {
  products: { total_count: number; page_info: { current_page: number; page_size: number; total_pages: number }; items: ListItem[]; aggregations: Aggregation[] };
}

async function list(variables: Record<string, unknown>, store = "en"): Promise<ListData["products"]> {
  return (await graphqlData<ListData>(engine, LIST, { store, method: "GET", variables: { pageSize: 100, ...variables } })).products;
}

const skus = (items: ListItem[]) => items.map((item) => item.sku);
const aggregation = (products: ListData["products"], code: string) => products.aggregations.find((candidate) => candidate.attribute_code === code);
const finalOf = (item: ListItem) => item.price_range.minimum_price.final_price.value;

describe("filtering by category", () => {
  it("lists a leaf category's products", async () => {
    const products = await list({ filter: { category_uid: { eq: uidOf("clothing/men/shirts") } } });
    expect(products.total_count).toBe(demoIn("clothing/men/shirts").length);
    expect(skus(products.items).sort()).toEqual(demoIn("clothing/men/shirts").map((product) => product.sku).sort());
    for (const item of products.items) expect(item.categories.map((category) => category.uid)).toContain(uidOf("clothing/men/shirts"));
  });

  it("lists a parent (anchor) category's descendants, each product once", async () => {
    const clothing = await list({ filter: { category_uid: { eq: uidOf("clothing") } } });
    expect(clothing.total_count).toBe(demoIn("clothing").length);
    expect(new Set(skus(clothing.items)).size).toBe(clothing.items.length);
    const plants = await list({ filter: { category_url_path: { eq: "garden/plants" } } });
    expect(plants.total_count).toBe(demoIn("garden/plants/herbs").length + demoIn("garden/plants/orchids").length);
    const both = await list({ filter: { category_id: { in: [String(categoryIds.get("garden/plants/herbs")), String(categoryIds.get("garden/plants/orchids"))] } } });
    expect(skus(both.items).sort()).toEqual(skus(plants.items).sort());
    const root = await list({ filter: { category_uid: { eq: "Mg==" } }, pageSize: 1 });
    expect(root.total_count).toBe(demo.length);
  });

  it("finds nothing in an unknown category, and refuses two category filters", async () => {
    expect((await list({ filter: { category_id: { eq: "999" } } })).total_count).toBe(0);
    const reply = await graphql(engine, LIST, { store: "en", variables: { filter: { category_id: { eq: "3" }, category_uid: { eq: "Mw==" } } } });
    expect(reply.errors?.[0]?.message).toBe("`category_id` and `category_uid` can't be used at the same time.");
  });
});

describe("filtering by price, colour and size", () => {
  it("keeps prices within the range", async () => {
    const products = await list({ filter: { category_uid: { eq: uidOf("clothing") }, price: { from: "500", to: "1000" } } });
    const expected = demoIn("clothing").filter((product) => finalPrice(product) >= 500 && finalPrice(product) <= 1000);
    expect(products.total_count).toBe(expected.length);
    for (const item of products.items) {
      expect(finalOf(item)).toBeGreaterThanOrEqual(500);
      expect(finalOf(item)).toBeLessThanOrEqual(1000);
    }
    const from = await list({ filter: { category_uid: { eq: uidOf("kitchen") }, price: { from: "1000" } } });
    expect(from.total_count).toBe(demoIn("kitchen").filter((product) => finalPrice(product) >= 1000).length);
  });

  it("lists products of a colour (a configurable when one of its variants has it)", async () => {
    const products = await list({ filter: { category_uid: { eq: uidOf("clothing") }, color: { eq: colorOption("indigo") } } });
    expect(products.total_count).toBe(demoIn("clothing").filter((product) => hasColor(product, "indigo")).length);
    for (const item of products.items) {
      if (item.__typename === "ConfigurableProduct") expect(item.variants?.some((variant) => String(variant.product.color) === colorOption("indigo"))).toBe(true);
      else expect(String(item.color)).toBe(colorOption("indigo"));
    }
    const two = await list({ filter: { category_uid: { eq: uidOf("clothing") }, color: { in: [colorOption("indigo"), colorOption("red")] } } });
    expect(two.total_count).toBe(demoIn("clothing").filter((product) => hasColor(product, "indigo") || hasColor(product, "red")).length);
  });

  it("lists products in a size, and in a colour and a size", async () => {
    const medium = await list({ filter: { category_uid: { eq: uidOf("clothing") }, size: { eq: SIZE_OPTIONS["M"] } } });
    expect(medium.total_count).toBe(demoIn("clothing").filter((product) => hasSize(product, "M")).length);
    const extraSmall = await list({ filter: { category_uid: { eq: uidOf("clothing") }, size: { eq: SIZE_OPTIONS["XS"] } } });
    expect(extraSmall.total_count).toBe(demoIn("clothing").filter((product) => hasSize(product, "XS")).length);
    expect(extraSmall.total_count).toBeLessThan(medium.total_count);
    const both = await list({ filter: { category_uid: { eq: uidOf("clothing") }, color: { eq: colorOption("navy") }, size: { eq: SIZE_OPTIONS["XS"] } } });
    expect(both.total_count).toBe(demoIn("clothing").filter((product) => hasColor(product, "navy") && hasSize(product, "XS")).length);
    expect(both.total_count).toBeGreaterThan(0);
  });

  it("matches nothing for an unknown option or an option of another attribute", async () => {
    expect((await list({ filter: { category_uid: { eq: uidOf("clothing") }, color: { eq: "99999" } } })).total_count).toBe(0);
    expect((await list({ filter: { category_uid: { eq: uidOf("clothing") }, color: { eq: SIZE_OPTIONS["M"] } } })).total_count).toBe(0);
    expect((await list({ filter: { category_uid: { eq: uidOf("clothing") }, color: { eq: "indigo" } } })).total_count).toBe(0);
  });
});

describe("searching", () => {
  const SEARCH = `query Search($search: String, $filter: ProductAttributeFilterInput) {
    products(search: $search, filter: $filter, pageSize: 50) { total_count items { sku name } }
  }`;
  const search = async (variables: Record<string, unknown>, store = "en") =>
    (await graphqlData<{ products: { total_count: number; items: { sku: string; name: string }[] } }>(engine, SEARCH, { store, variables })).products;

  it("finds products by every word of the name in the store view's language, or by SKU", async () => {
    const en = await search({ search: "indigo shirt" });
    expect(en.items.map((item) => item.name)).toContain("Indigo-dyed cotton shirt");
    // Every word matches the name or a SKU (variant SKUs name their colour: BS-CL-033-INDIGO-M).
    for (const item of en.items) expect(item.name.toLowerCase()).toContain("shirt");
    // The best match first (relevance).
    const th = await search({ search: "เสื้อเชิ้ตผ้าฝ้ายย้อมคราม" }, "th");
    expect(th.items[0]?.name).toBe("เสื้อเชิ้ตผ้าฝ้ายย้อมคราม");
    const shirt = demo.find((candidate) => candidate.urlKey === "indigo-dyed-cotton-shirt") as CatalogProduct;
    expect((await search({ search: shirt.sku })).items.map((item) => item.sku)).toContain(shirt.sku);
    // A variant's SKU finds its configurable product.
    expect((await search({ search: shirt.children[0]?.sku })).items.map((item) => item.sku)).toEqual([shirt.sku]);
  });

  it("searches within a category and matches names with a filter", async () => {
    const inKitchen = await search({ search: "celadon", filter: { category_uid: { eq: uidOf("kitchen") } } });
    expect(inKitchen.total_count).toBe(demoIn("kitchen").filter((product) => product.name.en.toLowerCase().includes("celadon")).length);
    const byName = await search({ filter: { name: { match: "celadon" } } });
    expect(byName.total_count).toBe(demo.filter((product) => product.name.en.toLowerCase().includes("celadon")).length);
  });
});

describe("sorting", () => {
  const clothing = { category_uid: { eq: uidOf("clothing") } };

  it("sorts by position by default in a category, both ways", async () => {
    const byDefault = skus((await list({ filter: clothing })).items);
    const ascending = skus((await list({ filter: clothing, sort: { position: "ASC" } })).items);
    const descending = skus((await list({ filter: clothing, sort: { position: "DESC" } })).items);
    expect(byDefault).toEqual(ascending);
    expect(descending).toEqual([...ascending].reverse());
    // A category's own products come before its descendants'; within one category, in assignment order.
    const shirts = skus((await list({ filter: { category_uid: { eq: uidOf("clothing/men/shirts") } } })).items);
    expect(shirts).toEqual(demoIn("clothing/men/shirts").map((product) => product.sku));
  });

  it("sorts by price both ways", async () => {
    const ascending = (await list({ filter: clothing, sort: { price: "ASC" } })).items.map(finalOf);
    const descending = (await list({ filter: clothing, sort: { price: "DESC" } })).items.map(finalOf);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(ascending[0]).toBe(Math.min(...demoIn("clothing").map(finalPrice)));
  });

  it("sorts by name both ways, in the store view's language", async () => {
    for (const store of ["en", "th"]) {
      const ascending = (await list({ filter: clothing, sort: { name: "ASC" } }, store)).items.map((item) => item.name);
      const descending = (await list({ filter: clothing, sort: { name: "DESC" } }, store)).items.map((item) => item.name);
      const byCodePoint = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);
      expect(ascending).toEqual([...ascending].sort(byCodePoint));
      expect(descending).toEqual([...ascending].reverse());
    }
  });
});

describe("aggregations", () => {
  it("offers price ranges, sub-categories, colours and sizes, in the store view's language", async () => {
    const en = await list({ filter: { category_uid: { eq: uidOf("clothing") } }, pageSize: 1 });
    expect(en.aggregations.map((candidate) => candidate.attribute_code)).toEqual(["price", "category_uid", "color", "size"]);
    expect(aggregation(en, "color")).toMatchObject({ label: "Color", position: 1 });
    expect(aggregation(en, "size")?.options.map((option) => option.label)).toEqual(["XS", "S", "M", "L", "XL"]);
    expect(aggregation(en, "category_uid")?.options.map((option) => option.label).sort()).toEqual(["Men", "Thai Textiles", "Women"]);
    expect(aggregation(en, "price")?.options[0]).toMatchObject({ label: "0-1000", value: "0_1000" });
    const th = await list({ filter: { category_uid: { eq: uidOf("clothing") } }, pageSize: 1 }, "th");
    expect(aggregation(th, "color")?.label).toBe("สี");
    expect(aggregation(th, "price")?.label).toBe("ราคา");
    expect(aggregation(th, "category_uid")).toMatchObject({ label: "หมวดหมู่" });
    expect(aggregation(th, "color")?.options.find((option) => option.value === colorOption("indigo"))?.label).toBe("คราม");
  });

  it("counts what each option's filter lists", async () => {
    const base = { category_uid: { eq: uidOf("clothing") } };
    const all = await list({ filter: base, pageSize: 1 });
    for (const option of aggregation(all, "color")?.options ?? []) {
      expect((await list({ filter: { ...base, color: { eq: option.value } }, pageSize: 1 })).total_count, `colour ${option.label}`).toBe(option.count);
    }
    for (const option of aggregation(all, "size")?.options ?? []) {
      expect((await list({ filter: { ...base, size: { eq: option.value } }, pageSize: 1 })).total_count, `size ${option.label}`).toBe(option.count);
    }
    for (const option of aggregation(all, "price")?.options ?? []) {
      const [from, to] = option.value.split("_");
      expect((await list({ filter: { ...base, price: { from, to } }, pageSize: 1 })).total_count, `price ${option.value}`).toBe(option.count);
    }
    for (const option of aggregation(all, "category_uid")?.options ?? []) {
      expect((await list({ filter: { category_id: { eq: option.value } }, pageSize: 1 })).total_count, `category ${option.label}`).toBe(option.count);
    }
    // Within a colour, the other attributes count the filtered set.
    const indigo = await list({ filter: { ...base, color: { eq: colorOption("indigo") } }, pageSize: 1 });
    for (const option of aggregation(indigo, "size")?.options ?? []) {
      const filtered = await list({ filter: { ...base, color: { eq: colorOption("indigo") }, size: { eq: option.value } }, pageSize: 1 });
      expect(filtered.total_count, `indigo in ${option.label}`).toBe(option.count);
    }
  });

  it("counts the same from the facet index as live", async () => {
    // A price range from 0 changes nothing in the set but makes the listing count live.
    const cases = [
      { category_uid: { eq: uidOf("clothing") } },
      { category_uid: { eq: uidOf("home-living") } },
      { category_uid: { eq: uidOf("clothing") }, color: { eq: colorOption("indigo") } },
      { category_uid: { eq: uidOf("kitchen/tableware") }, color: { eq: colorOption("sage") } },
      { category_uid: { eq: uidOf("clothing") }, size: { eq: SIZE_OPTIONS["L"] } },
    ];
    for (const filter of cases) {
      const indexed = await list({ filter, pageSize: 5 });
      const live = await list({ filter: { ...filter, price: { from: "0" } }, pageSize: 5 });
      expect(live.total_count).toBe(indexed.total_count);
      expect(live.aggregations).toEqual(indexed.aggregations);
      expect(skus(live.items)).toEqual(skus(indexed.items));
    }
  });

  it("has no aggregations for an empty result", async () => {
    expect((await list({ filter: { category_uid: { eq: uidOf("clothing") }, color: { eq: "99999" } } })).aggregations).toEqual([]);
  });
});

describe("paging", () => {
  it("pages through a listing without repeating products", async () => {
    const filter = { category_uid: { eq: uidOf("clothing") } };
    const total = demoIn("clothing").length;
    const pages = Math.ceil(total / 10);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const products = await list({ filter, pageSize: 10, currentPage: page });
      expect(products.page_info).toEqual({ current_page: page, page_size: 10, total_pages: pages });
      seen.push(...skus(products.items));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it("answers Magento's errors for a page past the last one and for bad paging", async () => {
    const filter = { category_uid: { eq: uidOf("clothing") } };
    const pages = Math.ceil(demoIn("clothing").length / 10);
    const tooFar = await graphql(engine, LIST, { store: "en", variables: { filter, pageSize: 10, currentPage: pages + 1 } });
    expect(tooFar.errors?.[0]).toMatchObject({
      message: `currentPage value ${pages + 1} specified is greater than the ${pages} page(s) available.`,
      extensions: { category: "graphql-input" },
    });
    const zero = await graphql(engine, LIST, { store: "en", variables: { filter, currentPage: 0 } });
    expect(zero.errors?.[0]?.message).toBe("currentPage value must be greater than 0.");
    const size = await graphql(engine, LIST, { store: "en", variables: { filter, pageSize: 0 } });
    expect(size.errors?.[0]?.message).toBe("pageSize value must be greater than 0.");
    // An empty result has no pages and no error.
    const empty = await list({ filter: { ...filter, color: { eq: "99999" } }, currentPage: 3 });
    expect(empty).toMatchObject({ total_count: 0, page_info: { current_page: 3, total_pages: 0 } });
  });
});

const PRODUCT = `query Product($urlKey: String!, $uids: [ID!]) {
  products(filter: { url_key: { eq: $urlKey } }) {
    items {
      __typename uid sku name url_key url_suffix type_id stock_status only_x_left_in_stock special_price
      meta_title meta_description
      ... on RoutableInterface { relative_url }
      description { html }
      short_description { html }
      price_range {
        minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } }
        maximum_price { regular_price { value } final_price { value } }
      }
      image { url label }
      media_gallery { url label position types }
      categories { uid url_path }
      related_products { sku name }
      upsell_products { sku }
      ... on ConfigurableProduct {
        configurable_options {
          attribute_code label position
          values { uid value_index label default_label swatch_data { __typename value ... on ImageSwatchData { thumbnail } } }
        }
        variants { product { sku stock_status media_gallery { url position } } attributes { code label value_index uid } }
        configurable_product_options_selection(configurableOptionValueUids: $uids) {
          options_available_for_selection { attribute_code option_value_uids }
          media_gallery { url position }
          variant { sku name }
        }
      }
    }
  }
}`;

interface ProductItem {
  __typename: string;
  sku: string;
  name: string;
  url_key: string;
  url_suffix: string;
  relative_url: string;
  stock_status: string;
  only_x_left_in_stock: number | null;
  special_price: number | null;
  meta_title: string;
  meta_description: string;
  description: { html: string };
  short_description: { html: string };
  price_range: {
    minimum_price: { regular_price: { value: number; currency: string }; final_price: { value: number; currency: string }; discount: { amount_off: number; percent_off: number } };
    maximum_price: { regular_price: { value: number }; final_price: { value: number } };
  };
  image: { url: string; label: string };
  media_gallery: { url: string; label: string; position: number; types: string[] }[];
  categories: { uid: string; url_path: string }[];
  related_products: { sku: string; name: string }[];
  upsell_products: { sku: string }[];
  configurable_options?: {
    attribute_code: string;
    label: string;
    position: number;
    values: { uid: string; value_index: number; label: string; default_label: string; swatch_data: { __typename: string; value: string; thumbnail?: string } }[];
  }[];
  variants?: { product: { sku: string; stock_status: string; media_gallery: { url: string }[] }; attributes: { code: string; label: string; value_index: number; uid: string }[] }[];
  configurable_product_options_selection?: {
    options_available_for_selection: { attribute_code: string; option_value_uids: string[] }[];
    media_gallery: { url: string }[];
    variant: { sku: string; name: string } | null;
  };
}

async function product(urlKey: string, store = "en", uids?: string[]): Promise<ProductItem> {
  const data = await graphqlData<{ products: { items: ProductItem[] } }>(engine, PRODUCT, { store, variables: { urlKey, uids } });
  const [item] = data.products.items;
  if (!item) throw new Error(`no product ${urlKey}`);
  return item;
}

describe("product fields", () => {
  it("shows a configurable product with colour and size options, swatches and variants", async () => {
    const shirt = await product("indigo-dyed-cotton-shirt");
    expect(shirt).toMatchObject({ __typename: "ConfigurableProduct", name: "Indigo-dyed cotton shirt", url_suffix: ".html", relative_url: "indigo-dyed-cotton-shirt.html", stock_status: "IN_STOCK" });
    const [color, size] = shirt.configurable_options ?? [];
    expect(color).toMatchObject({ attribute_code: "color", label: "Color" });
    expect(color?.values.map((value) => [value.label, value.swatch_data])).toEqual([
      ["Indigo", { __typename: "ColorSwatchData", value: "#2e3f6e" }],
      ["Navy", { __typename: "ColorSwatchData", value: "#1f2f4f" }],
    ]);
    expect(size?.values.map((value) => [value.label, value.swatch_data.__typename])).toEqual([
      ["S", "TextSwatchData"],
      ["M", "TextSwatchData"],
      ["L", "TextSwatchData"],
      ["XL", "TextSwatchData"],
    ]);
    expect(shirt.variants).toHaveLength(8);
    for (const variant of shirt.variants ?? []) {
      expect(variant.attributes.map((attribute) => attribute.code)).toEqual(["color", "size"]);
      const hex = variant.attributes[0]?.label === "Indigo" ? "2e3f6e" : "1f2f4f";
      expect(variant.product.media_gallery[0]?.url).toBe(`/media/catalog/product/demo/shirt/${hex}-1.png`);
    }
    // XL costs more: the price is a range.
    expect(shirt.price_range.minimum_price.regular_price).toEqual({ value: 990, currency: "THB" });
    expect(shirt.price_range.maximum_price.regular_price.value).toBe(1090);
    expect(shirt.media_gallery.map((image) => [image.url, image.position, image.types])).toEqual([
      ["/media/catalog/product/demo/shirt/2e3f6e-1.png", 1, ["image", "small_image", "thumbnail"]],
      ["/media/catalog/product/demo/shirt/2e3f6e-2.png", 2, []],
      ["/media/catalog/product/demo/shirt/2e3f6e-3.png", 3, []],
    ]);
    expect(shirt.image.url).toBe("/media/catalog/product/demo/shirt/2e3f6e-1.png");
  });

  it("narrows a configurable product by chosen options: the colour's pictures, then the variant", async () => {
    const shirt = await product("indigo-dyed-cotton-shirt");
    const navy = shirt.configurable_options?.[0]?.values.find((value) => value.label === "Navy");
    const medium = shirt.configurable_options?.[1]?.values.find((value) => value.label === "M");
    const byColour = await product("indigo-dyed-cotton-shirt", "en", [navy?.uid as string]);
    expect(byColour.configurable_product_options_selection?.variant).toBeNull();
    expect(byColour.configurable_product_options_selection?.media_gallery.every((image) => image.url.includes("/1f2f4f-"))).toBe(true);
    const chosen = await product("indigo-dyed-cotton-shirt", "en", [navy?.uid as string, medium?.uid as string]);
    const sku = demo.find((candidate) => candidate.urlKey === "indigo-dyed-cotton-shirt")?.sku;
    const child = demo.find((candidate) => candidate.sku === sku)?.children.find((variant) => variant.color === "navy" && variant.size === "M");
    if (child?.inStock) expect(chosen.configurable_product_options_selection?.variant?.sku).toBe(`${sku}-NAVY-M`);
    else expect(chosen.configurable_product_options_selection?.variant).toBeNull();
  });

  it("shows an image swatch for the khao ma plaid", async () => {
    const shirt = await product("khao-ma-cloth-shirt");
    const plaid = shirt.configurable_options?.[0]?.values.find((value) => value.value_index === Number(colorOption("khao-ma")));
    expect(plaid?.swatch_data).toEqual({ __typename: "ImageSwatchData", value: "/media/attribute/swatch/k/h/khao-ma.svg", thumbnail: "/media/attribute/swatch/k/h/khao-ma.svg" });
  });

  it("names and describes products in Thai in the th store view", async () => {
    const shirt = await product("indigo-dyed-cotton-shirt", "th");
    expect(shirt.name).toBe("เสื้อเชิ้ตผ้าฝ้ายย้อมคราม");
    expect(shirt.meta_title).toBe("เสื้อเชิ้ตผ้าฝ้ายย้อมคราม");
    expect(shirt.configurable_options?.[0]).toMatchObject({ label: "สี" });
    expect(shirt.configurable_options?.[0]?.values[0]).toMatchObject({ label: "คราม", default_label: "Indigo" });
    expect(shirt.description.html).toContain('data-content-type="row"');
    expect(shirt.description.html).toContain("รายละเอียดสินค้า");
    expect(shirt.short_description.html).toMatch(/^<p>.*สกลนคร.*<\/p>$/);
    const en = await product("indigo-dyed-cotton-shirt", "en");
    expect(en.description.html).toContain("Details");
    expect(en.meta_description.length).toBeGreaterThan(20);
  });

  it("shows a special price as a discount", async () => {
    const sale = await list({ filter: { category_uid: { eq: uidOf("sale-archive") } } });
    expect(sale.total_count).toBe(demo.filter((candidate) => candidate.categories.includes("sale-archive")).length);
    for (const item of sale.items) {
      const { regular_price, final_price, discount } = item.price_range.minimum_price;
      expect(final_price.value).toBeLessThan(regular_price.value);
      expect(discount.amount_off).toBeCloseTo(regular_price.value - final_price.value, 2);
      expect(discount.percent_off).toBeGreaterThan(0);
    }
    const simple = demo.find((candidate) => candidate.typeId === "simple" && candidate.specialPrice !== null) as CatalogProduct;
    const item = await product(simple.urlKey);
    expect(item.special_price).toBe(simple.specialPrice);
    expect(item.price_range.minimum_price.final_price.value).toBe(simple.specialPrice);
    expect(item.price_range.minimum_price.regular_price.value).toBe(simple.price);
  });

  it("shows stock status and only-x-left (threshold 5), and lists sold-out products", async () => {
    const soldOut = demo.find((candidate) => candidate.typeId === "simple" && !candidate.inStock) as CatalogProduct;
    expect(await product(soldOut.urlKey)).toMatchObject({ stock_status: "OUT_OF_STOCK", only_x_left_in_stock: null });
    const listed = await list({ filter: { category_uid: { eq: uidOf(soldOut.categories[0] as string) } } });
    expect(skus(listed.items)).toContain(soldOut.sku);
    const fewLeft = demo.find((candidate) => candidate.typeId === "simple" && candidate.inStock && candidate.qty <= 4) as CatalogProduct;
    expect(await product(fewLeft.urlKey)).toMatchObject({ stock_status: "IN_STOCK", only_x_left_in_stock: fewLeft.qty });
    const plenty = demo.find((candidate) => candidate.typeId === "simple" && candidate.qty > 5) as CatalogProduct;
    expect(await product(plenty.urlKey)).toMatchObject({ stock_status: "IN_STOCK", only_x_left_in_stock: null });
  });

  it("lists related products, up-sells and categories", async () => {
    const demoProduct = demo.find((candidate) => candidate.urlKey === "celadon-vase-sage") as CatalogProduct;
    const vase = await product("celadon-vase-sage");
    expect(vase.related_products.map((related) => related.sku)).toEqual(demoProduct.related);
    expect(vase.upsell_products.map((upsell) => upsell.sku)).toEqual(demoProduct.upsell);
    expect(vase.categories.map((category) => category.url_path)).toEqual(["home-living/decor"]);
  });

  it("counts a category's products and names sort fields per store view", async () => {
    const data = await graphqlData<{ categoryList: { product_count: number; children: { url_path: string; product_count: number }[] }[] }>(
      engine,
      `{ categoryList(filters: { url_path: { eq: "clothing" } }) { product_count children { url_path product_count } } }`,
      { store: "en" },
    );
    expect(data.categoryList[0]?.product_count).toBe(demoIn("clothing").length);
    for (const child of data.categoryList[0]?.children ?? []) expect(child.product_count).toBe(demoIn(child.url_path).length);
    const th = await graphqlData<{ products: { sort_fields: { default: string; options: { label: string; value: string }[] } } }>(
      engine,
      `{ products(filter: { category_id: { eq: "3" } }) { sort_fields { default options { label value } } } }`,
      { store: "th" },
    );
    expect(th.products.sort_fields).toEqual({
      default: "position",
      options: [
        { label: "ตำแหน่ง", value: "position" },
        { label: "ชื่อสินค้า", value: "name" },
        { label: "ราคา", value: "price" },
      ],
    });
  });

  it("answers the category's products on the category itself", async () => {
    const data = await graphqlData<{ categoryList: { products: { total_count: number; items: { sku: string }[] } }[] }>(
      engine,
      `{ categoryList(filters: { url_path: { eq: "garden/plants/orchids" } }) { products(pageSize: 3, sort: { price: DESC }) { total_count items { sku } } } }`,
      { store: "en" },
    );
    const orchids = demoIn("garden/plants/orchids").sort((a, b) => finalPrice(b) - finalPrice(a));
    expect(data.categoryList[0]?.products.total_count).toBe(orchids.length);
    expect(data.categoryList[0]?.products.items).toHaveLength(3);
  });
});
