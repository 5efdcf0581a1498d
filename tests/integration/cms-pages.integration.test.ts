import { describe, expect, it } from "vitest";
import { loader as resolverLoader } from "~/routes/$store.$";
import { thrownResponse, useDemoShop } from "./engine-context";

const shop = useDemoShop();

const resolve = (url: string) => {
  const { pathname } = new URL(url, "http://shop.test");
  const [, store = "", ...rest] = pathname.split("/");
  return resolverLoader({ request: new Request(`http://shop.test${url}`), params: { store, "*": rest.join("/") }, context: shop.context });
};

describe("CMS pages through the resolver", () => {
  it("shows a page the shop wrote, in the store view's language", async () => {
    const en = await (await resolve("/en/about-us")).json();
    const th = await (await resolve("/th/about-us")).json();
    if (en.kind !== "cms-page" || th.kind !== "cms-page") throw new Error("expected CMS pages");
    expect(en.page).toMatchObject({ identifier: "about-us", path: "/en/about-us", title: "About Us" });
    expect(en.page.content.document.pageBuilder).toBe(true);
    expect(en.page.content.document.children[0]?.type).toBe("row");
    expect(th.page.title).toMatch(/[\u0E00-\u0E7F]/);
    expect(th.page.path).toBe("/th/about-us");
  });

  it("keeps internal links of the content inside the store view", async () => {
    const data = await (await resolve("/en/customer-service")).json();
    if (data.kind !== "cms-page") throw new Error("expected a CMS page");
    const tree = JSON.stringify(data.page.content.document);
    const hrefs = [...tree.matchAll(/href(?:=\\"|":")(\/[^"\\]*)/g)].map((match) => match[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href?.startsWith("/en") || href?.startsWith("/media/"))).toBe(true);
  });

  it("moves an old page URL permanently", async () => {
    const response = await thrownResponse(() => resolve("/en/about"));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/en/about-us");
  });
});
