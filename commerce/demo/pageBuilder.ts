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

export function row(doc: PageBuilderDocument, children: string[], appearance: "contained" | "full-width" = "contained"): string {
  const css = `justify-content:flex-start;display:flex;flex-direction:column;${BACKGROUND};${BOX};margin:0px 0px 10px;padding:10px`;
  if (appearance === "full-width") {
    return `<div data-content-type="row" data-appearance="full-width" data-enable-parallax="0" data-parallax-speed="0.5" data-background-images="{}" ${VIDEO_ATTRS} data-element="main" ${doc.style(css)}><div class="row-full-width-inner" data-element="inner">${children.join("")}</div></div>`;
  }
  return `<div data-content-type="row" data-appearance="contained" data-element="main"><div data-enable-parallax="0" data-parallax-speed="0.5" data-background-images="{}" ${VIDEO_ATTRS} data-element="inner" ${doc.style(css)}>${children.join("")}</div></div>`;
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

/** A rich-text element; `html` is trusted demo markup. */
export function text(doc: PageBuilderDocument, html: string): string {
  return `<div data-content-type="text" data-appearance="default" data-element="main" ${doc.style(`${BOX};margin:0px;padding:0px`)}>${html}</div>`;
}

export interface LinkItem {
  label: string;
  href: string;
}

/** A plain list of links as Page Builder's text editor writes it. */
export function linkList(doc: PageBuilderDocument, links: LinkItem[]): string {
  return text(doc, `<ul>${links.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></li>`).join("")}</ul>`);
}

export function buttons(doc: PageBuilderDocument, items: (LinkItem & { type?: "primary" | "secondary" | "link" })[], appearance: "inline" | "stacked" = "inline"): string {
  const inner = items
    .map(
      (item) =>
        `<div data-content-type="button-item" data-appearance="default" data-element="main"><a class="pagebuilder-button-${item.type ?? "primary"}" href="${escapeHtml(item.href)}" target="" data-link-type="default" data-element="link" ${doc.style(
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
  const images: Record<string, string> = { desktop_image: `{{media url=${slide.desktopImage}}}` };
  if (slide.mobileImage) images["mobile_image"] = `{{media url=${slide.mobileImage}}}`;
  // Page Builder stores this JSON HTML-escaped with backslash-escaped quotes.
  const backgroundImages = JSON.stringify(images).replace(/"/g, "\\&quot;");
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
}

/** A Page Builder image: a figure with a desktop and a mobile picture, sources as {{media url=...}}. */
export function image(doc: PageBuilderDocument, spec: ImageSpec): string {
  const figure = doc.style(`${BOX};margin:0px;padding:0px`);
  const picture = (src: string, cls: string, element: string): string =>
    `<img class="${cls}" src="{{media url=${src}}}" alt="${escapeHtml(spec.alt)}" title="" data-element="${element}" ${doc.style(`${BOX};max-width:100%;height:auto`)}>`;
  const caption = spec.caption ? `<figcaption data-element="caption">${escapeHtml(spec.caption)}</figcaption>` : "";
  return `<figure data-content-type="image" data-appearance="full-width" data-element="main" ${figure}>${picture(spec.src, "pagebuilder-mobile-hidden", "desktop_image")}${picture(
    spec.mobileSrc ?? spec.src,
    "pagebuilder-mobile-only",
    "mobile_image",
  )}${caption}</figure>`;
}
