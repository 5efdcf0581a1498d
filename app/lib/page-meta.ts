import { isRouteErrorResponse } from "@remix-run/react";
import { errorTitleKey } from "~/lib/error-kind";

/**
 * Page titles as the spec wants them: "{page title} - {store name}", or the store name alone.
 * Shops often write the store name into their meta titles themselves ("About Us | Baan Suan",
 * "Recipes | Baan Suan Blog", as Magento's own title suffix would); that part is dropped so the
 * name is never said twice.
 */
export function pageTitle(storeName: string, title?: string | null): string {
  const trimmed = title ? withoutStoreName(title.trim(), storeName.trim()) : "";
  if (!trimmed) return storeName;
  return storeName ? `${trimmed} - ${storeName}` : trimmed;
}

/** Separators shops put between a title and the store name: "|", "-", "–", "—", ":" and "·". */
const TITLE_SEPARATOR = /(\s+[|\-–—:·]\s+)/;

/**
 * The title without a last part that names the store ("About Us | Baan Suan" → "About Us") or a
 * first part that is the store name alone ("Baan Suan – Shirts" → "Shirts").
 */
function withoutStoreName(title: string, storeName: string): string {
  // Parts and the separators between them: [part, separator, part, ...].
  if (!storeName) return title;
  const name = storeName.toLocaleLowerCase();
  if (title.toLocaleLowerCase() === name) return "";
  const pieces = title.split(TITLE_SEPARATOR);
  if (pieces.length < 3) return title;
  if (pieces.at(-1)?.toLocaleLowerCase().includes(name)) return pieces.slice(0, -2).join("").trim();
  if (pieces[0]?.toLocaleLowerCase() === name) return pieces.slice(2).join("").trim();
  return title;
}

/** What the store layout's loader gives every page's `meta`. */
export interface StoreMetaData {
  storeName: string;
}

/** What the root loader gives: error page titles in the page's language, by catalogue key. */
export interface RootMetaData {
  errorTitles: Record<string, string>;
}

interface MatchLike {
  id: string;
  data: unknown;
}

export function storeMetaData(matches: ReadonlyArray<MatchLike>): StoreMetaData | undefined {
  const data = matches.find((match) => match.id === "routes/$store")?.data as { meta?: StoreMetaData } | undefined;
  return data?.meta;
}

/**
 * The `<title>` of a page whose error boundary is showing. When the root loader itself threw (a
 * refused request, see app/lib/request-refusal.ts) its titles come with the thrown response.
 */
export function errorPageTitle(matches: ReadonlyArray<MatchLike>, error: unknown): string {
  const thrown = isRouteErrorResponse(error) ? (error.data as Partial<RootMetaData> | null) : null;
  const root = (matches.find((match) => match.id === "root")?.data ?? (thrown?.errorTitles ? thrown : undefined)) as RootMetaData | undefined;
  return pageTitle(storeMetaData(matches)?.storeName ?? "", root?.errorTitles[errorTitleKey(error)]);
}

/**
 * The `meta` of a shopper's own page (account pages, sign-in, checkout helpers): the title its
 * loader gives (`data.title`), or the error title, and never indexed.
 */
export function privatePageMeta({ data, matches, error }: { data: unknown; matches: ReadonlyArray<MatchLike>; error?: unknown }) {
  const title = (data as { title?: string } | undefined)?.title;
  return unindexedPageMeta(matches, error || !title ? errorPageTitle(matches, error) : pageTitle(storeMetaData(matches)?.storeName ?? "", title));
}

/**
 * The head of a page kept out of search results (cart, checkout, account pages): its `<title>`,
 * `noindex`, and the shop's own description, since Lighthouse's SEO audit wants a description on
 * every page, indexed or not.
 */
export function unindexedPageMeta(matches: ReadonlyArray<MatchLike>, title: string) {
  const description = storeDescription(matches);
  return [{ title }, ...(description ? [{ name: "description", content: description }] : []), { name: "robots", content: "noindex" }];
}

/** The store's default description (Magento's `default_description`), from the store layout's data. */
export function storeDescription(matches: ReadonlyArray<MatchLike>): string | undefined {
  const layout = matches.find((match) => match.id === "routes/$store")?.data as { shell?: { config?: { defaultDescription?: string } } } | undefined;
  return layout?.shell?.config?.defaultDescription || undefined;
}
