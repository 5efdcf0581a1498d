import { describe, expect, it } from "vitest";
import { encodedPath, eventToRequest, responseToResult } from "./events";
import { base64, httpApiEvent } from "./sample-event";

describe("eventToRequest", () => {
  it("keeps the path and the query string a shopper asked for, on the host they asked", () => {
    const request = eventToRequest(httpApiEvent({ rawPath: "/th/search", rawQueryString: "q=%E0%B8%9C%E0%B9%89%E0%B8%B2&page=2" }));
    const url = new URL(request.url);
    expect(request.method).toBe("GET");
    expect(url.origin).toBe("https://shop.example.co.th");
    expect(url.pathname).toBe("/th/search");
    expect(url.searchParams.get("q")).toBe("ผ้า");
    expect(url.searchParams.get("page")).toBe("2");
  });

  it("sends the cookies array as one Cookie header, and repeated headers as the gateway joined them", () => {
    const request = eventToRequest(httpApiEvent({ cookies: ["__session=abc.def", "recent=%E0%B8%9C%E0%B9%89%E0%B8%B2"] }));
    expect(request.headers.get("cookie")).toBe("__session=abc.def; recent=%E0%B8%9C%E0%B9%89%E0%B8%B2");
    expect(request.headers.get("accept-language")).toBe("th-TH,th;q=0.9,en;q=0.8");
  });

  it("decodes a base64 form post, with its Thai values, and says its true length", async () => {
    const form = "intent=add&sku=MH01-XS-Black&quantity=2&note=%E0%B8%AA%E0%B8%B5%E0%B8%94%E0%B8%B3";
    const headers = { "content-type": "application/x-www-form-urlencoded", "content-length": "999" };
    const event = httpApiEvent({ method: "POST", rawPath: "/th/cart", body: base64(form), isBase64Encoded: true, headers });
    const request = eventToRequest(event);
    expect(request.method).toBe("POST");
    expect(request.headers.get("content-length")).toBe(String(new TextEncoder().encode(form).byteLength));
    const body = await request.formData();
    expect(body.get("sku")).toBe("MH01-XS-Black");
    expect(body.get("quantity")).toBe("2");
    expect(body.get("note")).toBe("สีดำ");
  });

  it("takes a body sent as text (a function URL's JSON) as UTF-8", async () => {
    const event = httpApiEvent({ method: "POST", rawPath: "/graphql", body: '{"query":"{ x }","note":"ผ้า"}', headers: { "content-type": "application/json" } });
    expect(await eventToRequest(event).json()).toEqual({ query: "{ x }", note: "ผ้า" });
  });

  it("ignores a body on a GET", () => {
    const request = eventToRequest(httpApiEvent({ body: base64("x=1"), isBase64Encoded: true }));
    expect(request.body).toBeNull();
  });

  it("keeps a decoded ?, # or space in the path (an HTTP API decodes rawPath) instead of turning them into a query", () => {
    const url = new URL(eventToRequest(httpApiEvent({ rawPath: "/th/a b?admin=1#x", rawQueryString: "page=2" })).url);
    expect(url.pathname).toBe("/th/a%20b%3Fadmin=1%23x");
    expect(url.search).toBe("?page=2");
    expect(url.hash).toBe("");
  });

  it("encodes a decoded Thai path, and leaves an encoded one (a function URL's) as it is", () => {
    const encoded = "/th/%E0%B8%9C%E0%B9%89%E0%B8%B2%E0%B9%84%E0%B8%AB%E0%B8%A1.html";
    expect(encodedPath("/th/ผ้าไหม.html")).toBe(encoded);
    expect(encodedPath(encoded)).toBe(encoded);
    expect(encodedPath("/th/100%")).toBe("/th/100%25");
    expect(new URL(eventToRequest(httpApiEvent({ rawPath: "/th/ผ้าไหม.html" })).url).pathname).toBe(encoded);
  });

  it("never lets the path or a forged Host move the request to another origin", () => {
    expect(new URL(eventToRequest(httpApiEvent({ rawPath: "//evil.example/th" })).url).host).toBe("shop.example.co.th");
    const forged = httpApiEvent();
    forged.headers!.host = "evil.example/th?";
    expect(new URL(eventToRequest(forged).url).host).toBe("a1b2c3d4e5.execute-api.ap-southeast-1.amazonaws.com");
    const bare = httpApiEvent();
    delete bare.headers!.host;
    expect(new URL(eventToRequest(bare).url).host).toBe("a1b2c3d4e5.execute-api.ap-southeast-1.amazonaws.com");
  });

  it("uses the scheme the gateway saw", () => {
    const event = httpApiEvent();
    event.headers!["x-forwarded-proto"] = "http";
    expect(new URL(eventToRequest(event).url).protocol).toBe("http:");
    delete event.headers!["x-forwarded-proto"];
    expect(new URL(eventToRequest(event).url).protocol).toBe("https:");
  });

  it("drops a header Fetch refuses instead of failing the request", () => {
    const event = httpApiEvent();
    event.headers!["x-note"] = "ผ้า";
    const request = eventToRequest(event);
    expect(request.headers.has("x-note")).toBe(false);
    expect(request.headers.get("accept-language")).toBe("th-TH,th;q=0.9,en;q=0.8");
  });
});

describe("responseToResult", () => {
  it("answers a page as text, each Set-Cookie apart", async () => {
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" });
    headers.append("Set-Cookie", "__session=abc; Path=/; HttpOnly; Secure; SameSite=Lax");
    headers.append("Set-Cookie", "cart=1; Path=/; Expires=Wed, 01 Dec 2027 00:00:00 GMT");
    const result = await responseToResult(new Response("<h1>ตะกร้าสินค้า</h1>", { status: 200, headers }));
    expect(result).toEqual({
      statusCode: 200,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" },
      cookies: ["__session=abc; Path=/; HttpOnly; Secure; SameSite=Lax", "cart=1; Path=/; Expires=Wed, 01 Dec 2027 00:00:00 GMT"],
      body: "<h1>ตะกร้าสินค้า</h1>",
      isBase64Encoded: false,
    });
  });

  it("base64-encodes an image byte for byte", async () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    const result = await responseToResult(new Response(bytes, { headers: { "Content-Type": "image/png" } }));
    expect(result.isBase64Encoded).toBe(true);
    expect(Uint8Array.from(atob(result.body), (character) => character.charCodeAt(0))).toEqual(bytes);
    const twoBytes = await responseToResult(new Response(new Uint8Array([0xff, 0xfe]), { headers: { "Content-Type": "image/x-icon" } }));
    expect(twoBytes.body).toBe("//4=");
  });

  it("base64-encodes a large file without running out of stack", async () => {
    const bytes = Uint8Array.from({ length: 300_000 }, (_, index) => (index * 31) % 256);
    const result = await responseToResult(new Response(bytes, { headers: { "Content-Type": "font/woff2" } }));
    expect(result.isBase64Encoded).toBe(true);
    // Node's own encoder as the reference (the module itself stays on Web APIs).
    expect(result.body === Buffer.from(bytes).toString("base64")).toBe(true);
  });

  it("base64-encodes a precompressed script and text in another charset", async () => {
    const compressed = await responseToResult(new Response(new Uint8Array([0x1b, 0xff, 0x00]), { headers: { "Content-Type": "text/javascript", "Content-Encoding": "br" } }));
    expect(compressed).toMatchObject({ isBase64Encoded: true, body: "G/8A", headers: { "content-encoding": "br" } });
    const latin1 = await responseToResult(new Response(new Uint8Array([0xe9]), { headers: { "Content-Type": "text/plain; charset=iso-8859-1" } }));
    expect(latin1).toMatchObject({ isBase64Encoded: true, body: "6Q==" });
  });

  it("keeps JSON, SVG and the web manifest as text", async () => {
    for (const type of ["application/json", "image/svg+xml", "application/manifest+json", "application/xml"]) {
      expect((await responseToResult(new Response("{}", { headers: { "Content-Type": type } }))).isBase64Encoded, type).toBe(false);
    }
  });

  it("answers HEAD, 304 and redirects without a body, and keeps their status", async () => {
    const head = await responseToResult(new Response("<p>x</p>", { headers: { "Content-Type": "text/html" } }), "HEAD");
    expect(head).toMatchObject({ statusCode: 200, body: "", headers: { "content-type": "text/html" } });
    expect(await responseToResult(new Response(null, { status: 304, headers: { ETag: '"a"' } }))).toMatchObject({ statusCode: 304, body: "", headers: { etag: '"a"' } });
    const redirect = await responseToResult(new Response(null, { status: 303, headers: { Location: "/th/cart" } }));
    expect(redirect).toMatchObject({ statusCode: 303, body: "", headers: { location: "/th/cart" } });
  });

  it("joins a repeated header into one value and leaves out hop-by-hop ones", async () => {
    const headers = new Headers({ Connection: "close", "Content-Type": "text/html", "Content-Length": "9" });
    headers.append("Vary", "Accept-Encoding");
    headers.append("Vary", "Cookie");
    const result = await responseToResult(new Response("not found", { status: 404, headers }));
    expect(result.statusCode).toBe(404);
    expect(result.headers).toEqual({ "content-type": "text/html", vary: "Accept-Encoding, Cookie" });
  });
});
