import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "~/lib/i18n.server";
import { supportedLanguages } from "~/lib/i18n";
import { createTranslator, type Messages } from "~/lib/translation/translator";

/** Every key of a catalogue, plural forms folded into their base key (`a_one`, `a_other` → `a`). */
function keysOf(messages: Messages, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, "")] : keysOf(value, `${prefix}${key}.`),
  );
}

describe("the shop's translator", () => {
  const sample = { count: 1, name: "Ploy", storeName: "Baan Suan", value: 3, minutes: 5 };

  it.each(supportedLanguages)("says what the server's i18next says for every key of the %s catalogue", async (language) => {
    const i18next = createInstance();
    await i18next.init({ lng: language, resources: { [language]: { common: resources[language].common } }, defaultNS: "common", interpolation: { escapeValue: false } });
    const t = createTranslator(language, resources[language].common);
    for (const key of new Set(keysOf(resources[language].common))) {
      for (const count of [0, 1, 2, 5]) expect(t(key, { ...sample, count }), `${key} (${count})`).toBe(i18next.t(key, { ...sample, count }));
      expect(t(key, sample), key).toBe(i18next.t(key, sample));
    }
  });

  it("fills placeholders, picks plural forms by the language's rules and answers unknown keys with the default or the key", () => {
    const t = createTranslator("en", { cart: { items_one: "{{count}} item", items_other: "{{count}} items", hello: "Hi, {{ name }} {{missing}}" } });
    expect(t("cart.items", { count: 1 })).toBe("1 item");
    expect(t("cart.items", { count: 4 })).toBe("4 items");
    expect(t("cart.hello", { name: "Nok" })).toBe("Hi, Nok {{missing}}");
    expect(t("cart.nothing", { defaultValue: "Nothing" })).toBe("Nothing");
    expect(t("cart.nothing")).toBe("cart.nothing");
    expect(t("cart")).toBe("cart");
    const thai = createTranslator("th", { cart: { items_other: "{{count}} ชิ้น" } });
    expect(thai("cart.items", { count: 1 })).toBe("1 ชิ้น");
  });
});
