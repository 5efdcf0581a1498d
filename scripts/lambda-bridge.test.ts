import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HttpEvent, HttpResult } from "../lambda/events";
import { bridge, PAYLOAD_LIMIT_BYTES } from "./lambda-bridge";

/**
 * The local function URL of `npm run preview:lambda`, over real HTTP on loopback, with a function
 * that records its events and answers what each test gives it (the real function is invoked
 * through it in tests/integration/lambda.integration.test.ts).
 */
let server: http.Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function start(answer: (event: HttpEvent) => Promise<HttpResult>): Promise<{ origin: string; events: HttpEvent[] }> {
  const events: HttpEvent[] = [];
  server = http.createServer(
    bridge(async (event) => {
      events.push(event);
      return answer(event);
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, events };
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);

describe("the Lambda bridge", () => {
  it("sends a form post as a function URL would, and writes back each cookie and a base64 body", async () => {
    const { origin, events } = await start(async () => ({
      statusCode: 201,
      headers: { "content-type": "image/png", "cache-control": "no-store" },
      cookies: ["__session=abc; Path=/; HttpOnly", "seen=1; Path=/"],
      body: Buffer.from(PNG).toString("base64"),
      isBase64Encoded: true,
    }));
    const response = await fetch(`${origin}/th/cart?from=%E0%B8%9C%E0%B9%89%E0%B8%B2`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: "__session=old; _ga=GA1.1.42", "X-Forwarded-For": "198.51.100.7" },
      body: "intent=add&sku=BS-CL-018&note=%E0%B8%AA%E0%B8%B5",
    });
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(["__session=abc; Path=/; HttpOnly", "seen=1; Path=/"]);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);

    const [event] = events;
    expect(event).toMatchObject({
      version: "2.0",
      rawPath: "/th/cart",
      rawQueryString: "from=%E0%B8%9C%E0%B9%89%E0%B8%B2",
      cookies: ["__session=old", "_ga=GA1.1.42"],
      isBase64Encoded: true,
      requestContext: { http: { method: "POST", sourceIp: "127.0.0.1" } },
    });
    expect(event!.headers!.cookie).toBeUndefined();
    expect(event!.headers!["x-forwarded-for"]).toBe("198.51.100.7, 127.0.0.1");
    expect(Buffer.from(event!.body!, "base64").toString()).toBe("intent=add&sku=BS-CL-018&note=%E0%B8%AA%E0%B8%B5");
  });

  it("sends a GET without a body and answers a text result as UTF-8", async () => {
    const { origin, events } = await start(async () => ({ statusCode: 404, headers: { "content-type": "text/html; charset=utf-8" }, cookies: [], body: "<h1>ไม่พบหน้านี้</h1>", isBase64Encoded: false }));
    const response = await fetch(`${origin}/th/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("<h1>ไม่พบหน้านี้</h1>");
    expect(events[0]).toMatchObject({ rawPath: "/th/nowhere", rawQueryString: "", isBase64Encoded: false });
    expect(events[0]!.body).toBeUndefined();
    expect(events[0]!.cookies).toBeUndefined();
  });

  it("answers as AWS does when the function fails, or a request or result passes 6 MB", async () => {
    let result: HttpResult | Error = new Error("boom");
    const { origin } = await start(async () => {
      if (result instanceof Error) throw result;
      return result;
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await fetch(`${origin}/th`);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ message: "Internal server error" });

    const tooLarge = await fetch(`${origin}/th/cart`, { method: "POST", body: new Uint8Array(PAYLOAD_LIMIT_BYTES + 1) });
    expect(tooLarge.status).toBe(413);

    result = { statusCode: 200, headers: {}, cookies: [], body: "x".repeat(PAYLOAD_LIMIT_BYTES + 1), isBase64Encoded: false };
    expect((await fetch(`${origin}/th`)).status).toBe(502);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
