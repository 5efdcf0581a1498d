/**
 * The installed app's colours: the title bar and the splash screen paint them before any CSS has
 * loaded, so they are plain values here. They are app/styles/app.css's `--color-brand` (the header,
 * buttons, the icon's background) and `--color-surface` (the page); design-colours.test.ts fails
 * when the stylesheet changes them and this file does not follow.
 */
export const DESIGN_COLOURS = {
  theme: "#0f3d3e",
  background: "#ffffff",
} as const;
