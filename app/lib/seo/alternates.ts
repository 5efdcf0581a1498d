/**
 * Canonical and language-alternate links of a page. Both store views use the same URL keys (as the
 * store switcher assumes), so the alternate of `/th/x.html` is `/en/x.html`; x-default is the default
 * store view. Only the query parameters that make a page distinct (e.g. `page`) are kept.
 */
export interface SeoStoreView {
  code: string;
  /** BCP 47 language for hreflang, e.g. `th`, `en`. */
  language: string;
  isDefault: boolean;
}

export interface AlternateLink {
  rel: "canonical" | "alternate";
  href: string;
  hrefLang?: string;
}

export function pageUrl(origin: string, storeCode: string, path: string, query?: URLSearchParams): string {
  const relative = path === "/" || path === "" ? "" : path.startsWith("/") ? path : `/${path}`;
  const search = query && [...query.keys()].length ? `?${query.toString()}` : "";
  return `${origin}/${storeCode}${relative}${search}`;
}

/** Keeps only `keep` parameters of `search`, in a stable order. */
export function canonicalQuery(search: string, keep: readonly string[]): URLSearchParams {
  const source = new URLSearchParams(search);
  const result = new URLSearchParams();
  for (const name of keep) {
    for (const value of source.getAll(name)) {
      if (name === "page" && value === "1") continue;
      result.append(name, value);
    }
  }
  return result;
}

export function alternateLinks(options: {
  origin: string;
  storeCode: string;
  storeViews: SeoStoreView[];
  /** Store-relative path of the page, e.g. `/clothing.html` or `/`. */
  path: string;
  query?: URLSearchParams;
}): AlternateLink[] {
  const { origin, storeCode, storeViews, path, query } = options;
  const links: AlternateLink[] = [{ rel: "canonical", href: pageUrl(origin, storeCode, path, query) }];
  if (storeViews.length < 2) return links;
  for (const view of storeViews) {
    links.push({ rel: "alternate", hrefLang: view.language, href: pageUrl(origin, view.code, path, query) });
  }
  const fallback = storeViews.find((view) => view.isDefault) ?? storeViews[0];
  if (fallback) links.push({ rel: "alternate", hrefLang: "x-default", href: pageUrl(origin, fallback.code, path, query) });
  return links;
}
