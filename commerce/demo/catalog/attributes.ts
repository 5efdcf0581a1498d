/**
 * The demo shop's select attributes: colour (Magento's `color`, id 93, made filterable and given
 * swatches) and size (`size`, id 144 as in Magento's sample data), with Thai and English labels.
 * Colours carry a hex swatch, except the khao ma plaid, an image swatch; `art` is the colour the
 * drawn demo pictures use for that option.
 */
export interface DemoColor {
  code: string;
  en: string;
  th: string;
  /** Hex swatch, or undefined for an image swatch. */
  hex?: string;
  /** Image swatch path under media/attribute/swatch. */
  image?: string;
  /** The colour the demo pictures are drawn in. */
  art: string;
}

export const SIZE_ATTRIBUTE_ID = 144;

export const demoColors: DemoColor[] = [
  { code: "indigo", en: "Indigo", th: "คราม", hex: "#2e3f6e", art: "#2e3f6e" },
  { code: "navy", en: "Navy", th: "กรมท่า", hex: "#1f2f4f", art: "#1f2f4f" },
  { code: "black", en: "Black", th: "ดำ", hex: "#222222", art: "#222222" },
  { code: "white", en: "White", th: "ขาว", hex: "#f4f1ea", art: "#f4f1ea" },
  { code: "natural", en: "Natural", th: "สีธรรมชาติ", hex: "#d9c7a3", art: "#d9c7a3" },
  { code: "grey", en: "Grey", th: "เทา", hex: "#8a8d8f", art: "#8a8d8f" },
  { code: "red", en: "Red", th: "แดง", hex: "#b23a2e", art: "#b23a2e" },
  { code: "pink", en: "Pink", th: "ชมพู", hex: "#e59aa6", art: "#e59aa6" },
  { code: "mangosteen", en: "Mangosteen", th: "ม่วงมังคุด", hex: "#5b2a4a", art: "#5b2a4a" },
  { code: "turmeric", en: "Turmeric", th: "เหลืองขมิ้น", hex: "#d4a017", art: "#d4a017" },
  { code: "green", en: "Leaf Green", th: "เขียวใบไม้", hex: "#4f7942", art: "#4f7942" },
  { code: "sage", en: "Sage", th: "เขียวเสจ", hex: "#9caf88", art: "#9caf88" },
  { code: "sky", en: "Sky Blue", th: "ฟ้า", hex: "#6fa8dc", art: "#6fa8dc" },
  { code: "terracotta", en: "Terracotta", th: "ดินเผา", hex: "#c1693c", art: "#c1693c" },
  { code: "brown", en: "Brown", th: "น้ำตาล", hex: "#7a5230", art: "#7a5230" },
  { code: "khao-ma", en: "Khao Ma Plaid", th: "ลายผ้าขาวม้า", image: "/k/h/khao-ma.svg", art: "#b0413e" },
];

export interface DemoSize {
  code: string;
  /** Shown in both store views (text swatch). */
  label: string;
}

export const demoSizes: DemoSize[] = [
  { code: "XS", label: "XS" },
  { code: "S", label: "S" },
  { code: "M", label: "M" },
  { code: "L", label: "L" },
  { code: "XL", label: "XL" },
];

export function colorByCode(code: string): DemoColor {
  const color = demoColors.find((candidate) => candidate.code === code);
  if (!color) throw new Error(`unknown demo colour ${code}`);
  return color;
}
