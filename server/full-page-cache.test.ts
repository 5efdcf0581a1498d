import { describe, expect, it } from "vitest";
import { fullPageCache, type Render } from "./full-page-cache";
import { cacheableRequest, createPageCache, pageKey, storableFor } from "./page-cache";
import { createPurgeLedger } from "./purge-ledger";

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** A page whose body names its nonce and how many renders there were, with the given headers and tags. */
function counter(headers: Record<string, string> = { "Cache-Control": PUBLIC, "Content-Type": "text/html", Vary: "Cookie" }, tags: string[] = ["cat_p_1"]) {
  const state = { renders: 0, headers, tags };
  const render: Render = async (_request, nonce, collected) => {
    state.renders++;
    for (const tag of state.tags) collected.add(tag);
    return new Response(`<script nonce="${nonce}">render ${state.renders}</script><p>${nonce}</p>`, { headers: state.headers });
  };
  return { state, render };
}

function setup(maxEntries = 10, maxBytes = 1_000_000) {
  let now = 100_000;
  const ledger = createPurgeLedger({ now: () => now });
  const cache = createPageCache({ maxEntries, maxBytes, ledger, now: () => now });
  const serve = fullPageCache({ cache, now: () => now });
  return { serve, cache, ledger, advance: (ms: number) => (now += ms) };
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://shop.test${path}`, { headers });
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("the full-page cache", () => {
  it("answers the second anonymous GET from the copy, with this answer's nonce in the body and the same headers", async () => {
    const { serve } = setup();
    const { state, render } = counter();
    const first = await serve(get("/en/tea.html"), "NONCE-one", render);
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    expect(await first.text()).toContain('nonce="NONCE-one"');
    await settle();
    const second = await serve(get("/en/tea.html"), "NONCE-two", render);
    const body = await second.text();
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    expect(body).toBe('<script nonce="NONCE-two">render 1</script><p>NONCE-two</p>');
    expect(body).not.toContain("NONCE-one");
    expect(second.headers.get("Cache-Control")).toBe(PUBLIC);
    expect(second.headers.get("Content-Type")).toBe("text/html");
    expect(second.headers.get("Age")).toBe("0");
    expect(state.renders).toBe(1);
  });

  it("keeps pages of other URLs apart (the query string too)", async () => {
    const { serve } = setup();
    const { state, render } = counter();
    for (const path of ["/en/tea.html", "/th/tea.html", "/en/tea.html?page=2", "/en/tea.html?_data=root"]) {
      await (await serve(get(path), "n", render)).text();
      await settle();
    }
    expect(state.renders).toBe(4);
  });

  it("serves a stale copy once fresh time is over and renders it again in the background, once", async () => {
    const { serve, advance } = setup();
    const { state, render } = counter();
    await (await serve(get("/en"), "n1", render)).text();
    await settle();
    advance(61_000);
    const stale = await serve(get("/en"), "n2", render);
    expect(stale.headers.get("X-Page-Cache")).toBe("stale");
    expect(stale.headers.get("Age")).toBe("61");
    expect(await stale.text()).toContain("render 1");
    await (await serve(get("/en"), "n3", render)).text();
    await settle();
    expect(state.renders).toBe(2);
    const fresh = await serve(get("/en"), "n4", render);
    expect(fresh.headers.get("X-Page-Cache")).toBe("hit");
    expect(await fresh.text()).toBe('<script nonce="n4">render 2</script><p>n4</p>');
  });

  it("renders again once the stale time is over too", async () => {
    const { serve, advance } = setup();
    const { state, render } = counter();
    await (await serve(get("/en"), "n1", render)).text();
    await settle();
    advance(661_000);
    expect((await serve(get("/en"), "n2", render)).headers.get("X-Page-Cache")).toBe("miss");
    expect(state.renders).toBe(2);
  });

  it("never stores a private page, one setting a cookie, an error, or one varying on something else", async () => {
    const cases: Record<string, string>[] = [
      { "Cache-Control": "private, no-store" },
      { "Cache-Control": PUBLIC, "Set-Cookie": "__session=abc; Path=/" },
      { "Cache-Control": PUBLIC, Vary: "Accept-Language" },
      { "Cache-Control": "public, max-age=300" },
    ];
    for (const headers of cases) {
      const { serve } = setup();
      const { state, render } = counter(headers);
      await (await serve(get("/en"), "n", render)).text();
      await settle();
      await (await serve(get("/en"), "n", render)).text();
      expect(state.renders, JSON.stringify(headers)).toBe(2);
    }
    expect(storableFor(new Response("x", { status: 404, headers: { "Cache-Control": PUBLIC } }))).toBeUndefined();
  });

  it("never serves nor stores for a request with the shop's cookie (valid, forged or empty) or a bearer token; other sites' cookies do not matter", () => {
    expect(cacheableRequest(get("/en", { Cookie: "__session=forged" }))).toBe(false);
    expect(cacheableRequest(get("/en", { Cookie: "_ga=1; __session=" }))).toBe(false);
    expect(cacheableRequest(get("/en", { Cookie: "__social_flow=x" }))).toBe(false);
    expect(cacheableRequest(get("/en", { Authorization: "Bearer x" }))).toBe(false);
    expect(cacheableRequest(new Request("http://shop.test/en", { method: "POST" }))).toBe(false);
    expect(cacheableRequest(get("/en", { Cookie: "_ga=GA1.1.1" }))).toBe(true);
    expect(cacheableRequest(new Request("http://shop.test/en", { method: "HEAD" }))).toBe(true);
  });

  it("answers a HEAD from the GET's copy but never stores what a HEAD rendered", async () => {
    const { serve } = setup();
    const { state, render } = counter();
    const head = () => new Request("http://shop.test/en", { method: "HEAD" });
    await serve(head(), "n", render);
    await settle();
    await serve(head(), "n", render);
    expect(state.renders).toBe(2);
    await (await serve(get("/en"), "n", render)).text();
    await settle();
    expect((await serve(head(), "n", render)).headers.get("X-Page-Cache")).toBe("hit");
    expect(pageKey(head())).toBe(pageKey(get("/en")));
  });

  it("drops the pages of a purged tag at once, and keeps the others", async () => {
    const { serve, ledger, advance } = setup();
    const tea = counter(undefined, ["cat_p_1", "cat_c_3"]);
    const rice = counter(undefined, ["cat_p_2"]);
    await (await serve(get("/en/tea.html"), "n", tea.render)).text();
    await (await serve(get("/en/rice.html"), "n", rice.render)).text();
    await settle();
    advance(1_000);
    await ledger.purge({ all: false, tags: ["cat_p_1"] });
    advance(1);
    expect((await serve(get("/en/tea.html"), "n", tea.render)).headers.get("X-Page-Cache")).toBe("miss");
    expect((await serve(get("/en/rice.html"), "n", rice.render)).headers.get("X-Page-Cache")).toBe("hit");
    await ledger.purge({ all: true });
    advance(1);
    expect((await serve(get("/en/rice.html"), "n", rice.render)).headers.get("X-Page-Cache")).toBe("miss");
  });

  it("does not keep a page whose render began before a purge of its tags", async () => {
    const { serve, ledger, advance } = setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const render: Render = async (_request, nonce, tags) => {
      tags.add("cat_p_1");
      await gate;
      return new Response(`<p>${nonce}</p>`, { headers: { "Cache-Control": PUBLIC } });
    };
    const answer = serve(get("/en/tea.html"), "n", render);
    advance(5);
    await ledger.purge({ all: false, tags: ["cat_p_1"] });
    release();
    await (await answer).text();
    await settle();
    expect((await serve(get("/en/tea.html"), "n", counter().render)).headers.get("X-Page-Cache")).toBe("miss");
  });

  it("keeps at most its entries and bytes, dropping the least recently used", async () => {
    const { serve, cache } = setup(2);
    const { state, render } = counter();
    for (const path of ["/a", "/b"]) await (await serve(get(path), "n", render)).text();
    await settle();
    await (await serve(get("/a"), "n", render)).text(); // /a used last: /b goes first
    await (await serve(get("/c"), "n", render)).text();
    await settle();
    expect(cache.size().entries).toBe(2);
    expect((await serve(get("/a"), "n", render)).headers.get("X-Page-Cache")).toBe("hit");
    expect((await serve(get("/b"), "n", render)).headers.get("X-Page-Cache")).toBe("miss");
    expect(state.renders).toBe(4);

    const small = setup(100, 200);
    for (const path of ["/a", "/b", "/c", "/d"]) await (await small.serve(get(path), "n", render)).text();
    await settle();
    expect(small.cache.size().bytes).toBeLessThanOrEqual(200);
    expect(small.cache.size().entries).toBeLessThan(4);
  });
});
