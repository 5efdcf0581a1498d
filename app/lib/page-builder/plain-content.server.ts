/**
 * Plain CMS content shown as HTML rendered once per content and store view. The footer's and the
 * menu's blocks are on every page: parsing and rendering them on every request was about a fifth of
 * a product page's elements and of its render. Content with lively parts (`isPlainContent` false)
 * is loaded and rendered on each request as before.
 */
import type { Language } from "~/lib/i18n";
import { internalOrigins } from "~/lib/page-builder/links.server";
import { parsePageBuilder } from "~/lib/page-builder/parse.server";
import { isPlainContent } from "~/lib/page-builder/tree";
import type { PageBuilderDocument } from "~/lib/page-builder/types";
import type { Shop } from "~/lib/shop/shop.server";

/** Plain content's HTML, drawn by the Page Builder components (app/components/page-builder/plain-html.server.tsx). */
export type RenderPlainContent = (document: PageBuilderDocument, language: Language) => string;

/** Contents remembered per process; a changed content is a new entry, and the oldest goes first. */
const MAX_REMEMBERED = 200;
/** Store view, language and raw content → its HTML, or null for content with lively parts. */
const remembered = new Map<string, string | null>();

/**
 * The HTML of `raw` content when it is plain, else null (load it with `loadPageBuilderContent`).
 * Empty content is plain and has no HTML ("").
 */
export function plainContentHtml(
  shop: Pick<Shop, "storeCode" | "language" | "context">,
  raw: string,
  render: RenderPlainContent,
): string | null {
  const key = `${shop.storeCode}\n${shop.language}\n${raw}`;
  const known = remembered.get(key);
  if (known !== undefined) return known;
  const document = parsePageBuilder(raw, { storeCode: shop.storeCode, internalOrigins: internalOrigins(shop.context.settings) });
  const html = isPlainContent(document) ? render(document, shop.language) : null;
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, html);
  return html;
}
