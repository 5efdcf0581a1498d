import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parsePageBuilder } from "~/lib/page-builder/parse.server";
import { collectSlides, nodesOfType } from "~/lib/page-builder/tree";
import type { PageBuilderDocument, PageBuilderNode } from "~/lib/page-builder/types";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), "utf8");
const BACKEND = "https://backend.example";
const parse = (name: string, storeCode = "en") => parsePageBuilder(fixture(name), { storeCode, internalOrigins: [BACKEND] });
const only = <T extends PageBuilderNode["type"]>(document: PageBuilderDocument, type: T) => nodesOfType(document.children, type);

describe("rows", () => {
  const document = parse("rows");
  const rows = only(document, "row");

  it("reads the three appearances, and leaves out the hidden row", () => {
    expect(rows.map((row) => row.appearance)).toEqual(["contained", "full-width", "full-bleed"]);
    expect(JSON.stringify(document)).not.toContain("Songkran");
  });

  it("takes a contained row's styles from its inner element, classes included", () => {
    expect(rows[0]?.settings).toMatchObject({
      minHeight: "250px",
      backgroundColor: "#f5efe6",
      verticalAlignment: "middle",
      border: "solid",
      borderColor: "#b45309",
      borderWidth: "2px",
      borderRadius: "8px",
      marginBottom: "10px",
      paddingTop: "20px",
      paddingLeft: "10px",
      cssClasses: ["promo-row"],
    });
    expect(rows[0]?.settings.mediaQueries).toEqual([
      { media: "only screen and (max-width: 768px)", style: { "min-height": "120px", "padding-top": "8px", "padding-right": "8px", "padding-bottom": "8px", "padding-left": "8px" } },
    ]);
  });

  it("reads background pictures from the escaped JSON, and parallax with its speed", () => {
    expect(rows[1]?.settings).toMatchObject({
      desktopImage: "https://shop.example/media/wysiwyg/home/garden.jpg",
      mobileImage: "https://shop.example/media/wysiwyg/home/garden-mobile.jpg",
      enableParallax: true,
      parallaxSpeed: 0.8,
      verticalAlignment: "bottom",
      minHeight: "400px",
    });
    expect(rows[1]?.children.map((child) => child.type)).toEqual(["heading"]);
  });

  it("reads a video background with its overlay colour", () => {
    expect(rows[2]?.settings.video).toEqual({
      src: "https://shop.example/media/wysiwyg/loom.mp4",
      fallbackSrc: "https://shop.example/media/wysiwyg/loom.jpg",
      loop: true,
      playOnlyVisible: false,
      lazyLoad: true,
      overlayColor: "rgba(0,0,0,0.3)",
    });
    expect(rows[2]?.settings).toMatchObject({ backgroundSize: "contain", backgroundRepeat: "repeat", backgroundAttachment: "fixed" });
    expect(rows[2]?.settings.enableParallax).toBeUndefined();
  });
});

describe("columns", () => {
  const document = parse("columns");

  it("keeps group, line and columns with their widths and appearances", () => {
    const [group] = only(document, "column-group");
    expect(group?.gridSize).toBe(12);
    expect(group?.children.map((child) => child.type)).toEqual(["column-line"]);
    const columns = only(document, "column");
    expect(columns.map((column) => [column.appearance, column.width])).toEqual([
      ["full-height", "33.3333%"],
      ["align-center", "66.6667%"],
    ]);
    expect(columns[1]?.settings).toMatchObject({ backgroundColor: "#eef2ef", minHeight: "200px", verticalAlignment: "middle" });
  });
});

describe("headings and text", () => {
  const document = parse("heading-and-text");

  it("keeps heading levels and text", () => {
    expect(only(document, "heading").map((heading) => [heading.level, heading.text, heading.settings.textAlign])).toEqual([
      [1, "Our Story", "center"],
      [3, "Made by hand", undefined],
    ]);
  });

  it("sanitises rich text and resolves its links and pictures", () => {
    const [text, ...rest] = only(document, "text");
    expect(rest).toEqual([]); // the text with only a non-breaking space shows nothing
    const html = text?.html ?? "";
    expect(html).toContain('<a href="/en/returns">returns</a>');
    expect(html).toContain('<a href="/en/kitchen.html?color=red">the kitchen</a>');
    expect(html).toContain('<a href="/en/kitchen/mortars.html">mortars</a>');
    expect(html).toContain('<a href="https://line.me/R/ti/p/@baansuan" target="_blank" rel="noopener noreferrer">LINE</a>');
    expect(html).toContain("<a>nothing</a>");
    expect(html).toContain('src="https://backend.example/media/wysiwyg/pages/loom.jpg?auto=webp&amp;format=pjpg&amp;quality=85"');
    expect(html).not.toMatch(/script|iframe|onerror|steal/);
  });
});

describe("buttons", () => {
  const document = parse("buttons");

  it("maps button types to priorities and keeps appearances", () => {
    const groups = only(document, "buttons");
    expect(groups.map((group) => [group.appearance, group.sameWidth])).toEqual([
      ["inline", true],
      ["stacked", false],
    ]);
    const items = only(document, "button-item");
    expect(items.map((item) => [item.text, item.buttonType, item.priority])).toEqual([
      ["Shop potted herbs", "primary", "high"],
      ["Thai kitchenware", "secondary", "normal"],
      ["Ask us on LINE", "link", "low"],
      ["Coming soon", "primary", "high"],
      ["Indigo shirt", "primary", "high"],
    ]);
  });

  it("resolves internal, backend and external links, new tabs and link types", () => {
    const links = only(document, "button-item").map((item) => item.link);
    expect(links[0]).toEqual({ href: "/en/garden/plants/herbs.html", internal: true, openInNewTab: false, linkType: "default" });
    expect(links[1]).toEqual({ href: "/en/kitchen.html", internal: true, openInNewTab: false, linkType: "category" });
    expect(links[2]).toEqual({ href: "https://line.me/R/ti/p/@baansuan", internal: false, openInNewTab: true, linkType: "default" });
    expect(links[3]).toBeUndefined();
    expect(links[4]).toEqual({ href: "/en/indigo-shirt.html", internal: true, openInNewTab: true, linkType: "product" });
    expect(only(document, "button-item")[2]?.settings).toMatchObject({ border: "solid", borderColor: "#0f3d3e", borderWidth: "2px" });
  });
});

describe("image", () => {
  const document = parse("image");
  const images = only(document, "image");

  it("reads desktop and mobile pictures, alt, title, caption and link; skips an image without a picture", () => {
    expect(images).toHaveLength(2);
    expect(images[0]).toMatchObject({
      desktopImage: "https://backend.example/media/wysiwyg/pages/loom.jpg",
      mobileImage: "https://backend.example/media/wysiwyg/pages/loom-mobile.jpg",
      alt: "A weaver's hands at a wooden loom",
      title: "The loom",
      caption: "2% of every order goes back to our makers",
      link: { href: "/en/give-back", internal: true, openInNewTab: false, linkType: "page" },
    });
    expect(images[0]?.settings).toMatchObject({ textAlign: "center", border: "solid", borderRadius: "6px" });
  });

  it("drops the mobile picture when it is the desktop one", () => {
    expect(images[1]).toMatchObject({ desktopImage: "/media/wysiwyg/pages/our-story.svg", alt: "A wooden house by an orchard" });
    expect(images[1]?.mobileImage).toBeUndefined();
    expect(images[1]?.link).toBeUndefined();
  });
});

describe("banner", () => {
  const banners = only(parse("banner"), "banner");

  it("reads a poster: pictures, overlay, button, link, and unlinks links inside its text", () => {
    expect(banners[0]).toMatchObject({
      appearance: "poster",
      showButton: "always",
      buttonText: "Shop Thai textiles",
      buttonType: "secondary",
      showOverlay: "always",
      overlayColor: "rgba(30,27,75,0.45)",
      link: { href: "/en/clothing/thai-textiles.html", internal: true, openInNewTab: false },
    });
    expect(banners[0]?.settings).toMatchObject({
      desktopImage: "https://backend.example/media/wysiwyg/home/textiles.jpg",
      mobileImage: "https://backend.example/media/wysiwyg/home/textiles-mobile.jpg",
      minHeight: "360px",
      paddingTop: "40px",
      textAlign: "left",
    });
    expect(banners[0]?.contentHtml).toBe("<h2>Cloth from village looms</h2><p>Every length is woven by hand. <span>Read more</span></p>");
  });

  it("reads a collage with hover button and overlay, an external new-tab link, border and classes", () => {
    expect(banners[1]).toMatchObject({
      appearance: "collage-right",
      showButton: "hover",
      showOverlay: "hover",
      overlayColor: "rgba(255,255,255,0.7)",
      buttonType: "link",
      link: { href: "https://partner.example/workshops", internal: false, openInNewTab: true },
    });
    expect(banners[1]?.settings).toMatchObject({ minHeight: "300px", textAlign: "right", borderColor: "#b45309", borderRadius: "12px", marginBottom: "20px", cssClasses: ["seasonal"] });
  });

  it("never shows a button set to never; a banner with nothing configured is left out", () => {
    expect(banners).toHaveLength(3);
    expect(banners[2]).toMatchObject({ appearance: "collage-left", showButton: "never", buttonText: "", contentHtml: "<p>Free delivery on orders over ฿1,500.</p>" });
    expect(banners[2]?.link).toBeUndefined();
  });
});

describe("slider", () => {
  const document = parse("slider");
  const [slider] = only(document, "slider");

  it("reads the slider's settings", () => {
    expect(slider).toMatchObject({ autoplay: true, autoplaySpeed: 5000, fade: false, infinite: true, showArrows: true, showDots: true });
    expect(slider?.settings.minHeight).toBe("300px");
  });

  it("keeps visible slides with name, pictures and link (the home slider's fields)", () => {
    const slides = collectSlides(document);
    expect(slides.map((slide) => slide.name)).toEqual(["Handwoven Thai textiles", "The Thai kitchen"]);
    expect(slides[0]).toMatchObject({
      link: { href: "/en/clothing/thai-textiles.html", internal: true },
      buttonText: "Shop textiles",
      settings: { desktopImage: "/media/wysiwyg/home/slide-1.jpg", mobileImage: "/media/wysiwyg/home/slide-1-mobile.jpg" },
    });
    expect(slides[1]?.link?.linkType).toBe("category");
  });
});

describe("tabs", () => {
  const [tabs] = only(parse("tabs"), "tabs");

  it("reads the default tab, alignment, headers and items, naming an unnamed item from its header", () => {
    expect(tabs).toMatchObject({ defaultIndex: 1, navigationAlignment: "center", headers: ["Delivery", "Returns", "Payment"], contentMinHeight: "300px" });
    expect(tabs?.children.map((item) => item.tabName)).toEqual(["Delivery", "Returns", "Payment"]);
    expect(tabs?.children[1]?.settings).toMatchObject({ minHeight: "250px", verticalAlignment: "middle", paddingTop: "40px" });
    expect(tabs?.children[0]?.children.map((child) => child.type)).toEqual(["heading", "text"]);
  });

  it("heads the panels one level below the heading before the tabs", () => {
    expect(tabs?.panelHeadingLevel).toBe(2);
    const html = `<h2 data-content-type="heading" data-element="main">FAQ</h2>${fixture("tabs")}<h3 data-content-type="heading" data-element="main">Later</h3>`;
    const [after] = nodesOfType(parsePageBuilder(html, { storeCode: "en" }).children, "tabs");
    expect(after?.panelHeadingLevel).toBe(3);
  });

  it("starts at the first tab when data-active-tab is empty or out of range", () => {
    const html = fixture("tabs").replace('data-active-tab="1"', 'data-active-tab="7"');
    expect(nodesOfType(parsePageBuilder(html, { storeCode: "en" }).children, "tabs")[0]?.defaultIndex).toBe(0);
    expect(nodesOfType(parsePageBuilder(html.replace('data-active-tab="7"', 'data-active-tab=""'), { storeCode: "en" }).children, "tabs")[0]?.defaultIndex).toBe(0);
  });
});

describe("divider, video, map, HTML code", () => {
  it("reads the divider's width, colour and thickness", () => {
    expect(only(parse("divider"), "divider")[0]).toMatchObject({ width: "60%", color: "#b45309", thickness: "2px", settings: { paddingTop: "10px" } });
  });

  it("recognises YouTube, Vimeo and files, autoplay and mute, and skips a video without URL", () => {
    const videos = only(parse("video"), "video");
    expect(videos.map((video) => [video.source, video.autoplay, video.muted, video.maxWidth])).toEqual([
      [{ kind: "youtube", id: "N0bYol6ax8Y" }, false, false, "720px"],
      [{ kind: "vimeo", id: "76979871" }, true, false, "640px"],
      [{ kind: "file", src: "https://backend.example/media/video/weaving.mp4" }, true, true, "500px"],
    ]);
    expect(videos[0]?.settings.textAlign).toBe("center");
  });

  it("reads map locations (name from location_name, address lines, country), controls and height; an empty map is left out", () => {
    const maps = only(parse("map"), "map");
    expect(maps).toHaveLength(1);
    expect(maps[0]).toMatchObject({ showControls: true, height: "360px" });
    expect(maps[0]?.locations).toEqual([
      {
        name: "Baan Suan Sukhumvit",
        phone: "+66 2 123 4567",
        addressLines: ["88/8 Soi Sukhumvit 31", "Bangkok Bangkok 10110"],
        country: "Thailand",
        comment: "Open daily 10:00–19:00",
        latitude: 13.7367,
        longitude: 100.5664,
      },
      { name: "Baan Suan Nimman", phone: "", addressLines: ["12 Nimmanhaemin Road", "Chiang Mai 50200"], country: "Thailand", comment: "", latitude: 18.7964, longitude: 98.9675 },
    ]);
  });

  it("decodes HTML code, then sanitises it", () => {
    const [code] = only(parse("html-code"), "html");
    expect(code?.html).toContain("<caption>Estimated delivery times</caption>");
    expect(code?.html).toContain('<a href="/en/returns">Returns</a>');
    expect(code?.html).not.toMatch(/script|onclick/);
  });
});

describe("blocks and widgets", () => {
  it("renders a CMS block's own content (with its own style block), or its plain HTML; an unrendered widget shows nothing", () => {
    const blocks = only(parse("block"), "block");
    expect(blocks).toHaveLength(2);
    const [row] = nodesOfType(blocks[0]?.children ?? [], "row");
    expect(row?.settings.backgroundColor).toBe("#eef2ef");
    expect(nodesOfType(blocks[0]?.children ?? [], "heading")[0]?.text).toBe("Our shipping promise");
    expect(blocks[1]?.children[0]).toMatchObject({ type: "html", html: '<p>Plain block text with a <a href="/en/help">help link</a>.</p>' });
  });

  it("reads dynamic block uids, display mode and inline display; none without uids", () => {
    const blocks = only(parse("dynamic-block"), "dynamic_block");
    expect(blocks.map((block) => [block.uids, block.displayMode, block.displayInline])).toEqual([
      [["MQ==", "Mg=="], "fixed", false],
      [["Mw=="], "salesrule", true],
    ]);
  });

  it("reads product URL keys from the widget's links in order, and carousel settings", () => {
    const lists = only(parse("products"), "products");
    expect(lists.map((list) => [list.appearance, list.urlKeys])).toEqual([
      ["grid", ["organic-cotton-t-shirt", "granite-mortar"]],
      ["carousel", ["holy-basil"]],
    ]);
    expect(lists[1]?.carousel).toEqual({ autoplay: true, autoplaySpeed: 4000, infinite: false, arrows: true, dots: false, carouselMode: "continuous", centerPadding: "90px" });
    expect(lists[0]?.carousel).toBeUndefined();
  });

  it("reads the blog widget's id; a widget without one shows nothing", () => {
    expect(only(parse("amblog-widget"), "amblog_widget").map((widget) => widget.widgetId)).toEqual([20]);
  });
});

describe("documents", () => {
  it("turns HTML without Page Builder markers into one sanitised HTML node", () => {
    const document = parse("plain");
    expect(document.pageBuilder).toBe(false);
    expect(document.children).toHaveLength(1);
    expect(document.children[0]).toMatchObject({ type: "html" });
    const html = (document.children[0] as { html: string }).html;
    expect(html).toContain('<a href="/en/contact-us">Ask us</a>');
    expect(html).not.toContain("script");
  });

  it("renders nothing for unknown content types and empty content", () => {
    expect(parsePageBuilder('<div data-content-type="accordion" data-element="main"><p>x</p></div>', { storeCode: "th" }).children).toEqual([]);
    expect(parsePageBuilder("", { storeCode: "th" }).children).toEqual([]);
  });

  it("keeps the store view in links, and keys unique between documents", () => {
    const th = parse("buttons", "th");
    expect(nodesOfType(th.children, "button-item")[0]?.link?.href).toBe("/th/garden/plants/herbs.html");
    const keys = [...nodesOfType(th.children, "button-item"), ...nodesOfType(parse("image").children, "image")].map((node) => node.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("is plain JSON, and parsed once per content", () => {
    const document = parse("tabs");
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
    expect(parse("tabs")).toBe(document);
  });

  it("ignores unsafe CSS and picture URLs", () => {
    const html =
      '<style>#html-body [data-pb-style=EVIL001]{background-color:url(javascript:alert(1));min-height:expression(alert(1));margin:0px}</style>' +
      '<div data-content-type="row" data-appearance="full-bleed" data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;javascript:alert(1)\\&quot;}" data-element="main" data-pb-style="EVIL001"><h2 data-content-type="heading" data-element="main">x</h2></div>';
    const [row] = nodesOfType(parsePageBuilder(html, { storeCode: "th" }).children, "row");
    expect(row?.settings.backgroundColor).toBeUndefined();
    expect(row?.settings.minHeight).toBeUndefined();
    expect(row?.settings.desktopImage).toBeUndefined();
    expect(row?.settings.marginTop).toBe("0px");
  });
});

describe("the parsed-tree cache", () => {
  it("hands the same content the same tree, and each store view and origin list its own", () => {
    const html = fixture("buttons");
    const th = parsePageBuilder(html, { storeCode: "th", internalOrigins: [BACKEND] });
    const en = parsePageBuilder(html, { storeCode: "en", internalOrigins: [BACKEND] });
    const noOrigins = parsePageBuilder(html, { storeCode: "th" });
    expect(parsePageBuilder(`${html}`, { storeCode: "th", internalOrigins: [BACKEND] })).toBe(th);
    expect(parsePageBuilder(html, { storeCode: "en", internalOrigins: [BACKEND] })).toBe(en);
    expect(en).not.toBe(th);
    expect(noOrigins).not.toBe(th);
    // The backend's category link becomes a link in the tree's own store view, never another's.
    expect(JSON.stringify(th)).toContain('"/th/kitchen.html"');
    expect(JSON.stringify(en)).toContain('"/en/kitchen.html"');
    expect(JSON.stringify(en)).not.toContain('"/th/');
  });
});
