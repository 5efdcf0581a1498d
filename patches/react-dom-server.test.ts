import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createElement, Fragment, Suspense } from "react";
import type * as Server from "react-dom/server.browser";
import { afterEach, describe, expect, it, vi } from "vitest";

// The patched file is the production build, the one the shop runs; tests would load the
// development build (NODE_ENV=test), which is left as it is.
const require = createRequire(import.meta.url);
const productionFile = path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs/react-dom-server.browser.production.min.js");
const { renderToReadableStream } = require(productionFile) as typeof Server;

/** Every byte the renderer sends, as it sent them. */
async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Texts of every length from 0 to 40 in Thai (3 bytes a letter), ASCII, accented Latin (2) and emoji (4, two UTF-16 units). */
const texts = Array.from({ length: 41 }, (_, length) => [
  "ภาษาไทยสวัสดีครับ".repeat(3).slice(0, length),
  "a".repeat(length),
  "é".repeat(length),
  "🛒".repeat(Math.ceil(length / 2)),
]).flat();

function page(words: string[]) {
  return createElement(
    "div",
    { title: "ชื่อเรื่อง" },
    words.map((word, index) => createElement("p", { key: index, "data-word": word }, word)),
  );
}

const expectedHtml = (words: string[]) =>
  `<div title="ชื่อเรื่อง">${words.map((word) => `<p data-word="${word}">${word}</p>`).join("")}</div>`;

describe("react-dom's Web Streams renderer with patches/react-dom (text written into its buffer)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is the patched copy that npm install applied (postinstall: patch-package)", () => {
    expect(readFileSync(productionFile, "utf8")).toContain("function u(a){return a}");
  });

  it("sends exactly the page's UTF-8 bytes whichever way letters fall across its 4 KB pieces", async () => {
    // Each extra leading letter moves every later boundary by a byte or more.
    for (const lead of ["", "a", "aa", "ก", "กa", "é"]) {
      const words = [lead, ...texts, ...texts, ...texts];
      const bytes = await bytesOf(await renderToReadableStream(page(words)));
      expect(bytes.includes(0), `a NUL byte with lead "${lead}"`).toBe(false);
      expect(new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toBe(expectedHtml(words));
    }
  });

  it("sends a text bigger than a piece whole, between the pieces around it", async () => {
    const long = "ผ้าไหม".repeat(2_000);
    const words = ["ก่อน", long, "หลัง"];
    const bytes = await bytesOf(await renderToReadableStream(page(words)));
    expect(new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toBe(expectedHtml(words));
  });

  it("streams a suspended part after the shell, its text intact", async () => {
    let text: string | undefined = undefined;
    let resolve!: () => void;
    const later = new Promise<void>((settle) => (resolve = settle));
    // React 18 suspends a part that throws a promise, and renders it again once that settles.
    function Later() {
      if (text === undefined) throw later;
      return createElement("p", null, text);
    }
    const stream = await renderToReadableStream(
      createElement(Fragment, null, createElement("p", null, "ตอนนี้"), createElement(Suspense, { fallback: "…" }, createElement(Later))),
    );
    text = "ทีหลัง 🛒";
    resolve();
    const html = new TextDecoder("utf-8", { fatal: true }).decode(await bytesOf(stream));
    expect(html.startsWith("<p>ตอนนี้</p>")).toBe(true);
    expect(html).toContain("<p>ทีหลัง 🛒</p>");
  });

  it("writes short texts into its buffer instead of encoding each into a new array", async () => {
    const encode = vi.spyOn(TextEncoder.prototype, "encode");
    const words = Array.from({ length: 300 }, (_, index) => `คำที่ ${index}`);
    await bytesOf(await renderToReadableStream(page(words)));
    // Unpatched, each text and attribute value is encoded on its own: 600 calls here.
    expect(encode.mock.calls.length).toBeLessThan(10);
  });
});
