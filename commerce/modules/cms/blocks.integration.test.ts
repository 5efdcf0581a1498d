import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCommerceEngine, type CommerceEngine } from "../../index";
import { graphql, graphqlData, TEST_ORIGIN } from "../../testing/graphqlClient";

let engine: CommerceEngine;

beforeAll(async () => {
  engine = await startCommerceEngine({ dataDir: "memory://" });
});

afterAll(async () => {
  await engine?.close();
});

interface BlocksReply {
  cmsBlocks: { items: ({ identifier: string; title: string; content: string } | null)[] };
}

const BLOCKS = "query Blocks($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier title content } } }";

describe("cmsBlocks", () => {
  it("serves the footer blocks in each store view's language, in Page Builder master format", async () => {
    const th = await graphqlData<BlocksReply>(engine, BLOCKS, { store: "th", variables: { ids: ["footer-links-desktop", "footer-links-mobile"] } });
    const en = await graphqlData<BlocksReply>(engine, BLOCKS, { store: "en", variables: { ids: ["footer-links-desktop", "footer-links-mobile"] } });
    expect(th.cmsBlocks.items.map((b) => b?.identifier)).toEqual(["footer-links-desktop", "footer-links-mobile"]);
    const [thDesktop] = th.cmsBlocks.items;
    const [enDesktop] = en.cmsBlocks.items;
    expect(thDesktop?.content).toMatch(/^<style>#html-body \[data-pb-style=[A-Z0-9]{7}\]\{/);
    expect(thDesktop?.content).toContain('<div data-content-type="row" data-appearance="contained" data-element="main">');
    expect(thDesktop?.content).toContain('data-content-type="column-group"');
    for (const label of ["เกี่ยวกับเรา", "ติดต่อเรา", "ฝ่ายบริการลูกค้า", "สถานะคำสั่งซื้อ", "เรื่องราวของเรา", "การคืนสินค้า", "สมัครสมาชิก", "นโยบายความเป็นส่วนตัว", "ข้อกำหนดการใช้งาน"]) {
      expect(thDesktop?.content).toContain(label);
    }
    for (const label of ["About Us", "Contact Us", "Customer Service", "Email Signup", "Give Back", "Help", "Order Status", "Our Story", "Returns", "Register", "Privacy Policy", "Terms of Use"]) {
      expect(enDesktop?.content).toContain(`>${label}<`);
    }
    expect(enDesktop?.content).toContain('href="/contact-us"');
    expect(enDesktop?.content).not.toContain("เกี่ยวกับเรา");
  });

  it("renders slider images as absolute media URLs that exist", async () => {
    const data = await graphqlData<BlocksReply>(engine, BLOCKS, { store: "en", variables: { ids: ["ImageSlider"] } });
    const content = data.cmsBlocks.items[0]?.content ?? "";
    expect(content).toContain('data-content-type="slider"');
    expect(content).not.toContain("{{media");
    const urls = [...content.matchAll(/\\&quot;(?:desktop|mobile)_image\\&quot;:\\&quot;([^\\]+)\\&quot;/g)].map((m) => m[1] ?? "");
    expect(urls.length).toBe(10);
    for (const url of urls) {
      expect(url.startsWith(`${TEST_ORIGIN}/media/wysiwyg/home/`)).toBe(true);
      const response = await engine.handle(new Request(url));
      expect(response.status, url).toBe(200);
    }
  });

  it("keeps the found blocks and reports an unknown identifier as Magento does", async () => {
    const reply = await graphql<BlocksReply>(engine, BLOCKS, { variables: { ids: ["menu-block", "no-such-block"] } });
    expect(reply.status).toBe(200);
    expect(reply.data?.cmsBlocks.items[0]?.identifier).toBe("menu-block");
    expect(reply.data?.cmsBlocks.items[1]).toBeNull();
    expect(reply.errors).toHaveLength(1);
    expect(reply.errors?.[0]).toMatchObject({
      message: 'The CMS block with the "no-such-block" ID doesn\'t exist.',
      path: ["cmsBlocks", "items", 1],
      extensions: { category: "graphql-no-such-entity" },
    });
  });

  it("requires identifiers", async () => {
    const reply = await graphql(engine, "{ cmsBlocks(identifiers: []) { items { identifier } } }");
    expect(reply.errors?.[0]).toMatchObject({ message: '"identifiers" of CMS blocks should be specified', extensions: { category: "graphql-input" } });
  });

  it("serves the header menu block and contact page blocks per store view", async () => {
    const ids = ["menu-block", "contact-us-banner", "contact-us-sidebar"];
    const th = await graphqlData<BlocksReply>(engine, BLOCKS, { store: "th", variables: { ids } });
    const en = await graphqlData<BlocksReply>(engine, BLOCKS, { store: "en", variables: { ids } });
    expect(th.cmsBlocks.items[0]?.content).toContain("ส่งฟรีทั่วไทย");
    expect(en.cmsBlocks.items[0]?.content).toContain("Free delivery across Thailand");
    expect(th.cmsBlocks.items[1]?.content).toContain("ติดต่อเรา");
    expect(en.cmsBlocks.items[2]?.content).toContain("Get in touch");
  });
});
