#!/usr/bin/env node
/**
 * `node scripts/app-icons.mjs`: draws the installed app's icons (web app manifest, iOS home screen)
 * from the shop's favicon, public/favicon.svg, into public/icons/. The PNGs are committed (a few KB
 * each) rather than made at build time, so every host serves them as plain public files and the build
 * needs no image step; scripts/app-icons.test.ts fails when the favicon changed and they were not
 * drawn again.
 *
 * Two shapes: "any" icons are the favicon itself (rounded corners, transparent outside them), shown
 * as they are. Maskable icons and the apple-touch-icon are full squares of the favicon's background,
 * with the favicon's drawing shrunk to sit inside the safe zone (the centred circle of 80% of the
 * size) that every platform mask keeps; iOS fills transparency with black, so its icon is full-bleed too.
 */
import { readFileSync, mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";

/** The icons, by file name under public/icons/. */
export const APP_ICONS = [
  { file: "icon-192.png", size: 192, shape: "any" },
  { file: "icon-512.png", size: 512, shape: "any" },
  { file: "maskable-192.png", size: 192, shape: "full-bleed" },
  { file: "maskable-512.png", size: 512, shape: "full-bleed" },
  { file: "apple-touch-icon-180.png", size: 180, shape: "full-bleed" },
];

/**
 * How much of a full-bleed icon the favicon covers: its drawing (the house and leaf, 18 of its 32
 * units wide and tall around the centre) then reaches at most 32% of the size from the centre, inside
 * the 40% safe-zone radius; its own rounded square melts into the same-coloured background.
 */
const FULL_BLEED_SCALE = 0.8;

/**
 * The favicon's background colour: the fill of its first shape (the rounded square).
 * @param {string} svg
 * @returns {string}
 */
export function faviconBackground(svg) {
  const match = /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{6})"/.exec(svg);
  if (!match) throw new Error("public/favicon.svg has no <rect fill=\"#rrggbb\"> to use as the icons' background.");
  return match[1];
}

/** One icon as PNG bytes. */
export async function drawAppIcon(svg, { size, shape }) {
  const source = Buffer.from(svg);
  if (shape === "any") {
    return sharp(source, { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
  }
  const inner = Math.round(size * FULL_BLEED_SCALE);
  const drawing = await sharp(source, { density: (72 * inner) / 32 }).resize(inner, inner).png().toBuffer();
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: faviconBackground(svg) } })
    .composite([{ input: drawing, left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Writes every icon into `folder` from the favicon at `faviconPath`. */
export async function writeAppIcons(faviconPath, folder) {
  const svg = readFileSync(faviconPath, "utf8");
  mkdirSync(folder, { recursive: true });
  for (const icon of APP_ICONS) {
    const png = await drawAppIcon(svg, icon);
    writeFileSync(new URL(icon.file, folder), png);
    console.info(`${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const publicFolder = new URL("../public/", import.meta.url);
  await writeAppIcons(fileURLToPath(new URL("favicon.svg", publicFolder)), new URL("icons/", publicFolder));
}
