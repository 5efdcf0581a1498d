/**
 * The search text a URL carries in `query`, read from the address as it was sent. `URLSearchParams`
 * reads a broken escape (`?query=%E0%A4%A`) as "�%A" without a word: searched, that matches the
 * whole catalogue and lands in the search log. Here it is `malformed`, so the page says it could
 * not read the search instead of searching for something nobody typed. Runs on the server and in
 * the browser.
 */
export type SearchText = { text: string } | "malformed";

/** The first `query` parameter of `search` (`?query=…&…`), trimmed; "" when there is none. */
export function searchTextOf(search: string): SearchText {
  for (const pair of search.replace(/^\?/, "").split("&")) {
    const [name = "", ...rest] = pair.split("=");
    if (decodedOrNull(name) !== "query") continue;
    const text = decodedOrNull(rest.join("="));
    return text === null ? "malformed" : { text: text.trim() };
  }
  return { text: "" };
}

/** A form-encoded part decoded (`+` is a space), or null when one of its escapes does not decode. */
function decodedOrNull(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return null;
  }
}
