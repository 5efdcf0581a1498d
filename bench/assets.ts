import { gunzipSync, gzipSync } from "node:zlib";

import type { RawResponse } from "./http";
import { bytes, getRaw, utf8 } from "./http";

export type AssetKind = "js" | "css";

export interface PageAssets {
  js: string[];
  css: string[];
  /** References that were seen but not counted (other origins, bare specifiers), with the reason. */
  skipped: { ref: string; reason: string }[];
}

export interface TransferSize {
  /** Bytes on the wire with gzip (or what gzip level 6 would make of an uncompressed response). */
  gzipBytes: number;
  /** Uncompressed bytes. */
  rawBytes: number;
  /** True when the server did not gzip the response and the bench compressed it itself to count. */
  selfGzipped: boolean;
}

export interface PageWeight {
  js: { files: number; gzipBytes: number; rawBytes: number };
  css: { files: number; gzipBytes: number; rawBytes: number };
  html: { gzipBytes: number; rawBytes: number };
  /**
   * Every counted URL with its sizes, largest first per kind, so a change can be traced to a file.
   * `foundBy` says whether the HTML references it or only a browser loading the page requested it.
   */
  assets: { kind: AssetKind; path: string; gzipBytes: number; rawBytes: number; foundBy: "html" | "browser" }[];
  notes: string[];
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", "#39": "'", "#x27": "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/gi, (match, name: string) => ENTITIES[name.toLowerCase()] ?? match);
}

/** Attributes of one start tag (`<link a="b" c>`), names lower-cased, values entity-decoded. */
export function parseAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const body = tag.replace(/^<\s*[\w-]+/, "").replace(/\/?>$/, "");
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of body.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (name in attributes) continue; // HTML keeps the first occurrence
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+)["']/g;
const DYNAMIC_IMPORT = /(?:^|[^\w$.])import\s*\(\s*(?:"([^"\n]+)"|'([^'\n]+)'|`([^`$\n]+)`)\s*\)/g;

/**
 * Module specifiers an inline module script loads: static `import`/`export ... from` and
 * `import("literal")`, in source order. Computed dynamic imports cannot be known without running
 * the code and are ignored.
 */
export function extractImportSpecifiers(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/(^|[^:"'\\])\/\/[^\n]*/g, "$1");
  const found: { index: number; specifier: string }[] = [];
  for (const match of withoutComments.matchAll(STATIC_IMPORT)) found.push({ index: match.index, specifier: match[1]! });
  for (const match of withoutComments.matchAll(DYNAMIC_IMPORT)) {
    found.push({ index: match.index, specifier: (match[1] ?? match[2] ?? match[3])! });
  }
  return found.sort((a, b) => a.index - b.index).map((entry) => entry.specifier);
}

const JS_TYPES = new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript"]);

/**
 * The JS and CSS a page's HTML makes the browser fetch: stylesheets, modulepreloads, preloads of
 * scripts/styles, script srcs, and imports in inline module scripts (what Remix's `<Scripts/>` renders).
 * URLs are resolved against the page URL; only same-origin ones are kept (the bench cannot fetch
 * others), each once, in document order.
 */
export function extractAssetUrls(html: string, pageUrl: string): PageAssets {
  const page = new URL(pageUrl);
  const result: PageAssets = { js: [], css: [], skipped: [] };
  const seen = new Set<string>();

  const add = (kind: AssetKind, ref: string) => {
    const trimmed = ref.trim();
    if (!trimmed) return;
    if (!/^(?:[a-z][a-z\d+.-]*:|\/|\.\.?\/)/i.test(trimmed)) {
      result.skipped.push({ ref: trimmed, reason: "bare specifier" });
      return;
    }
    let url: URL;
    try {
      url = new URL(trimmed, page);
    } catch {
      result.skipped.push({ ref: trimmed, reason: "invalid URL" });
      return;
    }
    if (url.origin !== page.origin) {
      result.skipped.push({ ref: trimmed, reason: "other origin" });
      return;
    }
    url.hash = "";
    const key = url.href;
    if (seen.has(key)) return;
    seen.add(key);
    result[kind].push(url.pathname + url.search);
  };

  const source = html.replace(/<!--[\s\S]*?-->/g, "");
  const tagPattern = /<link\b[^>]*>|<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const match of source.matchAll(tagPattern)) {
    const whole = match[0];
    if (/^<link/i.test(whole)) {
      const attributes = parseAttributes(whole);
      const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
      const href = attributes.href;
      if (!href) continue;
      if (rel.includes("stylesheet")) add("css", href);
      else if (rel.includes("modulepreload")) add("js", href);
      else if (rel.includes("preload")) {
        const as = (attributes.as ?? "").toLowerCase();
        if (as === "style") add("css", href);
        else if (as === "script") add("js", href);
      }
      continue;
    }
    const attributes = parseAttributes(`<script${match[1] ?? ""}>`);
    const type = (attributes.type ?? "").toLowerCase().trim();
    if (!JS_TYPES.has(type)) continue; // JSON, import maps, templates
    if (attributes.src !== undefined) {
      add("js", attributes.src);
      continue;
    }
    // Only module scripts: a classic inline script here is data (Remix's __remixContext JSON).
    if (type !== "module") continue;
    for (const specifier of extractImportSpecifiers(match[2] ?? "")) add("js", specifier);
  }
  return result;
}

/**
 * Transfer size of one response as a browser asking for gzip would receive it. A response the
 * server did not compress is gzipped here at level 6 (what `compression` uses) so pages can be
 * compared either way; `selfGzipped` says it happened.
 */
export function transferSize(response: Pick<RawResponse, "headers" | "body">): TransferSize {
  const encoding = String(response.headers["content-encoding"] ?? "identity").toLowerCase().trim();
  if (encoding === "gzip" || encoding === "x-gzip") {
    return { gzipBytes: response.body.length, rawBytes: gunzipSync(response.body).length, selfGzipped: false };
  }
  if (encoding !== "identity" && encoding !== "") {
    throw new Error(`unexpected Content-Encoding "${encoding}" (the bench only accepts gzip)`);
  }
  return { gzipBytes: gzipSync(response.body, { level: 6 }).length, rawBytes: response.body.length, selfGzipped: true };
}

/** Cache policy the server contract promises for hashed assets under /assets/. */
export function isImmutableCacheControl(value: string | undefined): boolean {
  if (!value) return false;
  const directives = value.toLowerCase().split(",").map((part) => part.trim());
  const maxAge = directives.find((part) => part.startsWith("max-age="));
  return directives.includes("immutable") && maxAge !== undefined && Number(maxAge.slice(8)) >= 31_536_000;
}

async function fetchCounted(url: string): Promise<{ response: RawResponse; size: TransferSize }> {
  const response = await getRaw(url, { headers: { "accept-encoding": "gzip", accept: "*/*" } });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}, expected 200`);
  return { response, size: transferSize(response) };
}

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}

/** Assets a browser requested that the HTML does not name (e.g. a chunk picked by a computed import). */
export function runtimeOnly(
  fromHtml: Pick<PageAssets, "js" | "css">,
  requested: readonly { kind: AssetKind; path: string }[],
): { kind: AssetKind; path: string }[] {
  const known = new Set([...fromHtml.js, ...fromHtml.css]);
  const extra: { kind: AssetKind; path: string }[] = [];
  for (const asset of requested) {
    if (known.has(asset.path)) continue;
    known.add(asset.path);
    extra.push({ kind: asset.kind, path: asset.path });
  }
  return extra;
}

/**
 * Fetch a page and every JS/CSS file its HTML loads, and add up what goes over the wire.
 * `requestedByBrowser` (same-origin JS/CSS a real browser fetched for the page) adds what only
 * runs at hydration time; each such file is counted once and named in the notes. `cookie` is the
 * shopper's, for pages only a shopper with a cart or an account sees.
 */
export async function measurePageWeight(
  pageUrl: string,
  requestedByBrowser: readonly { kind: AssetKind; path: string }[] = [],
  cookie?: string,
): Promise<PageWeight> {
  const notes: string[] = [];
  const page = await getRaw(pageUrl, {
    headers: { "accept-encoding": "gzip", accept: "text/html,application/xhtml+xml,*/*;q=0.8", ...(cookie ? { cookie } : {}) },
  });
  if (page.status !== 200) {
    throw new Error(`GET ${pageUrl} answered ${page.status}, expected 200: ${utf8(page.body.subarray(0, 300))}`);
  }
  const htmlSize = transferSize(page);
  if (htmlSize.selfGzipped) notes.push(`${new URL(pageUrl).pathname}: HTML was not gzip-encoded; counted gzip level 6`);
  const html = utf8(htmlSize.selfGzipped ? page.body : bytes(gunzipSync(page.body)));

  const found = extractAssetUrls(html, pageUrl);
  for (const { ref, reason } of found.skipped) notes.push(`not counted (${reason}): ${ref}`);

  const origin = new URL(pageUrl).origin;
  const entries: { kind: AssetKind; path: string; foundBy: "html" | "browser" }[] = [
    ...found.js.map((path) => ({ kind: "js" as const, path, foundBy: "html" as const })),
    ...found.css.map((path) => ({ kind: "css" as const, path, foundBy: "html" as const })),
  ];
  for (const extra of runtimeOnly(found, requestedByBrowser)) {
    notes.push(`${extra.path}: requested by the browser at runtime (not in the HTML); counted`);
    entries.push({ ...extra, foundBy: "browser" });
  }
  const measured = await mapLimited(entries, 6, async (entry) => {
    const { response, size } = await fetchCounted(origin + entry.path);
    if (size.selfGzipped) notes.push(`${entry.path}: not gzip-encoded; counted gzip level 6`);
    const cacheControl = response.headers["cache-control"];
    if (entry.path.startsWith("/assets/") && !isImmutableCacheControl(cacheControl)) {
      notes.push(`${entry.path}: Cache-Control is "${cacheControl ?? ""}", expected public, max-age=31536000, immutable`);
    }
    return { ...entry, gzipBytes: size.gzipBytes, rawBytes: size.rawBytes };
  });

  const total = (kind: AssetKind) => {
    const ofKind = measured.filter((entry) => entry.kind === kind);
    return {
      files: ofKind.length,
      gzipBytes: ofKind.reduce((sum, entry) => sum + entry.gzipBytes, 0),
      rawBytes: ofKind.reduce((sum, entry) => sum + entry.rawBytes, 0),
    };
  };
  const assets = [...measured].sort((a, b) => (a.kind === b.kind ? b.rawBytes - a.rawBytes : a.kind === "js" ? -1 : 1));
  return {
    js: total("js"),
    css: total("css"),
    html: { gzipBytes: htmlSize.gzipBytes, rawBytes: htmlSize.rawBytes },
    assets,
    notes,
  };
}

