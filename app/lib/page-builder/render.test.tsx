import { readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { TranslationProvider } from "~/lib/translation/use-translation";
import { CmsBlocks } from "~/components/cms/CmsBlocks";
import { PageBuilderContent } from "~/components/page-builder/PageBuilderContent";
import { contentSecurityPolicy } from "../../../server/security-headers";
import english from "../../../locales/en/common.json";
import type { ProductTileData } from "~/lib/catalog/types";
import type { CmsBlocksResult } from "~/lib/cms-blocks.server";
import { parsePageBuilder } from "~/lib/page-builder/parse.server";
import { renderPlainContent } from "~/components/page-builder/plain-html.server";
import { nodesOfType } from "~/lib/page-builder/tree";
import type { CmsContent, PageBuilderData } from "~/lib/page-builder/types";

// React Router's development build warns about layout effects when rendered on the server.
const consoleError = console.error.bind(console);
vi.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
  if (typeof message === "string" && message.includes("useLayoutEffect does nothing on the server")) return;
  consoleError(message, ...rest);
});

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), "utf8");
const EMPTY: PageBuilderData = { products: {}, dynamicBlocks: {}, blogWidgets: {} };
const contentOf = (html: string, data: Partial<PageBuilderData> = {}): CmsContent => ({
  document: parsePageBuilder(html, { storeCode: "en", internalOrigins: ["https://backend.example"] }),
  data: { ...EMPTY, ...data },
});

function render(element: JSX.Element): string {
  return renderToString(
    <TranslationProvider language="en" messages={english}>
      {/* A data router below the store layout: product tiles hold fetcher forms (add to cart, add to favorites) to the store's routes. */}
      <RouterProvider
        router={createMemoryRouter([{ id: "routes/$store", path: "/:store", children: [{ path: "*", element }] }], {
          initialEntries: ["/en/our-story"],
          hydrationData: { loaderData: { "routes/$store": { shell: { storeView: { code: "en" }, config: { wishlistEnabled: true } } } } },
        })}
      />
    </TranslationProvider>,
  );
}
const renderFixture = (name: string, data: Partial<PageBuilderData> = {}) => render(<PageBuilderContent content={contentOf(fixture(name), data)} layout="page" />);
/** The text a shopper reads: tags gone, entities decoded, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

describe("rows and columns", () => {
  const html = renderFixture("rows");

  it("shows every visible row's content, not the hidden one", () => {
    expect(textOf(html)).toContain("Contained row");
    expect(textOf(html)).toContain("Full-width row");
    expect(textOf(html)).toContain("Full-bleed row");
    expect(textOf(html)).not.toContain("Songkran");
  });

  it("lays rows out by appearance and carries the editor's styles", () => {
    expect(html).toContain('class="pb-row pb-row--contained"');
    expect(html).toMatch(/class="pb-row pb-row--full-width"><div class="pb-row__box[^"]*"[^>]*><div class="pb-parallax pb-background" aria-hidden="true"/);
    expect(html).toContain('<div class="pb-row__inner">');
    expect(html).toMatch(/class="pb-row__box pb-valign--middle promo-row"/);
    expect(html).toMatch(/style="[^"]*border-color:#b45309[^"]*background-color:#f5efe6[^"]*min-height:250px"/);
  });

  it("gives backgrounds a resized desktop picture and the mobile one for small screens", () => {
    expect(html).toContain("--pb-bg-image:url(&quot;https://shop.example/media/wysiwyg/home/garden.jpg?auto=webp&amp;format=pjpg&amp;width=1600&amp;quality=85&quot;)");
    expect(html).toContain("--pb-bg-image-mobile:url(&quot;https://shop.example/media/wysiwyg/home/garden-mobile.jpg?auto=webp&amp;format=pjpg&amp;width=960&amp;quality=85&quot;)");
  });

  it("adds the editor's phone styles as a scoped media query", () => {
    expect(html).toMatch(/<style>@media only screen and \(max-width: 768px\)\{\[data-pb-key=pb[0-9a-f]+-\d+\]\{min-height:120px !important;/);
  });

  it("plays a video background only from a muted, looping video with its fallback picture", () => {
    expect(html).toMatch(/<div class="pb-video-background" aria-hidden="true"[^>]*><video muted="" loop="" playsinline="" preload="none" poster="https:\/\/shop.example\/media\/wysiwyg\/loom.jpg"/);
  });

  it("puts columns side by side with their widths", () => {
    const columns = renderFixture("columns");
    expect(columns).toMatch(/class="pb-column pb-column--full-height[^"]*"[^>]*style="[^"]*width:33.3333%;flex-basis:33.3333%/);
    expect(columns).toContain("pb-column--align-center");
    expect(textOf(columns)).toContain("What we choose Handwoven textiles, homeware and Thai kitchenware.");
  });
});

describe("text, headings and links", () => {
  const html = renderFixture("heading-and-text");

  it("shows headings at their levels and sanitised text", () => {
    expect(html).toMatch(/<h1 class="pb-heading"[^>]*>Our Story<\/h1>/);
    expect(html).toMatch(/<h3 class="pb-heading"[^>]*>Made by hand<\/h3>/);
    expect(html).not.toMatch(/<script|<iframe|onerror/);
  });

  it("keeps shop links in the store view and lets other sites open as they are", () => {
    expect(html).toContain('<a href="/en/returns">returns</a>');
    expect(html).toContain('<a href="/en/kitchen.html?color=red">the kitchen</a>');
    expect(html).toContain('<a href="https://line.me/R/ti/p/@baansuan" target="_blank" rel="noopener noreferrer">LINE</a>');
  });
});

describe("buttons", () => {
  const html = renderFixture("buttons");

  it("renders links with their priority, in-app and external", () => {
    expect(html).toMatch(/<a class="pb-button pb-button--high"[^>]*href="\/en\/garden\/plants\/herbs.html"[^>]*>Shop potted herbs<\/a>/);
    expect(html).toMatch(/<a class="pb-button pb-button--normal"[^>]*href="\/en\/kitchen.html"[^>]*>Thai kitchenware<\/a>/);
    expect(html).toContain("pb-buttons--same-width");
  });

  it("opens new-tab buttons safely and says so", () => {
    expect(html).toMatch(
      /<a href="https:\/\/line.me\/R\/ti\/p\/@baansuan" class="pb-button pb-button--low"[^>]*target="_blank" rel="noopener noreferrer">Ask us on LINE<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a>/,
    );
    expect(html).toMatch(/<a href="\/en\/indigo-shirt.html" class="pb-button pb-button--high"[^>]*target="_blank" rel="noopener noreferrer">Indigo shirt/);
  });

  it("shows a button without a link as text, not as a link", () => {
    expect(html).toMatch(/<span class="pb-button pb-button--high"[^>]*>Coming soon<\/span>/);
  });
});

describe("image", () => {
  const html = renderFixture("image");

  it("switches to the mobile picture at 768 px, with alt text, caption and link", () => {
    expect(html).toContain('<source media="(max-width: 768px)" srcSet="https://backend.example/media/wysiwyg/pages/loom-mobile.jpg?auto=webp&amp;format=pjpg&amp;width=320&amp;quality=85 320w');
    expect(html).toMatch(/<img class="pb-image__img" src="https:\/\/backend.example\/media\/wysiwyg\/pages\/loom.jpg\?auto=webp&amp;format=pjpg&amp;width=1280&amp;quality=85"[^>]*alt="A weaver&#x27;s hands at a wooden loom" title="The loom"/);
    expect(html).toContain('<figcaption class="pb-image__caption">2% of every order goes back to our makers</figcaption>');
    expect(html).toMatch(/<a class="pb-image__link"[^>]*href="\/en\/give-back">/);
  });

  it("shows an SVG as it is", () => {
    expect(html).toContain('src="/media/wysiwyg/pages/our-story.svg"');
  });
});

describe("banner", () => {
  const html = renderFixture("banner");

  it("makes the whole banner one link, the button being text (no control inside a link)", () => {
    expect(html).toMatch(/<a class="pb-banner__link"[^>]*href="\/en\/clothing\/thai-textiles.html">/);
    expect(html).toContain('<span class="pb-button pb-button--normal pb-banner__button pb-banner__button--always">Shop Thai textiles</span>');
    expect(html).not.toMatch(/<button/);
    expect(textOf(html)).toContain("Cloth from village looms Every length is woven by hand. Read more");
  });

  it("shows the overlay colour and hover button as configured", () => {
    expect(html).toContain("pb-banner__overlay--always");
    expect(html).toContain("--pb-overlay-color:rgba(30,27,75,0.45)");
    expect(html).toContain("pb-banner__button--hover");
    expect(html).toMatch(/<a href="https:\/\/partner.example\/workshops" class="pb-banner__link" target="_blank" rel="noopener noreferrer">/);
  });
});

describe("slider", () => {
  const html = renderFixture("slider");

  it("lists the slides with their position and name, each one a link", () => {
    expect(html).toMatch(/<div id="(pb[0-9a-f]+-\d+)-slide-0" class="pb-slider__slide" role="group" aria-roledescription="slide" aria-label="1 of 2: Handwoven Thai textiles">/);
    expect(html).toMatch(/<a class="pb-banner__link"[^>]*href="\/en\/kitchen.html">/);
    expect(textOf(html)).not.toContain("Not yet");
  });

  it("has dots that are anchors to the slides without JavaScript, and no arrows until it runs", () => {
    const id = /id="(pb[0-9a-f]+-\d+)-slide-0"/.exec(html)?.[1];
    expect(html).toContain(`href="#${id}-slide-0"`);
    expect(html).toContain(`href="#${id}-slide-1"`);
    expect(html.match(/class="pb-slider__dot"/g)).toHaveLength(2);
    expect(html).toContain('aria-current="true"');
    expect(html).not.toContain("pb-slider__arrow");
    expect(html).toContain("Go to slide 2");
  });
});

describe("tabs", () => {
  const html = renderFixture("tabs");

  it("shows every panel under its own heading without JavaScript", () => {
    // The fixture has no heading before the tabs: the panels' headings come right after the page's h1.
    for (const name of ["Delivery", "Returns", "Payment"]) expect(html).toMatch(new RegExp(`<h2 id="[^"]+-heading" class="pb-tabs__panel-heading">${name}</h2>`));
    expect(textOf(html)).toContain("1–2 working days in Bangkok");
    expect(textOf(html)).toContain("30 days from the day you receive it.");
    expect(textOf(html)).toContain("Card, PromptPay, bank transfer or cash on delivery.");
    expect(html).not.toContain("hidden");
  });

  it("links the tab names to their panels, the default tab marked", () => {
    const panelIds = [...html.matchAll(/<section id="([^"]+)"/g)].map((match) => match[1]);
    expect(panelIds).toHaveLength(3);
    for (const id of panelIds) expect(html).toContain(`href="#${id}"`);
    expect(html).toMatch(/<a class="pb-tabs__tab" href="#[^"]+" aria-current="true">Returns<\/a>/);
    expect(html).toContain("pb-tabs--align-center");
  });
});

describe("divider, video, map, HTML code", () => {
  it("draws the divider line as configured", () => {
    expect(renderFixture("divider")).toMatch(/<hr class="pb-divider__line" style="width:60%;border-top-color:#b45309;border-top-width:2px"\/>/);
  });

  it("embeds YouTube from its privacy-enhanced host and Vimeo without tracking, lazily and titled; a file in a player", () => {
    const html = renderFixture("video");
    expect(html).toMatch(/<iframe src="https:\/\/www.youtube-nocookie.com\/embed\/N0bYol6ax8Y\?rel=0" title="Video" loading="lazy"/);
    expect(html).toContain('src="https://player.vimeo.com/video/76979871?dnt=1&amp;autoplay=1&amp;muted=1"');
    expect(html).toMatch(/<video src="https:\/\/backend.example\/media\/video\/weaving.mp4" controls="" preload="metadata" autoplay="" muted="" playsinline="">/);
    expect(html).toContain("max-width:720px");
  });

  it("allows exactly those frames in the CSP", () => {
    const csp = contentSecurityPolicy("n", { production: true, imageOrigins: [], viteDev: false });
    expect(csp).toMatch(/frame-src https:\/\/www.youtube-nocookie.com https:\/\/player.vimeo.com https:\/\/www.google.com(;|$)/);
  });

  it("lists the map's places with addresses and phone; embeds a map only with a key", () => {
    const html = renderFixture("map");
    expect(textOf(html)).toContain("Baan Suan Sukhumvit 88/8 Soi Sukhumvit 31 Bangkok Bangkok 10110 Thailand Phone: +66 2 123 4567 Open daily 10:00–19:00");
    expect(html).toContain('<a href="tel:+6621234567">+66 2 123 4567</a>');
    expect(html).toContain("https://www.google.com/maps/search/?api=1&amp;query=13.7367%2C100.5664");
    expect(html).not.toContain("<iframe");
    const withKey = renderFixture("map", { mapsApiKey: "AIzaTestKey_1234567890abcdef" });
    expect(withKey).toMatch(/<iframe class="pb-map__embed" src="https:\/\/www.google.com\/maps\/embed\/v1\/place\?key=AIzaTestKey_1234567890abcdef&amp;q=13.7367%2C100.5664&amp;zoom=8" title="Map of Baan Suan Sukhumvit" loading="lazy"/);
  });

  it("shows HTML code as markup, sanitised", () => {
    const html = renderFixture("html-code");
    expect(html).toContain("<caption>Estimated delivery times</caption>");
    expect(html).not.toContain("<script");
  });
});

describe("blocks and widgets", () => {
  const tile = (name: string, href: string): ProductTileData => ({
    uid: name,
    sku: name,
    name,
    href,
    image: null,
    price: { final: { value: 450, currency: "THB", formatted: "฿450.00" }, regular: null, maximum: null, percentOff: 0 },
    shortDescriptionHtml: "",
    inStock: true,
    swatches: [],
  });

  it("renders a CMS block's content in place", () => {
    const html = renderFixture("block");
    expect(html).toMatch(/<h3 class="pb-heading"[^>]*>Our shipping promise<\/h3>/);
    expect(html).toContain('<a href="/en/help">help link</a>');
    expect(html).not.toContain("{{widget");
  });

  it("renders dynamic blocks the loader found, nothing for the others", () => {
    const content = contentOf(fixture("dynamic-block"));
    const [first] = nodesOfType(content.document.children, "dynamic_block");
    const rainy = parsePageBuilder('<div data-content-type="text" data-element="main"><p>Rainy season: umbrellas 20% off</p></div>', { storeCode: "en" });
    const html = render(<PageBuilderContent content={{ ...content, data: { ...EMPTY, dynamicBlocks: { [first?.key ?? ""]: [rainy] } } }} />);
    expect(textOf(html)).toBe("Rainy season: umbrellas 20% off");
    expect(render(<PageBuilderContent content={content} />)).not.toContain("pb-dynamic-block");
  });

  it("shows the products of a products list as tiles, in the widget's order", () => {
    const products = {
      "granite-mortar": tile("Granite mortar", "/en/granite-mortar.html"),
      "organic-cotton-t-shirt": tile("Organic cotton T-shirt", "/en/organic-cotton-t-shirt.html"),
    };
    const html = renderFixture("products", { products });
    const names = [...html.matchAll(/<h3 class="product-tile__name"><a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [match[1], match[2]]);
    expect(names).toEqual([
      ["/en/organic-cotton-t-shirt.html", "Organic cotton T-shirt"],
      ["/en/granite-mortar.html", "Granite mortar"],
    ]);
    expect(html).not.toContain("Holy basil");
    expect(html).not.toContain("pb-products--carousel");
  });

  it("shows the blog widget's posts linking to the blog", () => {
    const html = renderFixture("amblog-widget", {
      blogWidgets: {
        "20": {
          header: "From the blog",
          posts: [
            {
              id: 1,
              title: "Growing holy basil",
              href: "/en/blog/growing-holy-basil",
              summary: "",
              date: { iso: "2024-05-01T03:00:00.000Z", label: "May 1, 2024" },
              image: null,
              author: null,
              showAuthor: false,
              commentCount: 0,
            },
          ],
        },
      },
    });
    expect(html).toMatch(/<h2 id="[^"]+" class="pb-blog-widget__title">From the blog<\/h2>/);
    expect(html).toMatch(/<a[^>]*href="\/en\/blog\/growing-holy-basil"[^>]*>Growing holy basil<\/a>/);
    expect(html).toContain('<time class="pb-blog-card__date" dateTime="2024-05-01T03:00:00.000Z">May 1, 2024</time>');
    expect(renderFixture("amblog-widget")).not.toContain("pb-blog-widget");
  });

  it("shows HTML without Page Builder markers as it is, sanitised", () => {
    const html = renderFixture("plain");
    expect(html).toContain("<h2>Size guide</h2>");
    expect(html).toContain('<a href="/en/contact-us">Ask us</a>');
    expect(html).not.toContain("<script");
  });
});

describe("CMS blocks by identifier (spec §8)", () => {
  it("shows the error message when the query failed, and says when there are no blocks", () => {
    const failed: CmsBlocksResult = { kind: "error", message: 'The CMS block with the "menu-block" ID doesn\'t exist.' };
    expect(textOf(render(<CmsBlocks result={failed} />))).toBe("The CMS block with the \"menu-block\" ID doesn't exist.".replace(/"/g, "&quot;"));
    expect(textOf(render(<CmsBlocks result={{ kind: "blocks", blocks: [] }} />))).toBe("There are no blocks to display");
  });

  it("renders each block's content", () => {
    const result: CmsBlocksResult = { kind: "blocks", blocks: [{ identifier: "footer-links-desktop", content: contentOf(fixture("columns")) }] };
    expect(textOf(render(<CmsBlocks result={result} />))).toContain("What we choose");
  });

  it("shows a plain block's HTML, rendered once, in the same box the renderer draws", () => {
    const content = contentOf(fixture("columns"));
    const drawn = render(<CmsBlocks result={{ kind: "blocks", blocks: [{ identifier: "footer-links-desktop", content }] }} />);
    const html = renderPlainContent(content.document, "en");
    const shown = render(<CmsBlocks result={{ kind: "blocks", blocks: [{ identifier: "footer-links-desktop", html }] }} />);
    expect(shown).toContain('<div class="pb-content pb-content--inline cms-block">');
    expect(shown.replace(/<!--\/?\$-->/g, "")).toBe(drawn.replace(/<!--\/?\$-->/g, ""));
    expect(render(<CmsBlocks result={{ kind: "blocks", blocks: [{ identifier: "footer-links-desktop", html: "" }] }} />)).not.toContain("cms-block");
  });
});
