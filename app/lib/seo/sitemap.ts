/**
 * Sitemap XML (sitemaps.org 0.9) with hreflang alternates (xhtml:link), built as strings: the
 * documents are flat lists, so no XML library is needed, only correct escaping.
 */
export interface SitemapUrl {
  loc: string;
  /** Other language versions of the same page. */
  alternates?: Array<{ hrefLang: string; href: string }>;
  lastmod?: string;
}

/** How many URLs one sitemap file lists (the protocol allows 50,000; smaller files are cheaper). */
export const SITEMAP_PAGE_SIZE = 500;

export function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function urlSetXml(urls: SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const alternates = (url.alternates ?? [])
      .map((alternate) => `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hrefLang)}" href="${escapeXml(alternate.href)}"/>`)
      .join("");
    const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : "";
    return `<url><loc>${escapeXml(url.loc)}</loc>${lastmod}${alternates}</url>`;
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${entries.join("\n")}\n</urlset>\n`
  );
}

export function sitemapIndexXml(locations: string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`
  );
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600, s-maxage=3600" },
  });
}
