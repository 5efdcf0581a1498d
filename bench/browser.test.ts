import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { classifyRequest, discoverRuntimeAssets, findChromium } from "./browser";

describe("classifyRequest", () => {
  const origin = "http://127.0.0.1:4000";

  it("counts same-origin scripts as js and stylesheets as css, with the query kept", () => {
    expect(classifyRequest(`${origin}/assets/a.js?v=1#h`, "script", origin)).toEqual({ kind: "js", path: "/assets/a.js?v=1" });
    expect(classifyRequest(`${origin}/assets/b.css`, "stylesheet", origin)).toEqual({ kind: "css", path: "/assets/b.css" });
  });

  it("ignores other origins, other resource types and unparseable URLs", () => {
    expect(classifyRequest("http://localhost:4000/assets/a.js", "script", origin)).toBeNull();
    expect(classifyRequest(`${origin}/favicon.ico`, "image", origin)).toBeNull();
    expect(classifyRequest(`${origin}/th?_data=root`, "fetch", origin)).toBeNull();
    expect(classifyRequest(`${origin}/font.woff2`, "font", origin)).toBeNull();
    expect(classifyRequest("not a url", "script", origin)).toBeNull();
  });
});

describe("findChromium", () => {
  it("honours CHROME_PATH when it names a file, and finds nothing on an empty system", () => {
    expect(findChromium({ CHROME_PATH: process.execPath, PATH: "" })).toBe(process.execPath);
    expect(findChromium({ CHROME_PATH: "/no/such/chrome", PATH: "" })).toBeNull();
  });
});

// Needs a real Chromium: CI installs Debian's only for the e2e step, after the unit tests.
const chromiumPath = findChromium();

describe.skipIf(chromiumPath === null)("discoverRuntimeAssets in headless Chromium", () => {
  let server: http.Server;
  let origin: string;
  const pages: Record<string, [string, string]> = {
    "/th": [
      "text/html",
      `<!doctype html><html lang="th"><head><link rel="stylesheet" href="/assets/app.css"></head><body>
       <script type="module">const lng = document.documentElement.lang; import(\`/assets/locale-\${lng}.js\`);</script>
       <img src="/logo.png" alt=""></body></html>`,
    ],
    "/assets/app.css": ["text/css", "body{margin:0}"],
    "/assets/locale-th.js": ["text/javascript", "export default {};"],
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const page = pages[req.url ?? ""];
      if (req.url === "/gone") res.writeHead(410).end();
      else if (!page) res.writeHead(404, { "content-type": "text/html" }).end("<p>not found</p>");
      else res.writeHead(200, { "content-type": page[0] }).end(page[1]);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("lists the stylesheet and the chunk a computed import loads, but not images", async () => {
    const assets = await discoverRuntimeAssets(`${origin}/th`, chromiumPath!);
    expect(assets).toContainEqual({ kind: "css", path: "/assets/app.css" });
    expect(assets).toContainEqual({ kind: "js", path: "/assets/locale-th.js" });
    expect(assets).toHaveLength(2);
  }, 60_000);

  it("fails when the page does not answer 200", async () => {
    await expect(discoverRuntimeAssets(`${origin}/missing`, chromiumPath!)).rejects.toThrow(/browser: .*\/missing answered 404/);
    await expect(discoverRuntimeAssets(`${origin}/gone`, chromiumPath!)).rejects.toThrow(/browser: could not load .*\/gone/);
  }, 60_000);
});
