/**
 * Magento's link widgets, which Page Builder writes into `href` attributes when a button, banner,
 * slide or image links to a category, a product or a CMS page (`data-link-type="category"` …):
 * `{{widget type='Magento\Catalog\Block\Category\Widget\Link' id_path='category/3'
 * template='Magento_PageBuilder::widget/link_href.phtml' …}}`. With Page Builder's link_href
 * template the widget renders the bare URL; with Magento's link templates a small block
 * (`div.widget.block.block-category-link > a > span`, or a `span` for the inline one). The URL is
 * the entity's canonical URL rewrite in the store view on the base link URL; an entity without
 * one (unknown, or not in the store view) renders an empty href, as Magento.
 */
import type { Database } from "../../db/connect";
import { categoryTargetPath, cmsPageTargetPath, findOneByTargetPath, productTargetPath } from "../url-rewrite";
import type { WidgetCall, WidgetRenderer } from "./directives";
import { escapeHtml } from "./html";

export const CATEGORY_LINK_WIDGET = "Magento\\Catalog\\Block\\Category\\Widget\\Link";
export const PRODUCT_LINK_WIDGET = "Magento\\Catalog\\Block\\Product\\Widget\\Link";
export const PAGE_LINK_WIDGET = "Magento\\Cms\\Block\\Widget\\Page\\Link";

type LinkKind = "category" | "product" | "cms";

export function createLinkWidgets(db: Database): Map<string, WidgetRenderer> {
  return new Map<string, WidgetRenderer>([
    [CATEGORY_LINK_WIDGET, (call) => renderLink(db, call, "category")],
    [PRODUCT_LINK_WIDGET, (call) => renderLink(db, call, "product")],
    [PAGE_LINK_WIDGET, (call) => renderLink(db, call, "cms")],
  ]);
}

async function renderLink(db: Database, { params, scope }: WidgetCall, kind: LinkKind): Promise<string> {
  const targetPath = linkTarget(params, kind);
  const rewrite = targetPath ? await findOneByTargetPath(db, scope.storeId, targetPath) : null;
  const href = rewrite ? `${scope.urls.linkBaseUrl}${rewrite.requestPath}` : "";
  const template = params["template"] ?? "";
  if (template.endsWith("link_href.phtml")) return escapeHtml(href);
  if (!href) return "";
  const text = params["anchor_text"] || params["title"] || "";
  const title = params["title"] ? ` title="${escapeHtml(params["title"])}"` : "";
  const anchor = `<a href="${escapeHtml(href)}"${title}><span>${escapeHtml(text)}</span></a>`;
  const block = kind === "cms" ? "block-cms-link" : `block-${kind}-link`;
  return template.includes("inline") ? `<span class="widget block ${block}-inline">${anchor}</span>` : `<div class="widget block ${block}">${anchor}</div>`;
}

/** The internal route the link points at: `id_path` "category/3" / "product/12" (or "product/12/3"), `page_id` 5. */
function linkTarget(params: Record<string, string>, kind: LinkKind): string | null {
  if (kind === "cms") {
    const pageId = params["page_id"] ?? "";
    return /^\d+$/.test(pageId) ? cmsPageTargetPath(Number(pageId)) : null;
  }
  const [type, id] = (params["id_path"] ?? "").split("/");
  if (type !== kind || !id || !/^\d+$/.test(id)) return null;
  return kind === "category" ? categoryTargetPath(Number(id)) : productTargetPath(Number(id));
}
