/**
 * The files of build/client for the Fetch handler on hosts with a file system (Node, Lambda): the
 * folder is listed once (nothing in it changes while the server runs), so a page request costs a
 * map lookup, and a file is read only when asked for, in its Brotli or gzip copy written at build
 * time (scripts/compress-assets.mjs) when the browser accepts it.
 */
import { readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeOf } from "./content-types";
import type { StaticFile, StaticFiles } from "./handler";

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

interface Listed {
  size: number;
  mtimeMs: number;
  encodings: Set<string>;
}

export function nodeStaticFiles(root: string): StaticFiles {
  const files = listFolder(root);
  return {
    async get(pathname, acceptEncoding) {
      const listed = files.get(pathname);
      if (!listed) return undefined;
      const accepted = acceptedEncodings(acceptEncoding);
      const encoding = ENCODINGS.find(({ name }) => listed.encodings.has(name) && accepted.has(name));
      const file: StaticFile = {
        body: new Uint8Array(await readFile(path.join(root, pathname + (encoding?.suffix ?? "")))),
        contentType: contentTypeOf(pathname),
        etag: `"${listed.size.toString(36)}-${Math.floor(listed.mtimeMs).toString(36)}${encoding ? `-${encoding.name}` : ""}"`,
      };
      if (encoding) file.contentEncoding = encoding.name;
      return file;
    },
  };
}

/** Every file under `root` by its URL path, with the encoded copies it has beside it. */
function listFolder(root: string): Map<string, Listed> {
  const found = new Map<string, Listed>();
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else found.set(`/${path.relative(root, full).split(path.sep).join("/")}`, { size: stat.size, mtimeMs: stat.mtimeMs, encodings: new Set() });
    }
  };
  walk(root);
  for (const [urlPath] of found) {
    for (const { name, suffix } of ENCODINGS) {
      if (!urlPath.endsWith(suffix)) continue;
      const original = found.get(urlPath.slice(0, -suffix.length));
      if (original) original.encodings.add(name);
    }
  }
  return found;
}

/** The content codings an Accept-Encoding header allows (q=0 excluded). */
function acceptedEncodings(header: string | null): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (name && !(quality && Number(quality.slice(2)) === 0)) accepted.add(name.trim());
  }
  return accepted;
}
