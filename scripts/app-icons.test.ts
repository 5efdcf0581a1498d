import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { APP_ICONS, drawAppIcon, faviconBackground } from "./app-icons.mjs";

const publicFile = (name: string) => fileURLToPath(new URL(`../public/${name}`, import.meta.url));
const favicon = readFileSync(publicFile("favicon.svg"), "utf8");

/** An icon's pixels as RGBA, with its size. */
async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4));
  return { width: info.width, height: info.height, data, at };
}

const hex = (rgb: number[]) => `#${rgb.slice(0, 3).map((value) => value.toString(16).padStart(2, "0")).join("")}`;

/** Same colour to the eye: the favicon's own square, melted into the background, rounds a channel by one at its edge. */
const looksLike = (rgb: number[], colour: string) =>
  [1, 3, 5].every((start, channel) => Math.abs((rgb[channel] ?? 0) - parseInt(colour.slice(start, start + 2), 16)) <= 2);

describe("the app icons in public/icons", () => {
  it.each(APP_ICONS)("$file is drawn from the current favicon at $size px", async (icon) => {
    const committed = await pixelsOf(readFileSync(publicFile(`icons/${icon.file}`)));
    const fresh = await pixelsOf(await drawAppIcon(favicon, icon));
    expect([committed.width, committed.height]).toEqual([icon.size, icon.size]);
    // Pixels, not bytes: the same picture is the same icon whatever the PNG encoder wrote.
    expect(committed.data.equals(fresh.data), "run `node scripts/app-icons.mjs` after changing public/favicon.svg").toBe(true);
  });

  it("keep the favicon's rounded corners transparent on the 'any' icons", async () => {
    for (const icon of APP_ICONS.filter((each) => each.shape === "any")) {
      const { at } = await pixelsOf(readFileSync(publicFile(`icons/${icon.file}`)));
      expect(at(0, 0)[3], icon.file).toBe(0);
      expect(hex(at(icon.size / 2, Math.round(icon.size * 0.1))), icon.file).toBe(faviconBackground(favicon));
    }
  });

  it("fill maskable and home-screen icons edge to edge and keep the drawing inside the safe zone", async () => {
    const background = faviconBackground(favicon);
    for (const icon of APP_ICONS.filter((each) => each.shape === "full-bleed")) {
      const { at, width } = await pixelsOf(readFileSync(publicFile(`icons/${icon.file}`)));
      for (const [x, y] of [[0, 0], [width - 1, 0], [0, width - 1], [width - 1, width - 1]] as const) {
        expect(at(x, y)[3], `${icon.file} corner`).toBe(255);
        expect(hex(at(x, y)), `${icon.file} corner`).toBe(background);
      }
      // The safe zone is the centred circle of radius 40%: outside it, only the background.
      const centre = (width - 1) / 2;
      const outside: string[] = [];
      for (let y = 0; y < width; y++) {
        for (let x = 0; x < width; x++) {
          if (Math.hypot(x - centre, y - centre) <= width * 0.4) continue;
          if (!looksLike(at(x, y), background)) outside.push(`${x},${y}`);
        }
      }
      expect(outside, `${icon.file}: drawn pixels outside the safe zone`).toEqual([]);
      // …and the drawing is there: the centre is not plain background.
      const drawn = [0.3, 0.4, 0.5, 0.6, 0.7].some((f) => !looksLike(at(Math.round(width * f), Math.round(width * 0.6)), background));
      expect(drawn, icon.file).toBe(true);
    }
  });
});
