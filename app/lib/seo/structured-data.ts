/**
 * schema.org data as JSON-LD, so search engines show the shop's name, search box, breadcrumbs and
 * product price and availability. Builders only: pages decide which apply.
 */
type JsonLd = Record<string, unknown>;

export function organizationJsonLd(options: { name: string; url: string; logo: string }): JsonLd {
  return { "@context": "https://schema.org", "@type": "Organization", name: options.name, url: options.url, logo: options.logo };
}

/** The site with its search, which lets search engines offer a search box for the shop. */
export function webSiteJsonLd(options: { name: string; url: string; language: string; searchUrl: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: options.name,
    url: options.url,
    inLanguage: options.language,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${options.searchUrl}?query={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export function breadcrumbListJsonLd(items: Array<{ name: string; url: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}

export type Availability = "InStock" | "OutOfStock" | "LimitedAvailability";

export function productJsonLd(options: {
  name: string;
  sku: string;
  url: string;
  description?: string;
  images: string[];
  price: number;
  currency: string;
  availability: Availability;
  brand?: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: options.name,
    sku: options.sku,
    url: options.url,
    ...(options.description ? { description: options.description } : {}),
    ...(options.images.length ? { image: options.images } : {}),
    ...(options.brand ? { brand: { "@type": "Brand", name: options.brand } } : {}),
    offers: {
      "@type": "Offer",
      url: options.url,
      price: options.price.toFixed(2),
      priceCurrency: options.currency,
      availability: `https://schema.org/${options.availability}`,
      itemCondition: "https://schema.org/NewCondition",
    },
  };
}

/**
 * Plain text for descriptions (server and browser): tags dropped, entities of the common kinds
 * decoded, spaces folded, cut at a word within `maxLength`.
 */
export function plainText(html: string, maxLength = 300): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    // Last, so an escaped entity (`&amp;lt;`) stays the text it was.
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
