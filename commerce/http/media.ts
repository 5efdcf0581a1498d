/**
 * Serves `/media/...` from the media roots (the shop's own folder first, then the demo's), as
 * Magento's pub/media: static files with long cache lifetimes and validators. Paths that try to
 * leave a root (encoded "..", backslashes, NUL, dot-files) are rejected.
 *
 * Pictures under the resizable folders also come resized / re-encoded when the URL asks for it
 * (`?width=640&height=800&fit=cover&format=pjpg&auto=webp&quality=85`, see `media/params.ts`);
 * renditions are cached on disk (`media/renditionCache.ts`). Demo product pictures
 * (`catalog/product/demo/...`) are drawn on first request (`media/demoOriginals.ts`).
 */
import { createReadStream } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { createDemoOriginals } from "../media/demoOriginals";
import { processScratchDir, type FileInfo } from "../media/files";
import { OUTPUT_CONTENT_TYPES, parseRenditionParams, sourceFormatFromName, type Rendition } from "../media/params";
import { UnreadableImageError } from "../media/render";
import { createRenditionCache } from "../media/renditionCache";
import { createTaskQueue, QueueFullError } from "../media/taskQueue";
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

/** Folders whose pictures can be resized through query parameters; elsewhere the query is ignored. */
export const RESIZABLE_FOLDERS = ["catalog/product/", "catalog/category/", "wysiwyg/", "logo/", "attribute/swatch/"] as const;

export type MediaHandler = (request: Request, relativePath: string) => Promise<Response>;

export interface MediaOptions {
  /** Folders files are looked up in, in order. */
  roots: readonly string[];
  /**
   * Where drawn demo originals are stored (looked up before `roots`); usually `<dataDir>/media`.
   * Default: a private scratch folder of the process (for in-memory engines).
   */
  generatedRoot?: string;
  /** Where renditions are cached; usually `<dataDir>/media-cache`. Default: the scratch folder. */
  cacheDir?: string;
  /** Renders (resizes and drawings) running at once. Default 2. */
  concurrency?: number;
  /** Renders allowed to wait; beyond that new ones are answered 503. Default 256. */
  maxWaiting?: number;
}

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

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

function notModified(request: Request, etag: string, lastModifiedMs: number): boolean {
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch !== null) return etagMatches(ifNoneMatch, etag);
  const since = Date.parse(request.headers.get("if-modified-since") ?? "");
  return Number.isFinite(since) && Math.floor(lastModifiedMs / 1000) * 1000 <= since;
}

function serveFile(
  request: Request,
  found: FileInfo,
  { contentType, etag, lastModifiedMs, varyAccept }: { contentType: string; etag: string; lastModifiedMs: number; varyAccept: boolean },
): Response {
  const headers = new Headers({
    "content-type": contentType,
    "cache-control": CACHE_CONTROL,
    etag,
    "last-modified": new Date(lastModifiedMs).toUTCString(),
    "x-content-type-options": "nosniff",
    // SVGs opened directly must not run scripts in the shop's origin.
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
  });
  if (varyAccept) headers.set("vary", "Accept");
  if (notModified(request, etag, lastModifiedMs)) return new Response(null, { status: 304, headers });
  headers.set("content-length", String(found.size));
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(found.file)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}

export function createMediaHandler(input: MediaOptions | readonly string[]): MediaHandler {
  const options: MediaOptions = Array.isArray(input) ? { roots: input as readonly string[] } : (input as MediaOptions);
  const generatedRoot = path.resolve(options.generatedRoot ?? path.join(processScratchDir(), "media"));
  const cacheDir = path.resolve(options.cacheDir ?? path.join(processScratchDir(), "media-cache"));
  const resolvedRoots = [generatedRoot, ...options.roots.map((root) => path.resolve(root)).filter((root) => root !== generatedRoot)];
  const queue = createTaskQueue(options.concurrency ?? 2, options.maxWaiting ?? 256);
  const renditions = createRenditionCache(cacheDir, queue);
  const drawDemoOriginal = createDemoOriginals(generatedRoot, queue);

  const findFile = async (segments: string[]): Promise<FileInfo | null> => {
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

  const serveRendition = async (request: Request, found: FileInfo, rendition: Rendition, varyAccept: boolean): Promise<Response> => {
    const source = sourceFormatFromName(found.file);
    if (!source) return textResponse("Unsupported Media Type: only pictures can be resized", 415);
    const etag = `"${renditions.key(found, rendition)}"`;
    const meta = { contentType: OUTPUT_CONTENT_TYPES[rendition.format], etag, lastModifiedMs: found.mtimeMs, varyAccept };
    // The ETag is known before rendering: a revalidation never renders.
    if (notModified(request, etag, found.mtimeMs)) return serveFile(request, found, meta);
    const file = await renditions.get(found, source, rendition);
    return serveFile(request, file, meta);
  };

  return async (request, relativePath) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response("Method Not Allowed", { status: 405, headers: { allow: "GET, HEAD" } });
    }
    const segments = safeMediaSegments(relativePath);
    if (!segments) return textResponse("Bad Request", 400);
    const mediaPath = segments.join("/");
    const { searchParams } = new URL(request.url);

    let rendition: Rendition | null = null;
    let varyAccept = false;
    if (RESIZABLE_FOLDERS.some((folder) => mediaPath.startsWith(folder)) && searchParams.size > 0) {
      const parsed = parseRenditionParams(searchParams, sourceFormatFromName(mediaPath), request.headers.get("accept"));
      if (!parsed.ok) return textResponse(`Bad Request: ${parsed.reason}`, 400);
      rendition = parsed.rendition;
      varyAccept = parsed.varyAccept;
    }

    try {
      let found = await findFile(segments);
      if (!found && (await drawDemoOriginal(mediaPath))) found = await findFile(segments);
      if (!found) return textResponse("Not Found", 404);

      if (rendition) return await serveRendition(request, found, rendition, varyAccept);
      return serveFile(request, found, {
        contentType: CONTENT_TYPES[path.extname(found.file).toLowerCase()] ?? "application/octet-stream",
        etag: `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`,
        lastModifiedMs: found.mtimeMs,
        varyAccept,
      });
    } catch (error) {
      if (error instanceof UnreadableImageError) return textResponse(`Unprocessable Content: ${error.message}`, 422);
      if (error instanceof QueueFullError) {
        return new Response("Service Unavailable: too many pictures are being rendered", {
          status: 503,
          headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "2" },
        });
      }
      throw error;
    }
  };
}
