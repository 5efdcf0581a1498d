/**
 * Content types that show pictures, video or places: image, banner, slider and slide, video, map.
 */
import type { ContentTypeParser, ParseContext } from "~/lib/page-builder/context.server";
import { attr, findElement, innerHtml, part, textOf, type Element } from "~/lib/page-builder/dom.server";
import { contentLink } from "~/lib/page-builder/links.server";
import {
  advanced,
  background,
  border,
  cssClasses,
  cssValue,
  margins,
  paddings,
  safeCss,
  settings,
  videoBackground,
} from "~/lib/page-builder/settings.server";
import { buttonTypeOf, hasVisibleContent } from "~/lib/page-builder/text-and-buttons.server";
import type { BannerAppearance, BannerFields, ContentSettings, MapLocation, ShowOn, SlideNode, VideoSource } from "~/lib/page-builder/types";

function pictureSource(image: Element | null): string | undefined {
  const src = (attr(image, "src") ?? attr(image, "data-src"))?.trim();
  if (!src || src.startsWith("{{")) return undefined;
  return /^(?:https?:\/\/|\/(?!\/))/i.test(src) ? src : undefined;
}

export const parseImage: ContentTypeParser = (element, context) => {
  const desktop = part(element, "desktop_image");
  const mobile = part(element, "mobile_image");
  const desktopImage = pictureSource(desktop) ?? pictureSource(mobile);
  if (!desktopImage) return null;
  const mobileSource = pictureSource(mobile);
  const anchor = part(element, "link");
  const caption = part(element, "caption") ?? findElement(element, (candidate) => candidate.name === "figcaption");
  return {
    type: "image",
    key: context.key(),
    desktopImage,
    mobileImage: mobileSource && mobileSource !== desktopImage ? mobileSource : undefined,
    alt: (attr(desktop ?? mobile, "alt") ?? "").trim(),
    title: (attr(desktop ?? mobile, "title") ?? "").trim(),
    caption: textOf(caption),
    link: anchor ? contentLink(attr(anchor, "href"), context, { target: attr(anchor, "target"), linkType: attr(anchor, "data-link-type") }) : undefined,
    settings: settings(advanced(element, context.style(element)), border(context.style(desktop ?? mobile).base)),
  };
};

const BANNER_APPEARANCES = new Set<BannerAppearance>(["poster", "collage-left", "collage-centered", "collage-right"]);
const SHOW_ON = new Set<ShowOn>(["always", "hover", "never"]);

function showOn(value: string | undefined, fallback: ShowOn): ShowOn {
  return SHOW_ON.has(value as ShowOn) ? (value as ShowOn) : fallback;
}

/** What banners and slides share; null when the editor configured nothing to show. */
function bannerFields(element: Element, context: ParseContext): (BannerFields & { settings: ContentSettings }) | null {
  const appearanceAttr = attr(element, "data-appearance") as BannerAppearance;
  const appearance = BANNER_APPEARANCES.has(appearanceAttr) ? appearanceAttr : "poster";
  const wrapper = part(element, "wrapper");
  const overlay = part(element, "overlay");
  const anchor = part(element, "link");
  const button = part(element, "button");
  const content = part(element, "content");
  const showButton = showOn(attr(element, "data-show-button"), "always");
  const showOverlay = showOn(attr(element, "data-show-overlay"), "never");
  const wrapperStyles = context.style(wrapper);
  // A poster keeps its height and padding on the overlay, a collage on the wrapper.
  const sizing = appearance === "poster" ? context.style(overlay) : wrapperStyles;
  const link = anchor ? contentLink(attr(anchor, "href"), context, { target: attr(anchor, "target"), linkType: attr(anchor, "data-link-type") }) : undefined;
  const sanitised = content ? context.sanitise(innerHtml(content)).trim() : "";
  // The whole banner is the link: links inside its text would nest anchors.
  const contentHtml = link ? sanitised.replace(/<a\b[^>]*>/gi, "<span>").replace(/<\/a>/gi, "</span>") : sanitised;
  const buttonText = showButton === "never" ? "" : textOf(button);
  const overlayColor = showOverlay === "never" ? undefined : safeCss(attr(overlay, "data-overlay-color"));
  const backgroundSettings = background(wrapper, wrapperStyles);
  const video = videoBackground(wrapper, part(element, "video_overlay"));
  const hasSomething =
    hasVisibleContent(contentHtml) || buttonText || backgroundSettings.desktopImage || backgroundSettings.backgroundColor || video;
  if (!hasSomething) return null;
  return {
    appearance,
    contentHtml: hasVisibleContent(contentHtml) ? contentHtml : "",
    link,
    showButton: buttonText ? showButton : "never",
    buttonText,
    buttonType: buttonTypeOf(button),
    showOverlay,
    overlayColor,
    settings: settings(
      backgroundSettings,
      {
        minHeight: cssValue(sizing.base, "min-height"),
        textAlign: cssValue(wrapperStyles.base, "text-align"),
        cssClasses: cssClasses(element),
        video,
      },
      border(wrapperStyles.base),
      margins(context.style(element).base),
      paddings(sizing.base),
    ),
  };
}

export const parseBanner: ContentTypeParser = (element, context) => {
  const fields = bannerFields(element, context);
  return fields ? { type: "banner", key: context.key(), ...fields } : null;
};

export const parseSlide: ContentTypeParser = (element, context) => {
  const fields = bannerFields(element, context);
  if (!fields) return null;
  return { type: "slide", key: context.key(), name: (attr(element, "data-slide-name") ?? "").trim(), ...fields };
};

/** Spec §9: a slider without a speed advances every 3000 ms. */
const DEFAULT_AUTOPLAY_SPEED = 3000;

export const parseSlider: ContentTypeParser = (element, context) => {
  const styles = context.style(element);
  const children = context.children(element).filter((child): child is SlideNode => child.type === "slide");
  if (!children.length) return null;
  const speed = Number.parseInt(attr(element, "data-autoplay-speed") ?? "", 10);
  return {
    type: "slider",
    key: context.key(),
    autoplay: attr(element, "data-autoplay") === "true",
    autoplaySpeed: Number.isFinite(speed) && speed >= 500 ? speed : DEFAULT_AUTOPLAY_SPEED,
    fade: attr(element, "data-fade") === "true",
    infinite: attr(element, "data-infinite-loop") === "true",
    showArrows: attr(element, "data-show-arrows") === "true",
    showDots: attr(element, "data-show-dots") === "true",
    settings: settings(advanced(element, styles), { minHeight: cssValue(styles.base, "min-height") }),
    children,
  };
};

/** The editor's video URL → what to embed: YouTube and Vimeo by id, anything else as a file. */
export function videoSource(url: string): VideoSource | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url.startsWith("/") && !url.startsWith("//") ? { kind: "file", src: url } : null;
  }
  if (!/^https?:$/.test(parsed.protocol)) return null;
  const host = parsed.hostname.replace(/^www\.|^m\./, "");
  const id = /^[\w-]{6,20}$/;
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const candidate = parsed.searchParams.get("v") ?? /^\/(?:embed|shorts|v)\/([^/?#]+)/.exec(parsed.pathname)?.[1];
    return candidate && id.test(candidate) ? { kind: "youtube", id: candidate } : null;
  }
  if (host === "youtu.be") {
    const candidate = parsed.pathname.slice(1).split("/")[0];
    return candidate && id.test(candidate) ? { kind: "youtube", id: candidate } : null;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const candidate = /\/(?:video\/)?(\d+)(?:[/?#]|$)/.exec(parsed.pathname)?.[1];
    return candidate ? { kind: "vimeo", id: candidate } : null;
  }
  return { kind: "file", src: parsed.toString() };
}

export const parseVideo: ContentTypeParser = (element, context) => {
  const player = part(element, "video");
  const url = attr(player, "src")?.trim();
  if (!url) return null;
  const source = videoSource(url);
  if (!source) return null;
  const inner = part(element, "inner");
  const wrapper = part(element, "wrapper");
  const wrapperStyles = context.style(wrapper).base;
  const query = (() => {
    try {
      return new URL(url).searchParams;
    } catch {
      return new URLSearchParams();
    }
  })();
  const isFile = player?.name === "video";
  const mainStyles = context.style(element);
  return {
    type: "video",
    key: context.key(),
    url,
    source,
    autoplay: isFile ? attr(player, "autoplay") !== undefined && attr(player, "autoplay") !== "false" : query.get("autoplay") === "1",
    muted: isFile ? attr(player, "muted") !== undefined && attr(player, "muted") !== "false" : query.get("mute") === "1" || query.get("muted") === "1",
    maxWidth: cssValue(context.style(inner).base, "max-width"),
    settings: settings(
      {
        textAlign: cssValue(mainStyles.base, "text-align"),
        cssClasses: cssClasses(element),
      },
      margins(mainStyles.base),
      border(wrapperStyles),
      paddings(wrapperStyles),
    ),
  };
};

interface RawLocation {
  location_name?: unknown;
  phone?: unknown;
  address?: unknown;
  city?: unknown;
  state?: unknown;
  zipcode?: unknown;
  country?: unknown;
  comment?: unknown;
  position?: { latitude?: unknown; longitude?: unknown };
}

const text = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value).trim() : "");

/** `data-locations` JSON → the places a map shows; malformed entries are left out. */
export function mapLocations(json: string | undefined): MapLocation[] {
  if (!json) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return (raw as RawLocation[]).flatMap((entry) => {
    if (!entry || typeof entry !== "object") return [];
    const latitude = Number(entry.position?.latitude);
    const longitude = Number(entry.position?.longitude);
    const name = text(entry.location_name);
    if (!name && !text(entry.address)) return [];
    const cityLine = [text(entry.city), text(entry.state), text(entry.zipcode)].filter(Boolean).join(" ");
    return [
      {
        name,
        phone: text(entry.phone),
        addressLines: [text(entry.address), cityLine].filter(Boolean),
        country: text(entry.country),
        comment: text(entry.comment),
        latitude: Number.isFinite(latitude) ? latitude : 0,
        longitude: Number.isFinite(longitude) ? longitude : 0,
      },
    ];
  });
}

export const parseMap: ContentTypeParser = (element, context) => {
  const locations = mapLocations(attr(element, "data-locations"));
  if (!locations.length) return null;
  const styles = context.style(element);
  return {
    type: "map",
    key: context.key(),
    locations,
    showControls: attr(element, "data-show-controls") === "true",
    height: cssValue(styles.base, "height"),
    settings: settings(advanced(element, styles)),
  };
};
