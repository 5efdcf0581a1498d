/**
 * The frame every demo picture is drawn in: an 800 × 1000 drawing (ratio 0.8) rendered at
 * 1600 × 2000 pixels, on a soft studio backdrop (wall, seamless floor, a glow behind the product),
 * plus small SVG helpers the drawings share.
 */
import type { ProductArtView } from "../productArt";
import type { Shades } from "./palette";

export const DRAWING_WIDTH = 800;
export const DRAWING_HEIGHT = 1000;
export const PIXEL_WIDTH = 1600;
export const PIXEL_HEIGHT = 2000;

/** A crop of the drawing (ratio 0.8 kept: the height is width × 1.25). */
export interface CloseUp {
  x: number;
  y: number;
  width: number;
}

/**
 * One kind of product. `draw` gets the view: 1 front, 2 side / back / angled, 3 the close-up,
 * which is `draw(c, 3)` seen through `closeUp` (drawings may add fine detail for it).
 */
export interface KindArt {
  draw(c: Shades, view: ProductArtView): string;
  closeUp: CloseUp;
}

function backdrop(c: Shades): string {
  return `<defs>
<linearGradient id="bd-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.wall}"/><stop offset="1" stop-color="${c.wallLow}"/></linearGradient>
<linearGradient id="bd-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.wallLow}" stop-opacity="0"/><stop offset="0.35" stop-color="${c.floor}" stop-opacity="0.7"/><stop offset="1" stop-color="${c.floor}"/></linearGradient>
<radialGradient id="bd-glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.6"/><stop offset="0.7" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="floor-shadow"><stop offset="0" stop-color="#1a1a1a" stop-opacity="0.34"/><stop offset="0.55" stop-color="#1a1a1a" stop-opacity="0.14"/><stop offset="1" stop-color="#1a1a1a" stop-opacity="0"/></radialGradient>
</defs>
<rect x="0" y="0" width="800" height="1000" fill="url(#bd-wall)"/>
<rect x="0" y="640" width="800" height="360" fill="url(#bd-floor)"/>
<ellipse cx="400" cy="470" rx="480" ry="520" fill="url(#bd-glow)"/>`;
}

/** The whole SVG document for one view. */
export function frame(c: Shades, art: KindArt, view: ProductArtView): string {
  const box = view === 3 ? art.closeUp : { x: 0, y: 0, width: DRAWING_WIDTH };
  const viewBox = `${box.x} ${box.y} ${box.width} ${box.width * 1.25}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PIXEL_WIDTH}" height="${PIXEL_HEIGHT}" viewBox="${viewBox}">${backdrop(c)}${art.draw(c, view)}</svg>`;
}

/** A soft contact shadow on the floor. */
export function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 1): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#floor-shadow)" opacity="${opacity}"/>`;
}

/** A horizontal gradient that makes a flat shape read as a cylinder lit from the left. */
export function cylinderGradient(id: string, c: Shades): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="${c.dark}"/><stop offset="0.16" stop-color="${c.base}"/><stop offset="0.3" stop-color="${c.light}"/>
<stop offset="0.45" stop-color="${c.base}"/><stop offset="0.85" stop-color="${c.dark}"/><stop offset="1" stop-color="${c.darker}"/></linearGradient>`;
}

/** A gradient between two colours; vertical unless `horizontal`. */
export function linearGradient(id: string, from: string, to: string, horizontal = false): string {
  const [x2, y2] = horizontal ? [1, 0] : [0, 1];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A dashed seam. */
export function stitch(d: string, colour: string, width = 2.2, opacity = 0.8): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="7 6" stroke-linecap="round" opacity="${opacity}"/>`;
}

/** A plain stroked line or curve. */
export function line(d: string, colour: string, width = 3, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
}

/**
 * A fine woven texture over `shape` (an SVG shape element), drawn as lines clipped to it. (Drawn
 * geometry rather than an SVG pattern: librsvg renders small pattern tiles slowly when zoomed.)
 */
export function weave(id: string, shape: string, colour: string, size = 5, opacity = 0.22): string {
  const lines: string[] = [];
  for (let y = size / 2; y < DRAWING_HEIGHT; y += size) lines.push(`M0 ${y}H${DRAWING_WIDTH}`);
  for (let x = size / 2; x < DRAWING_WIDTH; x += size) lines.push(`M${x} 0V${DRAWING_HEIGHT}`);
  return `<clipPath id="${id}">${shape}</clipPath><path d="${lines.join("")}" clip-path="url(#${id})" fill="none" stroke="${colour}" stroke-width="0.7" opacity="${opacity}"/>`;
}

/** Terry-cloth loops over `shape`: staggered rows of dots (dashed lines with round caps). */
export function loops(id: string, shape: string, dark: string, light: string, size = 8): string {
  const rows = (offset: number) => {
    const d: string[] = [];
    for (let y = offset; y < DRAWING_HEIGHT; y += size) d.push(`M${offset} ${y}H${DRAWING_WIDTH}`);
    return d.join("");
  };
  const dotted = (d: string, colour: string, opacity: number) =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2.8" stroke-linecap="round" stroke-dasharray="0 ${size}" opacity="${opacity}"/>`;
  return `<clipPath id="${id}">${shape}</clipPath><g clip-path="url(#${id})">${dotted(rows(2), dark, 0.25)}${dotted(rows(6), light, 0.35)}</g>`;
}

/** Mirrors a fragment left–right about the middle of the drawing. */
export function mirrored(fragment: string): string {
  return `<g transform="translate(${DRAWING_WIDTH} 0) scale(-1 1)">${fragment}</g>`;
}

/** A wooden hanger whose hook top is at (400, top); the bar meets the garment's shoulders. */
export function hanger(top: number, shoulderY: number, halfWidth = 170): string {
  const wood = "#b98a5a";
  const woodDark = "#8a6238";
  return `<path d="M400 ${top + 52} C400 ${top + 30} 422 ${top + 34} 424 ${top + 16} C426 ${top - 4} 398 ${top - 8} 392 ${top + 10}" fill="none" stroke="#9aa0a6" stroke-width="6" stroke-linecap="round"/>
<path d="M400 ${top + 48} L${400 + halfWidth} ${shoulderY} L${400 + halfWidth - 6} ${shoulderY + 14} L400 ${top + 66} L${400 - halfWidth + 6} ${shoulderY + 14} L${400 - halfWidth} ${shoulderY} Z" fill="${wood}" stroke="${woodDark}" stroke-width="3" stroke-linejoin="round"/>`;
}
