/**
 * The contract between the demo catalogue (which product shows which picture) and the media
 * layer (which draws those pictures on first request): a demo picture is named by the kind of
 * product it shows, its main colour and the view.
 *
 *   catalog/product/demo/<kind>/<hex>-<view>.png      e.g. catalog/product/demo/tshirt/1f4e79-1.png
 *
 * Nothing is stored for them: the media handler draws the original when it is first asked for,
 * keeps it under the media folder, and resizes it like any uploaded picture.
 */
export const PRODUCT_ART_KINDS = [
  // clothing and accessories
  "tshirt",
  "shirt",
  "dress",
  "skirt",
  "trousers",
  "shorts",
  "jacket",
  "scarf",
  "hat",
  "bag",
  "sandals",
  "sneakers",
  // home and living
  "cushion",
  "blanket",
  "lamp",
  "vase",
  "basket",
  "rug",
  "candle",
  // kitchen and dining
  "mug",
  "bowl",
  "plate",
  "teapot",
  "glass",
  "pan",
  "cutting-board",
  // garden
  "plant",
  "pot",
  "watering-can",
  "seed-packet",
  "gloves",
  // wellness and beauty
  "soap",
  "bottle",
  "jar",
  "towel",
  "diffuser",
] as const;

export type ProductArtKind = (typeof PRODUCT_ART_KINDS)[number];

/** Views: 1 front, 2 side or back, 3 detail. */
export const PRODUCT_ART_VIEWS = [1, 2, 3] as const;
export type ProductArtView = (typeof PRODUCT_ART_VIEWS)[number];

const PATH_PATTERN = /^catalog\/product\/demo\/([a-z-]+)\/([0-9a-f]{6})-([1-3])\.png$/;

/** The media path (relative to the media root) of a demo picture. `hex` is "#1f4e79" or "1f4e79". */
export function productArtPath(kind: ProductArtKind, hex: string, view: ProductArtView = 1): string {
  const colour = hex.replace(/^#/, "").toLowerCase();
  if (!/^[0-9a-f]{6}$/.test(colour)) throw new Error(`not a six-digit hex colour: ${hex}`);
  return `catalog/product/demo/${kind}/${colour}-${view}.png`;
}

/** The picture a media path names, or null when it is not a demo picture path. */
export function parseProductArtPath(path: string): { kind: ProductArtKind; hex: string; view: ProductArtView } | null {
  const match = PATH_PATTERN.exec(path);
  if (!match) return null;
  const kind = match[1] as ProductArtKind;
  if (!PRODUCT_ART_KINDS.includes(kind)) return null;
  return { kind, hex: `#${match[2]}`, view: Number(match[3]) as ProductArtView };
}
