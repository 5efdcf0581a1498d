/**
 * How Magento reads the `url` argument of `route` / `urlResolver` (AbstractEntityUrl::parseUrl and
 * DbStorage::doFindOneByData): the path of the URL (an absolute URL is reduced to its path), leading
 * slashes dropped (except for "/" itself), query string and fragment set aside; the lookup then
 * tries the path with and without a trailing slash, and percent-decoded.
 */
export interface RouteUrl {
  /** Store-relative request path, e.g. "clothing/women.html". */
  path: string;
  /** The query string without "?", or "" (Magento appends it to `relative_url`). */
  query: string;
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:\/\//i;

export function parseRouteUrl(url: string): RouteUrl {
  let rest = url.trim();
  if (ABSOLUTE.test(rest)) {
    try {
      const parsed = new URL(rest);
      rest = `${parsed.pathname}${parsed.search}`;
    } catch {
      // Not a URL after all: read it as a path.
    }
  }
  const hash = rest.indexOf("#");
  if (hash >= 0) rest = rest.slice(0, hash);
  const question = rest.indexOf("?");
  const rawPath = question >= 0 ? rest.slice(0, question) : rest;
  const query = question >= 0 ? rest.slice(question + 1) : "";
  const path = rawPath.startsWith("/") && rawPath !== "/" ? rawPath.replace(/^\/+/, "") : rawPath;
  return { path, query };
}

/**
 * The request paths that may answer `path`, most exact first: as given, then with or without a
 * trailing slash, then the same for its percent-decoded form.
 */
export function candidatePaths(path: string): string[] {
  const forms = [path];
  const decoded = safeDecode(path);
  if (decoded !== null && decoded !== path) forms.push(decoded);
  const candidates: string[] = [];
  for (const form of forms) {
    const bare = form.replace(/\/+$/, "");
    for (const candidate of [form, bare, `${bare}/`]) {
      if (candidate && !candidates.includes(candidate)) candidates.push(candidate);
    }
  }
  return candidates;
}

/** True when `stored` is the request path the shopper asked for (as typed or percent-decoded). */
export function isExactMatch(stored: string, path: string): boolean {
  return stored === path || stored === safeDecode(path);
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
