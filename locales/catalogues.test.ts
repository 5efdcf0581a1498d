import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { supportedLanguages } from "~/lib/i18n";

type Tree = { [key: string]: string | Tree };

const here = path.dirname(fileURLToPath(import.meta.url));
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "string" ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

function load(language: string, namespace: string): Record<string, string> {
  const file = path.join(here, language, `${namespace}.json`);
  return flatten(JSON.parse(readFileSync(file, "utf8")) as Tree);
}

/** Base keys (plural forms folded) of a catalogue. */
function baseKeys(messages: Record<string, string>): Set<string> {
  return new Set(Object.keys(messages).map((key) => key.replace(pluralSuffix, "")));
}

const namespaces = readdirSync(path.join(here, "en")).map((file) => file.replace(/\.json$/, ""));

describe.each(namespaces)("catalogue %s", (namespace) => {
  const catalogues = Object.fromEntries(supportedLanguages.map((language) => [language, load(language, namespace)]));
  const allKeys = new Set(Object.values(catalogues).flatMap((messages) => [...baseKeys(messages)]));

  it.each(supportedLanguages)("%s has every key of every other catalogue, none empty", (language) => {
    const keys = baseKeys(catalogues[language] ?? {});
    expect([...allKeys].filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.entries(catalogues[language] ?? {}).filter(([, value]) => !value.trim())).toEqual([]);
  });

  it.each(supportedLanguages)("%s has each plural form its language needs", (language) => {
    const messages = catalogues[language] ?? {};
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const pluralKeys = new Set(Object.keys(messages).filter((key) => pluralSuffix.test(key)).map((key) => key.replace(pluralSuffix, "")));
    const missing = [...pluralKeys].flatMap((key) =>
      needed.filter((category) => !(`${key}_${category}` in messages)).map((category) => `${key}_${category}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(supportedLanguages)("%s keeps the placeholders of the English text", (language) => {
    const english = catalogues.en ?? {};
    const messages = catalogues[language] ?? {};
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    const mismatched = Object.entries(messages).filter(([key, value]) => {
      const englishText = english[key] ?? english[`${key.replace(pluralSuffix, "")}_other`];
      return englishText !== undefined && placeholders(englishText).join() !== placeholders(value).join();
    });
    expect(mismatched).toEqual([]);
  });

  it("is not English left in place in Thai", () => {
    const english = catalogues.en ?? {};
    const thai = catalogues.th ?? {};
    const untranslated = Object.entries(thai).filter(
      ([key, value]) => english[key] === value && !key.startsWith("languages.") && /[a-z]{3,}/i.test(value),
    );
    expect(untranslated).toEqual([]);
  });
});

/** Every source file of the app (tests aside), for the keys its `t(…)` calls name. */
function appSources(directory = path.join(here, "..", "app")): { file: string; text: string }[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : appSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [{ file, text: readFileSync(file, "utf8") }] : [];
  });
}

describe("the keys pages render", () => {
  // Every page ships the catalogue of its language (docs/decisions/039): a key the code names and the
  // catalogue lacks is shown to shoppers as the key itself.
  const sources = appSources();
  const named = sources.flatMap(({ file, text }) =>
    [...text.matchAll(/\bt\(\s*(?:"([^"]+)"|`([^`$]*)\$\{)/g)].map((match) => ({ file: path.relative(here, file), key: match[1], prefix: match[2] })),
  );

  it("finds the t() calls it checks", () => {
    expect(named.filter(({ key }) => key).length).toBeGreaterThan(500);
    expect(named.filter(({ prefix }) => prefix).length).toBeGreaterThan(10);
  });

  it.each(supportedLanguages)("are all in the %s catalogue", (language) => {
    const messages = load(language, "common");
    const keys = baseKeys(messages);
    const prefixes = Object.keys(messages);
    const missing = named.filter(({ key, prefix }) =>
      key !== undefined ? !keys.has(key) : !prefixes.some((candidate) => candidate.startsWith(prefix ?? "")),
    );
    expect(missing).toEqual([]);
  });
});
