import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Rendition } from "./params";
import { planResize, renderRendition, svgRasterScale, UnreadableImageError } from "./render";

const box = (width: number | null, height: number | null, fit: Rendition["fit"] = null, format: Rendition["format"] = "png"): Rendition => ({
  width,
  height,
  fit: width !== null && height !== null ? (fit ?? "cover") : null,
  format,
  quality: format === "png" ? null : 85,
});

describe("planResize", () => {
  it("keeps boxes that fit inside the original", () => {
    expect(planResize({ width: 1600, height: 2000 }, box(640, 800))).toEqual({ width: 640, height: 800, fit: "cover" });
  });

  it("shrinks a box larger than the original, keeping its proportions (never enlarges)", () => {
    expect(planResize({ width: 320, height: 320 }, box(640, 800))).toEqual({ width: 256, height: 320, fit: "cover" });
    expect(planResize({ width: 320, height: 320 }, box(640, 800, "contain"))).toEqual({ width: 320, height: 400, fit: "contain" });
    expect(planResize({ width: 100, height: 50 }, box(400, 400, "fill"))).toEqual({ width: 50, height: 50, fit: "fill" });
  });

  it("caps a lone dimension at the original's", () => {
    expect(planResize({ width: 300, height: 200 }, box(640, null))).toEqual({ width: 300, height: null, fit: "inside" });
    expect(planResize({ width: 300, height: 200 }, box(null, 100))).toEqual({ width: null, height: 100, fit: "inside" });
    expect(planResize({ width: 300, height: 200 }, box(null, null))).toBeNull();
  });
});

describe("svgRasterScale", () => {
  it("rasterises at the density the box needs", () => {
    expect(svgRasterScale({ width: 800, height: 1000 }, box(1600, 2000))).toBeCloseTo(2, 1);
    expect(svgRasterScale({ width: 800, height: 1000 }, box(80, null))).toBeCloseTo(0.1, 2);
  });

  it("never rasterises beyond the pixel budget", () => {
    const scale = svgRasterScale({ width: 10, height: 1000 }, box(4000, 4000));
    expect(10 * scale * 1000 * scale).toBeLessThanOrEqual(24_000_000 * 1.001);
  });
});

describe("renderRendition", () => {
  const red = () => sharp({ create: { width: 400, height: 300, channels: 3, background: "#c0392b" } }).png().toBuffer();

  it("resizes and re-encodes", async () => {
    const output = await renderRendition(await red(), "png", box(200, 200, "cover", "webp"));
    const metadata = await sharp(output).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 200, 200]);
  });

  it("writes progressive JPEG for pjpg", async () => {
    const output = await renderRendition(await red(), "png", box(100, null, null, "pjpg"));
    const metadata = await sharp(output).metadata();
    expect([metadata.format, metadata.isProgressive, metadata.width, metadata.height]).toEqual(["jpeg", true, 100, 75]);
  });

  it("renders SVG at the size asked for", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="100" viewBox="0 0 80 100"><rect width="80" height="100" fill="#1f4e79"/></svg>');
    const output = await renderRendition(svg, "svg", box(640, null, null, "png"));
    const metadata = await sharp(output).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 640, 800]);
  });

  it("reports unreadable originals as UnreadableImageError", async () => {
    await expect(renderRendition(Buffer.from("not a picture at all"), "jpeg", box(100, 100))).rejects.toBeInstanceOf(UnreadableImageError);
    await expect(renderRendition(Buffer.from("<html></html>"), "svg", box(100, 100))).rejects.toBeInstanceOf(UnreadableImageError);
  });
});
