import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShopServer, type ShopServer } from "./shop-server";

/**
 * Slow clients against the production server: a slowloris (header lines trickling in), a silent
 * connection and a slow body are closed once their time is up, while other shoppers are served;
 * the connection cap drops connections beyond it. Short timeouts keep the test quick.
 */
const HEADERS_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 4_000;
/** Node checks the timeouts every second (`connectionsCheckingInterval` in server.ts); plus scheduling slack on a busy machine. */
const CHECK_SLACK_MS = 1_000 + 1_500;

interface SlowSocket {
  /** When it closed, in ms after it connected; null while open. */
  closedAfterMs: number | null;
  /** The status line the server answered, if any. */
  statusLine: string;
  destroy(): void;
}

/** A connection that sends `first` and then `trickle` every `everyMs`, never finishing its request. */
function slowSocket(port: number, first: string, trickle: string, everyMs = 500): Promise<SlowSocket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const state: SlowSocket = { closedAfterMs: null, statusLine: "", destroy: () => socket.destroy() };
    let started = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding("utf8");
    socket.on("data", (data: string) => {
      state.statusLine ||= data.split("\r\n")[0] ?? "";
    });
    socket.on("close", () => {
      clearInterval(timer);
      state.closedAfterMs = Date.now() - started;
    });
    socket.on("error", () => undefined);
    socket.once("connect", () => {
      started = Date.now();
      if (first) socket.write(first);
      if (trickle) timer = setInterval(() => !socket.destroyed && socket.write(trickle), everyMs);
      resolve(state);
    });
    socket.once("error", reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(50);
}

describe("slow clients", () => {
  let shop: ShopServer;
  beforeAll(async () => {
    shop = await startShopServer({ SERVER_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), SERVER_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
  });
  afterAll(() => shop?.stop());

  it("300 slowloris sockets are all closed within the header timeout, while a shopper is served", async () => {
    const sockets = await Promise.all(
      Array.from({ length: 300 }, () => slowSocket(shop.port, "GET /th HTTP/1.1\r\nHost: 127.0.0.1\r\n", "X-Still-Typing: yes\r\n")),
    );
    // Half-way through the attack, a normal request is answered at once.
    await sleep(HEADERS_TIMEOUT_MS / 2);
    const started = Date.now();
    const health = await fetch(`${shop.origin}/healthz`);
    expect(health.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);

    await waitUntil(() => sockets.every((socket) => socket.closedAfterMs !== null), HEADERS_TIMEOUT_MS + CHECK_SLACK_MS + 2_000);
    const closed = sockets.map((socket) => socket.closedAfterMs);
    sockets.forEach((socket) => socket.destroy());
    const open = closed.filter((after) => after === null).length;
    const latest = Math.max(...closed.map((after) => after ?? Infinity));
    const earliest = Math.min(...closed.map((after) => after ?? Infinity));
    console.info(`[slowloris] 300 sockets: ${open} still open, closed after ${earliest}-${latest} ms (headers timeout ${HEADERS_TIMEOUT_MS} ms)`);
    expect(open).toBe(0);
    expect(latest).toBeLessThanOrEqual(HEADERS_TIMEOUT_MS + CHECK_SLACK_MS);
    // Held until the timeout, not dropped for some other reason, and told why.
    expect(earliest).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(sockets[0]?.statusLine).toBe("HTTP/1.1 408 Request Timeout");
  }, 30_000);

  it("a connection that never says anything is closed too, and a slow body once the request timeout has passed", async () => {
    const silent = await slowSocket(shop.port, "", "");
    const slowBody = await slowSocket(
      shop.port,
      "POST /th/cart HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\nintent=",
      "a",
    );
    await waitUntil(() => silent.closedAfterMs !== null && slowBody.closedAfterMs !== null, REQUEST_TIMEOUT_MS + CHECK_SLACK_MS + 2_000);
    silent.destroy();
    slowBody.destroy();
    expect(silent.closedAfterMs).not.toBeNull();
    expect(silent.closedAfterMs!).toBeLessThanOrEqual(HEADERS_TIMEOUT_MS + CHECK_SLACK_MS);
    expect(slowBody.closedAfterMs).not.toBeNull();
    expect(slowBody.closedAfterMs!).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(slowBody.closedAfterMs!).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS + CHECK_SLACK_MS);
  }, 30_000);

  it("an idle keep-alive connection outlives the header timeout and is reused (what a proxy does)", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const request = http.get(`${shop.origin}/healthz`, { agent }, (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
        });
        request.on("error", reject);
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      await sleep(HEADERS_TIMEOUT_MS + 1_500);
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 30_000);
});

describe("connection cap", () => {
  let shop: ShopServer;
  beforeAll(async () => {
    shop = await startShopServer({ SERVER_MAX_CONNECTIONS: "20", SERVER_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), SERVER_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
  });
  afterAll(() => shop?.stop());

  it("drops connections beyond SERVER_MAX_CONNECTIONS, and serves again once the slow ones are gone", async () => {
    const held = await Promise.all(Array.from({ length: 20 }, () => slowSocket(shop.port, "GET /th HTTP/1.1\r\n", "X-A: b\r\n")));
    await sleep(200);
    const extra = await slowSocket(shop.port, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "");
    await waitUntil(() => extra.closedAfterMs !== null, 1_000);
    expect(extra.closedAfterMs).not.toBeNull();
    expect(extra.statusLine).toBe("");

    await waitUntil(() => held.every((socket) => socket.closedAfterMs !== null), HEADERS_TIMEOUT_MS + CHECK_SLACK_MS + 2_000);
    held.forEach((socket) => socket.destroy());
    expect(held.every((socket) => socket.closedAfterMs !== null)).toBe(true);
    expect((await fetch(`${shop.origin}/healthz`)).status).toBe(200);
  }, 30_000);
});
