import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Carousel } from "~/components/home/Carousel";

/** What a shopper without JavaScript gets: the server's markup. */
function serverMarkup(count: number): string {
  return renderToStaticMarkup(
    <Carousel
      id="featured"
      label="Featured collections"
      className="home-slider"
      previousLabel="Previous slide"
      nextLabel="Next slide"
      slides={Array.from({ length: count }, (_, index) => ({
        key: `slide-${index}`,
        label: `Slide ${index + 1}`,
        content: <a href={`/en/page-${index}.html`}>Page {index}</a>,
      }))}
    />,
  );
}

describe("Carousel without JavaScript", () => {
  it("is a labelled list of real links, one item per slide", () => {
    const html = serverMarkup(5);
    expect(html).toMatch(/^<section class="carousel home-slider" aria-roledescription="[^"]+" aria-label="Featured collections">/);
    expect(html.match(/<li id="[\w-]+-slide-\d" class="carousel__slide"/g)).toHaveLength(5);
    expect(html).toContain('aria-label="Slide 3"');
    expect(html).toContain('<a href="/en/page-4.html">');
  });

  it("has no arrows or dots: they would do nothing without the script", () => {
    expect(serverMarkup(5)).not.toContain("<button");
  });

  it("gives every slide previous / next links to its neighbours, none past the ends", () => {
    const html = serverMarkup(5);
    const ids = [...html.matchAll(/<li id="([\w-]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(5);
    const links = (slide: number) =>
      [...(html.split(/<li /)[slide + 1] ?? "").matchAll(/<a class="[^"]*carousel__link[^"]*" href="#([\w-]+)" aria-label="([^"]+)"/g)].map(
        (match) => `${match[2]} → ${ids.indexOf(match[1] ?? "") + 1}`,
      );
    expect(links(0)).toEqual(["Next slide → 2"]);
    expect(links(2)).toEqual(["Previous slide → 2", "Next slide → 4"]);
    expect(links(4)).toEqual(["Previous slide → 4"]);
  });
});
