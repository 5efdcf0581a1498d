/**
 * The shape of the demo catalogue's templates: a product line (one kind of product in its
 * categories, e.g. "shirt" in Men › Shirts) and the variants it is made in (material, pattern or
 * recipe, e.g. "Indigo-dyed cotton"), each in some colours. build.ts expands them into products:
 *
 * - a line with `sizes` gives one configurable product per variant, with a child per colour × size;
 * - otherwise one simple product per variant and colour.
 *
 * Names are composed the way each language builds them: English puts the modifier first
 * ("Indigo-dyed cotton" + "shirt"), Thai puts the noun first ("เสื้อเชิ้ต" + "ผ้าฝ้ายย้อมคราม").
 */
import type { ProductArtKind } from "../productArt";

/** A text in both store views' languages. */
export interface Text {
  en: string;
  th: string;
}

export function t(en: string, th: string): Text {
  return { en, th };
}

export type SizeCode = "XS" | "S" | "M" | "L" | "XL";

export interface Variant {
  /** The modifier: en "Indigo-dyed cotton", th "ผ้าฝ้ายย้อมคราม" (or the whole name with `fullName`). */
  name: Text;
  /** Colour codes of demo/catalog/attributes.ts; a simple line makes one product per colour. */
  colors: string[];
  /** Regular price in THB; default the line's. */
  price?: number;
  /** Appended to the name: en ", 32 cm", th " ขนาด 32 ซม.". */
  suffix?: Text;
  /** One more sentence for the short description. */
  note?: Text;
  /** The variant's name is the product's whole name (the line's noun is not added). */
  fullName?: boolean;
  /** The URL key's base, when the English name does not make a good one. */
  slug?: string;
}

export interface ProductLine {
  /** The picture family (commerce/demo/productArt.ts). */
  kind: ProductArtKind;
  /** The noun: en "shirt", th "เสื้อเชิ้ต"; empty when every variant has a full name. */
  noun: Text;
  /** Category url paths; the first is the product's main category. */
  categories: string[];
  /** What the product is, one or two sentences: the start of the short description. */
  blurb: Text;
  /** Bullet points of the description's "Details" column. */
  details: Text[];
  /** The description's second column: how to care for / use it. */
  care: Text;
  /** Regular price in THB (149–4,990). */
  price: number;
  /** Shipping weight in kg. */
  weight: number;
  /** Configurable by colour and size, in these sizes. */
  sizes?: SizeCode[];
  /** Sizes that cost more (configurable lines), in THB. */
  sizePremium?: Partial<Record<SizeCode, number>>;
  /** False when the colour only tints the picture (food, herbs): no `color` value is stored. */
  colorAttribute?: boolean;
  variants: Variant[];
}

/** The headings of a description's two columns, per language. */
export const DESCRIPTION_HEADINGS = {
  details: t("Details", "รายละเอียดสินค้า"),
  care: t("Care & use", "การดูแลและการใช้งาน"),
} as const;

/** Shop name for meta titles. */
export const SHOP_NAME = t("Baan Suan", "บ้านสวน");
