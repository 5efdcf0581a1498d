import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PRODUCT_ART_KINDS, PRODUCT_ART_VIEWS } from "../productArt";
import { renderProductArtPng } from "./index";

const COLOURS = ["#1f4e79", "#f5f5f0", "#111111", "#f2c14e"];

describe("every demo picture", () => {
  it("renders as a valid 1600 × 2000 PNG for every kind and view", async () => {
    const jobs = PRODUCT_ART_KINDS.flatMap((kind, index) => PRODUCT_ART_VIEWS.map((view) => ({ kind, view, colour: COLOURS[index % COLOURS.length]! })));
    const failures: string[] = [];
    // Two at a time: sharp works on its own threads, so this keeps both cores busy.
    for (let i = 0; i < jobs.length; i += 2) {
      await Promise.all(
        jobs.slice(i, i + 2).map(async ({ kind, view, colour }) => {
          const png = await renderProductArtPng(kind, colour, view);
          expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
          const { format, width, height } = await sharp(png).metadata();
          if (format !== "png" || width !== 1600 || height !== 2000) failures.push(`${kind}-${view}: ${format} ${width}×${height}`);
          // Not a flat fill (even a white product on its pale backdrop has some spread).
          const stats = await sharp(png).stats();
          if (stats.channels.every((channel) => channel.stdev < 2)) failures.push(`${kind}-${view}: a flat fill`);
        }),
      );
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
