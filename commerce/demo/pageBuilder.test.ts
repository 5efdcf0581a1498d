import { describe, expect, it } from "vitest";
import { decodeConditions } from "../modules/cms";
import {
  banner,
  blogWidget,
  buttons,
  categoryLinkHref,
  cmsBlock,
  divider,
  dynamicBlock,
  heading,
  htmlCode,
  image,
  map,
  PageBuilderDocument,
  products,
  row,
  slider,
  tabs,
  text,
  video,
  videoEmbedUrl,
} from "./pageBuilder";

/** The style rule a `data-pb-style` id has in the rendered document. */
function ruleOf(html: string, element: string): string {
  const id = /data-pb-style="([A-Z0-9]{7})"/.exec(element)?.[1];
  return new RegExp(`\\[data-pb-style=${id}\\]\\{([^}]*)\\}`).exec(html)?.[1] ?? "";
}

describe("PageBuilderDocument", () => {
  it("writes master-format elements with their styles in one leading style block", () => {
    const doc = new PageBuilderDocument("test");
    const html = doc.render(row(doc, [heading(doc, "Hello & welcome"), text(doc, "<p>Hi</p>")]));
    const ids = [...html.matchAll(/data-pb-style="([A-Z0-9]{7})"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(html.startsWith("<style>")).toBe(true);
    for (const id of ids) expect(html).toContain(`#html-body [data-pb-style=${id}]{`);
    expect(html).toContain('<h3 data-content-type="heading" data-appearance="default" data-element="main"');
    expect(html).toContain("Hello &amp; welcome");
  });

  it("is reproducible for a seed", () => {
    const build = () => {
      const doc = new PageBuilderDocument("seed");
      return doc.render(row(doc, [text(doc, "x")]));
    };
    expect(build()).toBe(build());
  });

  it("stores slide images as escaped JSON of media directives", () => {
    const doc = new PageBuilderDocument("slides");
    const html = doc.render(slider(doc, [{ name: "A", desktopImage: "wysiwyg/a.svg", href: "/a.html", contentHtml: "<p>a</p>", buttonText: "Go" }]));
    expect(html).toContain('data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;{{media url=wysiwyg/a.svg}}\\&quot;}"');
    expect(html).toContain('data-content-type="slide"');
  });

  it("writes an image as a figure with desktop and mobile pictures from media directives", () => {
    const doc = new PageBuilderDocument("image");
    const html = doc.render(row(doc, [image(doc, { src: "wysiwyg/a.svg", alt: "A \"quoted\" picture", caption: "Cap" })]));
    expect(html).toContain('<figure data-content-type="image" data-appearance="full-width" data-element="main"');
    expect(html).toContain('<img class="pagebuilder-mobile-hidden" src="{{media url=wysiwyg/a.svg}}" alt="A &quot;quoted&quot; picture" title="" data-element="desktop_image"');
    expect(html).toContain('<img class="pagebuilder-mobile-only" src="{{media url=wysiwyg/a.svg}}"');
    expect(html).toContain('<figcaption data-element="caption">Cap</figcaption></figure>');
  });
});

describe("the other content types", () => {
  it("writes a full-bleed parallax row without an inner element, its background as media directives", () => {
    const doc = new PageBuilderDocument("bleed");
    const html = doc.render(row(doc, [text(doc, "<p>x</p>")], "full-bleed", { parallax: true, backgroundImage: { desktop: "wysiwyg/a.svg", mobile: "wysiwyg/a-m.svg" }, minHeight: 400, verticalAlign: "middle" }));
    const main = /<div data-content-type="row" data-appearance="full-bleed"[^>]*>/.exec(html)?.[0] ?? "";
    expect(main).toContain('data-enable-parallax="1" data-parallax-speed="0.5" data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;{{media url=wysiwyg/a.svg}}\\&quot;,\\&quot;mobile_image\\&quot;:\\&quot;{{media url=wysiwyg/a-m.svg}}\\&quot;}" data-background-type="image"');
    expect(main).toContain('data-element="main"');
    expect(ruleOf(html, main)).toContain("justify-content:center");
    expect(ruleOf(html, main)).toContain("min-height:400px");
    expect(html).not.toContain("row-full-width-inner");
  });

  it("hides an element with display:none in its style rule", () => {
    const doc = new PageBuilderDocument("hidden");
    const html = doc.render(text(doc, "<p>Closed for Songkran</p>", { hidden: true }), text(doc, "<p>Open</p>"));
    const [hidden, shown] = [...html.matchAll(/<div data-content-type="text"[^>]*>/g)].map((m) => m[0]);
    expect(ruleOf(html, hidden ?? "")).toBe("border-style:none;border-width:1px;border-radius:0px;display:none;margin:0px;padding:0px");
    expect(ruleOf(html, shown ?? "")).not.toContain("display:none");
  });

  it("writes headings h2 to h4", () => {
    const doc = new PageBuilderDocument("h");
    const html = doc.render(heading(doc, "A", 2), heading(doc, "B", 3), heading(doc, "C", 4));
    expect(html).toMatch(/<h2 data-content-type="heading"[^>]*>A<\/h2><h3 data-content-type="heading"[^>]*>B<\/h3><h4 data-content-type="heading"[^>]*>C<\/h4>$/);
  });

  it("writes buttons of the three types, one opening a new tab, one linking to a category by its link widget", () => {
    const doc = new PageBuilderDocument("buttons");
    const html = doc.render(
      buttons(doc, [
        { label: "Herbs", href: "/garden/plants/herbs.html", type: "primary" },
        { label: "Kitchen", href: categoryLinkHref(16), type: "secondary", linkType: "category" },
        { label: "LINE", href: "https://line.me/R/ti/p/@baansuan", type: "link", openInNewTab: true },
      ]),
    );
    expect(html).toContain('<a class="pagebuilder-button-primary" href="/garden/plants/herbs.html" target="" data-link-type="default" data-element="link"');
    expect(html).toContain(
      `<a class="pagebuilder-button-secondary" href="{{widget type='Magento\\Catalog\\Block\\Category\\Widget\\Link' id_path='category/16' template='Magento_PageBuilder::widget/link_href.phtml' type_name='Catalog Category Link' }}" target="" data-link-type="category" data-element="link"`,
    );
    expect(html).toContain('<a class="pagebuilder-button-link" href="https://line.me/R/ti/p/@baansuan" target="_blank" data-link-type="default" data-element="link"');
    expect(html.match(/data-content-type="button-item"/g)).toHaveLength(3);
  });

  it("writes an image with a link and a caption", () => {
    const doc = new PageBuilderDocument("linked-image");
    const html = doc.render(image(doc, { src: "wysiwyg/g.svg", alt: "Loom", caption: "2% back", link: { href: "/give-back", title: "Give Back" } }));
    expect(html).toMatch(/<figure data-content-type="image" [^>]*><a href="\/give-back" target="" data-link-type="default" title="Give Back" data-element="link"><img class="pagebuilder-mobile-hidden"[^>]*><img class="pagebuilder-mobile-only"[^>]*><\/a><figcaption data-element="caption">2% back<\/figcaption><\/figure>$/);
  });

  it("writes tabs with their headers, items and the tab open first", () => {
    const doc = new PageBuilderDocument("tabs");
    const html = doc.render(tabs(doc, [{ name: "Delivery", children: [text(doc, "<p>1–2 days</p>")] }, { name: "Returns & refunds", children: [] }], { activeTab: 1 }));
    expect(html).toContain('<div class="tab-align-left" data-content-type="tabs" data-appearance="default" data-active-tab="1" data-element="main"');
    const ids = [...html.matchAll(/<a href="#([A-Z0-9]{7})" class="tab-title"><span class="tab-title">([^<]+)<\/span><\/a>/g)].map((m) => [m[1], m[2]]);
    expect(ids.map(([, name]) => name)).toEqual(["Delivery", "Returns &amp; refunds"]);
    for (const [id] of ids) expect(html).toContain(`data-element="main" id="${id}"`);
    expect(html).toContain('<ul role="tablist" class="tabs-navigation" data-element="navigation"');
    expect(html).toContain('<div data-content-type="tab-item" data-appearance="default" data-tab-name="Delivery" data-background-images="{}" data-element="main" id=');
  });

  it("writes poster and collage banners with overlay, button and link", () => {
    const doc = new PageBuilderDocument("banners");
    const poster = banner(doc, { appearance: "poster", image: "wysiwyg/p.svg", contentHtml: "<h2>Cloth</h2>", button: { text: "Shop", type: "secondary" }, overlayColor: "rgba(0,0,0,0.4)", link: { href: "/clothing.html" } });
    const collage = banner(doc, { appearance: "collage-left", image: "wysiwyg/c.svg", contentHtml: "<p>Baskets</p>", button: { text: "Go" }, showButton: "hover" });
    const html = doc.render(poster, collage);
    expect(poster).toMatch(/^<div data-content-type="banner" data-appearance="poster" data-show-button="always" data-show-overlay="always" data-element="main" data-pb-style="\w+"><a href="\/clothing.html" target="" data-link-type="default" title="" data-element="link"><div class="pagebuilder-banner-wrapper" data-background-images="\{\\&quot;desktop_image\\&quot;:\\&quot;\{\{media url=wysiwyg\/p.svg\}\}\\&quot;\}"/);
    expect(poster).toContain('<div class="pagebuilder-overlay pagebuilder-poster-overlay" data-overlay-color="rgba(0,0,0,0.4)" aria-label="" title="" data-element="overlay"');
    expect(poster).toContain('<div class="pagebuilder-poster-content"><div data-element="content"><h2>Cloth</h2></div><button type="button" class="pagebuilder-banner-button pagebuilder-button-secondary" data-element="button"');
    const overlay = /<div class="pagebuilder-overlay pagebuilder-poster-overlay"[^>]*>/.exec(poster)?.[0] ?? "";
    expect(ruleOf(html, overlay)).toBe("min-height:300px;background-color:rgba(0,0,0,0.4);padding:40px");
    expect(collage).toContain('data-appearance="collage-left" data-show-button="hover" data-show-overlay="never"');
    expect(collage).toContain('<div data-element="empty_link"><div class="pagebuilder-banner-wrapper"');
    expect(collage).toContain('<div class="pagebuilder-collage-content">');
    const button = /<button[^>]*>Go<\/button>/.exec(collage)?.[0] ?? "";
    expect(ruleOf(html, button)).toBe("opacity:0;visibility:hidden");
  });

  it("writes a divider, an embedded YouTube video and an HTML code element escaped as Page Builder stores it", () => {
    const doc = new PageBuilderDocument("media");
    const html = doc.render(divider(doc), video(doc, { url: "https://www.youtube.com/watch?v=JRoxFBdIXtg&t=5" }), htmlCode(doc, '<table class="t"><tr><td>1 & 2</td></tr></table>'));
    expect(html).toMatch(/<div data-content-type="divider" data-appearance="default" data-element="main" data-pb-style="\w+"><hr data-element="line" data-pb-style="\w+"><\/div>/);
    expect(html).toContain('<div class="pagebuilder-video-container"><iframe frameborder="0" allowfullscreen="" src="https://www.youtube.com/embed/JRoxFBdIXtg" data-element="video"></iframe></div>');
    expect(html).toContain('data-content-type="html" data-appearance="default" data-element="main" data-pb-style=');
    expect(html).toContain('>&lt;table class="t"&gt;&lt;tr&gt;&lt;td&gt;1 &amp; 2&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</div>');
    expect(videoEmbedUrl("https://youtu.be/JRoxFBdIXtg")).toBe("https://www.youtube.com/embed/JRoxFBdIXtg");
    expect(videoEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
  });

  it("writes a map whose locations are escaped JSON in Page Builder's field names", () => {
    const doc = new PageBuilderDocument("map");
    const html = doc.render(map(doc, [{ name: "Baan Suan \"Nimman\"", latitude: 18.7996, longitude: 98.9676, city: "Chiang Mai", country: "Thailand" }], { showControls: true }));
    const attribute = /data-locations="([^"]*)"/.exec(html)?.[1] ?? "";
    const locations = JSON.parse(attribute.replace(/&quot;/g, '"').replace(/&amp;/g, "&")) as unknown[];
    expect(locations).toEqual([{ position: { latitude: 18.7996, longitude: 98.9676 }, location_name: 'Baan Suan "Nimman"', phone: "", address: "", city: "Chiang Mai", state: "", zipcode: "", country: "Thailand", comment: "", record_id: 0 }]);
    expect(html).toContain('<div data-content-type="map" data-appearance="default" data-show-controls="true" data-locations="[{&quot;position&quot;');
  });

  it("writes the block, dynamic block, products and blog widget elements as widget directives", () => {
    const doc = new PageBuilderDocument("widgets");
    const html = doc.render(cmsBlock(doc, "shipping-promise"), dynamicBlock(doc, 1), blogWidget(doc, 20));
    expect(html).toContain('<div data-content-type="block" data-appearance="default" data-element="main" data-pb-style="');
    expect(html).toContain('{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="shipping-promise" type_name="CMS Static Block"}}</div>');
    expect(html).toContain('<div data-content-type="dynamic_block" data-appearance="default" data-element="main" data-pb-style="');
    expect(html).toContain('{{widget type="Magento\\Banner\\Block\\Widget\\Banner" display_mode="fixed" rotate="" template="widget/block.phtml" banner_ids="1" unique_id="1" type_name="Dynamic Blocks Rotator"}}</div>');
    expect(html).toMatch(/<div data-content-type="amblog_widget" data-appearance="default" data-element="main" data-widget-id="20" data-pb-style="\w{7}"><\/div>$/);
  });

  it("writes products as a grid by SKUs and as a carousel, their conditions encoded as Magento encodes them", () => {
    const doc = new PageBuilderDocument("products");
    const grid = products(doc, { appearance: "grid", skus: ["BS-CL-001", "BS-HL-038"], count: 2 });
    const carousel = products(doc, { appearance: "carousel", categoryId: 16, count: 6 });
    expect(grid).toMatch(/^<div data-content-type="products" data-appearance="grid" data-element="main" data-pb-style="\w{7}">\{\{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" template="Magento_CatalogWidget::product\/widget\/content\/grid.phtml" anchor_text="" id_path="" show_pager="0" products_count="2" condition_option="sku" condition_option_value="BS-CL-001,BS-HL-038" type_name="Catalog Products List" conditions_encoded="/);
    expect(grid).toContain('conditions_encoded="^[`1`:^[`aggregator`:`all`,`new_child`:``,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Combine`,`value`:`1`^],`1--1`:^[`operator`:`()`,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Product`,`attribute`:`sku`,`value`:`BS-CL-001,BS-HL-038`^]^]" sort_order="position_by_sku"}}</div>');
    expect(carousel).toContain('data-appearance="carousel" data-autoplay="false" data-autoplay-speed="4000" data-infinite-loop="false" data-show-arrows="true" data-show-dots="true" data-carousel-mode="default" data-center-padding="90px" data-element="main"');
    expect(carousel).toContain('template="Magento_PageBuilder::catalog/product/widget/content/carousel.phtml"');
    const encoded = /conditions_encoded="([^"]+)"/.exec(carousel)?.[1] ?? "";
    expect(decodeConditions(encoded)["1--1"]).toEqual({ operator: "==", type: "Magento\\CatalogWidget\\Model\\Rule\\Condition\\Product", attribute: "category_ids", value: "16" });
  });
});
