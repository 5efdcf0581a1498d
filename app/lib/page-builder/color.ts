/**
 * Whether an overlay colour is dark enough that text on it should be light: a dark colour (WCAG
 * relative luminance) laid on thickly enough (opacity 0.3 or more) to darken any picture below.
 */
export function isDarkOverlay(color: string | undefined): boolean {
  const rgba = parseColor(color);
  if (!rgba) return false;
  const [r, g, b, alpha] = rgba;
  if (alpha < 0.3) return false;
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return luminance < 0.18;
}

function parseColor(color: string | undefined): [number, number, number, number] | null {
  if (!color) return null;
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
    return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)).concat(1) as [number, number, number, number];
  }
  const functional = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+%?)\s*)?\)$/.exec(value);
  if (!functional) return null;
  const alphaText = functional[4];
  const alpha = alphaText === undefined ? 1 : alphaText.endsWith("%") ? Number.parseFloat(alphaText) / 100 : Number.parseFloat(alphaText);
  return [Number(functional[1]), Number(functional[2]), Number(functional[3]), Math.min(1, Math.max(0, alpha))];
}
