/**
 * Large catalogues for measurements (`npm run engine:generate`), made from the demo's product
 * lines: product n takes the lines in turn, and within a line the variants, then a maker region
 * and a series number ("Indigo-dyed cotton shirt, Nan No. 3"), so names stay those of a real Thai
 * shop and every URL key is unique. Colours, sizes, prices, stock and discounts vary with n, and
 * configurable lines come up in every other round (about one product in eight is configurable).
 * Deterministic: the same n always gives the same product.
 */
import { demoColors } from "./attributes";
import { assignLinks, demoProductLines, expandVariant, hash, isDiscounted, SALE_CATEGORY, type CatalogProduct } from "./build";
import { t, type ProductLine, type SizeCode, type Text } from "./model";

/** Where a series was made: en, th and the URL key's words. */
const REGIONS: readonly { name: Text; slug: string }[] = [
  { name: t("Chiang Mai", "เชียงใหม่"), slug: "chiang-mai" },
  { name: t("Sakon Nakhon", "สกลนคร"), slug: "sakon-nakhon" },
  { name: t("Nan", "น่าน"), slug: "nan" },
  { name: t("Phrae", "แพร่"), slug: "phrae" },
  { name: t("Surin", "สุรินทร์"), slug: "surin" },
  { name: t("Khon Kaen", "ขอนแก่น"), slug: "khon-kaen" },
  { name: t("Lamphun", "ลำพูน"), slug: "lamphun" },
  { name: t("Ubon Ratchathani", "อุบลราชธานี"), slug: "ubon-ratchathani" },
  { name: t("Ratchaburi", "ราชบุรี"), slug: "ratchaburi" },
  { name: t("Phatthalung", "พัทลุง"), slug: "phatthalung" },
  { name: t("Krabi", "กระบี่"), slug: "krabi" },
  { name: t("Lampang", "ลำปาง"), slug: "lampang" },
];

interface GeneratorLine {
  line: ProductLine;
  skuPrefix: string;
  lineKey: string;
}

const LINES: readonly GeneratorLine[] = demoProductLines.flatMap((group) =>
  group.lines.map((line, index) => ({ line, skuPrefix: group.skuPrefix, lineKey: `${group.skuPrefix}-${index}` })),
);
const SIMPLE_LINES = LINES.filter((entry) => !entry.line.sizes);
const CONFIGURABLE_LINES = LINES.filter((entry) => entry.line.sizes);
/** One round: every simple line, and every configurable line in even rounds. */
const ROUND = SIMPLE_LINES.length + CONFIGURABLE_LINES.length / 2;

/** The line of product n and the index of the product within that line. */
function lineOf(n: number): { entry: GeneratorLine; k: number } {
  const pair = Math.floor(n / (2 * ROUND));
  const offset = n % (2 * ROUND);
  const simple = SIMPLE_LINES.length;
  if (offset < simple) return { entry: SIMPLE_LINES[offset] as GeneratorLine, k: pair * 2 };
  if (offset < simple + CONFIGURABLE_LINES.length) return { entry: CONFIGURABLE_LINES[offset - simple] as GeneratorLine, k: pair };
  return { entry: SIMPLE_LINES[offset - simple - CONFIGURABLE_LINES.length] as GeneratorLine, k: pair * 2 + 1 };
}

const COLOR_CODES = demoColors.filter((color) => color.code !== "khao-ma").map((color) => color.code);
const PRICE_STEPS = [0.8, 0.9, 1, 1, 1.1, 1.25, 1.5];

/** Product n of a generated catalogue (n from 0), with its configurable children. */
export function generatedProduct(n: number): CatalogProduct {
  const { entry, k } = lineOf(n);
  const { line } = entry;
  const variant = line.variants[k % line.variants.length] as ProductLine["variants"][number];
  const round = Math.floor(k / line.variants.length);
  const region = REGIONS[round % REGIONS.length] as (typeof REGIONS)[number];
  const series = Math.floor(round / REGIONS.length) + 1;
  const qualifier: Text = { en: `${region.name.en} No. ${series}`, th: `${region.name.th} รุ่น ${series}` };
  const seed = hash(`gen:${n}`);
  const basePrice = variant.price ?? line.price;
  const price = Math.min(4990, Math.max(149, Math.round((basePrice * (PRICE_STEPS[seed % PRICE_STEPS.length] ?? 1)) / 10) * 10 - 1));
  const pickColor = (salt: number) => (seed % 3 === 0 ? COLOR_CODES[(seed + salt) % COLOR_CODES.length] : variant.colors[(seed + salt) % variant.colors.length]) as string;
  const sku = `GEN-${entry.skuPrefix}-${String(n + 1).padStart(6, "0")}`;
  const context = { lineKey: entry.lineKey, nextSku: () => sku, descriptionStyle: "compact" as const };

  if (line.sizes) {
    const colors = [...new Set([pickColor(0), pickColor(1), ...(seed % 2 ? [pickColor(7)] : [])])];
    const sizes: SizeCode[] = line.sizes.length > 3 ? line.sizes.slice(seed % 2, (seed % 2) + 3) : [...line.sizes];
    const [product] = expandVariant({ ...line, sizes }, { ...variant, colors, price }, { ...context, qualifier });
    return product as CatalogProduct;
  }
  // One colour per simple product, named after the series (and the colour, when it is a product colour).
  const color = pickColor(0);
  const [product] = expandVariant(line, { ...variant, colors: [color], price }, { ...context, qualifier: withColor(qualifier, color, line) });
  return product as CatalogProduct;
}

function withColor(name: Text, code: string, line: ProductLine): Text {
  if (line.colorAttribute === false) return name;
  const color = demoColors.find((candidate) => candidate.code === code);
  if (!color) return name;
  return { en: `${name.en} – ${color.en}`, th: `${name.th} ${/^(สี|ลาย)/.test(color.th) ? color.th : `สี${color.th}`}` };
}

/** Products `from` … `to - 1`, with related products and up-sells within the batch and discounted ones in the sale category. */
export function generatedBatch(from: number, to: number): CatalogProduct[] {
  const products: CatalogProduct[] = [];
  for (let n = from; n < to; n++) {
    const product = generatedProduct(n);
    if (isDiscounted(product)) product.categories.push(SALE_CATEGORY);
    products.push(product);
  }
  assignLinks(products);
  return products;
}
