import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servePrecompressed } from "./precompressed";

let base: string;
let close: () => void;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "assets-"));
  writeFileSync(path.join(dir, "app-1.js"), "plain");
  writeFileSync(path.join(dir, "app-1.js.br"), "brotli-bytes");
  writeFileSync(path.join(dir, "app-1.js.gz"), (await import("node:zlib")).gzipSync("plain"));
  const app = express();
  app.use("/assets", servePrecompressed(dir, "public, max-age=31536000, immutable"));
  app.use("/assets", express.static(dir));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function get(url: string, acceptEncoding: string) {
  // Node's fetch would decode the body itself: ask with a raw header and read bytes.
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(url, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("precompressed assets", () => {
  it("sends the Brotli copy to browsers that accept it, as JavaScript, cached for a year", async () => {
    const response = await get(`${base}/assets/app-1.js`, "gzip, deflate, br");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body.toString()).toBe("brotli-bytes");
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gzip = await get(`${base}/assets/app-1.js`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe("plain");
    const plain = await get(`${base}/assets/app-1.js`, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe("plain");
  });

  it("does not leave its folder", async () => {
    const response = await get(`${base}/assets/..%2f..%2fetc%2fpasswd`, "br");
    expect(response.status).toBe(404);
  });
});
