import { createCookie as createNodeCookie } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { createCookie, createCookieSessionStorage } from "~/lib/cookie-session-storage.server";

const SECRET = "cookie-signing-test-secret-0123456789ab";
const OTHER = "another-signing-secret-0123456789abcdef";
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("signed cookies without @remix-run/node", () => {
  it("reads what Node's Remix signs and writes what it reads, Thai included", async () => {
    const value = { cart: "ตะกร้า-42", n: 1 };
    const node = createNodeCookie("prefs", { secrets: [SECRET] });
    const ours = createCookie("prefs", { secrets: [SECRET] });
    expect(await ours.parse(cookieOf(await node.serialize(value)))).toEqual(value);
    expect(await node.parse(cookieOf(await ours.serialize(value)))).toEqual(value);
    expect(cookieOf(await ours.serialize(value))).toBe(cookieOf(await node.serialize(value)));
  });

  it("refuses a changed value or another secret's signature, and reads the previous secret's", async () => {
    const signed = cookieOf(await createCookie("prefs", { secrets: [SECRET] }).serialize({ admin: false }));
    const [name, encoded] = signed.split("=") as [string, string];
    const [data, signature] = decodeURIComponent(encoded).split(".") as [string, string];
    const forged = `${name}=${encodeURIComponent(`${btoa(JSON.stringify({ admin: true }))}.${signature}`)}`;
    expect(data).not.toBe("");
    expect(await createCookie("prefs", { secrets: [SECRET] }).parse(forged)).toBeNull();
    expect(await createCookie("prefs", { secrets: [OTHER] }).parse(signed)).toBeNull();
    expect(await createCookie("prefs", { secrets: [OTHER, SECRET] }).parse(signed)).toEqual({ admin: false });
    expect(await createCookie("prefs", { secrets: [SECRET] }).parse("prefs=not-signed")).toBeNull();
  });

  it("keeps a session in a signed cookie", async () => {
    const storage = createCookieSessionStorage({ cookie: { name: "__s", secrets: [SECRET] } });
    const session = await storage.getSession();
    session.set("cartId", "c-1");
    const cookie = cookieOf(await storage.commitSession(session));
    expect((await storage.getSession(cookie)).get("cartId")).toBe("c-1");
    const tampered = cookie.slice(0, -2) + (cookie.endsWith("AA") ? "BB" : "AA");
    expect((await storage.getSession(tampered)).data).toEqual({});
  });
});
