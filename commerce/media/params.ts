/**
 * Image-resizing query parameters, in the spelling Magento storefronts send to Fastly Image
 * Optimizer (PWA Studio's `makeUrl`: `?auto=webp&format=pjpg&width=640&height=800&quality=85&crop=false&fit=cover`).
 *
 * `parseRenditionParams()` validates them and reduces them to a normalised rendition (the same
 * picture always gets the same key, whatever order or spelling the URL used), or to `null` when
 * the original is to be served as it is. Parameters it does not know are ignored.
 */

export const MAX_DIMENSION = 4000;
export const DEFAULT_QUALITY = 85;

/** Encodings a rendition can be written in (`pjpg` is progressive JPEG). */
export type OutputFormat = "webp" | "png" | "jpeg" | "pjpg" | "avif";

/** How a picture is made to fit a width × height box (sharp's names). */
export type Fit = "cover" | "contain" | "inside" | "fill" | "outside";

/** What the original is, as far as resizing cares. */
export type SourceFormat = "jpeg" | "png" | "webp" | "avif" | "gif" | "tiff" | "svg";

export interface Rendition {
  /** Output width in pixels (dpr applied), or null to follow the height / the original. */
  width: number | null;
  height: number | null;
  /** Only set when both width and height are. */
  fit: Fit | null;
  format: OutputFormat;
  /** Null for PNG, which is lossless. */
  quality: number | null;
}

export type ParsedRendition =
  | { ok: true; rendition: Rendition | null; varyAccept: boolean }
  | { ok: false; reason: string };

/** Query parameters this module reads; everything else (crop, optimize, bg-color, v, …) is ignored. */
export const KNOWN_PARAMETERS = ["width", "height", "quality", "format", "fit", "auto", "dpr"] as const;

const FORMAT_ALIASES: Record<string, OutputFormat> = {
  webp: "webp",
  png: "png",
  pjpg: "pjpg",
  jpg: "jpeg",
  jpeg: "jpeg",
  avif: "avif",
};

const FIT_ALIASES: Record<string, Fit> = {
  cover: "cover",
  crop: "cover", // Fastly's fit=crop: fill the box, cut the overflow
  contain: "contain",
  inside: "inside",
  bounds: "inside", // Fastly's fit=bounds: fit within the box, keep the ratio
  fill: "fill",
  outside: "outside",
};

const AUTO_FORMATS: Record<string, OutputFormat> = { webp: "webp", avif: "avif" };

/** The encoding a rendition uses when the URL names none: the original's own, SVG and GIF as PNG. */
export function defaultOutputFormat(source: SourceFormat): OutputFormat {
  switch (source) {
    case "jpeg":
      return "jpeg";
    case "webp":
      return "webp";
    case "avif":
      return "avif";
    default:
      return "png";
  }
}

/** True when the Accept header explicitly lists `image/<subtype>` (and not with q=0). */
export function acceptsImageType(accept: string | null, subtype: string): boolean {
  if (!accept) return false;
  for (const part of accept.split(",")) {
    const [type, ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (type !== `image/${subtype}`) continue;
    const q = params.find((param) => param.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) return false;
    return true;
  }
  return false;
}

function parseInteger(name: string, raw: string, min: number, max: number): number | string {
  if (!/^[0-9]{1,6}$/.test(raw)) return `${name} must be an integer from ${min} to ${max}`;
  const value = Number(raw);
  if (value < min || value > max) return `${name} must be an integer from ${min} to ${max}`;
  return value;
}

/**
 * Reads the resizing parameters of a media URL.
 *
 * - `width`, `height`: integers 1–4000 (after `dpr`).
 * - `dpr`: 1–5 (decimals allowed), multiplies width and height; needs one of them.
 * - `quality`: 1–100, default 85 (ignored for PNG, which is lossless).
 * - `format`: webp, png, pjpg (progressive JPEG), jpg/jpeg, avif; default the original's.
 * - `fit`: cover (alias crop), contain, inside (alias bounds), fill, outside; default cover;
 *   only meaningful with both width and height.
 * - `auto`: webp or avif: use that format when `accept` lists it (the response then varies on Accept).
 *
 * A repeated known parameter, an empty one or a value out of range is an error (HTTP 400).
 * Without width, height, quality, format and without a satisfied `auto`, the result is `null`:
 * serve the original.
 */
export function parseRenditionParams(
  params: URLSearchParams,
  source: SourceFormat | null,
  accept: string | null,
): ParsedRendition {
  const values: Partial<Record<(typeof KNOWN_PARAMETERS)[number], string>> = {};
  for (const name of KNOWN_PARAMETERS) {
    const all = params.getAll(name);
    if (all.length > 1) return { ok: false, reason: `${name} is given more than once` };
    if (all.length === 1) values[name] = all[0]!.trim();
  }

  let width: number | null = null;
  let height: number | null = null;
  for (const name of ["width", "height"] as const) {
    const raw = values[name];
    if (raw === undefined) continue;
    const parsed = parseInteger(name, raw, 1, MAX_DIMENSION);
    if (typeof parsed === "string") return { ok: false, reason: parsed };
    if (name === "width") width = parsed;
    else height = parsed;
  }

  if (values.dpr !== undefined) {
    const raw = values.dpr;
    const dpr = /^[0-9]{1,2}(\.[0-9]{1,3})?$/.test(raw) ? Number(raw) : NaN;
    if (!(dpr >= 1 && dpr <= 5)) return { ok: false, reason: "dpr must be a number from 1 to 5" };
    if (width !== null) width = Math.round(width * dpr);
    if (height !== null) height = Math.round(height * dpr);
    if ((width ?? 0) > MAX_DIMENSION || (height ?? 0) > MAX_DIMENSION) {
      return { ok: false, reason: `width and height times dpr must not exceed ${MAX_DIMENSION}` };
    }
  }

  let quality: number | null = null;
  if (values.quality !== undefined) {
    const parsed = parseInteger("quality", values.quality, 1, 100);
    if (typeof parsed === "string") return { ok: false, reason: parsed };
    quality = parsed;
  }

  let format: OutputFormat | null = null;
  if (values.format !== undefined) {
    format = FORMAT_ALIASES[values.format.toLowerCase()] ?? null;
    if (!format) return { ok: false, reason: "format must be one of webp, png, pjpg, jpg, jpeg, avif" };
  }

  let fit: Fit | null = null;
  if (values.fit !== undefined) {
    fit = FIT_ALIASES[values.fit.toLowerCase()] ?? null;
    if (!fit) return { ok: false, reason: "fit must be one of cover, crop, contain, inside, bounds, fill, outside" };
  }

  let autoFormat: OutputFormat | null = null;
  const varyAccept = values.auto !== undefined;
  if (values.auto !== undefined) {
    const wanted = AUTO_FORMATS[values.auto.toLowerCase()];
    if (!wanted) return { ok: false, reason: "auto must be webp or avif" };
    if (acceptsImageType(accept, wanted)) autoFormat = wanted;
  }

  if (width === null && height === null && quality === null && format === null && autoFormat === null) {
    return { ok: true, rendition: null, varyAccept };
  }

  const outputFormat = autoFormat ?? format ?? defaultOutputFormat(source ?? "png");
  return {
    ok: true,
    varyAccept,
    rendition: {
      width,
      height,
      fit: width !== null && height !== null ? (fit ?? "cover") : null,
      format: outputFormat,
      quality: outputFormat === "png" ? null : (quality ?? DEFAULT_QUALITY),
    },
  };
}

/** A stable text for a rendition, the part of the cache key that comes from the URL. */
export function renditionKey(rendition: Rendition): string {
  return [
    `w=${rendition.width ?? ""}`,
    `h=${rendition.height ?? ""}`,
    `fit=${rendition.fit ?? ""}`,
    `fmt=${rendition.format}`,
    `q=${rendition.quality ?? ""}`,
  ].join(";");
}

export const OUTPUT_CONTENT_TYPES: Record<OutputFormat, string> = {
  webp: "image/webp",
  png: "image/png",
  jpeg: "image/jpeg",
  pjpg: "image/jpeg",
  avif: "image/avif",
};

export const OUTPUT_EXTENSIONS: Record<OutputFormat, string> = {
  webp: ".webp",
  png: ".png",
  jpeg: ".jpg",
  pjpg: ".jpg",
  avif: ".avif",
};

/** The source format a file name suggests, or null when it is not a picture that can be resized. */
export function sourceFormatFromName(fileName: string): SourceFormat | null {
  const extension = fileName.slice(fileName.lastIndexOf(".") + 1).toLowerCase();
  switch (extension) {
    case "jpg":
    case "jpeg":
    case "jfif":
      return "jpeg";
    case "png":
      return "png";
    case "webp":
      return "webp";
    case "avif":
      return "avif";
    case "gif":
      return "gif";
    case "tif":
    case "tiff":
      return "tiff";
    case "svg":
      return "svg";
    default:
      return null;
  }
}
