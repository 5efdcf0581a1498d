/**
 * Writes CMS content in Magento Page Builder's master format (2.4.3+): elements carry
 * `data-content-type` / `data-appearance` / `data-element`, and their styles live in one leading
 * `<style>` block keyed by `data-pb-style` ids. The demo's blocks are built with this so the
 * storefront's Page Builder renderer is exercised by the same markup a real Magento stores.
 */

/** Collects styles while elements are written, then prepends them as Magento does. */
export class PageBuilderDocument {
  private readonly styles: [string, string][] = [];
  private counter = 0;

  constructor(private readonly seed: string) {}

  /** A `data-pb-style="ID"` attribute whose rule is `css`; ids are stable for a given seed. */
  style(css: string): string {
    const id = this.nextId();
    this.styles.push([id, css]);
    return `data-pb-style="${id}"`;
  }

  /** A stable element id such as a tab item's (`id="ABC1234"`), unique within the document. */
  elementId(): string {
    return this.nextId();
  }

  /** The final content: the style block, then the elements. */
  render(...elements: string[]): string {
    const css = this.styles.map(([id, rule]) => `#html-body [data-pb-style=${id}]{${rule}}`).join("");
    return `${css ? `<style>${css}</style>` : ""}${elements.join("")}`;
  }

  private nextId(): string {
    let hash = 2166136261;
    for (const char of `${this.seed}#${this.counter++}`) {
      hash ^= char.codePointAt(0) ?? 0;
      hash = Math.imul(hash, 16777619) >>> 0;
    }
    return hash.toString(36).toUpperCase().padStart(7, "0").slice(-7);
  }
}

const BOX = "border-style:none;border-width:1px;border-radius:0px";
const BACKGROUND = "background-position:left top;background-size:cover;background-repeat:no-repeat;background-attachment:scroll";
const VIDEO_ATTRS =
  'data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src=""';

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export interface RowOptions {
  /** Parallax scrolling of the background image (data-enable-parallax="1"). */
  parallax?: boolean;
  /** Media paths such as "wysiwyg/home/slide-3.svg" (stored as {{media}} directives). */
  backgroundImage?: { desktop: string; mobile?: string };
  minHeight?: number;
  verticalAlign?: "top" | "middle" | "bottom";
}

const JUSTIFY = { top: "flex-start", middle: "center", bottom: "flex-end" } as const;

/** Page Builder's data-background-images value: JSON of {{media}} directives, quotes as `\&quot;`. */
export function backgroundImagesAttribute(images?: { desktop: string; mobile?: string }): string {
  if (!images) return "{}";
  const value: Record<string, string> = { desktop_image: `{{media url=${images.desktop}}}` };
  if (images.mobile) value["mobile_image"] = `{{media url=${images.mobile}}}`;
  // Page Builder stores this JSON HTML-escaped with backslash-escaped quotes.
  return JSON.stringify(value).replace(/"/g, "\\&quot;");
}

/** A row: contained (styles on the inner element), full-width (inner wrapper) or full-bleed (no inner element). */
export function row(doc: PageBuilderDocument, children: string[], appearance: "contained" | "full-width" | "full-bleed" = "contained", options: RowOptions = {}): string {
  const background = options.backgroundImage ? "background-position:center center;background-size:cover;background-repeat:no-repeat;background-attachment:scroll" : BACKGROUND;
  const minHeight = options.minHeight ? `;min-height:${options.minHeight}px` : "";
  const css = `justify-content:${JUSTIFY[options.verticalAlign ?? "top"]};display:flex;flex-direction:column;${background};${BOX}${minHeight};margin:0px 0px 10px;padding:10px`;
  const attributes = `data-enable-parallax="${options.parallax ? 1 : 0}" data-parallax-speed="0.5" data-background-images="${backgroundImagesAttribute(options.backgroundImage)}" ${VIDEO_ATTRS}`;
  if (appearance === "full-bleed") {
    return `<div data-content-type="row" data-appearance="full-bleed" ${attributes} data-element="main" ${doc.style(css)}>${children.join("")}</div>`;
  }
  if (appearance === "full-width") {
    return `<div data-content-type="row" data-appearance="full-width" ${attributes} data-element="main" ${doc.style(css)}><div class="row-full-width-inner" data-element="inner">${children.join("")}</div></div>`;
  }
  return `<div data-content-type="row" data-appearance="contained" data-element="main"><div ${attributes} data-element="inner" ${doc.style(css)}>${children.join("")}</div></div>`;
}

/** A column group with one line of columns; widths in percent. */
export function columns(doc: PageBuilderDocument, cols: { width: number; children: string[] }[]): string {
  const group = doc.style(`${BACKGROUND};${BOX};min-height:0px;margin:0px;padding:0px`);
  const line = doc.style("display:flex;width:100%");
  const inner = cols
    .map(
      (col) =>
        `<div class="pagebuilder-column" data-content-type="column" data-appearance="full-height" data-background-images="{}" data-element="main" ${doc.style(
          `justify-content:flex-start;display:flex;flex-direction:column;${BACKGROUND};${BOX};width:${col.width.toFixed(4).replace(/\.?0+$/, "")}%;margin:0px;padding-left:10px;padding-right:10px;align-self:stretch`,
        )}>${col.children.join("")}</div>`,
    )
    .join("");
  return `<div class="pagebuilder-column-group" data-background-images="{}" data-content-type="column-group" data-appearance="default" data-grid-size="12" data-element="main" ${group}><div class="pagebuilder-column-line" data-content-type="column-line" data-element="main" ${line}>${inner}</div></div>`;
}

export function heading(doc: PageBuilderDocument, text: string, level: 2 | 3 | 4 = 3): string {
  return `<h${level} data-content-type="heading" data-appearance="default" data-element="main" ${doc.style(BOX)}>${escapeHtml(text)}</h${level}>`;
}

/** Page Builder's "Hide" switch adds `display:none` to the element's style rule. */
const hiddenRule = (hidden?: boolean): string => (hidden ? "display:none;" : "");

/** A rich-text element; `html` is trusted demo markup. */
export function text(doc: PageBuilderDocument, html: string, options: { hidden?: boolean } = {}): string {
  return `<div data-content-type="text" data-appearance="default" data-element="main" ${doc.style(`${BOX};${hiddenRule(options.hidden)}margin:0px;padding:0px`)}>${html}</div>`;
}

export interface LinkItem {
  label: string;
  href: string;
}

/** A plain list of links as Page Builder's text editor writes it. */
export function linkList(doc: PageBuilderDocument, links: LinkItem[]): string {
  return text(doc, `<ul>${links.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></li>`).join("")}</ul>`);
}

/** Page Builder's link types: a URL, or a category / product / CMS page chosen by id (their link widgets). */
export type LinkType = "default" | "category" | "product" | "page";

export interface ButtonItem extends LinkItem {
  type?: "primary" | "secondary" | "link";
  openInNewTab?: boolean;
  linkType?: LinkType;
}

/** The `href` Page Builder stores for a link to a category: Magento's category link widget. */
export function categoryLinkHref(categoryId: number): string {
  return `{{widget type='Magento\\Catalog\\Block\\Category\\Widget\\Link' id_path='category/${categoryId}' template='Magento_PageBuilder::widget/link_href.phtml' type_name='Catalog Category Link' }}`;
}

export function buttons(doc: PageBuilderDocument, items: ButtonItem[], appearance: "inline" | "stacked" = "inline"): string {
  const inner = items
    .map(
      (item) =>
        `<div data-content-type="button-item" data-appearance="default" data-element="main"><a class="pagebuilder-button-${item.type ?? "primary"}" href="${escapeHtml(item.href)}" target="${item.openInNewTab ? "_blank" : ""}" data-link-type="${item.linkType ?? "default"}" data-element="link" ${doc.style(
          `text-align:center;${BOX}`,
        )}><span data-element="link_text">${escapeHtml(item.label)}</span></a></div>`,
    )
    .join("");
  return `<div data-content-type="buttons" data-appearance="${appearance}" data-same-width="false" data-element="main" ${doc.style(`${BOX};margin:0px;padding:0px`)}>${inner}</div>`;
}

export interface SlideSpec {
  name: string;
  /** Media path such as "wysiwyg/home/slide-1.svg" (stored as a {{media}} directive). */
  desktopImage: string;
  mobileImage?: string;
  href: string;
  contentHtml: string;
  buttonText: string;
}

/** A Page Builder slider of poster slides whose images are {{media url=...}} directives. */
export function slider(doc: PageBuilderDocument, slides: SlideSpec[]): string {
  const inner = slides.map((slide) => posterSlide(doc, slide)).join("");
  return `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="false" data-autoplay-speed="4000" data-fade="false" data-infinite-loop="false" data-show-arrows="true" data-show-dots="true" data-element="main" ${doc.style(
    `min-height:300px;${BOX};margin:0px;padding:0px`,
  )}>${inner}</div>`;
}

function posterSlide(doc: PageBuilderDocument, slide: SlideSpec): string {
  const backgroundImages = backgroundImagesAttribute({ desktop: slide.desktopImage, mobile: slide.mobileImage });
  const wrapper = doc.style(
    `background-position:center center;background-size:cover;background-repeat:no-repeat;background-attachment:scroll;${BOX};min-height:300px`,
  );
  const overlay = doc.style("min-height:300px;background-color:transparent;padding:40px");
  const button = doc.style("opacity:1;visibility:visible");
  return `<div data-content-type="slide" data-slide-name="${escapeHtml(slide.name)}" data-appearance="poster" data-show-button="always" data-show-overlay="never" data-element="main"><a href="${escapeHtml(slide.href)}" target="" data-link-type="default" title="${escapeHtml(slide.name)}" data-element="link"><div class="pagebuilder-slide-wrapper" data-background-images="${backgroundImages}" ${VIDEO_ATTRS} data-element="wrapper" ${wrapper}><div class="pagebuilder-overlay pagebuilder-poster-overlay" data-overlay-color="" aria-label="${escapeHtml(slide.name)}" title="${escapeHtml(slide.name)}" data-element="overlay" ${overlay}><div class="pagebuilder-poster-content"><div data-element="content">${slide.contentHtml}</div><button type="button" class="pagebuilder-slide-button pagebuilder-button-primary" data-element="button" ${button}>${escapeHtml(slide.buttonText)}</button></div></div></div></a></div>`;
}

export interface ImageSpec {
  /** Media path such as "wysiwyg/pages/our-story.svg" (stored as a {{media}} directive). */
  src: string;
  mobileSrc?: string;
  alt: string;
  caption?: string;
  link?: { href: string; openInNewTab?: boolean; linkType?: LinkType; title?: string };
}

/** A Page Builder image: a figure with a desktop and a mobile picture, sources as {{media url=...}}. */
export function image(doc: PageBuilderDocument, spec: ImageSpec): string {
  const figure = doc.style(`${BOX};margin:0px;padding:0px`);
  const picture = (src: string, cls: string, element: string): string =>
    `<img class="${cls}" src="{{media url=${src}}}" alt="${escapeHtml(spec.alt)}" title="" data-element="${element}" ${doc.style(`${BOX};max-width:100%;height:auto`)}>`;
  const caption = spec.caption ? `<figcaption data-element="caption">${escapeHtml(spec.caption)}</figcaption>` : "";
  const pictures = `${picture(spec.src, "pagebuilder-mobile-hidden", "desktop_image")}${picture(spec.mobileSrc ?? spec.src, "pagebuilder-mobile-only", "mobile_image")}`;
  const linked = spec.link
    ? `<a href="${escapeHtml(spec.link.href)}" target="${spec.link.openInNewTab ? "_blank" : ""}" data-link-type="${spec.link.linkType ?? "default"}" title="${escapeHtml(spec.link.title ?? "")}" data-element="link">${pictures}</a>`
    : pictures;
  return `<figure data-content-type="image" data-appearance="full-width" data-element="main" ${figure}>${linked}${caption}</figure>`;
}

export interface TabSpec {
  name: string;
  children: string[];
}

/** Tabs with their tab items; `activeTab` is the zero-based tab open first (data-active-tab). */
export function tabs(doc: PageBuilderDocument, items: TabSpec[], options: { activeTab?: number; minHeight?: number } = {}): string {
  const main = doc.style("margin:0px;padding:0px");
  const navigation = doc.style("text-align:left");
  const ids = items.map(() => doc.elementId());
  const headers = items
    .map((item, index) => `<li role="tab" class="tab-header" data-element="headers" ${doc.style("border-radius:0px;border-width:1px")}><a href="#${ids[index]}" class="tab-title"><span class="tab-title">${escapeHtml(item.name)}</span></a></li>`)
    .join("");
  const content = doc.style(`border-width:1px;border-radius:0px;min-height:${options.minHeight ?? 300}px`);
  const panels = items
    .map(
      (item, index) =>
        `<div data-content-type="tab-item" data-appearance="default" data-tab-name="${escapeHtml(item.name)}" data-background-images="{}" data-element="main" id="${ids[index]}" ${doc.style(
          `justify-content:flex-start;display:flex;flex-direction:column;${BACKGROUND};border-width:1px;border-radius:0px;margin:0px;padding:40px`,
        )}>${item.children.join("")}</div>`,
    )
    .join("");
  return `<div class="tab-align-left" data-content-type="tabs" data-appearance="default" data-active-tab="${options.activeTab ?? 0}" data-element="main" ${main}><ul role="tablist" class="tabs-navigation" data-element="navigation" ${navigation}>${headers}</ul><div class="tabs-content" data-element="content" ${content}>${panels}</div></div>`;
}

export interface BannerSpec {
  appearance: "poster" | "collage-left" | "collage-centered" | "collage-right";
  /** Media paths (stored as {{media}} directives in data-background-images). */
  image: string;
  mobileImage?: string;
  /** Trusted demo markup. */
  contentHtml: string;
  button?: { text: string; type?: "primary" | "secondary" | "link" };
  showButton?: "always" | "hover" | "never";
  showOverlay?: "always" | "hover" | "never";
  /** e.g. "rgba(31,41,55,0.45)". */
  overlayColor?: string;
  link?: { href: string; openInNewTab?: boolean; linkType?: LinkType };
  minHeight?: number;
}

/** A banner: a background picture with text, an optional overlay and button, linked or not. */
export function banner(doc: PageBuilderDocument, spec: BannerSpec): string {
  const showButton = spec.button ? (spec.showButton ?? "always") : "never";
  const showOverlay = spec.showOverlay ?? (spec.overlayColor ? "always" : "never");
  const poster = spec.appearance === "poster";
  const minHeight = spec.minHeight ?? 300;
  const overlayBackground = showOverlay === "always" && spec.overlayColor ? spec.overlayColor : "transparent";
  const main = doc.style("margin:0px");
  const wrapperCss = `background-position:center center;background-size:cover;background-repeat:no-repeat;background-attachment:scroll;${BOX}`;
  const wrapper = doc.style(poster ? `${wrapperCss};text-align:left` : `${wrapperCss};padding:40px;min-height:${minHeight}px;text-align:left`);
  const overlay = doc.style(poster ? `min-height:${minHeight}px;background-color:${overlayBackground};padding:40px` : `background-color:${overlayBackground}`);
  const contentClass = poster ? "pagebuilder-poster-content" : "pagebuilder-collage-content";
  const overlayClass = poster ? "pagebuilder-overlay pagebuilder-poster-overlay" : "pagebuilder-overlay";
  const buttonHtml =
    showButton === "never" || !spec.button
      ? ""
      : `<button type="button" class="pagebuilder-banner-button pagebuilder-button-${spec.button.type ?? "primary"}" data-element="button" ${doc.style(
          showButton === "always" ? "opacity:1;visibility:visible" : "opacity:0;visibility:hidden",
        )}>${escapeHtml(spec.button.text)}</button>`;
  const inner = `<div class="pagebuilder-banner-wrapper" data-background-images="${backgroundImagesAttribute({ desktop: spec.image, mobile: spec.mobileImage })}" ${VIDEO_ATTRS} data-element="wrapper" ${wrapper}><div class="${overlayClass}" data-overlay-color="${spec.overlayColor ?? ""}" aria-label="" title="" data-element="overlay" ${overlay}><div class="${contentClass}"><div data-element="content">${spec.contentHtml}</div>${buttonHtml}</div></div></div>`;
  const linked = spec.link
    ? `<a href="${escapeHtml(spec.link.href)}" target="${spec.link.openInNewTab ? "_blank" : ""}" data-link-type="${spec.link.linkType ?? "default"}" title="" data-element="link">${inner}</a>`
    : `<div data-element="empty_link">${inner}</div>`;
  return `<div data-content-type="banner" data-appearance="${spec.appearance}" data-show-button="${showButton}" data-show-overlay="${showOverlay}" data-element="main" ${main}>${linked}</div>`;
}

/** A horizontal rule. */
export function divider(doc: PageBuilderDocument, options: { width?: string; color?: string; thickness?: number } = {}): string {
  const main = doc.style(`${BOX};margin:0px;padding:10px`);
  const line = doc.style(`width:${options.width ?? "100%"};border-width:${options.thickness ?? 1}px;border-color:${options.color ?? "#cecece"};display:inline-block`);
  return `<div data-content-type="divider" data-appearance="default" data-element="main" ${main}><hr data-element="line" ${line}></div>`;
}

/** Page Builder's video URL converter: YouTube and Vimeo page URLs become their player URLs. */
export function videoEmbedUrl(url: string): string {
  const youtube = /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtube\.com\/watch\?(?:.*&)?v=|youtu\.be\/|youtube\.com\/embed\/)([\w-]{11})/.exec(url);
  if (youtube) return `https://www.youtube.com/embed/${youtube[1]}`;
  const vimeo = /^(?:https?:)?\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return url;
}

/** An embedded video (a YouTube or Vimeo page URL, or a video file URL). */
export function video(doc: PageBuilderDocument, spec: { url: string; maxWidth?: number }): string {
  const main = doc.style("text-align:center;margin:0px");
  const inner = doc.style(`max-width:${spec.maxWidth ?? 640}px`);
  const wrapper = doc.style(`${BOX};padding:0px`);
  const src = escapeHtml(videoEmbedUrl(spec.url));
  const player = /youtube\.com|vimeo\.com/.test(src)
    ? `<iframe frameborder="0" allowfullscreen="" src="${src}" data-element="video"></iframe>`
    : `<video frameborder="0" controls="" src="${src}" data-element="video"></video>`;
  return `<div data-content-type="video" data-appearance="default" data-element="main" ${main}><div class="pagebuilder-video-inner" data-element="inner" ${inner}><div class="pagebuilder-video-wrapper" data-element="wrapper" ${wrapper}><div class="pagebuilder-video-container">${player}</div></div></div></div>`;
}

export interface MapLocation {
  name: string;
  latitude: number;
  longitude: number;
  phone?: string;
  address?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  country?: string;
  comment?: string;
}

/** A Google map with pins; the locations are stored as HTML-escaped JSON (data-locations). */
export function map(doc: PageBuilderDocument, locations: MapLocation[], options: { showControls?: boolean; height?: number } = {}): string {
  const json = JSON.stringify(
    locations.map((location, index) => ({
      position: { latitude: location.latitude, longitude: location.longitude },
      location_name: location.name,
      phone: location.phone ?? "",
      address: location.address ?? "",
      city: location.city ?? "",
      state: location.state ?? "",
      zipcode: location.zipcode ?? "",
      country: location.country ?? "",
      comment: location.comment ?? "",
      record_id: index,
    })),
  );
  const main = doc.style(`${BOX};margin:0px;padding:0px;height:${options.height ?? 300}px`);
  return `<div data-content-type="map" data-appearance="default" data-show-controls="${options.showControls ?? true}" data-locations="${escapeHtml(json)}" data-element="main" ${main}></div>`;
}

/** An HTML Code element: Page Builder stores the code HTML-escaped (as a text node). */
export function htmlCode(doc: PageBuilderDocument, code: string): string {
  const escaped = code.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<div data-content-type="html" data-appearance="default" data-element="main" ${doc.style(`${BOX};margin:0px;padding:0px`)}>${escaped}</div>`;
}

/** A CMS block by id or identifier: Magento's CMS Static Block widget. */
export function cmsBlock(doc: PageBuilderDocument, blockId: string | number): string {
  return `<div data-content-type="block" data-appearance="default" data-element="main" ${doc.style(`${BOX};margin:0px;padding:0px`)}>{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="${blockId}" type_name="CMS Static Block"}}</div>`;
}

/** A dynamic block (Adobe Commerce): the Dynamic Blocks Rotator widget showing one block. */
export function dynamicBlock(doc: PageBuilderDocument, bannerId: number): string {
  return `<div data-content-type="dynamic_block" data-appearance="default" data-element="main" ${doc.style(`${BOX};margin:0px;padding:0px`)}>{{widget type="Magento\\Banner\\Block\\Widget\\Banner" display_mode="fixed" rotate="" template="widget/block.phtml" banner_ids="${bannerId}" unique_id="${bannerId}" type_name="Dynamic Blocks Rotator"}}</div>`;
}

/** Magento\Widget\Helper\Conditions::encode: JSON with `{`, `}`, `"`, `\` replaced so it fits a directive. */
export function encodeWidgetConditions(conditions: Record<string, Record<string, string>>): string {
  return JSON.stringify(conditions).replace(/\{/g, "^[").replace(/\}/g, "^]").replace(/"/g, "`").replace(/\\/g, "|");
}

export interface ProductsSpec {
  appearance: "grid" | "carousel";
  /** Products by SKU (shown in this order), or all products of a category. */
  skus?: string[];
  categoryId?: number;
  count: number;
}

/** Products (Magento's Catalog Products List widget), as a grid or a carousel. */
export function products(doc: PageBuilderDocument, spec: ProductsSpec): string {
  const bySku = spec.skus !== undefined;
  const value = bySku ? (spec.skus ?? []).join(",") : String(spec.categoryId ?? "");
  const conditions = encodeWidgetConditions({
    "1": { aggregator: "all", new_child: "", type: "Magento\\CatalogWidget\\Model\\Rule\\Condition\\Combine", value: "1" },
    "1--1": { operator: bySku ? "()" : "==", type: "Magento\\CatalogWidget\\Model\\Rule\\Condition\\Product", attribute: bySku ? "sku" : "category_ids", value },
  });
  const carousel = spec.appearance === "carousel";
  const template = carousel ? "Magento_PageBuilder::catalog/product/widget/content/carousel.phtml" : "Magento_CatalogWidget::product/widget/content/grid.phtml";
  const widget = `{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" template="${template}" anchor_text="" id_path="" show_pager="0" products_count="${spec.count}" condition_option="${bySku ? "sku" : "category_ids"}" condition_option_value="${value}" type_name="${carousel ? "Catalog Products Carousel" : "Catalog Products List"}" conditions_encoded="${conditions}" sort_order="${bySku ? "position_by_sku" : "position"}"}}`;
  const style = doc.style(`${BOX};margin:0px;padding:0px`);
  const attributes = carousel
    ? 'data-appearance="carousel" data-autoplay="false" data-autoplay-speed="4000" data-infinite-loop="false" data-show-arrows="true" data-show-dots="true" data-carousel-mode="default" data-center-padding="90px"'
    : 'data-appearance="grid"';
  return `<div data-content-type="products" ${attributes} data-element="main" ${style}>${widget}</div>`;
}

/** The Amasty blog's recent-posts widget (our content type; the storefront asks amBlogRecentPostsWidget(id:)). */
export function blogWidget(doc: PageBuilderDocument, widgetId: number): string {
  return `<div data-content-type="amblog_widget" data-appearance="default" data-element="main" data-widget-id="${widgetId}" ${doc.style(`${BOX};margin:0px;padding:0px`)}></div>`;
}
