/**
 * Renders the template directives Magento's widget filter resolves in CMS content before GraphQL
 * returns it: `{{media url=...}}` becomes an absolute media URL and `{{store url=...}}` /
 * `{{store direct_url=...}}` a storefront URL. Values may be bare, quoted, or quoted with
 * `&quot;` / `\&quot;` (as inside Page Builder's data-background-images JSON).
 */
export interface DirectiveUrls {
  /** e.g. "https://shop.example/media/" */
  mediaBaseUrl: string;
  /** e.g. "https://shop.example/" */
  linkBaseUrl: string;
}

const DIRECTIVE = /\{\{(media|store)\s+([^}]*)\}\}/g;
const OPENING_QUOTE = /^(?:\\?&quot;|\\?"|')/;
const VALUE_END = /\\?&quot;|\\?"|'|\s|$/;

export function renderDirectives(content: string, urls: DirectiveUrls): string {
  return content.replace(DIRECTIVE, (whole, kind: string, params: string) => {
    const param = readUrlParam(params);
    if (!param) return whole;
    const value = param.value.replace(/^\/+/, "");
    if (kind === "media") return param.name === "url" ? urls.mediaBaseUrl + value : whole;
    return urls.linkBaseUrl + value;
  });
}

function readUrlParam(params: string): { name: string; value: string } | null {
  const found = /\b(url|direct_url)\s*=\s*/.exec(params);
  if (!found || !found[1]) return null;
  const rest = params.slice(found.index + found[0].length).replace(OPENING_QUOTE, "");
  return { name: found[1], value: rest.slice(0, rest.search(VALUE_END)) };
}
