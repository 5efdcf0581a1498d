/**
 * Small DOM helpers over htmlparser2's tree for reading Page Builder markup: the elements a content
 * type is made of (`data-element="…"`), their attributes, text and resolved styles.
 */
import render from "dom-serializer";
import { Element, type AnyNode, type ChildNode } from "domhandler";
import { DomUtils } from "htmlparser2";
import { parseDeclarations, type Declarations, type ElementStyles, type StyleIndex } from "~/lib/page-builder/css.server";

export { Element };

export function attr(element: Element | null | undefined, name: string): string | undefined {
  return element?.attribs[name];
}

export function classList(element: Element | null | undefined): string[] {
  return (element?.attribs.class ?? "").split(/\s+/).filter(Boolean);
}

export function hasClass(element: Element | null | undefined, name: string): boolean {
  return classList(element).includes(name);
}

export function elementChildren(element: Element): Element[] {
  return element.children.filter((child): child is Element => child instanceof Element);
}

/** The first descendant (not the element itself) matching `test`, depth first. */
export function findElement(root: Element | AnyNode[], test: (element: Element) => boolean): Element | null {
  const nodes = Array.isArray(root) ? root : root.children;
  return DomUtils.findOne(test, nodes as ChildNode[], true);
}

export function findElements(root: Element, test: (element: Element) => boolean): Element[] {
  return DomUtils.findAll(test, root.children);
}

/**
 * The part of a content type named `name` (`data-element="wrapper"`), not looking inside nested
 * content types, which have parts of the same names.
 */
export function part(root: Element, name: string): Element | null {
  let found: Element | null = null;
  const visit = (nodes: ChildNode[]): void => {
    for (const node of nodes) {
      if (found || !(node instanceof Element)) continue;
      if (node.attribs["data-content-type"]) continue;
      if (node.attribs["data-element"] === name) {
        found = node;
        return;
      }
      visit(node.children);
    }
  };
  visit(root.children);
  return found;
}

export function textOf(node: Element | null | undefined): string {
  return node ? DomUtils.textContent(node).replace(/\s+/g, " ").trim() : "";
}

export function innerHtml(element: Element): string {
  return render(element.children, { encodeEntities: "utf8" });
}

/** Inline `style` plus the style block's rule for the element's `data-pb-style` id (which wins). */
export function resolvedStyle(element: Element | null | undefined, styles: StyleIndex): ElementStyles {
  if (!element) return { base: new Map(), media: [] };
  const base: Declarations = parseDeclarations(element.attribs.style ?? "");
  const id = element.attribs["data-pb-style"];
  const fromBlock = id ? styles.get(id) : undefined;
  if (fromBlock) for (const [name, value] of fromBlock.base) base.set(name, value);
  return { base, media: fromBlock?.media ?? [] };
}
