/**
 * The typed tree a Page Builder document becomes on the server (`parsePageBuilder`): one node per
 * content type, a discriminated union on `type`, plain JSON so loaders can return it. Components
 * in `app/components/page-builder/` render it; nothing in the browser parses HTML.
 *
 * Field names follow the spec's "CMS content settings" (§3). Every HTML string in the tree has been
 * sanitised (`renderCmsHtml`) and every link resolved to a store-prefixed or external URL.
 */
import type { BlogRecentPosts } from "~/lib/blog/card-types";
import type { ProductTileData } from "~/lib/catalog/tile-types";

/** Where a Page Builder link points (the editor's link picker). */
export type ContentLinkType = "default" | "category" | "product" | "page";

export interface ContentLink {
  /** Store-prefixed path for links inside the shop (`/en/kitchen.html`), else the full URL. */
  href: string;
  /** True when the link stays in the app (client-side navigation); false leaves with a full load. */
  internal: boolean;
  openInNewTab: boolean;
  linkType: ContentLinkType;
}

export type VerticalAlignment = "top" | "middle" | "bottom";

/** A video playing behind a row, banner or slide (Page Builder's "video background"). */
export interface VideoBackground {
  src: string;
  fallbackSrc?: string;
  loop: boolean;
  playOnlyVisible: boolean;
  lazyLoad: boolean;
  overlayColor?: string;
}

/** Styles valid only under a media query, from the content's `<style>` block. */
export interface MediaQueryStyle {
  media: string;
  /** CSS property (kebab case) → value; only the box properties a node type uses. */
  style: Record<string, string>;
}

/**
 * Spec §3 "CMS content settings": what the editor set on an element. Absent = not set (the
 * shop's stylesheet decides). CSS values are kept as written (`10px`, `center center`).
 */
export interface ContentSettings {
  minHeight?: string;
  backgroundColor?: string;
  /** Absolute or root-relative picture URLs from `data-background-images`. */
  desktopImage?: string;
  mobileImage?: string;
  backgroundSize?: string;
  backgroundPosition?: string;
  backgroundAttachment?: string;
  backgroundRepeat?: string;
  enableParallax?: boolean;
  /** 0.5 when the editor left it empty. */
  parallaxSpeed?: number;
  textAlign?: string;
  border?: string;
  borderColor?: string;
  borderWidth?: string;
  borderRadius?: string;
  marginTop?: string;
  marginRight?: string;
  marginBottom?: string;
  marginLeft?: string;
  paddingTop?: string;
  paddingRight?: string;
  paddingBottom?: string;
  paddingLeft?: string;
  /** The editor's "CSS classes" field, minus Page Builder's own structural classes. */
  cssClasses?: string[];
  mediaQueries?: MediaQueryStyle[];
  video?: VideoBackground;
  verticalAlignment?: VerticalAlignment;
}

interface NodeBase<T extends string> {
  type: T;
  /** Stable within one document: React key and the base of element ids (tabs, slides). */
  key: string;
  settings: ContentSettings;
}

export interface RowNode extends NodeBase<"row"> {
  appearance: "contained" | "full-width" | "full-bleed";
  children: PageBuilderNode[];
}

export interface ColumnGroupNode extends NodeBase<"column-group"> {
  gridSize: number;
  children: PageBuilderNode[];
}

export interface ColumnLineNode extends NodeBase<"column-line"> {
  children: PageBuilderNode[];
}

export interface ColumnNode extends NodeBase<"column"> {
  appearance: "align-top" | "align-center" | "align-bottom" | "full-height";
  /** As written (`33.3333%`); absent = share the line equally. */
  width?: string;
  children: PageBuilderNode[];
}

export interface HeadingNode extends NodeBase<"heading"> {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  text: string;
}

export interface TextNode extends NodeBase<"text"> {
  /** Sanitised rich text; site-relative links already carry the store prefix. */
  html: string;
}

export interface HtmlNode extends NodeBase<"html"> {
  /** Sanitised HTML (also the whole document when it has no Page Builder markers). */
  html: string;
}

export type ButtonType = "primary" | "secondary" | "link";
/** Spec §2: primary, secondary, link map to high, normal, low priority. */
export type ButtonPriority = "high" | "normal" | "low";

export interface ButtonsNode extends NodeBase<"buttons"> {
  appearance: "inline" | "stacked";
  sameWidth: boolean;
  children: ButtonItemNode[];
}

export interface ButtonItemNode extends NodeBase<"button-item"> {
  text: string;
  buttonType: ButtonType;
  priority: ButtonPriority;
  /** Absent for a button without a link (rendered as text in button style). */
  link?: ContentLink;
}

export interface ImageNode extends NodeBase<"image"> {
  desktopImage: string;
  /** Absent when the editor used the same picture for phones. */
  mobileImage?: string;
  alt: string;
  title: string;
  caption: string;
  link?: ContentLink;
}

export type BannerAppearance = "poster" | "collage-left" | "collage-centered" | "collage-right";
/** When a banner's button / overlay shows: always, on hover (and focus), or never. */
export type ShowOn = "always" | "hover" | "never";

/** What banners and slides share (a slide is a banner inside a slider). */
export interface BannerFields {
  appearance: BannerAppearance;
  /** Sanitised rich text over the picture. */
  contentHtml: string;
  link?: ContentLink;
  showButton: ShowOn;
  buttonText: string;
  buttonType: ButtonType;
  showOverlay: ShowOn;
  overlayColor?: string;
}

export interface BannerNode extends NodeBase<"banner">, BannerFields {}

/**
 * One slide of a slider. For the home page slider (spec §2): `name` (the slide's name, also its
 * accessible label), `settings.desktopImage` / `settings.mobileImage` (picture URLs, the mobile one
 * used below 768 px), `link` (where the slide goes; `link.href` is store-prefixed when internal),
 * `contentHtml`, `buttonText`.
 */
export interface SlideNode extends NodeBase<"slide">, BannerFields {
  name: string;
}

export interface SliderNode extends NodeBase<"slider"> {
  autoplay: boolean;
  /** Milliseconds between slides when autoplaying (spec §9 default 3000). */
  autoplaySpeed: number;
  fade: boolean;
  infinite: boolean;
  showArrows: boolean;
  showDots: boolean;
  children: SlideNode[];
}

export type TabAlignment = "left" | "center" | "right";

export interface TabsNode extends NodeBase<"tabs"> {
  /** Spec §4: the tab open at first, from `data-active-tab`, else 0. */
  defaultIndex: number;
  /** The tab names as the navigation lists them. */
  headers: string[];
  navigationAlignment: TabAlignment;
  /**
   * The level of each panel's own heading: one below the last heading before the tabs (2 after
   * the page's `<h1>`), so the page's heading outline stays in order.
   */
  panelHeadingLevel: 2 | 3 | 4 | 5 | 6;
  /** Minimum height of the panels. */
  contentMinHeight?: string;
  children: TabItemNode[];
}

export interface TabItemNode extends NodeBase<"tab-item"> {
  tabName: string;
  children: PageBuilderNode[];
}

export interface DividerNode extends NodeBase<"divider"> {
  width?: string;
  color?: string;
  thickness?: string;
}

export type VideoSource =
  | { kind: "youtube"; id: string }
  | { kind: "vimeo"; id: string }
  | { kind: "file"; src: string };

export interface VideoNode extends NodeBase<"video"> {
  /** The URL the editor entered. */
  url: string;
  source: VideoSource;
  autoplay: boolean;
  muted: boolean;
  maxWidth?: string;
}

export interface MapLocation {
  /** `location_name`. */
  name: string;
  phone: string;
  /** Street, city, state and postcode lines as given; empty ones left out. */
  addressLines: string[];
  country: string;
  comment: string;
  latitude: number;
  longitude: number;
}

export interface MapNode extends NodeBase<"map"> {
  locations: MapLocation[];
  showControls: boolean;
  height?: string;
}

export interface BlockNode extends NodeBase<"block"> {
  /** The CMS block's content, rendered by the backend in place of its widget directive. */
  children: PageBuilderNode[];
}

/** Spec: dynamic blocks by display mode; the query's `type` follows from it. */
export type DynamicBlockDisplayMode = "fixed" | "salesrule" | "catalogrule";

export interface DynamicBlockNode extends NodeBase<"dynamic_block"> {
  uids: string[];
  displayMode: DynamicBlockDisplayMode;
  displayInline: boolean;
}

export interface ProductsCarouselSettings {
  autoplay: boolean;
  autoplaySpeed: number;
  infinite: boolean;
  arrows: boolean;
  dots: boolean;
  carouselMode: "default" | "continuous";
  centerPadding?: string;
}

export interface ProductsNode extends NodeBase<"products"> {
  appearance: "grid" | "carousel";
  /** Products in the widget's order, by URL key (from the widget's `a.product-item-link` hrefs). */
  urlKeys: string[];
  carousel?: ProductsCarouselSettings;
}

export interface BlogWidgetNode extends NodeBase<"amblog_widget"> {
  /** The recent-posts widget to ask `amBlogRecentPostsWidget(id:)` for. */
  widgetId: number;
}

export type PageBuilderNode =
  | RowNode
  | ColumnGroupNode
  | ColumnLineNode
  | ColumnNode
  | HeadingNode
  | TextNode
  | HtmlNode
  | ButtonsNode
  | ButtonItemNode
  | ImageNode
  | BannerNode
  | SliderNode
  | SlideNode
  | TabsNode
  | TabItemNode
  | DividerNode
  | VideoNode
  | MapNode
  | BlockNode
  | DynamicBlockNode
  | ProductsNode
  | BlogWidgetNode;

export type PageBuilderNodeType = PageBuilderNode["type"];

/** A parsed CMS document: its top-level nodes. */
export interface PageBuilderDocument {
  /** False when the HTML had no Page Builder markers (then it is one `html` node). */
  pageBuilder: boolean;
  children: PageBuilderNode[];
}

/**
 * What content types name and the loader fetched: products by URL key, dynamic blocks by the
 * node's key (their documents, parsed), blog widgets by id. Absent = not available (the section
 * renders nothing).
 */
export interface PageBuilderData {
  products: Record<string, ProductTileData>;
  dynamicBlocks: Record<string, PageBuilderDocument[]>;
  blogWidgets: Record<string, BlogRecentPosts>;
  /** `GOOGLE_MAPS_API_KEY`, only when the content has a map: maps are then embedded too. */
  mapsApiKey?: string;
}

/** CMS content as loaders return it: the tree plus the data its widgets need. */
export interface CmsContent {
  document: PageBuilderDocument;
  data: PageBuilderData;
}
