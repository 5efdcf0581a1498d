/**
 * Renders every demo picture kind (views 1, 2, 3) into one PNG, to look at the drawings:
 *
 *   node --import tsx commerce/demo/art/contactSheet.ts [out.png] [tile width] [kind,kind,…] [#colour,…]
 *
 * Colours are assigned round-robin across the kinds.
 */
import sharp, { type OverlayOptions } from "sharp";
import { PRODUCT_ART_KINDS, PRODUCT_ART_VIEWS, type ProductArtKind } from "../productArt";
import { drawProductArtSvg } from "./index";

const DEFAULT_COLOURS = ["#1f4e79", "#c0392b", "#2e7d32", "#f2c14e", "#6a4c93", "#f5f5f0", "#222222", "#e07a5f", "#3d9970", "#8d6e63"];

async function main(): Promise<void> {
  const [out = "contact-sheet.png", tileArg = "200", kindsArg, coloursArg] = process.argv.slice(2);
  const tileWidth = Number(tileArg);
  const tileHeight = Math.round(tileWidth * 1.25);
  const kinds = (kindsArg ? kindsArg.split(",") : [...PRODUCT_ART_KINDS]) as ProductArtKind[];
  const colours = coloursArg ? coloursArg.split(",") : DEFAULT_COLOURS;
  const perRow = Math.max(1, Math.min(4, Math.floor(2400 / (tileWidth * 3))));
  const rows = Math.ceil(kinds.length / perRow);
  const gap = 6;
  const composites: OverlayOptions[] = [];
  for (const [index, kind] of kinds.entries()) {
    const colour = colours[index % colours.length]!;
    for (const view of PRODUCT_ART_VIEWS) {
      const svg = drawProductArtSvg(kind, colour, view);
      const tile = await sharp(Buffer.from(svg)).resize(tileWidth, tileHeight).png().toBuffer();
      const column = (index % perRow) * 3 + (view - 1);
      composites.push({
        input: tile,
        left: gap + column * (tileWidth + gap) + Math.floor(column / 3) * gap * 3,
        top: gap + Math.floor(index / perRow) * (tileHeight + gap),
      });
    }
  }
  const width = gap + perRow * 3 * (tileWidth + gap) + perRow * gap * 3;
  const height = gap + rows * (tileHeight + gap);
  await sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .composite(composites)
    .png()
    .toFile(out);
  console.info(`${out}: ${kinds.length} kinds × 3 views, ${width} × ${height}`);
}

await main();
