import type { Messages } from "./translator";

const PLURAL_FORMS = ["zero", "one", "two", "few", "many", "other"];

/**
 * The part of a catalogue that some keys need: each key's text (with its plural forms, `key_one`,
 * `key_other` …) or, for a key prefix (`checkout.steps`, for a key built from it at run time),
 * its whole subtree. Keys the catalogue lacks are left out (the translator then shows the key, as
 * it always did).
 */
export function pickMessages(messages: Messages, keys: Iterable<string>): Messages {
  const picked: Record<string, unknown> = {};
  for (const key of keys) {
    const parts = key.split(".");
    const last = parts.pop() ?? "";
    let from: Messages | string | undefined = messages;
    let to = picked;
    for (const part of parts) {
      from = typeof from === "object" ? from[part] : undefined;
      if (typeof from !== "object") break;
      to = (to[part] ??= {}) as Record<string, unknown>;
    }
    if (typeof from !== "object") continue;
    for (const [name, value] of Object.entries(from)) {
      if (name === last || PLURAL_FORMS.some((form) => name === `${last}_${form}`)) to[name] = value;
    }
  }
  return picked as Messages;
}

/** Adds `more` into `into`, section by section (shared sections are merged, not replaced). */
export function mergeMessages(into: Record<string, unknown>, more: Messages): void {
  for (const [name, value] of Object.entries(more)) {
    const existing = into[name];
    if (typeof value === "object" && typeof existing === "object" && existing !== null) mergeMessages(existing as Record<string, unknown>, value);
    else into[name] = typeof value === "object" ? structuredClone(value) : value;
  }
}
