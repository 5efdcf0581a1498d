/**
 * Serves `/media/...` from the media roots (the shop's own folder first, then the demo's), as
 * Magento's pub/media: static files with long cache lifetimes and validators. Paths that try to
 * leave a root (encoded "..", backslashes, NUL, dot-files) are rejected.
 */
import { createReadStream } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { textResponse } from "./responses";

const CONTENT_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
  ".woff2": "font/woff2",
  ".css": "text/css; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

/** A year, as Magento's default media caching; files are replaced under new names. */
const CACHE_CONTROL = "public, max-age=31536000";

export type MediaHandler = (request: Request, relativePath: string) => Promise<Response>;

/** Splits and decodes a URL path below /media/, or null when it is unsafe or malformed. */
export function safeMediaSegments(relativePath: string): string[] | null {
  const rawSegments = relativePath.split("/");
  const segments: string[] = [];
  for (const raw of rawSegments) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === "" || segment.startsWith(".") || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments.length ? segments : null;
}

export function createMediaHandler(roots: readonly string[]): MediaHandler {
  const resolvedRoots = roots.map((root) => path.resolve(root));

  const findFile = async (segments: string[]): Promise<{ file: string; size: number; mtimeMs: number } | null> => {
    for (const root of resolvedRoots) {
      const candidate = path.join(root, ...segments);
      try {
        const [realRoot, realFile] = await Promise.all([realpath(root), realpath(candidate)]);
        if (!realFile.startsWith(realRoot + path.sep)) continue;
        const info = await stat(realFile);
        if (info.isFile()) return { file: realFile, size: info.size, mtimeMs: info.mtimeMs };
      } catch {
        // not in this root
      }
    }
    return null;
  };

  return async (request, relativePath) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response("Method Not Allowed", { status: 405, headers: { allow: "GET, HEAD" } });
    }
    const segments = safeMediaSegments(relativePath);
    if (!segments) return textResponse("Bad Request", 400);
    const found = await findFile(segments);
    if (!found) return textResponse("Not Found", 404);

    const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
    const headers = new Headers({
      "content-type": CONTENT_TYPES[path.extname(found.file).toLowerCase()] ?? "application/octet-stream",
      "cache-control": CACHE_CONTROL,
      etag,
      "last-modified": new Date(found.mtimeMs).toUTCString(),
      "x-content-type-options": "nosniff",
      // SVGs opened directly must not run scripts in the shop's origin.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    });
    if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    headers.set("content-length", String(found.size));
    if (request.method === "HEAD") return new Response(null, { status: 200, headers });
    const body = Readable.toWeb(createReadStream(found.file)) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers });
  };
}
