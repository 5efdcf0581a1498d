import { describe, expect, it } from "vitest";
import { dynamicBlockWidget } from "./dynamicBlockWidget";

const scope = { storeId: 3, websiteId: 1, urls: { mediaBaseUrl: "/media/", linkBaseUrl: "/" } };
const call = (params: Record<string, string>) => dynamicBlockWidget({ params, scope, trail: [], renderNested: async () => "" });

describe("dynamicBlockWidget", () => {
  it("writes Magento's placeholder with the blocks' uids for the store view", async () => {
    const html = await call({ type: "Magento\\Banner\\Block\\Widget\\Banner", display_mode: "fixed", rotate: "", template: "widget/block.phtml", banner_ids: "1,2", unique_id: "abc123", type_name: "Dynamic Blocks Rotator" });
    expect(html).toBe(
      '<div class="widget block block-banners" data-bind="scope: \'banner\'" data-banner-id="abc123" data-types="" data-display-mode="fixed" data-ids="1,2" data-rotate="" data-store-id="3" data-uids="MQ==,Mg==">' +
        '<ul class="banner-items" data-bind="afterRender: registerBanner"><!-- ko foreach: getItemsabc123() --><li class="banner-item" data-bind="attr: {\'data-banner-id\': $data.bannerId}"><div class="banner-item-content" data-bind="bindHtml: $data.html"></div></li><!-- /ko --></ul></div>',
    );
  });

  it("escapes parameters and leaves the uids empty without block ids", async () => {
    const html = await call({ display_mode: "salesrule", banner_ids: "", unique_id: '"><script>', types: "content,footer" });
    expect(html).toContain('data-banner-id="&quot;&gt;&lt;script&gt;" data-types="content,footer" data-display-mode="salesrule" data-ids="" data-rotate="" data-store-id="3" data-uids=""');
    expect(html).not.toContain("<script>");
  });
});
