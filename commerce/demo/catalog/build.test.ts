import { describe, expect, it } from "vitest";
import { demoCategoryTree, type DemoCategory } from "../categories";
import { parseProductArtPath, PRODUCT_ART_KINDS } from "../productArt";
import { colorByCode, demoColors } from "./attributes";
import { buildDemoCatalog, finalPrice, MAX_PRICE, MIN_PRICE, SALE_CATEGORY, slugify, specialPriceOf, toImportItems, type CatalogIds, type CatalogProduct } from "./build";

const catalog = buildDemoCatalog();
const configurables = catalog.filter((product) => product.typeId === "configurable");
const everyProduct = catalog.flatMap((product) => [product, ...product.children]);

function categoryPaths(nodes: DemoCategory[], parent = ""): { path: string; leaf: boolean }[] {
  return nodes.flatMap((node) => {
    const path = parent ? `${parent}/${node.urlKey}` : node.urlKey;
    return [{ path, leaf: !node.children?.length }, ...categoryPaths(node.children ?? [], path)];
  });
}
const paths = categoryPaths(demoCategoryTree);
const leaves = new Set(paths.filter((category) => category.leaf).map((category) => category.path));

const THAI = /[\u0E00-\u0E7F]/;

describe("the demo catalogue", () => {
  it("has at least 250 products, 40 of them configurable by colour and size (variants not counted)", () => {
    expect(catalog.length).toBeGreaterThanOrEqual(250);
    expect(catalog.every((product) => product.visibility === 4)).toBe(true);
    expect(configurables.length).toBeGreaterThanOrEqual(40);
    for (const product of configurables) {
      expect(product.price).toBeNull();
      expect(new Set(product.children.map((child) => child.color)).size).toBeGreaterThanOrEqual(1);
      expect(new Set(product.children.map((child) => child.size)).size).toBeGreaterThanOrEqual(3);
      for (const child of product.children) {
        expect(child.visibility).toBe(1);
        expect(child.color).not.toBeNull();
        expect(child.size).not.toBeNull();
        expect(child.sku.startsWith(`${product.sku}-`)).toBe(true);
      }
    }
  });

  it("gives every product a unique ASCII URL key that no category uses", () => {
    const keys = catalog.map((product) => product.urlKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const categoryKeys = new Set(paths.map((category) => category.path));
    expect(keys.filter((key) => categoryKeys.has(key))).toEqual([]);
    expect(new Set(everyProduct.map((product) => product.sku)).size).toBe(everyProduct.length);
  });

  it("names products in Thai and English", () => {
    for (const product of everyProduct) {
      expect(product.name.th).toMatch(THAI);
      expect(product.name.en).not.toMatch(THAI);
      expect(product.name.en.charAt(0)).toBe(product.name.en.charAt(0).toUpperCase());
    }
    expect(catalog.find((product) => product.urlKey === "indigo-dyed-cotton-shirt")?.name).toEqual({ en: "Indigo-dyed cotton shirt", th: "เสื้อเชิ้ตผ้าฝ้ายย้อมคราม" });
  });

  it("prices in THB between 149 and 4,990, with some special prices below the regular one", () => {
    for (const product of everyProduct.filter((candidate) => candidate.typeId === "simple")) {
      expect(product.price).toBeGreaterThanOrEqual(MIN_PRICE);
      expect(product.price).toBeLessThanOrEqual(MAX_PRICE);
      if (product.specialPrice !== null) {
        expect(product.specialPrice).toBeGreaterThanOrEqual(MIN_PRICE);
        expect(product.specialPrice).toBeLessThan(product.price as number);
      }
    }
    const discounted = catalog.filter((product) => product.categories.includes(SALE_CATEGORY));
    expect(discounted.length).toBeGreaterThanOrEqual(10);
    expect(discounted.some((product) => product.typeId === "configurable")).toBe(true);
    for (const product of discounted) {
      const items = product.typeId === "configurable" ? product.children : [product];
      expect(items.some((item) => item.specialPrice !== null && item.specialPrice < (item.price as number))).toBe(true);
      expect(finalPrice(product)).toBeLessThanOrEqual(Math.min(...items.map((item) => item.price as number)));
    }
  });

  it("has no price on a round hundred, where a price range filter's inclusive end meets the next bucket", () => {
    const prices = everyProduct.flatMap((product) => [product.price, product.specialPrice]).filter((price): price is number => price !== null);
    expect(prices.filter((price) => price % 100 === 0)).toEqual([]);
  });

  it("has products sold out and products with only a few left", () => {
    const simple = everyProduct.filter((product) => product.typeId === "simple");
    expect(simple.filter((product) => !product.inStock && product.qty === 0).length).toBeGreaterThan(5);
    expect(simple.filter((product) => product.inStock && product.qty > 0 && product.qty <= 4).length).toBeGreaterThan(5);
    expect(catalog.filter((product) => product.typeId === "simple" && !product.inStock).length).toBeGreaterThan(0);
  });

  it("puts every product in leaf categories of every top category, some in two", () => {
    for (const product of catalog) {
      expect(product.categories.length).toBeGreaterThan(0);
      for (const path of product.categories) expect(leaves.has(path) || path === SALE_CATEGORY).toBe(true);
    }
    const tops = new Set(catalog.map((product) => product.categories[0]?.split("/")[0]));
    expect([...tops].sort()).toEqual(["clothing", "garden", "home-living", "kitchen", "wellness"]);
    const used = new Set(catalog.flatMap((product) => product.categories));
    for (const leaf of leaves) expect(used.has(leaf)).toBe(true);
    expect(catalog.filter((product) => product.categories.filter((path) => path !== SALE_CATEGORY).length > 1).length).toBeGreaterThan(10);
  });

  it("shows one to three drawn pictures of the product's kind and colour, the variants their own colour", () => {
    for (const product of everyProduct) {
      expect(product.media.length).toBeGreaterThanOrEqual(1);
      expect(product.media.length).toBeLessThanOrEqual(3);
      expect(product.media.map((image) => image.position)).toEqual(product.media.map((_image, index) => index + 1));
      for (const image of product.media) {
        const parsed = parseProductArtPath(`catalog/product${image.file}`);
        expect(parsed, image.file).not.toBeNull();
        expect(PRODUCT_ART_KINDS).toContain(parsed?.kind);
      }
    }
    for (const product of configurables) {
      for (const child of product.children) {
        const art = colorByCode(child.color as string).art.toLowerCase();
        expect(child.media.every((image) => image.file.includes(`/${art.slice(1)}-`))).toBe(true);
      }
    }
    const kinds = new Set(everyProduct.flatMap((product) => product.media.map((image) => parseProductArtPath(`catalog/product${image.file}`)?.kind)));
    expect(kinds.size).toBeGreaterThanOrEqual(30);
  });

  it("writes Page Builder descriptions, short descriptions and meta data in both languages", () => {
    for (const product of catalog) {
      for (const lang of ["en", "th"] as const) {
        expect(product.description?.[lang]).toMatch(/^<style>#html-body \[data-pb-style=/);
        expect(product.description?.[lang]).toContain('data-content-type="row"');
        expect(product.shortDescription?.[lang]).toMatch(/^<p>.+<\/p>$/);
        expect(product.metaTitle?.[lang]).toBe(product.name[lang]);
        expect(product.metaDescription?.[lang].length).toBeLessThanOrEqual(160);
      }
      expect(product.description?.th).toMatch(THAI);
    }
  });

  it("links related products and up-sells that exist", () => {
    const skus = new Set(catalog.map((product) => product.sku));
    for (const product of catalog) {
      expect(product.related.length).toBeGreaterThan(0);
      for (const sku of [...product.related, ...product.upsell]) expect(skus.has(sku)).toBe(true);
      expect(product.related).not.toContain(product.sku);
    }
  });

  it("is the same on every build", () => {
    expect(buildDemoCatalog()).toEqual(catalog);
  });
});

describe("toImportItems", () => {
  it("resolves colours, sizes and categories to ids and numbers category positions", () => {
    const ids: CatalogIds = {
      colorAttributeId: 93,
      sizeAttributeId: 144,
      colorOptions: new Map(demoColors.map((color, index) => [color.code, 49 + index])),
      sizeOptions: new Map(["XS", "S", "M", "L", "XL"].map((size, index) => [size, 167 + index])),
      categories: new Map(paths.map((category, index) => [category.path, 3 + index])),
      thaiStoreId: 3,
    };
    const items = toImportItems(catalog, ids);
    const shirt = items.find((item) => item.sku === catalog.find((product: CatalogProduct) => product.urlKey === "indigo-dyed-cotton-shirt")?.sku);
    expect(shirt?.superAttributeIds).toEqual([93, 144]);
    expect(shirt?.children?.[0]?.attributeValues).toEqual([
      { attributeId: 93, optionId: 49 },
      { attributeId: 144, optionId: 168 },
    ]);
    expect(shirt?.text.get(0)?.urlKey).toBe("indigo-dyed-cotton-shirt");
    expect(shirt?.text.get(3)?.name).toBe("เสื้อเชิ้ตผ้าฝ้ายย้อมคราม");
    const positions = items.flatMap((item) => item.categories ?? []).filter((category) => category.categoryId === ids.categories.get("clothing/men/shirts"));
    expect(positions.map((category) => category.position)).toEqual(positions.map((_category, index) => index + 1));
  });
});

describe("helpers", () => {
  it("makes URL keys from English names", () => {
    expect(slugify("Bird's eye chilli plant")).toBe("birds-eye-chilli-plant");
    expect(slugify("Carbon steel wok, 30 cm")).toBe("carbon-steel-wok-30-cm");
    expect(slugify("Celadon vase – Sky Blue")).toBe("celadon-vase-sky-blue");
  });

  it("rounds special prices like a shop, never to a round hundred, never up", () => {
    expect(specialPriceOf(890, 0.8)).toBe(710);
    expect(specialPriceOf(1000, 0.8)).toBe(790);
    expect(specialPriceOf(149, 0.8)).toBeNull();
  });
});
