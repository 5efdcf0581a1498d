import { describe, expect, it } from "vitest";
import { testSettings } from "../app/lib/testing/settings";
import { answerPurge } from "./purge";
import { createPurgeLedger } from "./purge-ledger";

const TOKEN = "purge-token-0123456789abcdef0123456789";
const purge = (headers: Record<string, string>) => new Request("http://shop.test/", { method: "PURGE", headers });

describe("PURGE", () => {
  it("purges the tags of Magento's pattern for a loopback client by default", async () => {
    let now = 1_000;
    const ledger = createPurgeLedger({ now: () => now });
    now = 2_000;
    const response = await answerPurge(purge({ "X-Magento-Tags-Pattern": "((^|,)cat_p_5(,|$))" }), "127.0.0.1", testSettings(), ledger);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("Purged\n");
    expect(await ledger.isCurrent(["cat_p_5"], 1_500)).toBe(false);
    expect(await ledger.isCurrent(["cat_p_6"], 1_500)).toBe(true);
  });

  it("refuses another address as Magento's Varnish does (405), and purges nothing", async () => {
    let now = 1_000;
    const ledger = createPurgeLedger({ now: () => now });
    now = 2_000;
    const response = await answerPurge(purge({ "X-Magento-Tags-Pattern": ".*" }), "203.0.113.9", testSettings(), ledger);
    expect(response.status).toBe(405);
    expect(await ledger.isCurrent(["cat_p_5"], 1_500)).toBe(true);
    const wrongToken = await answerPurge(purge({ "X-Magento-Tags-Pattern": ".*", Authorization: `Bearer ${TOKEN}x` }), "203.0.113.9", testSettings({ PURGE_TOKEN: TOKEN }), ledger);
    expect(wrongToken.status).toBe(405);
  });

  it("takes the token from anywhere, and the addresses PURGE_ALLOWED_ADDRESSES lists", async () => {
    const ledger = createPurgeLedger();
    const pattern = { "X-Magento-Tags-Pattern": ".*" };
    expect((await answerPurge(purge({ ...pattern, Authorization: `Bearer ${TOKEN}` }), "203.0.113.9", testSettings({ PURGE_TOKEN: TOKEN }), ledger)).status).toBe(200);
    const listed = testSettings({ PURGE_ALLOWED_ADDRESSES: "10.0.0.0/8" });
    expect((await answerPurge(purge(pattern), "10.1.2.3", listed, ledger)).status).toBe(200);
    expect((await answerPurge(purge(pattern), "127.0.0.1", listed, ledger)).status).toBe(405);
  });

  it("asks for the pattern header", async () => {
    expect((await answerPurge(purge({}), "127.0.0.1", testSettings(), createPurgeLedger())).status).toBe(400);
  });
});
