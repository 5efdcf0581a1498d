import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShopServer, type ShopServer } from "./shop-server";

/**
 * The write limit of the production server keys on the address it trusts (TRUST_PROXY), never on
 * what a client writes into X-Forwarded-For. Each server allows 3 writes a minute per address.
 */
const LIMIT = 3;

async function post(server: ShopServer, forwardedFor: string): Promise<number> {
  const response = await fetch(`${server.origin}/th/cart`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": forwardedFor },
    body: "intent=add&sku=x&quantity=1",
    redirect: "manual",
  });
  await response.body?.cancel();
  return response.status;
}

/**
 * The limit's window is the clock's minute, and just after a new minute the last one's count weighs
 * only by what is left of it: a series that crossed the boundary could slip a write under the limit.
 * So a series does not start in a minute's last 5 s (a few posts take well under a second).
 */
async function awayFromMinuteBoundary(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 50));
}

/** Statuses of `count` posts, the i-th with `forwardedFor(i)`: only whether each was refused with 429. */
async function refusals(server: ShopServer, count: number, forwardedFor: (i: number) => string): Promise<boolean[]> {
  await awayFromMinuteBoundary();
  const out: boolean[] = [];
  for (let i = 0; i < count; i++) out.push((await post(server, forwardedFor(i))) === 429);
  return out;
}

const limited = [false, false, false, true, true];

describe.each([
  ["no TRUST_PROXY", {}],
  ["TRUST_PROXY=1", { TRUST_PROXY: "1" }],
  ["TRUST_PROXY=127.0.0.1,10.0.0.0/8", { TRUST_PROXY: "127.0.0.1,10.0.0.0/8" }],
])("write limit with %s", (_name, env: Record<string, string>) => {
  let server: ShopServer;
  beforeAll(async () => {
    server = await startShopServer({ ...env, RATE_LIMIT_WRITES_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => server?.stop());

  it("a client rotating its own X-Forwarded-For entry is still one client", async () => {
    // Behind the proxies each setting describes, the client's own entry is the left-most one.
    const proxied = { "no TRUST_PROXY": "", "TRUST_PROXY=1": ", 198.51.100.1", "TRUST_PROXY=127.0.0.1,10.0.0.0/8": ", 198.51.100.1, 10.1.2.3" }[_name] ?? "";
    expect(await refusals(server, 5, (i) => `203.0.113.${i + 1}${proxied}`)).toEqual(limited);
  });

  if (env.TRUST_PROXY === "1") {
    it("behind one proxy, the address that proxy appended is the client", async () => {
      // Another shopper behind the same proxy is not held up by the first one's limit...
      expect(await post(server, "198.51.100.2")).not.toBe(429);
      // ...and is limited on its own.
      expect(await refusals(server, 4, () => "198.51.100.3")).toEqual(limited.slice(0, 4));
    });
  }

  if (env.TRUST_PROXY?.includes("/")) {
    it("only listed proxies are skipped: the first unlisted hop is the client", async () => {
      // 192.0.2.44 is no listed proxy: it is the client, whatever it put further left.
      expect(await refusals(server, 5, (i) => `198.51.100.${100 + i}, 192.0.2.44, 10.9.9.9`)).toEqual(limited);
      // A different client behind the listed proxies passes.
      expect(await post(server, "192.0.2.45, 10.9.9.9")).not.toBe(429);
    });
  }
});
