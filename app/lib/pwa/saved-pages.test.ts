import { describe, expect, it } from "vitest";
import { savedPageName, savedPagesOfStore, titleOfHtml, type CachedPageCopy } from "./saved-pages";

const ORIGIN = "https://shop.example";
const html = (path: string, date: string | null = null): CachedPageCopy => ({ url: `${ORIGIN}${path}`, contentType: "text/html; charset=utf-8", date });

describe("the pages a shopper can open offline", () => {
  it("keeps the store view's pages and none of the other store view's, nor the offline page itself", () => {
    const copies = [html("/th"), html("/en/batik.html"), html("/th/batik.html"), html("/th/offline"), html("/thai-tea.html"), html("/th/blog")];
    expect(savedPagesOfStore(copies, { origin: ORIGIN, storeCode: "th" })).toEqual(["/th/blog", "/th/batik.html", "/th"]);
    expect(savedPagesOfStore(copies, { origin: ORIGIN, storeCode: "en" })).toEqual(["/en/batik.html"]);
  });

  it("leaves out other origins, data requests, answers that are not HTML and URLs that do not parse", () => {
    const copies: CachedPageCopy[] = [
      { url: "https://elsewhere.example/th/batik.html", contentType: "text/html", date: null },
      html("/th/batik.html?_data=routes%2F%24store.%24"),
      { url: `${ORIGIN}/th/manifest.webmanifest`, contentType: "application/manifest+json", date: null },
      { url: `${ORIGIN}/th/no-type`, contentType: null, date: null },
      { url: "not a url", contentType: "text/html", date: null },
      html("/th/offline/"),
      html("/th/search.html?query=rice"),
    ];
    expect(savedPagesOfStore(copies, { origin: ORIGIN, storeCode: "th" })).toEqual(["/th/search.html?query=rice"]);
  });

  it("lists the newest first: by the copy's Date header, then by the order the cache keeps (oldest first)", () => {
    const copies = [
      html("/th/a", "Thu, 26 Nov 2026 10:00:00 GMT"),
      html("/th/b", "Thu, 26 Nov 2026 12:00:00 GMT"),
      html("/th/c", "Thu, 26 Nov 2026 11:00:00 GMT"),
      html("/th/d"),
      html("/th/e"),
    ];
    expect(savedPagesOfStore(copies, { origin: ORIGIN, storeCode: "th" })).toEqual(["/th/b", "/th/c", "/th/a", "/th/e", "/th/d"]);
  });

  it("lists a URL cached twice once, where its newer copy puts it", () => {
    const copies = [html("/th/a", "Thu, 26 Nov 2026 10:00:00 GMT"), html("/th/b", "Thu, 26 Nov 2026 11:00:00 GMT"), html("/th/a", "Thu, 26 Nov 2026 12:00:00 GMT")];
    expect(savedPagesOfStore(copies, { origin: ORIGIN, storeCode: "th" })).toEqual(["/th/a", "/th/b"]);
  });

  it("shows at most 20", () => {
    const copies = Array.from({ length: 30 }, (_, index) => html(`/th/page-${index}`));
    const listed = savedPagesOfStore(copies, { origin: ORIGIN, storeCode: "th" });
    expect(listed).toHaveLength(20);
    expect(listed[0]).toBe("/th/page-29");
    expect(listed.at(-1)).toBe("/th/page-10");
  });
});

describe("a saved page's title", () => {
  it("is the text of the page's first <title>, with the character references React writes decoded", () => {
    const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Tom &amp; Jerry&#x27;s &quot;rice&quot; &lt;5kg&gt; &#3588;&#xE27; - Baan Suan</title></head><body><title>other</title></body></html>`;
    expect(titleOfHtml(page)).toBe(`Tom & Jerry's "rice" <5kg> คว - Baan Suan`);
  });

  it("stays plain text: markup inside the title is not interpreted, and nothing else of the page is read", () => {
    expect(titleOfHtml("<title>&lt;img src=x onerror=alert(1)&gt;</title>")).toBe("<img src=x onerror=alert(1)>");
    expect(titleOfHtml("<title><b>bold</b></title>")).toBe("<b>bold</b>");
    expect(titleOfHtml('<TITLE lang="th">\n  ข้าวหอม\n  มะลิ </TITLE >')).toBe("ข้าวหอม มะลิ");
  });

  it("is null when the page has no title or an empty one, and cut short when it is very long", () => {
    expect(titleOfHtml("<html><head></head></html>")).toBeNull();
    expect(titleOfHtml("<title>  </title>")).toBeNull();
    expect(titleOfHtml("<title>unclosed")).toBeNull();
    expect(titleOfHtml(`<title>${"a".repeat(500)}</title>`)).toBe(`${"a".repeat(149)}…`);
  });

  it("keeps references that are no character as the replacement character, and unknown names as written", () => {
    expect(titleOfHtml("<title>a&#0;b&#xD800;c&#x110000;d &copy;</title>")).toBe("a\uFFFDb\uFFFDc\uFFFDd &copy;");
  });

  it("drops the ' - {store name}' every page's title ends with, and keeps the home page's store name", () => {
    expect(savedPageName("Batik sarong – Turmeric - Baan Suan", "Baan Suan")).toBe("Batik sarong – Turmeric");
    expect(savedPageName("ผ้าบาติก - บ้านสวน", "บ้านสวน")).toBe("ผ้าบาติก");
    expect(savedPageName("Baan Suan", "Baan Suan")).toBe("Baan Suan");
    expect(savedPageName("About Baan Suan", "Baan Suan")).toBe("About Baan Suan");
    expect(savedPageName("Batik - Baan Suan", "")).toBe("Batik - Baan Suan");
  });
});
