import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  extractAssetUrls,
  extractImportSpecifiers,
  isImmutableCacheControl,
  measurePageWeight,
  parseAttributes,
  runtimeOnly,
  transferSize,
} from "./assets";
import { bytes } from "./http";

/** Shaped like what Remix 2's <Links/> and <Scripts/> render for a page. */
const REMIX_HTML = `<!DOCTYPE html><html lang="th"><head><meta charSet="utf-8"/>
<link rel="icon" href="/favicon.ico"/>
<link rel="modulepreload" href="/assets/manifest-5a1bc9.js"/>
<link rel="modulepreload" href="/assets/entry.client-AbC12.js"/>
<link rel="modulepreload" href="/assets/components-XyZ9.js"/>
<link rel="modulepreload" href="/assets/root-123.js"/>
<link rel="stylesheet" href="/assets/root-aaa.css"/>
<link href="/assets/home-bbb.css" rel="stylesheet"/>
<link rel="preload" as="font" href="/assets/font-1.woff2" crossorigin="anonymous"/>
<link rel="manifest" href="/manifest.webmanifest"/>
</head><body><main>สวัสดี</main>
<!-- <script type="module" src="/assets/commented-out.js"></script> -->
<script>window.__remixContext = {"state":{"loaderData":{"root":{"text":"import('/assets/not-code.js')"}}}};</script>
<script type="application/ld+json">{"@context":"https://schema.org","url":"/assets/ld.js"}</script>
<script type="module" async="">import "/assets/manifest-5a1bc9.js";
import * as route0 from "/assets/root-123.js";
import * as route1 from "/assets/_index-456.js";
window.__remixRouteModules = {"root":route0,"routes/_index":route1};

import("/assets/entry.client-AbC12.js");</script>
</body></html>`;

describe("extractAssetUrls", () => {
  it("finds stylesheets, modulepreloads and inline module imports of a Remix page, once each, in order", () => {
    const assets = extractAssetUrls(REMIX_HTML, "http://127.0.0.1:3000/th");
    expect(assets.css).toEqual(["/assets/root-aaa.css", "/assets/home-bbb.css"]);
    expect(assets.js).toEqual([
      "/assets/manifest-5a1bc9.js",
      "/assets/entry.client-AbC12.js",
      "/assets/components-XyZ9.js",
      "/assets/root-123.js",
      "/assets/_index-456.js",
    ]);
    expect(assets.skipped).toEqual([]);
  });

  it("ignores comments, data scripts, classic inline scripts, icons, fonts and manifests", () => {
    const { js, css } = extractAssetUrls(REMIX_HTML, "http://127.0.0.1:3000/th");
    const all = [...js, ...css];
    for (const notLoaded of ["commented-out", "not-code", "ld.js", "favicon", "font-1", "webmanifest"]) {
      expect(all.some((url) => url.includes(notLoaded))).toBe(false);
    }
  });

  it("resolves relative URLs against the page and keeps other origins and bare specifiers out", () => {
    const html = `
      <script type="module" src="./app.js?v=2#x"></script>
      <script src='../legacy.js'></script>
      <link rel="preload" as="style" href="/print.css">
      <link rel="preload" as="script" href="/assets/lazy.js">
      <link rel=stylesheet href=/plain.css>
      <link rel="stylesheet" href="https://cdn.example.com/x.css">
      <script type="module">import { a } from "react"; import b from '/assets/b.js'; export * from "./c.js";</script>`;
    const assets = extractAssetUrls(html, "http://localhost:8080/th/category/page");
    expect(assets.js).toEqual(["/th/category/app.js?v=2", "/th/legacy.js", "/assets/lazy.js", "/assets/b.js", "/th/category/c.js"]);
    expect(assets.css).toEqual(["/print.css", "/plain.css"]);
    expect(assets.skipped).toEqual([
      { ref: "https://cdn.example.com/x.css", reason: "other origin" },
      { ref: "react", reason: "bare specifier" },
    ]);
  });

  it("decodes entities in attribute values", () => {
    const assets = extractAssetUrls(`<link rel="stylesheet" href="/a.css?x=1&amp;y=2">`, "http://h/");
    expect(assets.css).toEqual(["/a.css?x=1&y=2"]);
  });
});

describe("extractImportSpecifiers", () => {
  it("reads static, namespace, named, re-export and literal dynamic imports, skipping comments and computed ones", () => {
    const code = `
      import "/a.js";
      import * as r from "/b.js";
      import def, { x as y } from '/c.js';
      // import "/commented.js";
      /* import "/block.js"; */
      export { z } from "/d.js";
      const lazy = () => import( "/e.js" );
      const computed = (lng) => import(\`/locales/\${lng}.js\`);
      const templated = import(\`/f.js\`);
      someObject.import("/not-an-import.js");
    `;
    expect(extractImportSpecifiers(code)).toEqual(["/a.js", "/b.js", "/c.js", "/d.js", "/e.js", "/f.js"]);
  });
});

describe("parseAttributes", () => {
  it("handles quoted, unquoted and valueless attributes and keeps the first duplicate", () => {
    expect(parseAttributes(`<script type=module async src="/x.js" SRC='/y.js'>`)).toEqual({
      type: "module",
      async: "",
      src: "/x.js",
    });
  });
});

describe("transferSize", () => {
  const text = "body { color: red; }\n".repeat(200);

  it("counts the wire bytes of a gzip response and its uncompressed size", () => {
    const gz = bytes(gzipSync(text, { level: 9 }));
    const size = transferSize({ headers: { "content-encoding": "gzip" }, body: gz });
    expect(size).toEqual({ gzipBytes: gz.byteLength, rawBytes: text.length, selfGzipped: false });
  });

  it("gzips an uncompressed response at level 6 to count it, and says so", () => {
    const body = bytes(Buffer.from(text));
    const size = transferSize({ headers: {}, body });
    expect(size.selfGzipped).toBe(true);
    expect(size.rawBytes).toBe(text.length);
    expect(size.gzipBytes).toBe(gzipSync(text, { level: 6 }).byteLength);
    expect(size.gzipBytes).toBeLessThan(text.length / 10);
  });

  it("refuses encodings it cannot count as gzip", () => {
    expect(() => transferSize({ headers: { "content-encoding": "br" }, body: new Uint8Array(3) })).toThrow(/br/);
  });
});

describe("isImmutableCacheControl", () => {
  it("accepts the contract's header and rejects weaker ones", () => {
    expect(isImmutableCacheControl("public, max-age=31536000, immutable")).toBe(true);
    expect(isImmutableCacheControl("public,immutable,max-age=31536000")).toBe(true);
    expect(isImmutableCacheControl("public, max-age=3600, immutable")).toBe(false);
    expect(isImmutableCacheControl("public, max-age=31536000")).toBe(false);
    expect(isImmutableCacheControl(undefined)).toBe(false);
  });
});

describe("runtimeOnly", () => {
  it("keeps what the browser requested beyond the HTML's list, once each, in request order", () => {
    const fromHtml = { js: ["/assets/entry.client-1.js", "/assets/root-2.js"], css: ["/assets/app-3.css"] };
    expect(
      runtimeOnly(fromHtml, [
        { kind: "js", path: "/assets/root-2.js" },
        { kind: "js", path: "/assets/common-th.js" },
        { kind: "css", path: "/assets/app-3.css" },
        { kind: "css", path: "/assets/lazy.css" },
        { kind: "js", path: "/assets/common-th.js" },
      ]),
    ).toEqual([
      { kind: "js", path: "/assets/common-th.js" },
      { kind: "css", path: "/assets/lazy.css" },
    ]);
    expect(runtimeOnly(fromHtml, [])).toEqual([]);
  });
});

describe("measurePageWeight against a local server", () => {
  const files: Record<string, { type: string; body: string; gzip: boolean }> = {
    "/th": {
      type: "text/html",
      gzip: true,
      body: `<html><head><link rel="stylesheet" href="/assets/a.css"><link rel="modulepreload" href="/assets/m.js"></head>
        <body><script type="module">import "/assets/m.js"; import("/plain.js");</script></body></html>`,
    },
    "/assets/a.css": { type: "text/css", gzip: true, body: "a{color:red}".repeat(500) },
    "/assets/m.js": { type: "text/javascript", gzip: true, body: "console.log(1);".repeat(1000) },
    "/plain.js": { type: "text/javascript", gzip: false, body: "let x = 1;\n".repeat(300) },
    "/assets/locale-th.js": { type: "text/javascript", gzip: true, body: 'export default {"hello":"สวัสดี"}' },
  };
  let server: http.Server;
  let origin: string;
  let requests: { url: string; acceptEncoding: string | undefined }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push({ url: req.url ?? "", acceptEncoding: req.headers["accept-encoding"]?.toString() });
      const file = files[req.url ?? ""];
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      const headers: Record<string, string> = { "content-type": file.type };
      if (req.url?.startsWith("/assets/")) headers["cache-control"] = "public, max-age=31536000, immutable";
      if (file.gzip) headers["content-encoding"] = "gzip";
      res.writeHead(200, headers).end(file.gzip ? gzipSync(file.body) : file.body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("adds up the gzip bytes of the HTML and of each JS/CSS file it loads", async () => {
    requests = [];
    const weight = await measurePageWeight(`${origin}/th`);
    const gz = (path: string) => gzipSync(files[path]!.body).byteLength;

    expect(weight.html).toEqual({ gzipBytes: gz("/th"), rawBytes: files["/th"]!.body.length });
    expect(weight.css).toEqual({ files: 1, gzipBytes: gz("/assets/a.css"), rawBytes: files["/assets/a.css"]!.body.length });
    expect(weight.js.files).toBe(2);
    expect(weight.js.gzipBytes).toBe(gz("/assets/m.js") + gzipSync(files["/plain.js"]!.body, { level: 6 }).byteLength);
    expect(weight.assets.map((asset) => asset.path)).toEqual(["/assets/m.js", "/plain.js", "/assets/a.css"]);
    expect(weight.assets.every((asset) => asset.foundBy === "html")).toBe(true);
    expect(weight.notes).toEqual(["/plain.js: not gzip-encoded; counted gzip level 6"]);
    expect(requests.every((request) => request.acceptEncoding === "gzip")).toBe(true);
    expect(requests.filter((request) => request.url === "/assets/m.js")).toHaveLength(1);
  });

  it("adds files only a browser requested, once, marked as found by the browser", async () => {
    const withoutBrowser = await measurePageWeight(`${origin}/th`);
    const weight = await measurePageWeight(`${origin}/th`, [
      { kind: "js", path: "/assets/m.js" },
      { kind: "js", path: "/assets/locale-th.js" },
    ]);
    expect(weight.js.files).toBe(3);
    expect(weight.js.gzipBytes).toBe(withoutBrowser.js.gzipBytes + gzipSync(files["/assets/locale-th.js"]!.body).byteLength);
    expect(weight.assets.find((asset) => asset.path === "/assets/locale-th.js")?.foundBy).toBe("browser");
    expect(weight.notes).toContain("/assets/locale-th.js: requested by the browser at runtime (not in the HTML); counted");
  });

  it("fails clearly when the page or an asset does not answer 200", async () => {
    await expect(measurePageWeight(`${origin}/missing`)).rejects.toThrow(/answered 404/);
    files["/broken"] = { type: "text/html", gzip: false, body: `<link rel="stylesheet" href="/assets/gone.css">` };
    await expect(measurePageWeight(`${origin}/broken`)).rejects.toThrow(/assets\/gone\.css answered 404/);
  });
});
