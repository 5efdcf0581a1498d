/**
 * The search text a URL carries in `query`. A broken escape (`?query=%E0%A4%A`) is read by
 * `URLSearchParams` as "�%A" without a word (and Remix hands loaders the URL re-encoded that way):
 * searched, that text lands in the search log and lists whatever it matches. A text holding U+FFFD,
 * the replacement character such a broken escape becomes, is `malformed` here, so the page says it
 * could not read the search instead of searching for something nobody typed (nobody types U+FFFD).
 * Runs on the server and in the browser.
 */
export type SearchText = { text: string } | "malformed";

const REPLACEMENT_CHARACTER = "\uFFFD";

/** The first `query` parameter of `search` (`?query=…&…`), trimmed; "" when there is none. */
export function searchTextOf(search: string | URLSearchParams): SearchText {
  const text = (typeof search === "string" ? new URLSearchParams(search) : search).get("query") ?? "";
  return text.includes(REPLACEMENT_CHARACTER) ? "malformed" : { text: text.trim() };
}
