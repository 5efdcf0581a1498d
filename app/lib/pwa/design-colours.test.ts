import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DESIGN_COLOURS } from "./design-colours";

const stylesheet = readFileSync(new URL("../../styles/app.css", import.meta.url), "utf8");

/** A custom property's value in the stylesheet's `:root` block. */
function rootVariable(name: string): string | undefined {
  const root = /:root\s*\{([^}]*)\}/.exec(stylesheet)?.[1] ?? "";
  return new RegExp(`${name}\\s*:\\s*([^;]+);`).exec(root)?.[1]?.trim().toLowerCase();
}

describe("the installed app's colours", () => {
  it("are the design's brand and page colours from app.css", () => {
    expect(DESIGN_COLOURS.theme).toBe(rootVariable("--color-brand"));
    expect(DESIGN_COLOURS.background).toBe(rootVariable("--color-surface"));
  });
});
