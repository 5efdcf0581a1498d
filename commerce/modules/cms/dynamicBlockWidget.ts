/**
 * Adobe Commerce's "Dynamic Blocks Rotator" widget (`Magento\Banner\Block\Widget\Banner`,
 * template widget/block.phtml), which Page Builder's "dynamic_block" content type stores. Magento
 * does not put the blocks' content into the page: it writes a placeholder that Luma's JavaScript
 * fills, and a headless storefront reads `data-uids` (added by Magento_BannerGraphQl: the
 * blocks' uids, base64 of their ids) to ask `dynamicBlocks` for the content. The placeholder is
 * reproduced attribute for attribute: `data-banner-id` (the widget's unique id), `data-types`,
 * `data-display-mode`, `data-ids`, `data-rotate`, `data-store-id`, then `data-uids`.
 */
import { encodeUid } from "../../lib/uid";
import type { WidgetRenderer } from "./directives";
import { escapeHtml } from "./html";

export const DYNAMIC_BLOCKS_WIDGET = "Magento\\Banner\\Block\\Widget\\Banner";

export const dynamicBlockWidget: WidgetRenderer = async ({ params, scope }) => {
  const uniqueId = params["unique_id"] ?? "";
  const ids = (params["banner_ids"] ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id !== "");
  const attributes: [string, string][] = [
    ["data-banner-id", uniqueId],
    ["data-types", params["types"] ?? ""],
    ["data-display-mode", params["display_mode"] ?? ""],
    ["data-ids", params["banner_ids"] ?? ""],
    ["data-rotate", params["rotate"] ?? ""],
    ["data-store-id", String(scope.storeId)],
    ["data-uids", ids.map((id) => encodeUid(id)).join(",")],
  ];
  const inline = (params["template"] ?? "").includes("inline");
  const attributeText = attributes.map(([name, value]) => `${name}="${escapeHtml(value)}"`).join(" ");
  return (
    `<div class="widget block ${inline ? "block-banners-inline" : "block-banners"}" data-bind="scope: 'banner'" ${attributeText}>` +
    `<ul class="banner-items" data-bind="afterRender: registerBanner">` +
    `<!-- ko foreach: getItems${escapeHtml(uniqueId.replace(/[^A-Za-z0-9_]/g, ""))}() -->` +
    `<li class="banner-item" data-bind="attr: {'data-banner-id': $data.bannerId}"><div class="banner-item-content" data-bind="bindHtml: $data.html"></div></li>` +
    `<!-- /ko --></ul></div>`
  );
};
