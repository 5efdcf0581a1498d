/**
 * Content types made of words: headings, rich text, HTML code, buttons and button items, and the
 * divider that separates them.
 */
import type { ContentTypeParser } from "~/lib/page-builder/context.server";
import { attr, classList, elementChildren, findElement, innerHtml, part, textOf, type Element } from "~/lib/page-builder/dom.server";
import { contentLink } from "~/lib/page-builder/links.server";
import { advanced, border, cssValue, settings } from "~/lib/page-builder/settings.server";
import type { ButtonItemNode, ButtonPriority, ButtonType, ButtonsNode, HeadingNode } from "~/lib/page-builder/types";

export const parseHeading: ContentTypeParser = (element, context) => {
  const text = textOf(element);
  if (!text) return null;
  const level = Number.parseInt(/^h([1-6])$/i.exec(element.name)?.[1] ?? "2", 10) as HeadingNode["level"];
  return { type: "heading", key: context.key(), level, text, settings: settings(advanced(element, context.style(element))) };
};

export const parseText: ContentTypeParser = (element, context) => {
  const html = context.sanitise(innerHtml(element)).trim();
  if (!hasVisibleContent(html)) return null;
  return { type: "text", key: context.key(), html, settings: settings(advanced(element, context.style(element))) };
};

/**
 * HTML code is stored HTML-escaped inside its element (so the editor shows it as text); older
 * content kept it as markup. Either way it is sanitised like rich text.
 */
export const parseHtmlCode: ContentTypeParser = (element, context) => {
  const source = elementChildren(element).length ? innerHtml(element) : textOfRaw(element);
  const html = context.sanitise(source).trim();
  if (!hasVisibleContent(html)) return null;
  return { type: "html", key: context.key(), html, settings: settings(advanced(element, context.style(element))) };
};

function textOfRaw(element: Element): string {
  return element.children.map((child) => ("data" in child && typeof child.data === "string" ? child.data : "")).join("");
}

/** Text, a picture, a video or a form control: anything a shopper would see. */
export function hasVisibleContent(html: string): boolean {
  return /<(img|svg|video|picture|input|select|textarea|button|hr|table)\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;/g, "").trim() !== "";
}

export const parseButtons: ContentTypeParser = (element, context) => {
  const children = context.children(element).filter((child): child is ButtonItemNode => child.type === "button-item");
  if (!children.length) return null;
  return {
    type: "buttons",
    key: context.key(),
    appearance: attr(element, "data-appearance") === "stacked" ? "stacked" : ("inline" as ButtonsNode["appearance"]),
    sameWidth: attr(element, "data-same-width") === "true",
    settings: settings(advanced(element, context.style(element))),
    children,
  };
};

const PRIORITIES: Record<ButtonType, ButtonPriority> = { primary: "high", secondary: "normal", link: "low" };

/** Page Builder's button class (`pagebuilder-button-secondary`) → the button type; primary by default. */
export function buttonTypeOf(element: Element | null | undefined): ButtonType {
  const classes = classList(element);
  if (classes.includes("pagebuilder-button-secondary")) return "secondary";
  if (classes.includes("pagebuilder-button-link")) return "link";
  return "primary";
}

export const parseButtonItem: ContentTypeParser = (element, context) => {
  const anchor = part(element, "link") ?? part(element, "empty_link");
  const text = textOf(part(element, "link_text") ?? anchor);
  if (!text) return null;
  const buttonType = buttonTypeOf(anchor);
  const link =
    anchor?.name === "a"
      ? contentLink(attr(anchor, "href"), context, { target: attr(anchor, "target"), linkType: attr(anchor, "data-link-type") })
      : undefined;
  const anchorStyles = context.style(anchor);
  return {
    type: "button-item",
    key: context.key(),
    text,
    buttonType,
    priority: PRIORITIES[buttonType],
    link,
    settings: settings(advanced(element, context.style(element)), border(anchorStyles.base), {
      textAlign: cssValue(anchorStyles.base, "text-align"),
    }),
  };
};

export const parseDivider: ContentTypeParser = (element, context) => {
  const line = part(element, "line") ?? findElement(element, (candidate) => candidate.name === "hr");
  const lineStyles = context.style(line).base;
  return {
    type: "divider",
    key: context.key(),
    width: cssValue(lineStyles, "width"),
    color: cssValue(lineStyles, "border-color"),
    thickness: cssValue(lineStyles, "border-width"),
    settings: settings(advanced(element, context.style(element))),
  };
};
