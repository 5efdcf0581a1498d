import { describe, expect, it } from "vitest";
import { MAX_FORM_BYTES, readFormBody } from "./form-body";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://shop.test/th/cart", { method: "POST", headers, body, ...(body instanceof ReadableStream ? { duplex: "half" } : {}) } as RequestInit);

const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };

describe("readFormBody", () => {
  it("passes a urlencoded or multipart form on, readable again by the action", async () => {
    const read = await readFormBody(post("intent=add&sku=ABC", urlencoded));
    expect(read.ok && new TextDecoder().decode(read.body)).toBe("intent=add&sku=ABC");

    const form = new FormData();
    form.set("intent", "remove");
    const request = post(form);
    const contentType = request.headers.get("Content-Type")!;
    const multipart = await readFormBody(request);
    expect(multipart.ok).toBe(true);
    if (multipart.ok) {
      const again = new Request("http://shop.test/", { method: "POST", headers: { "Content-Type": contentType }, body: multipart.body });
      expect((await again.formData()).get("intent")).toBe("remove");
    }
  });

  it("refuses what is not a form (415), without reading it", async () => {
    const types: Array<Record<string, string>> = [{ "Content-Type": "application/json" }, { "Content-Type": "text/plain" }, { "Content-Type": "text/xml" }, {}];
    for (const headers of types) {
      expect(await readFormBody(post('{"intent":"add"}', headers))).toEqual({ ok: false, reason: "not-a-form", bodyRead: false });
    }
    // `fetch` calls a string body text/plain: only a Uint8Array goes without a Content-Type.
    expect(await readFormBody(post(new TextEncoder().encode("intent=add")))).toMatchObject({ reason: "not-a-form" });
  });

  it("refuses multipart without a boundary, or broken, as unreadable (400)", async () => {
    expect(await readFormBody(post("--x\r\n", { "Content-Type": "multipart/form-data" }))).toMatchObject({ reason: "unreadable-form" });
    expect(await readFormBody(post("--x\r\n", { "Content-Type": "multipart/form-data; boundary=" }))).toMatchObject({ reason: "unreadable-form" });
    expect(await readFormBody(post("no parts", { "Content-Type": "multipart/form-data; boundary=x" }))).toEqual({ ok: false, reason: "unreadable-form", bodyRead: true });
  });

  it("refuses a body over the cap (413): from Content-Length before reading, else once the count passes it", async () => {
    expect(await readFormBody(post("a=1", { ...urlencoded, "Content-Length": String(MAX_FORM_BYTES + 1) }))).toEqual({ ok: false, reason: "too-large", bodyRead: false });
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024).fill(97));
      },
    });
    expect(await readFormBody(post(endless, urlencoded))).toMatchObject({ reason: "too-large" });
    expect(pulled).toBeLessThanOrEqual(MAX_FORM_BYTES / 1024 + 2);
    expect((await readFormBody(post(`a=${"b".repeat(MAX_FORM_BYTES - 2)}`, urlencoded))).ok).toBe(true);
  });

  it("the module imports nothing from Node, so Workers can load it", async () => {
    const { readFileSync } = await import("node:fs");
    for (const file of ["./form-body.ts", "./error-caching.ts", "./storefront-handler.ts", "./cross-site-writes.ts"]) {
      expect(readFileSync(new URL(file, import.meta.url), "utf8"), file).not.toMatch(/from\s+["']node:|require\(/);
    }
  });
});
