/**
 * What the header search's suggestion popup shows and which option the arrow keys reach; pure,
 * so the combobox component only wires events to it.
 */
import { queryLength, type SuggestResponse } from "~/lib/search/suggestions";

export type PopupView =
  | { kind: "hidden" }
  | { kind: "too-short"; minChars: number }
  | { kind: "loading" }
  | { kind: "error" }
  | { kind: "no-results" }
  | { kind: "results"; response: Extract<SuggestResponse, { status: "ok" }>; stale: boolean };

/**
 * The popup for the text in the box and the last answer. While the answer for a new text is on
 * its way, the previous suggestions stay (marked stale) rather than flashing a message; the first
 * click shows nothing when there is nothing to suggest, while a text that finds nothing says so.
 */
export function popupView(text: string, minChars: number, answer: SuggestResponse | null): PopupView {
  const query = text.trim();
  const length = queryLength(query);
  if (length > 0 && length < minChars) return { kind: "too-short", minChars };
  if (!answer) return query ? { kind: "loading" } : { kind: "hidden" };
  if (answer.status === "error") return { kind: "error" };
  if (answer.status === "too-short") return answer.query === query ? { kind: "too-short", minChars: answer.minChars } : { kind: "loading" };
  if (answer.query !== query) {
    if (!query) return { kind: "hidden" };
    return answer.groups.length && answer.query ? { kind: "results", response: answer, stale: true } : { kind: "loading" };
  }
  if (answer.groups.length) return { kind: "results", response: answer, stale: false };
  return query ? { kind: "no-results" } : { kind: "hidden" };
}

/** The option Arrow Down (+1) or Arrow Up (-1) makes active; wraps around; -1 means none. */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
