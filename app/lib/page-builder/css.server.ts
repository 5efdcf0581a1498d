/**
 * The CSS of Page Builder content, read without a browser. Since Magento 2.4.3 an element's styles
 * live in a leading `<style>` block, one rule per element keyed by its `data-pb-style` id
 * (`#html-body [data-pb-style=ID]{…}`), with viewport-specific rules inside `@media`; older content
 * keeps them in `style` attributes. Both end up as one declaration map per element.
 */

/** Lower-case property → value, later declarations winning. */
export type Declarations = Map<string, string>;

export interface ElementStyles {
  base: Declarations;
  media: Array<{ media: string; declarations: Declarations }>;
}

/** Styles of the style block by `data-pb-style` id. */
export type StyleIndex = Map<string, ElementStyles>;

const PB_STYLE_SELECTOR = /^#html-body\s+\[data-pb-style=(["']?)([\w-]+)\1\]$/;

/** Reads every rule of the style blocks' text; rules for anything but a whole element are ignored. */
export function parseStyleBlock(cssText: string, index: StyleIndex = new Map()): StyleIndex {
  const css = cssText.replace(/\/\*[\s\S]*?\*\//g, "");
  let position = 0;
  while (position < css.length) {
    const open = css.indexOf("{", position);
    if (open < 0) break;
    const prelude = css.slice(position, open).trim();
    const close = matchingBrace(css, open);
    const body = css.slice(open + 1, close < 0 ? css.length : close);
    position = close < 0 ? css.length : close + 1;
    if (prelude.startsWith("@media")) {
      const media = prelude.slice("@media".length).trim();
      for (const rule of readRules(body)) addRule(index, rule.selectors, rule.body, media);
    } else if (!prelude.startsWith("@")) {
      addRule(index, prelude, body, null);
    }
  }
  return index;
}

function readRules(css: string): Array<{ selectors: string; body: string }> {
  const rules: Array<{ selectors: string; body: string }> = [];
  let position = 0;
  while (position < css.length) {
    const open = css.indexOf("{", position);
    if (open < 0) break;
    const close = matchingBrace(css, open);
    rules.push({ selectors: css.slice(position, open).trim(), body: css.slice(open + 1, close < 0 ? css.length : close) });
    position = close < 0 ? css.length : close + 1;
  }
  return rules;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    const char = css[index];
    if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return index;
  }
  return -1;
}

function addRule(index: StyleIndex, selectors: string, body: string, media: string | null): void {
  const declarations = parseDeclarations(body);
  for (const selector of selectors.split(",")) {
    const id = PB_STYLE_SELECTOR.exec(selector.trim().replace(/\s+/g, " "))?.[2];
    if (!id) continue;
    const entry: ElementStyles = index.get(id) ?? { base: new Map(), media: [] };
    if (media === null) {
      for (const [name, value] of declarations) entry.base.set(name, value);
    } else {
      entry.media.push({ media, declarations });
    }
    index.set(id, entry);
  }
}

/** `margin: 0px; padding:10px` → declarations, shorthands (margin, padding, border) expanded. */
export function parseDeclarations(text: string): Declarations {
  const declarations: Declarations = new Map();
  for (const part of splitOutsideParentheses(text, ";")) {
    const colon = part.indexOf(":");
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!important\s*$/i, "")
      .trim();
    if (!name || !value) continue;
    for (const [longhand, longValue] of expandShorthand(name, value)) declarations.set(longhand, longValue);
  }
  return declarations;
}

function splitOutsideParentheses(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = "";
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === "(") {
      depth++;
    } else if (char === ")") {
      depth = Math.max(0, depth - 1);
    } else if (char === separator && depth === 0) {
      parts.push(current);
      current = "";
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts;
}

const SIDES = ["top", "right", "bottom", "left"] as const;
const BORDER_STYLES = new Set(["none", "hidden", "dotted", "dashed", "solid", "double", "groove", "ridge", "inset", "outset"]);
const BORDER_WIDTH = /^(?:thin|medium|thick|-?[\d.]+[a-z%]*)$/i;

function expandShorthand(name: string, value: string): Array<[string, string]> {
  if (name === "margin" || name === "padding") {
    const values = splitOutsideParentheses(value, " ").filter(Boolean);
    const [top, right = top, bottom = top, left = right] = values;
    if (!top) return [];
    return SIDES.map((side, index) => [`${name}-${side}`, [top, right, bottom, left][index] ?? top]);
  }
  if (name === "border") {
    const result: Array<[string, string]> = [];
    for (const token of splitOutsideParentheses(value, " ").filter(Boolean)) {
      if (BORDER_STYLES.has(token.toLowerCase())) result.push(["border-style", token]);
      else if (BORDER_WIDTH.test(token)) result.push(["border-width", token]);
      else result.push(["border-color", token]);
    }
    return result;
  }
  return [[name, value]];
}

/**
 * Values that may go into a `style` attribute: lengths, colours, keywords, `rgba(…)`. Anything
 * that could load or run something (`url(`, `expression(`, `javascript:`) or escape the
 * declaration (`;`, braces, angle brackets) is refused, so content cannot smuggle CSS in.
 */
export function isSafeCssValue(value: string): boolean {
  if (!/^[\w\s#%.,()+\-/]*$/.test(value)) return false;
  return !/url\(|expression\(|javascript|image-set\(|@import/i.test(value);
}
