/**
 * The Content-Type of a public file by its extension, the same on every host: the Node server and
 * Lambda read files from disk, Workers through the Static Assets binding (whose own types differ,
 * `application/javascript` for scripts), and all of them answer alike. No Node API here: workerd
 * runs it too.
 */
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
};

/** The type of a file by its extension; unknown ones as bytes. */
export function contentTypeOf(file: string): string {
  const dot = file.lastIndexOf(".");
  const extension = dot > file.lastIndexOf("/") ? file.slice(dot).toLowerCase() : "";
  return TYPES[extension] ?? "application/octet-stream";
}
