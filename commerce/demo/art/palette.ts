/** Colour arithmetic for the demo pictures: shades and tints of one main colour. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(hex: string): Rgb {
  const value = hex.replace(/^#/, "");
  if (!/^[0-9a-fA-F]{6}$/.test(value)) throw new Error(`not a six-digit hex colour: ${hex}`);
  return {
    r: parseInt(value.slice(0, 2), 16),
    g: parseInt(value.slice(2, 4), 16),
    b: parseInt(value.slice(4, 6), 16),
  };
}

export function toHex({ r, g, b }: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** `a` moved a fraction `t` (0–1) of the way to `b`. */
export function mix(a: string, b: string, t: number): string {
  const from = parseHex(a);
  const to = parseHex(b);
  return toHex({ r: from.r + (to.r - from.r) * t, g: from.g + (to.g - from.g) * t, b: from.b + (to.b - from.b) * t });
}

/** Darker: `amount` 0 (same) to 1 (black). Keeps some saturation so shadows do not turn grey. */
export function shade(hex: string, amount: number): string {
  const { r, g, b } = parseHex(hex);
  const max = Math.max(r, g, b);
  // Deepen towards a darker version of the colour itself before black.
  const deep = max === 0 ? { r: 0, g: 0, b: 0 } : { r: (r * r) / max / 2, g: (g * g) / max / 2, b: (b * b) / max / 2 };
  return mix(hex, toHex(deep), Math.min(1, amount));
}

/** Lighter: `amount` 0 (same) to 1 (white). */
export function tint(hex: string, amount: number): string {
  return mix(hex, "#ffffff", amount);
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The colours one picture is drawn with, all derived from its main colour. */
export interface Shades {
  base: string;
  /** Slightly and clearly lighter, for lit faces and highlights. */
  light: string;
  lighter: string;
  /** Slightly and clearly darker, for sides, insides and folds. */
  dark: string;
  darker: string;
  /** Seams, stitching and small details: visible on the base colour, light or dark. */
  detail: string;
  /** The silhouette's edge (matters for near-white products). */
  outline: string;
  /** Wall and floor of the studio backdrop, contrasting with the product. */
  wall: string;
  wallLow: string;
  floor: string;
}

export function shadesOf(hex: string): Shades {
  const base = toHex(parseHex(hex));
  const lum = luminance(base);
  const veryDark = lum < 0.03;
  const veryLight = lum > 0.75;
  const wallBase = veryLight ? "#d9dde2" : lum > 0.45 ? "#e4e6e9" : "#f1eee9";
  return {
    base,
    light: veryDark ? tint(base, 0.16) : tint(base, 0.22),
    lighter: tint(base, veryDark ? 0.32 : 0.5),
    dark: veryDark ? tint(base, 0.06) : shade(base, veryLight ? 0.12 : 0.22),
    darker: veryDark ? shade(base, 0.6) : shade(base, veryLight ? 0.24 : 0.42),
    detail: lum < 0.12 ? tint(base, 0.38) : shade(base, veryLight ? 0.32 : 0.5),
    outline: shade(base, veryLight ? 0.2 : 0.3),
    wall: mix(wallBase, base, 0.07),
    wallLow: mix(shade(wallBase, 0.04), base, 0.09),
    floor: mix(shade(wallBase, 0.1), base, 0.1),
  };
}
