import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { nodeStaticFiles } from "./node-static-files";
import type { StaticFiles } from "./handler";

let files: StaticFiles;
const text = (body: unknown) => new TextDecoder().decode(body as Uint8Array);

beforeAll(() => {
  const dir = mkdtempSync(path.join(tmpdir(), "client-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app-1.js"), "plain");
  writeFileSync(path.join(dir, "assets", "app-1.js.br"), "brotli-bytes");
  writeFileSync(path.join(dir, "assets", "app-1.js.gz"), gzipSync("plain"));
  writeFileSync(path.join(dir, "favicon.ico"), Buffer.from([0, 0, 1, 0]));
  files = nodeStaticFiles(dir);
});

describe("nodeStaticFiles", () => {
  it("gives the Brotli copy to browsers that accept it, as JavaScript", async () => {
    const file = await files.get("/assets/app-1.js", "gzip, deflate, br");
    expect(file?.contentEncoding).toBe("br");
    expect(file?.contentType).toMatch(/javascript/);
    expect(text(file?.body)).toBe("brotli-bytes");
  });

  it("falls back to gzip, then to the plain file (q=0 refuses a coding)", async () => {
    expect((await files.get("/assets/app-1.js", "gzip"))?.contentEncoding).toBe("gzip");
    expect((await files.get("/assets/app-1.js", "br;q=0, gzip"))?.contentEncoding).toBe("gzip");
    const plain = await files.get("/assets/app-1.js", "identity");
    expect(plain?.contentEncoding).toBeUndefined();
    expect(text(plain?.body)).toBe("plain");
  });

  it("tags each copy apart, so a cache never answers a 304 with the wrong coding", async () => {
    const tags = new Set([await files.get("/assets/app-1.js", "br"), await files.get("/assets/app-1.js", "gzip"), await files.get("/assets/app-1.js", null)].map((file) => file?.etag));
    expect(tags.size).toBe(3);
  });

  it("knows public files and their types, and nothing outside its folder", async () => {
    expect((await files.get("/favicon.ico", null))?.contentType).toBe("image/x-icon");
    expect(await files.get("/th", null)).toBeUndefined();
    expect(await files.get("/assets", null)).toBeUndefined();
    expect(await files.get("/../etc/passwd", null)).toBeUndefined();
  });
});
