import { createHash } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parseProductArtPath, PRODUCT_ART_KINDS, PRODUCT_ART_VIEWS, type ProductArtKind } from "../productArt";
import { drawProductArtSvg, renderProductArtPng } from "./index";

describe("demo product drawings", () => {
  it("draws every kind and view as a clean SVG document", () => {
    for (const kind of PRODUCT_ART_KINDS) {
      const svgs = PRODUCT_ART_VIEWS.map((view) => drawProductArtSvg(kind, "#1f4e79", view));
      for (const [index, svg] of svgs.entries()) {
        const label = `${kind} view ${index + 1}`;
        expect(svg, label).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1600" height="2000" viewBox="[-0-9. ]+">/);
        expect(svg.endsWith("</svg>"), label).toBe(true);
        // A template slip (a missing value) would leave these behind, and librsvg silently ignores them.
        expect(svg, label).not.toMatch(/NaN|undefined|null|\[object/);
      }
      // The three views differ.
      expect(new Set(svgs).size, kind).toBe(3);
    }
  });

  it("draws every kind and view in the main colour", () => {
    for (const kind of PRODUCT_ART_KINDS) {
      for (const view of PRODUCT_ART_VIEWS) expect(drawProductArtSvg(kind, "#C0392B", view), `${kind} view ${view}`).toContain("#c0392b");
    }
  });

  it("is deterministic: the same picture gives the same bytes", async () => {
    expect(drawProductArtSvg("tshirt", "#1f4e79", 2)).toBe(drawProductArtSvg("tshirt", "1f4e79", 2));
    const hash = async () => createHash("sha256").update(await renderProductArtPng("teapot", "#3d9970", 1)).digest("hex");
    expect(await hash()).toBe(await hash());
  });

  it("renders a 1600 × 2000 PNG", async () => {
    const png = await renderProductArtPng("plant", "#c96f4a", 3);
    const metadata = await sharp(png).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 1600, 2000]);
  });

  it("refuses what the contract does not name", () => {
    expect(parseProductArtPath("catalog/product/demo/spaceship/1f4e79-1.png")).toBeNull();
    expect(() => drawProductArtSvg("spaceship" as ProductArtKind, "#1f4e79", 1)).toThrow(/unknown demo picture kind/);
    expect(() => drawProductArtSvg("mug", "#1f4e79", 4 as 1)).toThrow(/unknown demo picture view/);
    expect(() => drawProductArtSvg("mug", "blue", 1)).toThrow(/hex/);
  });
});
