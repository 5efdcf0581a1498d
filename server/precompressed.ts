import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? listFiles(full) : [full];
    });
  } catch {
    return [];
  }
}

/**
 * Serves the Brotli or gzip copy written at build time (scripts/compress-assets.mjs) when the
 * browser accepts it. The folder is read once: hashed assets never change while the server runs.
 */
export function servePrecompressed(root: string, cacheControl: string): RequestHandler {
  const available = new Set(listFiles(root));
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = path.join(root, path.normalize(decodeURIComponent(req.path)));
    if (!file.startsWith(root + path.sep)) return next();
    const encoding = ENCODINGS.find(({ name, suffix }) => available.has(file + suffix) && req.acceptsEncodings(name) === name);
    if (!encoding) return next();
    res.type(path.extname(file));
    res.set({ "Content-Encoding": encoding.name, "Cache-Control": cacheControl, Vary: "Accept-Encoding" });
    res.sendFile(file + encoding.suffix, { cacheControl: false }, (error) => {
      if (error) next(error);
    });
  };
}
