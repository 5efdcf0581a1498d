/**
 * Expands the product-line templates into the demo catalogue (pure and deterministic): names,
 * URL keys, texts (descriptions in Page Builder's master format), prices and special prices,
 * stock, pictures, categories and related products. `toImportItems` then resolves codes to ids for
 * the catalogue's bulk import.
 */
import { demoCategoryTree, type DemoCategory } from "../categories";
import { columns, escapeHtml, heading, PageBuilderDocument, row, text } from "../pageBuilder";
import { productArtPath, type ProductArtKind } from "../productArt";
import { LINK_RELATED, LINK_UPSELL, type ProductImportItem, type ProductImportText } from "../../modules/catalog";
import { colorByCode, type DemoColor } from "./attributes";
import { clothingLines } from "./clothing";
import { gardenLines } from "./garden";
import { homeLivingLines } from "./home-living";
import { kitchenLines } from "./kitchen";
import { DESCRIPTION_HEADINGS, SHOP_NAME, t, type ProductLine, type SizeCode, type Text, type Variant } from "./model";
import { wellnessLines } from "./wellness";

/** The lines of each top category, with the SKU prefix of its products. */
export const demoProductLines: readonly { skuPrefix: string; lines: readonly ProductLine[] }[] = [
  { skuPrefix: "CL", lines: clothingLines },
  { skuPrefix: "HL", lines: homeLivingLines },
  { skuPrefix: "KT", lines: kitchenLines },
  { skuPrefix: "GD", lines: gardenLines },
  { skuPrefix: "WB", lines: wellnessLines },
];

/** Discounted products are also listed in this (hidden) category. */
export const SALE_CATEGORY = "sale-archive";

export const MIN_PRICE = 149;
export const MAX_PRICE = 4990;

export interface CatalogImage {
  /** Relative to media/catalog/product, starting with "/". */
  file: string;
  position: number;
}

/** A product of the demo catalogue with codes (colour, size, category url paths), not ids. */
export interface CatalogProduct {
  sku: string;
  typeId: "simple" | "configurable";
  visibility: 1 | 4;
  name: Text;
  urlKey: string;
  shortDescription: Text | null;
  description: Text | null;
  metaTitle: Text | null;
  metaKeyword: Text | null;
  metaDescription: Text | null;
  price: number | null;
  specialPrice: number | null;
  weight: number;
  qty: number;
  inStock: boolean;
  /** Colour code stored as the `color` value (null: none stored). */
  color: string | null;
  size: SizeCode | null;
  /** Category url paths; the first is the main category. */
  categories: string[];
  media: CatalogImage[];
  children: CatalogProduct[];
  related: string[];
  upsell: string[];
  /** The template line's identity, for up-sells and the generator. */
  lineKey: string;
}

export type DescriptionStyle = "page-builder" | "compact";

export interface BuildOptions {
  /** Page Builder rows with columns (demo), or one Page Builder text element (generated catalogues). */
  descriptionStyle?: DescriptionStyle;
}

/** The demo catalogue. */
export function buildDemoCatalog(options: BuildOptions = {}): CatalogProduct[] {
  const products: CatalogProduct[] = [];
  for (const group of demoProductLines) {
    let sequence = 0;
    group.lines.forEach((line, lineIndex) => {
      const lineKey = `${group.skuPrefix}-${lineIndex}`;
      for (const variant of line.variants) {
        for (const product of expandVariant(line, variant, { lineKey, nextSku: () => `BS-${group.skuPrefix}-${String(++sequence).padStart(3, "0")}`, ...options })) {
          products.push(product);
        }
      }
    });
  }
  assignSaleCategory(products);
  assignLinks(products);
  assertUniqueUrlKeys(products);
  return products;
}

interface ExpandContext extends BuildOptions {
  lineKey: string;
  nextSku: () => string;
  /** Words added to the name (and so to the URL key): the generator's series. */
  qualifier?: Text;
}

/** The products of one variant of a line: one configurable, or one simple product per colour. */
export function expandVariant(line: ProductLine, variant: Variant, context: ExpandContext): CatalogProduct[] {
  const base = baseName(line, variant, context.qualifier);
  const price = variant.price ?? line.price;
  if (line.sizes) {
    const sku = context.nextSku();
    const name = base;
    const urlKey = slugify(name.en);
    const colors = variant.colors.map(colorByCode);
    const discount = discountFactor(sku);
    const children: CatalogProduct[] = [];
    for (const color of colors) {
      for (const size of line.sizes) {
        const childSku = `${sku}-${color.code.toUpperCase()}-${size}`;
        const childPrice = price + (line.sizePremium?.[size] ?? 0);
        const stock = stockFor(childSku, 8);
        children.push({
          sku: childSku,
          typeId: "simple",
          visibility: 1,
          name: { en: `${name.en} – ${color.en}, ${size}`, th: `${name.th} ${colorWords(color)} ไซซ์ ${size}` },
          urlKey: `${urlKey}-${color.code}-${size.toLowerCase()}`,
          shortDescription: null,
          description: null,
          metaTitle: null,
          metaKeyword: null,
          metaDescription: null,
          price: childPrice,
          specialPrice: discount === null ? null : specialPriceOf(childPrice, discount),
          weight: line.weight,
          qty: stock.qty,
          inStock: stock.inStock,
          color: color.code,
          size,
          categories: [],
          media: images(line.kind, color, [1, 2]),
          children: [],
          related: [],
          upsell: [],
          lineKey: context.lineKey,
        });
      }
    }
    const sizes = line.sizes;
    return [
      {
        sku,
        typeId: "configurable",
        visibility: 4,
        name,
        urlKey,
        ...texts(line, variant, name, sku, context.descriptionStyle ?? "page-builder", [t(`Sizes ${sizes[0]}–${sizes[sizes.length - 1]}`, `ไซซ์ ${sizes[0]}–${sizes[sizes.length - 1]}`)]),
        price: null,
        specialPrice: null,
        weight: line.weight,
        qty: 0,
        inStock: true,
        color: null,
        size: null,
        categories: [...line.categories],
        media: images(line.kind, colors[0] as DemoColor, [1, 2, 3]),
        children,
        related: [],
        upsell: [],
        lineKey: context.lineKey,
      },
    ];
  }

  return variant.colors.map((code) => {
    const color = colorByCode(code);
    const sku = context.nextSku();
    const name = variant.colors.length > 1 ? { en: `${base.en} – ${color.en}`, th: `${base.th} ${colorWords(color)}` } : base;
    const stock = stockFor(sku, 6);
    const discount = discountFactor(sku);
    const views = ([1, 2, 3] as const).slice(0, 1 + (hash(`${sku}:views`) % 3));
    return {
      sku,
      typeId: "simple",
      visibility: 4,
      name,
      urlKey: slugify(name.en),
      ...texts(line, variant, name, sku, context.descriptionStyle ?? "page-builder", []),
      price,
      specialPrice: discount === null ? null : specialPriceOf(price, discount),
      weight: line.weight,
      qty: stock.qty,
      inStock: stock.inStock,
      color: line.colorAttribute === false ? null : color.code,
      size: null,
      categories: [...line.categories],
      media: images(line.kind, color, [...views]),
      children: [],
      related: [],
      upsell: [],
      lineKey: context.lineKey,
    };
  });
}

/** English puts the modifier first, Thai the noun; a suffix ("30 cm") and a qualifier follow. */
export function baseName(line: ProductLine, variant: Variant, qualifier?: Text): Text {
  const core = variant.fullName || !line.noun.en ? variant.name : { en: `${variant.name.en} ${line.noun.en}`, th: `${line.noun.th}${variant.name.th}` };
  const name = { en: capitalize(core.en) + (variant.suffix?.en ?? ""), th: core.th + (variant.suffix?.th ?? "") };
  return qualifier ? { en: `${name.en}, ${qualifier.en}`, th: `${name.th} ${qualifier.th}` } : name;
}

/** "สีคราม", but "สีธรรมชาติ" and "ลายผ้าขาวม้า" as they are. */
function colorWords(color: DemoColor): string {
  return /^(สี|ลาย)/.test(color.th) ? color.th : `สี${color.th}`;
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** An ASCII URL key: lower case, words joined by hyphens. */
export function slugify(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function texts(
  line: ProductLine,
  variant: Variant,
  name: Text,
  sku: string,
  style: DescriptionStyle,
  extraDetails: Text[],
): Pick<CatalogProduct, "shortDescription" | "description" | "metaTitle" | "metaKeyword" | "metaDescription"> {
  const summary = (lang: keyof Text) => [line.blurb[lang], variant.note?.[lang]].filter(Boolean).join(" ");
  const category = categoryName(line.categories[0] ?? "");
  const both = (make: (lang: keyof Text) => string): Text => ({ en: make("en"), th: make("th") });
  return {
    shortDescription: both((lang) => `<p>${escapeHtml(summary(lang))}</p>`),
    description: both((lang) => description(lang, `${sku}-${lang}`, summary(lang), [...line.details, ...extraDetails].map((detail) => detail[lang]), line.care[lang], style)),
    metaTitle: name,
    metaKeyword: both((lang) => [name[lang], category?.[lang], SHOP_NAME[lang]].filter(Boolean).join(", ")),
    metaDescription: both((lang) => truncate(summary(lang), 160)),
  };
}

/** The description in Page Builder's master format: a text, then details and care side by side. */
function description(lang: keyof Text, seed: string, summary: string, details: string[], care: string, style: DescriptionStyle): string {
  const doc = new PageBuilderDocument(seed);
  if (style === "compact") {
    return doc.render(row(doc, [text(doc, `<p>${escapeHtml(summary)}</p><ul>${details.map((detail) => `<li>${escapeHtml(detail)}</li>`).join("")}</ul>`)]));
  }
  return doc.render(
    row(doc, [
      text(doc, `<p>${escapeHtml(summary)}</p>`),
      columns(doc, [
        { width: 50, children: [heading(doc, DESCRIPTION_HEADINGS.details[lang]), text(doc, `<ul>${details.map((detail) => `<li>${escapeHtml(detail)}</li>`).join("")}</ul>`)] },
        { width: 50, children: [heading(doc, DESCRIPTION_HEADINGS.care[lang]), text(doc, `<p>${escapeHtml(care)}</p>`)] },
      ]),
    ]),
  );
}

function truncate(value: string, length: number): string {
  return value.length <= length ? value : `${value.slice(0, length - 1).trimEnd()}…`;
}

const categoryNames = new Map<string, Text>();
(function collect(nodes: DemoCategory[], parent: string): void {
  for (const node of nodes) {
    const path = parent ? `${parent}/${node.urlKey}` : node.urlKey;
    categoryNames.set(path, { en: node.en, th: node.th });
    if (node.children) collect(node.children, path);
  }
})(demoCategoryTree, "");

/** A demo category's name by url path. */
export function categoryName(urlPath: string): Text | undefined {
  return categoryNames.get(urlPath);
}

/** Pictures of one colour: files named by productArtPath, without the catalog/product prefix. */
function images(kind: ProductArtKind, color: DemoColor, views: readonly (1 | 2 | 3)[]): CatalogImage[] {
  return views.map((view, index) => ({ file: productArtPath(kind, color.art, view).replace(/^catalog\/product/, ""), position: index + 1 }));
}

/** FNV-1a: a stable number per key, so the catalogue is the same on every run. */
export function hash(key: string): number {
  let value = 2166136261;
  for (let index = 0; index < key.length; index++) {
    value ^= key.charCodeAt(index);
    value = Math.imul(value, 16777619) >>> 0;
  }
  return value;
}

/** About 16 % of products are discounted, by 15–30 %. */
function discountFactor(sku: string): number | null {
  if (hash(`${sku}:special`) % 100 >= 16) return null;
  return [0.8, 0.75, 0.7, 0.85][hash(`${sku}:factor`) % 4] ?? 0.8;
}

/** A shop-like special price (ending in 0 but never a round hundred), or null when not a real saving. */
export function specialPriceOf(price: number, factor: number): number | null {
  let special = Math.floor((price * factor) / 10) * 10;
  if (special % 100 === 0) special -= 10;
  return special >= MIN_PRICE && special < price ? special : null;
}

/** Stock: `outOfStockPercent` % sold out, 8 % with one to four left, the rest 10–149. */
export function stockFor(sku: string, outOfStockPercent: number): { qty: number; inStock: boolean } {
  const roll = hash(`${sku}:stock`) % 100;
  if (roll < outOfStockPercent) return { qty: 0, inStock: false };
  if (roll < outOfStockPercent + 8) return { qty: 1 + (roll % 4), inStock: true };
  return { qty: 10 + (hash(`${sku}:qty`) % 140), inStock: true };
}

/** The lowest final price a shopper sees (a configurable's cheapest child). */
export function finalPrice(product: CatalogProduct): number {
  if (product.typeId === "configurable") return Math.min(...product.children.map(finalPrice));
  return product.specialPrice ?? product.price ?? 0;
}

export function isDiscounted(product: CatalogProduct): boolean {
  if (product.typeId === "configurable") return product.children.some(isDiscounted);
  return product.specialPrice !== null;
}

function assignSaleCategory(products: CatalogProduct[]): void {
  for (const product of products) if (isDiscounted(product)) product.categories.push(SALE_CATEGORY);
}

/** Related: the next four products of the main category; up-sells: the next dearer products of the same line. */
export function assignLinks(products: CatalogProduct[]): void {
  const byCategory = new Map<string, CatalogProduct[]>();
  const byLine = new Map<string, CatalogProduct[]>();
  const push = (map: Map<string, CatalogProduct[]>, key: string, product: CatalogProduct) => {
    const list = map.get(key);
    if (list) list.push(product);
    else map.set(key, [product]);
  };
  for (const product of products) {
    push(byCategory, product.categories[0] ?? "", product);
    push(byLine, product.lineKey, product);
  }
  for (const list of byCategory.values()) {
    list.forEach((product, index) => {
      const others = [...list.slice(index + 1), ...list.slice(0, index)];
      product.related = others.slice(0, 4).map((other) => other.sku);
    });
  }
  for (const product of products) {
    const own = finalPrice(product);
    product.upsell = (byLine.get(product.lineKey) ?? [])
      .filter((other) => other !== product && finalPrice(other) > own)
      .sort((a, b) => finalPrice(a) - finalPrice(b))
      .slice(0, 2)
      .map((other) => other.sku);
  }
}

function assertUniqueUrlKeys(products: readonly CatalogProduct[]): void {
  const seen = new Set<string>();
  for (const product of products) {
    if (seen.has(product.urlKey)) throw new Error(`duplicate demo URL key ${product.urlKey}`);
    seen.add(product.urlKey);
  }
}

/** Ids the import needs, read from the database (see seed.ts). */
export interface CatalogIds {
  colorAttributeId: number;
  sizeAttributeId: number;
  colorOptions: ReadonlyMap<string, number>;
  sizeOptions: ReadonlyMap<string, number>;
  /** Category url path → id. */
  categories: ReadonlyMap<string, number>;
  /** The store view whose text is Thai (English is the default, store 0). */
  thaiStoreId: number;
}

/** Running category positions while products are imported in several batches. */
export type CategoryPositions = Map<number, number>;

/** The catalogue as import items, with ids resolved. */
export function toImportItems(products: readonly CatalogProduct[], ids: CatalogIds, positions: CategoryPositions = new Map()): ProductImportItem[] {
  const convert = (product: CatalogProduct): ProductImportItem => {
    const attributeValues: { attributeId: number; optionId: number }[] = [];
    if (product.color !== null) attributeValues.push({ attributeId: ids.colorAttributeId, optionId: required(ids.colorOptions, product.color, "colour") });
    if (product.size !== null) attributeValues.push({ attributeId: ids.sizeAttributeId, optionId: required(ids.sizeOptions, product.size, "size") });
    const text = new Map<number, ProductImportText>([
      [0, { name: product.name.en, urlKey: product.urlKey, shortDescription: product.shortDescription?.en, description: product.description?.en, metaTitle: product.metaTitle?.en, metaKeyword: product.metaKeyword?.en, metaDescription: product.metaDescription?.en }],
      [ids.thaiStoreId, { name: product.name.th, shortDescription: product.shortDescription?.th, description: product.description?.th, metaTitle: product.metaTitle?.th, metaKeyword: product.metaKeyword?.th, metaDescription: product.metaDescription?.th }],
    ]);
    const categories = product.categories.map((path) => {
      const categoryId = required(ids.categories, path, "category");
      const position = (positions.get(categoryId) ?? 0) + 1;
      positions.set(categoryId, position);
      return { categoryId, position };
    });
    return {
      sku: product.sku,
      typeId: product.typeId,
      visibility: product.visibility,
      price: product.price,
      specialPrice: product.specialPrice,
      weight: product.weight,
      qty: product.qty,
      inStock: product.inStock,
      text,
      attributeValues,
      categories,
      media: product.media,
      superAttributeIds: product.typeId === "configurable" ? [ids.colorAttributeId, ids.sizeAttributeId] : undefined,
      children: product.children.map(convert),
      links: [
        ...product.related.map((sku, position) => ({ linkTypeId: LINK_RELATED, sku, position: position + 1 })),
        ...product.upsell.map((sku, position) => ({ linkTypeId: LINK_UPSELL, sku, position: position + 1 })),
      ],
    };
  };
  return products.map(convert);
}

function required<K>(map: ReadonlyMap<K, number>, key: K, what: string): number {
  const value = map.get(key);
  if (value === undefined) throw new Error(`unknown ${what} ${String(key)}`);
  return value;
}
