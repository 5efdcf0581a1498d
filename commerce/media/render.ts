/**
 * Makes a rendition (resized / re-encoded copy) of an original picture with sharp. Never enlarges a
 * raster original: the box asked for is shrunk, keeping its proportions, until the original covers
 * it. SVG originals are rasterised at a density that gives the pixels the box needs.
 */
import sharp, { type Sharp, type SharpOptions } from "sharp";
import type { Fit, OutputFormat, Rendition, SourceFormat } from "./params";

/** Originals above this many pixels are refused (a 8000 × 8000 photo is the largest accepted). */
export const MAX_INPUT_PIXELS = 64_000_000;
/** An SVG is never rasterised to more pixels than this, whatever its proportions. */
const MAX_SVG_RASTER_PIXELS = 24_000_000;
const RENDER_TIMEOUT_SECONDS = 30;

/** The original could not be decoded (corrupt, truncated, not what its name says, too large). */
export class UnreadableImageError extends Error {
  override name = "UnreadableImageError";
}

export interface Size {
  width: number;
  height: number;
}

export interface ResizePlan {
  width: number | null;
  height: number | null;
  fit: Fit;
}

/**
 * The box sharp is asked to fill, so that the result is never larger than the original: for
 * cover, contain and fill a box bigger than the original is scaled down as a whole (a 640 × 800
 * request for a 320 × 320 picture gives 256 × 320, the asked-for proportions); inside and outside
 * and a lone width or height rely on sharp's `withoutEnlargement`.
 */
export function planResize(source: Size, rendition: Rendition): ResizePlan | null {
  const { width, height } = rendition;
  if (width === null && height === null) return null;
  if (width === null || height === null) {
    return { width: width === null ? null : Math.min(width, source.width), height: height === null ? null : Math.min(height, source.height), fit: "inside" };
  }
  const fit = rendition.fit ?? "cover";
  if (fit === "cover" || fit === "fill" || fit === "contain") {
    const scale =
      fit === "contain" ? Math.min(width / source.width, height / source.height) : Math.max(width / source.width, height / source.height);
    if (scale > 1) {
      return { width: Math.max(1, Math.floor(width / scale)), height: Math.max(1, Math.floor(height / scale)), fit };
    }
  }
  return { width, height, fit };
}

/**
 * The factor to rasterise an SVG by (1 = its own size at 72 dpi) so that the raster covers what
 * the rendition needs; a little over, so rounding never leaves it a pixel short.
 */
export function svgRasterScale(intrinsic: Size, rendition: Rendition): number {
  const { width, height } = rendition;
  let scale = 1;
  if (width !== null && height !== null) {
    const ratios = [width / intrinsic.width, height / intrinsic.height];
    const fit = rendition.fit ?? "cover";
    scale = fit === "contain" || fit === "inside" ? Math.min(...ratios) : Math.max(...ratios);
  } else if (width !== null) {
    scale = width / intrinsic.width;
  } else if (height !== null) {
    scale = height / intrinsic.height;
  }
  scale *= 1.002;
  const maxScale = Math.sqrt(MAX_SVG_RASTER_PIXELS / (intrinsic.width * intrinsic.height));
  return Math.max(0.01, Math.min(scale, maxScale));
}

function encode(pipeline: Sharp, format: OutputFormat, quality: number | null): Sharp {
  const q = quality ?? 85;
  switch (format) {
    case "webp":
      return pipeline.webp({ quality: q, effort: 4 });
    case "avif":
      return pipeline.avif({ quality: q, effort: 2 });
    case "png":
      return pipeline.png({ compressionLevel: 8 });
    case "jpeg":
    case "pjpg":
      return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: q, progressive: format === "pjpg", mozjpeg: false });
  }
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return `the original is larger than ${MAX_INPUT_PIXELS} pixels`;
  if (/timeout/i.test(message)) return "the original took too long to render";
  return "the original is not a readable picture";
}

/** Renders `rendition` of the original in `input`. Decoding failures throw UnreadableImageError. */
export async function renderRendition(input: Buffer, source: SourceFormat, rendition: Rendition): Promise<Buffer> {
  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", autoOrient: true };
  let size: Size;
  try {
    const metadata = await sharp(input, options).metadata();
    if (source === "svg" && metadata.format !== "svg") throw new Error("not an SVG");
    size = { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
    if (!size.width || !size.height) throw new Error("no dimensions");
  } catch (error) {
    throw new UnreadableImageError(describe(error), { cause: error });
  }

  if (source === "svg") {
    // A lone width or height: take the other from the drawing's own proportions, so rounding the
    // raster's size cannot make an 800 × 1000 SVG asked at width 1280 come out 1280 × 1599.
    if ((rendition.width === null) !== (rendition.height === null)) {
      const ratio = size.width / size.height;
      rendition = {
        ...rendition,
        width: rendition.width ?? Math.max(1, Math.round(rendition.height! * ratio)),
        height: rendition.height ?? Math.max(1, Math.round(rendition.width! / ratio)),
        fit: "fill",
      };
    }
    const scale = svgRasterScale(size, rendition);
    options.density = 72 * scale;
    size = { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
  }

  const plan = planResize(size, rendition);
  const jpeg = rendition.format === "jpeg" || rendition.format === "pjpg";
  let pipeline = sharp(input, options).timeout({ seconds: RENDER_TIMEOUT_SECONDS });
  if (plan) {
    pipeline = pipeline.resize({
      width: plan.width ?? undefined,
      height: plan.height ?? undefined,
      fit: plan.fit,
      withoutEnlargement: true,
      background: jpeg ? { r: 255, g: 255, b: 255, alpha: 1 } : { r: 255, g: 255, b: 255, alpha: 0 },
    });
  }
  try {
    return await encode(pipeline, rendition.format, rendition.quality).toBuffer();
  } catch (error) {
    throw new UnreadableImageError(describe(error), { cause: error });
  }
}
