/**
 * Layout content types: rows (contained, full-width, full-bleed), column groups, column lines,
 * columns, and tabs with their tab items.
 */
import type { ContentTypeParser } from "~/lib/page-builder/context.server";
import { attr, classList, findElements, hasClass, part, textOf } from "~/lib/page-builder/dom.server";
import {
  advanced,
  background,
  cssClasses,
  cssValue,
  isHidden,
  paddings,
  parallax,
  settings,
  verticalAlignment,
  videoBackground,
} from "~/lib/page-builder/settings.server";
import type { ColumnNode, RowNode, TabAlignment, TabItemNode } from "~/lib/page-builder/types";

const ROW_APPEARANCES = new Set<RowNode["appearance"]>(["contained", "full-width", "full-bleed"]);
const COLUMN_APPEARANCES = new Set<ColumnNode["appearance"]>(["align-top", "align-center", "align-bottom", "full-height"]);

export const parseRow: ContentTypeParser = (element, context) => {
  const appearanceAttr = attr(element, "data-appearance") as RowNode["appearance"];
  const appearance = ROW_APPEARANCES.has(appearanceAttr) ? appearanceAttr : "contained";
  const inner = part(element, "inner");
  const innerStyles = context.style(inner);
  // Hidden rows carry `display: none` on the main element (checked by the caller) or, in some
  // versions' contained rows, on the inner one.
  if (isHidden(innerStyles)) return null;
  // A contained row keeps its styles and data on the inner element; a full-width row keeps its
  // paddings there.
  const dataNode = appearance === "contained" ? (inner ?? element) : element;
  const styles = context.style(dataNode);
  const children = context.children(element);
  const backgroundSettings = background(dataNode, styles);
  if (!children.length && !backgroundSettings.desktopImage && !backgroundSettings.backgroundColor) return null;
  const firstIsDynamicBlock = children[0]?.type === "dynamic_block";
  const classes = [...new Set([...(cssClasses(element) ?? []), ...(cssClasses(inner) ?? [])])];
  return {
    type: "row",
    key: context.key(),
    appearance,
    settings: settings(
      advanced(dataNode, styles),
      appearance === "full-width" ? paddings(innerStyles.base) : {},
      { cssClasses: classes.length ? classes : undefined },
      backgroundSettings,
      parallax(dataNode),
      {
        minHeight: firstIsDynamicBlock ? undefined : cssValue(styles.base, "min-height"),
        verticalAlignment: verticalAlignment(styles.base),
        video: videoBackground(dataNode, part(dataNode, "video_overlay")),
      },
    ),
    children,
  };
};

export const parseColumnGroup: ContentTypeParser = (element, context) => {
  const styles = context.style(element);
  const children = context.children(element);
  if (!children.length) return null;
  const gridSize = Number.parseInt(attr(element, "data-grid-size") ?? "", 10);
  return {
    type: "column-group",
    key: context.key(),
    gridSize: Number.isFinite(gridSize) && gridSize > 0 ? gridSize : 12,
    settings: settings(advanced(element, styles), background(element, styles), { minHeight: cssValue(styles.base, "min-height") }),
    children,
  };
};

export const parseColumnLine: ContentTypeParser = (element, context) => {
  const children = context.children(element);
  if (!children.length) return null;
  return { type: "column-line", key: context.key(), settings: settings(advanced(element, context.style(element))), children };
};

export const parseColumn: ContentTypeParser = (element, context) => {
  const styles = context.style(element);
  const appearanceAttr = attr(element, "data-appearance") as ColumnNode["appearance"];
  return {
    type: "column",
    key: context.key(),
    appearance: COLUMN_APPEARANCES.has(appearanceAttr) ? appearanceAttr : "full-height",
    width: cssValue(styles.base, "width"),
    settings: settings(advanced(element, styles), background(element, styles), {
      minHeight: cssValue(styles.base, "min-height"),
      verticalAlignment: verticalAlignment(styles.base),
    }),
    // An empty column still takes its share of the line.
    children: context.children(element),
  };
};

const TAB_ALIGNMENTS: TabAlignment[] = ["left", "center", "right"];

export const parseTabs: ContentTypeParser = (element, context) => {
  const styles = context.style(element);
  const items = context.children(element).filter((child): child is TabItemNode => child.type === "tab-item");
  if (!items.length) return null;
  const navigation = part(element, "navigation");
  const headers = navigation
    ? findElements(navigation, (candidate) => hasClass(candidate, "tab-header") || attr(candidate, "data-element") === "headers").map(textOf)
    : [];
  const named = items.map((item, index) => (item.tabName ? item : { ...item, tabName: headers[index] || `${index + 1}` }));
  const active = Number.parseInt(attr(element, "data-active-tab") ?? "", 10);
  const alignment = classList(element)
    .map((name) => /^tab-align-(left|center|right)$/.exec(name)?.[1] as TabAlignment | undefined)
    .find((value) => value && TAB_ALIGNMENTS.includes(value));
  const content = part(element, "content");
  return {
    type: "tabs",
    key: context.key(),
    defaultIndex: Number.isFinite(active) && active >= 0 && active < named.length ? active : 0,
    headers: named.map((item) => item.tabName),
    navigationAlignment: alignment ?? "left",
    // Set once the whole document is read (`outlineTabPanels`).
    panelHeadingLevel: 2,
    contentMinHeight: cssValue(context.style(content).base, "min-height"),
    settings: settings(advanced(element, styles), { minHeight: cssValue(styles.base, "min-height") }),
    children: named,
  };
};

export const parseTabItem: ContentTypeParser = (element, context) => {
  const styles = context.style(element);
  return {
    type: "tab-item",
    key: context.key(),
    tabName: (attr(element, "data-tab-name") ?? "").trim(),
    settings: settings(advanced(element, styles), background(element, styles), {
      minHeight: cssValue(styles.base, "min-height"),
      verticalAlignment: verticalAlignment(styles.base),
    }),
    children: context.children(element),
  };
};
