import type { ServerRuntimeMetaDescriptor as MetaDescriptor } from "@remix-run/server-runtime";
import { alternateLinks, type SeoStoreView } from "~/lib/seo/alternates";

/** What the store layout's loader gives every page for its head (see `$store.tsx`). */
export interface StoreSeo {
  origin: string;
  storeCode: string;
  storeName: string;
  /** Open Graph locale, e.g. `th_TH`. */
  locale: string;
  language: string;
  storeViews: SeoStoreView[];
  logoUrl: string;
}

interface MatchLike {
  id: string;
  data: unknown;
}

export function storeSeo(matches: ReadonlyArray<MatchLike>): StoreSeo | undefined {
  return (matches.find((match) => match.id === "routes/$store")?.data as { seo?: StoreSeo } | undefined)?.seo;
}

export interface PageSeo {
  /** The full `<title>` (already joined with the store name). */
  title: string;
  description?: string;
  /** Store-relative path of the page, e.g. `/clothing.html`. */
  path: string;
  query?: URLSearchParams;
  type?: "website" | "product";
  image?: string;
  jsonLd?: Array<Record<string, unknown>>;
  /** Pages that should not be indexed (errors, drawer states, filtered variants). */
  noindex?: boolean;
}

/**
 * The head of a page: title, description, canonical and hreflang links, Open Graph and JSON-LD.
 * Remix replaces a parent's meta with the child's, so every page returns all of it from here.
 */
export function seoMeta(matches: ReadonlyArray<MatchLike>, page: PageSeo): MetaDescriptor[] {
  const store = storeSeo(matches);
  const descriptors: MetaDescriptor[] = [{ title: page.title }];
  if (page.description) descriptors.push({ name: "description", content: page.description });
  if (page.noindex) descriptors.push({ name: "robots", content: "noindex, follow" });
  if (!store) return descriptors;

  const links = alternateLinks({ origin: store.origin, storeCode: store.storeCode, storeViews: store.storeViews, path: page.path, query: page.query });
  for (const link of links) {
    descriptors.push({ tagName: "link", rel: link.rel, href: link.href, ...(link.hrefLang ? { hrefLang: link.hrefLang } : {}) });
  }
  const canonical = links[0]?.href ?? "";
  descriptors.push(
    { property: "og:site_name", content: store.storeName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: store.locale },
    { property: "og:image", content: absolute(store.origin, page.image ?? store.logoUrl) },
  );
  if (page.description) descriptors.push({ property: "og:description", content: page.description });
  for (const data of page.jsonLd ?? []) descriptors.push({ "script:ld+json": data });
  return descriptors;
}

export function absolute(origin: string, url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  return `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}
