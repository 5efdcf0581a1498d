import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge";

describe("fetch bridge", () => {
  let origin = "";
  let close = () => undefined as void;

  beforeAll(async () => {
    const app = express();
    app.use(compression());
    // A streamed page: its first part at once, the rest half a second later.
    app.get("/streamed", (req, res, next) => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(`<p>shell ${"x".repeat(2048)}</p>`));
          await new Promise((resolve) => setTimeout(resolve, 500));
          controller.enqueue(encoder.encode("<p>rest</p>"));
          controller.close();
        },
      });
      sendFetchResponse(res, new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } })).catch(next);
    });
    app.get("*", (req, res) => {
      res.json({ url: toFetchRequest(req, new AbortController().signal).url });
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => void server.close();
  });
  afterAll(() => close());

  it("sends each chunk of a streamed answer at once, also when compressed", async () => {
    const firstChunkAfter = await new Promise<number>((resolve, reject) => {
      const started = Date.now();
      http.get(`${origin}/streamed`, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
        expect(response.headers["content-encoding"]).toBe("gzip");
        const gunzip = response.pipe(zlib.createGunzip());
        gunzip.once("data", () => resolve(Date.now() - started));
        gunzip.on("error", reject);
      });
    });
    expect(firstChunkAfter).toBeLessThan(400);
  });

  it("keeps a path that looks like another host on this host", async () => {
    const response = await fetch(`${origin}//evil.example/th/cart`);
    expect(((await response.json()) as { url: string }).url).toBe(`${origin}//evil.example/th/cart`);
  });
});
