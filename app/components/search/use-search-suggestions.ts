import { useCallback, useEffect, useRef, useState } from "react";
import { DEFAULT_MIN_QUERY_LENGTH, queryLength, suggestHref, type SuggestResponse } from "~/lib/search/suggestions";

/** Typing pause before suggestions are asked for. */
const DEBOUNCE_MS = 250;
/** Answers kept for this page, so deleting a letter shows the earlier answer at once. */
const REMEMBERED_ANSWERS = 30;

/**
 * The suggestions of the header search, asked from `/{store}/search/suggest` after a typing
 * pause, the previous request aborted. A plain `fetch` rather than a Remix fetcher: a fetcher
 * whose request fails (the shopper went offline) throws to the page's error boundary, and a
 * search box must never take the page down with it; here a failure is the popup's error message.
 * First-click answers (recent searches) are never remembered: they change with every search.
 */
export function useSearchSuggestions(storeCode: string) {
  const [answer, setAnswer] = useState<SuggestResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const [minChars, setMinChars] = useState(DEFAULT_MIN_QUERY_LENGTH);
  const remembered = useRef(new Map<string, SuggestResponse>());
  const running = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    running.current?.abort();
    running.current = null;
    setLoading(false);
  }, []);

  const fetchAnswer = useCallback(
    async (query: string) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setLoading(true);
      try {
        const response = await fetch(suggestHref(storeCode, query), {
          headers: { Accept: "application/json" },
          credentials: "same-origin",
          signal: controller.signal,
        });
        const body = (await response.json()) as SuggestResponse;
        if (body.status !== "error") {
          setMinChars(body.minChars);
          if (query) remember(remembered.current, query, body);
        }
        if (!controller.signal.aborted) setAnswer(body);
      } catch {
        if (!controller.signal.aborted) setAnswer({ status: "error", message: "" });
      } finally {
        if (running.current === controller) {
          running.current = null;
          setLoading(false);
        }
      }
    },
    [storeCode],
  );

  /** Asks for the suggestions of `text` (the first-click groups when empty); `now` skips the pause. */
  const request = useCallback(
    (text: string, { now = false }: { now?: boolean } = {}) => {
      clearTimeout(timer.current);
      const query = text.trim();
      if (query && queryLength(query) < minChars) {
        cancel();
        return;
      }
      const known = query ? remembered.current.get(query) : undefined;
      if (known) {
        cancel();
        setAnswer(known);
        return;
      }
      if (now) void fetchAnswer(query);
      else timer.current = setTimeout(() => void fetchAnswer(query), DEBOUNCE_MS);
    },
    [cancel, fetchAnswer, minChars],
  );

  useEffect(() => cancel, [cancel]);

  return { answer, loading, minChars, request, cancel };
}

function remember(answers: Map<string, SuggestResponse>, query: string, answer: SuggestResponse) {
  answers.delete(query);
  answers.set(query, answer);
  while (answers.size > REMEMBERED_ANSWERS) {
    const oldest = answers.keys().next().value;
    if (oldest === undefined) break;
    answers.delete(oldest);
  }
}
