import type { SuggestionItem } from "~/lib/search/suggestions";

/** DOM id of a suggestion option, for `aria-activedescendant` (the search box needs it before the popup's chunk). */
export function optionId(listboxId: string, item: SuggestionItem): string {
  return `${listboxId}-${item.key}`;
}
