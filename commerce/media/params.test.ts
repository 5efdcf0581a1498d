import { describe, expect, it } from "vitest";
import { acceptsImageType, parseRenditionParams, renditionKey, sourceFormatFromName, type ParsedRendition } from "./params";

const parse = (query: string, source: Parameters<typeof parseRenditionParams>[1] = "png", accept: string | null = null) =>
  parseRenditionParams(new URLSearchParams(query), source, accept);

const rendition = (result: ParsedRendition) => {
  if (!result.ok) throw new Error(`expected a rendition, got: ${result.reason}`);
  return result.rendition;
};

describe("parseRenditionParams", () => {
  it("reads PWA Studio's catalogue image URLs", () => {
    const result = parse("auto=webp&format=pjpg&width=640&height=800&quality=85&crop=false&fit=cover", "jpeg", "image/avif,image/webp,*/*");
    expect(result).toEqual({
      ok: true,
      varyAccept: true,
      rendition: { width: 640, height: 800, fit: "cover", format: "webp", quality: 85 },
    });
    // Without webp in Accept the named format is used.
    expect(rendition(parse("auto=webp&format=pjpg&width=640", "jpeg", "image/png,*/*"))).toEqual({
      width: 640,
      height: null,
      fit: null,
      format: "pjpg",
      quality: 85,
    });
  });

  it("serves the original when nothing asks for a change", () => {
    expect(parse("")).toEqual({ ok: true, rendition: null, varyAccept: false });
    expect(parse("crop=false&optimize=high&v=3")).toEqual({ ok: true, rendition: null, varyAccept: false });
    // auto=webp alone, for a browser without webp: the original, varying on Accept.
    expect(parse("auto=webp", "jpeg", "image/jpeg")).toEqual({ ok: true, rendition: null, varyAccept: true });
    // A lone fit changes nothing.
    expect(parse("fit=cover")).toEqual({ ok: true, rendition: null, varyAccept: false });
  });

  it("normalises spelling, aliases and defaults", () => {
    expect(rendition(parse("width=320&height=400&fit=bounds&format=JPG"))).toEqual({
      width: 320,
      height: 400,
      fit: "inside",
      format: "jpeg",
      quality: 85,
    });
    expect(rendition(parse("width=320&height=400&fit=crop&format=webp&quality=60"))?.fit).toBe("cover");
    // The fit only matters with both dimensions.
    expect(rendition(parse("width=320&fit=contain"))?.fit).toBeNull();
    // PNG is lossless: quality is dropped from the key.
    expect(rendition(parse("width=320&quality=40&format=png"))?.quality).toBeNull();
    // The original's format when none is named; SVG and GIF become PNG.
    expect(rendition(parse("width=320", "jpeg"))?.format).toBe("jpeg");
    expect(rendition(parse("width=320", "svg"))?.format).toBe("png");
    expect(rendition(parse("width=320", "gif"))?.format).toBe("png");
    expect(rendition(parse("quality=70", "webp"))).toEqual({ width: null, height: null, fit: null, format: "webp", quality: 70 });
  });

  it("applies dpr to the dimensions", () => {
    expect(rendition(parse("width=320&height=400&dpr=2"))).toMatchObject({ width: 640, height: 800 });
    expect(rendition(parse("width=333&dpr=1.5"))).toMatchObject({ width: 500 });
    expect(parse("width=3000&dpr=2")).toEqual({ ok: false, reason: "width and height times dpr must not exceed 4000" });
  });

  it("gives the same key to the same picture however the URL spells it", () => {
    const a = rendition(parse("width=640&height=800&format=webp&fit=cover&quality=85"))!;
    const b = rendition(parse("quality=85&fit=COVER&height=800&format=WEBP&width=640&crop=false"))!;
    const c = rendition(parse("format=webp&height=800&width=640"))!;
    expect(renditionKey(a)).toBe(renditionKey(b));
    expect(renditionKey(a)).toBe(renditionKey(c));
    expect(renditionKey(a)).not.toBe(renditionKey(rendition(parse("format=webp&height=800&width=641"))!));
  });

  it("rejects bad values with a short reason", () => {
    const cases: Array<[string, RegExp]> = [
      ["width=abc", /width must be an integer from 1 to 4000/],
      ["width=0", /width/],
      ["width=4001", /width/],
      ["width=-5", /width/],
      ["width=12.5", /width/],
      ["width=1e3", /width/],
      ["width=", /width/],
      ["height=99999999", /height/],
      ["width=10&width=20", /given more than once/],
      ["quality=0", /quality must be an integer from 1 to 100/],
      ["quality=101", /quality/],
      ["format=bmp", /format must be one of/],
      ["fit=stretch", /fit must be one of/],
      ["auto=jpeg", /auto must be webp or avif/],
      ["width=10&dpr=0.5", /dpr/],
      ["width=10&dpr=abc", /dpr/],
    ];
    for (const [query, reason] of cases) {
      const result = parse(query);
      expect(result.ok, query).toBe(false);
      if (!result.ok) expect(result.reason, query).toMatch(reason);
    }
  });
});

describe("acceptsImageType", () => {
  it("looks for the type in the Accept header", () => {
    expect(acceptsImageType("image/avif,image/webp,image/apng,*/*;q=0.8", "webp")).toBe(true);
    expect(acceptsImageType("image/webp;q=0", "webp")).toBe(false);
    expect(acceptsImageType("*/*", "webp")).toBe(false);
    expect(acceptsImageType(null, "webp")).toBe(false);
    expect(acceptsImageType("IMAGE/AVIF", "avif")).toBe(true);
  });
});

describe("sourceFormatFromName", () => {
  it("knows the picture formats by extension", () => {
    expect(sourceFormatFromName("a/b/photo.JPG")).toBe("jpeg");
    expect(sourceFormatFromName("slide.svg")).toBe("svg");
    expect(sourceFormatFromName("doc.pdf")).toBeNull();
    expect(sourceFormatFromName("noextension")).toBeNull();
  });
});
