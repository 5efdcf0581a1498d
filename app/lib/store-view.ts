/**
 * Store views live in the URL: `/th/...`, `/en/...`. These helpers build and take apart such
 * paths; they run on the server and in the browser.
 */
export const DEFAULT_STORE_CODE = "th";

/** `/th/women.html` → `{ storeCode: "th", path: "/women.html" }`; `/` → no store code. */
export function splitStorePath(pathname: string): { storeCode: string | undefined; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match) return { storeCode: undefined, path: "/" };
  return { storeCode: decodedSegment(match[1] ?? ""), path: match[2] ?? "/" };
}

/** A path segment decoded; one whose `%` escapes do not decode is kept as it is (it names no store view). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A link inside a store view; `path` is store-relative (`/cart`, `women.html`, `/`). */
export function storeHref(storeCode: string, path = "/"): string {
  const relative = path.startsWith("/") ? path : `/${path}`;
  return relative === "/" ? `/${storeCode}` : `/${storeCode}${relative}`;
}

/**
 * The same page in another store view: the store code, then the current page's relative URL and
 * query; on the home page the store code alone.
 */
export function switchStoreHref(targetCode: string, pathname: string, search: string): string {
  const { path } = splitStorePath(pathname);
  if (path === "/" || path === "") return `/${targetCode}`;
  return `/${targetCode}${path}${search}`;
}
