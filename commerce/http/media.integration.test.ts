import { mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCommerceEngine, type CommerceEngine } from "../index";

const ORIGIN = "http://commerce.test";
let engine: CommerceEngine;
let dataDir: string;

const fixtures = "catalog/product/t/e";

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "media-test-"));
  const folder = path.join(dataDir, "media", fixtures);
  await mkdir(folder, { recursive: true });
  // A 1200 × 900 photo-like JPEG and a small 300 × 300 PNG.
  const photo = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="#3d9970"/><circle cx="600" cy="450" r="300" fill="#f2c14e"/></svg>`,
  );
  await sharp(photo).jpeg({ quality: 90 }).toFile(path.join(folder, "photo.jpg"));
  await sharp({ create: { width: 300, height: 300, channels: 4, background: "#c0392bff" } }).png().toFile(path.join(folder, "small.png"));
  await writeFile(path.join(folder, "corrupt.jpg"), Buffer.from("\xff\xd8\xff this is not really a jpeg", "latin1"));
  await writeFile(path.join(folder, "readme.txt"), "hello");
  await writeFile(path.join(dataDir, "secret.png"), "outside the media folder");
  await symlink(path.join(dataDir, "secret.png"), path.join(folder, "escape.png"));
  engine = await startCommerceEngine({ dataDir, baseUrl: "/" });
});

afterAll(async () => {
  await engine?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await engine.handle(new Request(`${ORIGIN}${url}`, { headers, method }));
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, status: response.status, header: (name: string) => response.headers.get(name) };
}

async function dimensions(body: Buffer) {
  const metadata = await sharp(body).metadata();
  return { format: metadata.format, width: metadata.width, height: metadata.height, progressive: metadata.isProgressive };
}

async function cacheFiles(): Promise<string[]> {
  const root = path.join(dataDir, "media-cache");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const PNG_MAGIC = "89504e470d0a1a0a";

describe("originals", () => {
  it("are served as they are without resizing parameters", async () => {
    const { status, body, header } = await get(`/media/${fixtures}/small.png`);
    expect(status).toBe(200);
    expect(header("content-type")).toBe("image/png");
    expect(header("content-length")).toBe(String(body.length));
    expect(header("cache-control")).toBe("public, max-age=31536000");
    expect(header("etag")).toMatch(/^W\/"/);
    expect(header("vary")).toBeNull();
    expect(await dimensions(body)).toMatchObject({ width: 300, height: 300 });
  });

  it("ignore parameters they do not know (crop, optimize, v)", async () => {
    const { status, header } = await get(`/media/${fixtures}/small.png?crop=false&optimize=high&v=2`);
    expect(status).toBe(200);
    expect(header("etag")).toMatch(/^W\/"/);
  });

  it("are served as they are outside the resizable folders", async () => {
    const { status, header, body } = await get("/media/favicon/default/favicon.svg?width=16&format=png");
    expect(status).toBe(200);
    expect(header("content-type")).toBe("image/svg+xml");
    expect(body.toString()).toContain("<svg");
  });
});

describe("renditions", () => {
  it("encode webp", async () => {
    const { status, body, header } = await get(`/media/${fixtures}/photo.jpg?width=400&format=webp`);
    expect(status).toBe(200);
    expect(header("content-type")).toBe("image/webp");
    expect(body.subarray(0, 4).toString()).toBe("RIFF");
    expect(body.subarray(8, 12).toString()).toBe("WEBP");
    expect(header("content-length")).toBe(String(body.length));
    expect(await dimensions(body)).toMatchObject({ format: "webp", width: 400, height: 300 });
  });

  it("encode png", async () => {
    const { body, header } = await get(`/media/${fixtures}/photo.jpg?width=200&format=png`);
    expect(header("content-type")).toBe("image/png");
    expect(body.subarray(0, 8).toString("hex")).toBe(PNG_MAGIC);
    expect(await dimensions(body)).toMatchObject({ format: "png", width: 200, height: 150 });
  });

  it("encode progressive jpeg for pjpg", async () => {
    const { body, header } = await get(`/media/${fixtures}/small.png?width=120&height=150&format=pjpg&quality=70`);
    expect(header("content-type")).toBe("image/jpeg");
    expect(body.subarray(0, 3).toString("hex")).toBe("ffd8ff");
    expect(await dimensions(body)).toEqual({ format: "jpeg", width: 120, height: 150, progressive: true });
  });

  it("follow auto=webp and the Accept header, and vary on it", async () => {
    const url = `/media/${fixtures}/photo.jpg?auto=webp&format=pjpg&width=320&height=400&quality=85&crop=false&fit=cover`;
    const modern = await get(url, { accept: "image/avif,image/webp,image/apng,*/*;q=0.8" });
    expect(modern.header("content-type")).toBe("image/webp");
    expect(modern.header("vary")).toBe("Accept");
    expect(await dimensions(modern.body)).toMatchObject({ format: "webp", width: 320, height: 400 });
    const old = await get(url, { accept: "image/jpeg,*/*" });
    expect(old.header("content-type")).toBe("image/jpeg");
    expect(old.header("vary")).toBe("Accept");
    expect(await dimensions(old.body)).toMatchObject({ format: "jpeg", width: 320, height: 400, progressive: true });
    expect(modern.header("etag")).not.toBe(old.header("etag"));
  });

  it("fit the box as asked", async () => {
    const base = `/media/${fixtures}/photo.jpg?width=640&height=800&format=png`;
    expect(await dimensions((await get(base)).body)).toMatchObject({ width: 640, height: 800 });
    expect(await dimensions((await get(`${base}&fit=cover`)).body)).toMatchObject({ width: 640, height: 800 });
    expect(await dimensions((await get(`${base}&fit=contain`)).body)).toMatchObject({ width: 640, height: 800 });
    expect(await dimensions((await get(`${base}&fit=inside`)).body)).toMatchObject({ width: 640, height: 480 });
    expect(await dimensions((await get(`${base}&fit=bounds`)).body)).toMatchObject({ width: 640, height: 480 });
    expect(await dimensions((await get(`${base}&fit=outside`)).body)).toMatchObject({ width: 1067, height: 800 });
  });

  it("never enlarge the original", async () => {
    const url = `/media/${fixtures}/small.png`;
    expect(await dimensions((await get(`${url}?width=1000&format=png`)).body)).toMatchObject({ width: 300, height: 300 });
    // Cover at the requested proportions, as large as the original allows.
    expect(await dimensions((await get(`${url}?width=640&height=800&format=png`)).body)).toMatchObject({ width: 240, height: 300 });
    expect(await dimensions((await get(`${url}?width=2000&height=2000&fit=inside&format=png`)).body)).toMatchObject({ width: 300, height: 300 });
  });

  it("render SVG originals to the raster asked for", async () => {
    const logo = await get("/media/logo/default/baan-suan.svg?width=400&format=png");
    expect(logo.header("content-type")).toBe("image/png");
    expect(await dimensions(logo.body)).toMatchObject({ format: "png", width: 400 });
    const slide = await get("/media/wysiwyg/home/slide-1.svg?auto=webp&format=pjpg&quality=85&width=1280", { accept: "image/webp" });
    expect(await dimensions(slide.body)).toMatchObject({ format: "webp", width: 1280, height: 1600 });
  });

  it("answer HEAD with the headers only", async () => {
    const url = `/media/${fixtures}/photo.jpg?width=300&format=webp`;
    const full = await get(url);
    const head = await get(url, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.header("content-length")).toBe(String(full.body.length));
    expect(head.header("content-type")).toBe("image/webp");
  });
});

describe("the rendition cache", () => {
  it("keeps renditions on disk and serves the second request from there", async () => {
    const url = `/media/${fixtures}/photo.jpg?width=500&height=500&format=webp&quality=60`;
    const before = new Set(await cacheFiles());
    const first = await get(url);
    expect(first.status).toBe(200);
    const added = (await cacheFiles()).filter((file) => !before.has(file));
    expect(added).toHaveLength(1);
    expect(added[0]!.startsWith(path.join(dataDir, "media-cache") + path.sep)).toBe(true);
    expect(added[0]!.endsWith(".webp")).toBe(true);
    const { mtimeMs } = await stat(added[0]!);

    await new Promise((resolve) => setTimeout(resolve, 30));
    // The same picture, spelled differently.
    const second = await get(`/media/${fixtures}/photo.jpg?quality=60&format=WEBP&height=500&width=500&fit=cover&crop=false`);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.header("etag")).toBe(first.header("etag"));
    expect((await stat(added[0]!)).mtimeMs).toBe(mtimeMs);
    expect(await cacheFiles()).toHaveLength(before.size + 1);
  });

  it("renders once for identical requests arriving together", async () => {
    const url = `/media/${fixtures}/photo.jpg?width=333&format=png`;
    const before = (await cacheFiles()).length;
    const replies = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const reply of replies) expect(reply.body.equals(replies[0]!.body)).toBe(true);
    const after = await cacheFiles();
    expect(after).toHaveLength(before + 1);
    expect(after.some((file) => file.endsWith(".tmp"))).toBe(false);
  });

  it("answers If-None-Match with 304 without rendering", async () => {
    const url = `/media/${fixtures}/photo.jpg?width=260&format=webp`;
    const first = await get(url);
    const etag = first.header("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(first.header("last-modified")).toBeTruthy();
    const again = await get(url, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.header("etag")).toBe(etag);
    expect((await get(url, { "if-none-match": `W/${etag}, "other"` })).status).toBe(304);
    expect((await get(url, { "if-none-match": '"other"' })).status).toBe(200);
    // A validator for a rendition never rendered is answered without rendering it either.
    const before = (await cacheFiles()).length;
    const unrendered = `/media/${fixtures}/photo.jpg?width=261&format=webp`;
    const head = await get(unrendered, {}, "HEAD");
    expect((await cacheFiles()).length).toBe(before + 1);
    expect((await get(unrendered, { "if-none-match": head.header("etag")! })).status).toBe(304);
  });
});

describe("errors", () => {
  it("answers bad parameters with 400 and a short reason", async () => {
    for (const query of ["width=abc", "width=0", "width=4001", "height=-1", "quality=0", "quality=500", "format=bmp", "fit=squash", "width=1&width=2", "auto=gif"]) {
      const { status, body, header } = await get(`/media/${fixtures}/photo.jpg?${query}`);
      expect(status, query).toBe(400);
      expect(header("content-type"), query).toBe("text/plain; charset=utf-8");
      expect(body.toString(), query).toMatch(/^Bad Request: /);
    }
  });

  it("answers a missing original with 404", async () => {
    expect((await get(`/media/${fixtures}/none.jpg?width=100&format=webp`)).status).toBe(404);
    expect((await get(`/media/catalog/category/none.png?width=100`)).status).toBe(404);
  });

  it("answers an original that cannot be decoded with 422, and other files with 415", async () => {
    const corrupt = await get(`/media/${fixtures}/corrupt.jpg?width=100&format=webp`);
    expect(corrupt.status).toBe(422);
    expect(corrupt.body.toString()).toMatch(/^Unprocessable Content: the original is not a readable picture/);
    // As a file it is still served.
    expect((await get(`/media/${fixtures}/corrupt.jpg`)).status).toBe(200);
    const text = await get(`/media/${fixtures}/readme.txt?width=100`);
    expect(text.status).toBe(415);
  });

  it("rejects path traversal, with or without resizing parameters", async () => {
    for (const url of [
      "/media/catalog/product/..%2f..%2f..%2fsecret.png?width=10",
      "/media/catalog/product/%2E%2E%2F%2E%2E%2Fsecret.png",
      "/media/catalog/product/..%5c..%5csecret.png?width=10",
      "/media//etc/passwd?width=10",
      "/media/%2fetc%2fpasswd?width=10",
      "/media/catalog/product/%00.png?width=10",
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.toString()).not.toContain("outside the media folder");
    }
    // Whole "%2e%2e" segments are dot segments to the URL parser: resolved before routing, they
    // never reach /media (here the path becomes /media/secret.png, which does not exist).
    const dotted = await get("/media/catalog/product/%2e%2e/%2e%2e/%2e%2e/secret.png?width=10&format=png");
    expect(new URL(`${ORIGIN}/media/catalog/product/%2e%2e/%2e%2e/%2e%2e/secret.png`).pathname).toBe("/secret.png");
    expect(dotted.status).toBe(404);
    expect(dotted.body.toString()).not.toContain("outside the media folder");
    // A link inside the media folder that points outside of it is not followed.
    const escape = await get(`/media/${fixtures}/escape.png?width=10`);
    expect(escape.status).toBe(404);
  });
});

describe("drawn demo pictures", () => {
  it("are drawn on first request, stored under the media folder and resized like any original", async () => {
    const relative = "catalog/product/demo/mug/c0392b-1.png";
    const stored = path.join(dataDir, "media", relative);
    await expect(stat(stored)).rejects.toThrow();
    const original = await get(`/media/${relative}`);
    expect(original.status).toBe(200);
    expect(original.header("content-type")).toBe("image/png");
    expect(await dimensions(original.body)).toMatchObject({ format: "png", width: 1600, height: 2000 });
    expect((await stat(stored)).size).toBe(original.body.length);

    const resized = await get(`/media/${relative}?auto=webp&format=png&width=640&height=800&quality=85&fit=cover`, { accept: "image/webp" });
    expect(await dimensions(resized.body)).toMatchObject({ format: "webp", width: 640, height: 800 });

    // A rendition of a picture not drawn yet draws it first.
    const fresh = await get("/media/catalog/product/demo/sneakers/1f4e79-2.png?width=320&format=webp");
    expect(await dimensions(fresh.body)).toMatchObject({ format: "webp", width: 320, height: 400 });
  });

  it("exist only for the kinds, colours and views the contract names", async () => {
    for (const url of [
      "/media/catalog/product/demo/spaceship/1f4e79-1.png",
      "/media/catalog/product/demo/mug/1f4e79-4.png",
      "/media/catalog/product/demo/mug/red-1.png",
      "/media/catalog/product/demo/mug/1F4E79-1.png",
      "/media/catalog/product/demo/mug/1f4e79-1.jpg?width=100",
    ]) {
      expect((await get(url)).status, url).toBe(404);
    }
  });
});
