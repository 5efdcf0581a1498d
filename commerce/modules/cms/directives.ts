/**
 * Renders the template directives Magento's widget filter resolves in CMS content before GraphQL
 * returns it (blocks, pages, dynamic blocks, blog posts):
 *
 * - `{{media url=...}}` becomes an absolute media URL and `{{store url=...}}` /
 *   `{{store direct_url=...}}` a storefront URL. Values may be bare, quoted, or quoted with
 *   `&quot;` / `\&quot;` (as inside Page Builder's data-background-images JSON).
 * - `{{widget type="…" …}}` is replaced by what the widget of that class renders (widgets are
 *   passed in, see contentRenderer.ts). As Magento's Widget\Model\Template\Filter: a directive
 *   without a type, or naming a class that is not a known widget, renders nothing; the directive
 *   text never reaches the shopper.
 *
 * Directives are found left to right in one pass; a widget's own output is not filtered again
 * (the static block widget filters the block's content itself).
 */
import { parseDirectiveParameters } from "./directiveParameters";
import { log } from "../../../logging/logger";

export interface DirectiveUrls {
  /** e.g. "https://shop.example/media/" */
  mediaBaseUrl: string;
  /** e.g. "https://shop.example/" */
  linkBaseUrl: string;
}

/** What a widget is rendered for. */
export interface ContentScope {
  storeId: number;
  websiteId: number;
  urls: DirectiveUrls;
}

export interface WidgetCall {
  /** The directive's parameters (`type`, `template`, `block_id`, …). */
  params: Record<string, string>;
  scope: ContentScope;
  /** Widgets being rendered around this one ("Magento\Cms\Block\Widget\Block#footer"), outermost first. */
  trail: readonly string[];
  /** Filters nested content (a CMS block's) with the same widgets, `key` added to the trail. */
  renderNested(content: string, key: string): Promise<string>;
}

export type WidgetRenderer = (call: WidgetCall) => Promise<string>;

export interface ContentRendering {
  scope: ContentScope;
  /** Widget renderers by class name, e.g. "Magento\Cms\Block\Widget\Block". */
  widgets: ReadonlyMap<string, WidgetRenderer>;
}

const MEDIA_OR_STORE = /\{\{(media|store)\s+([^}]*)\}\}/g;
const ANY_DIRECTIVE = /\{\{(media|store)\s+([^}]*)\}\}|\{\{widget(\s[\s\S]*?)?\}\}/g;
const OPENING_QUOTE = /^(?:\\?&quot;|\\?"|')/;
const VALUE_END = /\\?&quot;|\\?"|'|\s|$/;

/** `{{media}}` and `{{store}}` only (no database needed): for product descriptions. */
export function renderDirectives(content: string, urls: DirectiveUrls): string {
  return content.replace(MEDIA_OR_STORE, (whole, kind: string, params: string) => urlDirective(whole, kind, params, urls));
}

/** Every directive, widgets included (widgets of one piece of content are rendered concurrently). */
export async function renderContent(content: string, rendering: ContentRendering, trail: readonly string[] = []): Promise<string> {
  if (!content.includes("{{")) return content;
  const parts: (string | Promise<string>)[] = [];
  let last = 0;
  for (const match of content.matchAll(ANY_DIRECTIVE)) {
    parts.push(content.slice(last, match.index));
    last = match.index + match[0].length;
    if (match[1] !== undefined) {
      parts.push(urlDirective(match[0], match[1], match[2] ?? "", rendering.scope.urls));
    } else {
      parts.push(renderWidget(parseDirectiveParameters(match[3] ?? ""), rendering, trail));
    }
  }
  parts.push(content.slice(last));
  return (await Promise.all(parts)).join("");
}

async function renderWidget(params: Record<string, string>, rendering: ContentRendering, trail: readonly string[]): Promise<string> {
  const type = (params["type"] ?? "").replace(/^\\+/, "");
  if (!type) return "";
  const widget = rendering.widgets.get(type);
  if (!widget) {
    warnUnknownWidget(type);
    return "";
  }
  return widget({
    params,
    scope: rendering.scope,
    trail,
    renderNested: (nested, key) => renderContent(nested, rendering, [...trail, key]),
  });
}

const warnedTypes = new Set<string>();

/** Once per widget class and process: content naming a widget the engine does not have. */
function warnUnknownWidget(type: string): void {
  if (warnedTypes.has(type) || warnedTypes.size > 100) return;
  warnedTypes.add(type);
  log.warn(`[commerce] CMS content uses the widget "${type}", which the engine does not render; it is left out.`);
}

function urlDirective(whole: string, kind: string, params: string, urls: DirectiveUrls): string {
  const param = readUrlParam(params);
  if (!param) return whole;
  const value = param.value.replace(/^\/+/, "");
  if (kind === "media") return param.name === "url" ? urls.mediaBaseUrl + value : whole;
  return urls.linkBaseUrl + value;
}

function readUrlParam(params: string): { name: string; value: string } | null {
  const found = /\b(url|direct_url)\s*=\s*/.exec(params);
  if (!found || !found[1]) return null;
  const rest = params.slice(found.index + found[0].length).replace(OPENING_QUOTE, "");
  return { name: found[1], value: rest.slice(0, rest.search(VALUE_END)) };
}
