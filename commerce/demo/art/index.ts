/**
 * Draws the demo product pictures named by `../productArt.ts`: one SVG per kind and view (a flat
 * e-commerce illustration in the given main colour on a studio backdrop), rendered to a
 * 1600 × 2000 PNG. Drawing is deterministic: the same kind, colour and view give the same bytes.
 */
import sharp from "sharp";
import { PRODUCT_ART_KINDS, PRODUCT_ART_VIEWS, type ProductArtKind, type ProductArtView } from "../productArt";
import { frame, type KindArt } from "./canvas";
import { clothingArt } from "./clothing";
import { gardenArt } from "./garden";
import { homeArt } from "./home";
import { kitchenArt } from "./kitchen";
import { shadesOf } from "./palette";
import { wellnessArt } from "./wellness";

export { PIXEL_HEIGHT, PIXEL_WIDTH } from "./canvas";

const ART: Record<ProductArtKind, KindArt> = { ...clothingArt, ...homeArt, ...kitchenArt, ...gardenArt, ...wellnessArt };

/** The SVG document of a demo picture. Unknown kinds, views or colours throw. */
export function drawProductArtSvg(kind: ProductArtKind, hex: string, view: ProductArtView): string {
  if (!(PRODUCT_ART_KINDS as readonly string[]).includes(kind)) throw new Error(`unknown demo picture kind: ${kind}`);
  if (!(PRODUCT_ART_VIEWS as readonly number[]).includes(view)) throw new Error(`unknown demo picture view: ${view}`);
  return frame(shadesOf(hex), ART[kind], view);
}

/** The demo picture as a 1600 × 2000 PNG. */
export async function renderProductArtPng(kind: ProductArtKind, hex: string, view: ProductArtView): Promise<Buffer> {
  const svg = drawProductArtSvg(kind, hex, view);
  return sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 6 }).toBuffer();
}
