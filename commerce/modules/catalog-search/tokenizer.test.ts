import { describe, expect, it } from "vitest";
import { deletions, foldCase, searchLanguage, stem, stripHtml, thaiTrigrams, withinOneEdit, words } from "./tokenizer";

describe("splitting text into words", () => {
  it("splits Thai without spaces along the dictionary", () => {
    expect(words("เสื้อยืดผ้าฝ้าย", "th")).toEqual(["เสื้อ", "ยืด", "ผ้า", "ฝ้าย"]);
    expect(words("แจกันเซลาดอน สีเขียวเสจ", "th")).toContain("แจกัน");
  });

  it("folds case and compatibility forms", () => {
    expect(foldCase("ＩＮＤＩＧＯ Shirt")).toBe("indigo shirt");
    expect(words("Indigo-dyed COTTON shirt, 100% cotton", "en")).toEqual(["indigo", "dyed", "cotton", "shirt", "100"]);
  });

  it("keeps apostrophes inside words in one spelling", () => {
    expect(words("Farmer’s shirt", "en")).toEqual(["farmer's", "shirt"]);
  });

  it("reads the language from a locale", () => {
    expect(searchLanguage("th_TH")).toBe("th");
    expect(searchLanguage("en_US")).toBe("en");
    expect(searchLanguage(null)).toBe("en");
  });
});

describe("stripping HTML", () => {
  it("drops styles, tags and directives and decodes entities", () => {
    const html = '<style>#html-body [data-pb-style=X]{color:red}</style><div data-content-type="row"><p>Tea &amp; <b>rice</b>&nbsp;bowl</p>{{widget type="x"}}<!-- note --></div>&#3626;';
    expect(stripHtml(html)).toBe("Tea & rice bowl ส");
  });
});

describe("stemming English words", () => {
  it.each([
    ["shirts", "shirt"],
    ["dresses", "dress"],
    ["boxes", "box"],
    ["berries", "berry"],
    ["clothing", "cloth"],
    ["knitted", "knit"],
    ["naturally", "natural"],
  ])("%s → %s", (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it("gives singular and plural the same stem", () => {
    for (const [a, b] of [["vase", "vases"], ["candle", "candles"], ["plate", "plates"], ["glass", "glasses"], ["farmer's", "farmer"]]) {
      expect(stem(a!)).toBe(stem(b!));
    }
  });

  it("leaves short words, words without vowels, digits and Thai alone", () => {
    for (const word of ["red", "bed", "glass", "dress", "string", "001", "ผ้าฝ้าย", "xs"]) expect(stem(word)).toBe(word);
  });
});

describe("typo neighbourhoods", () => {
  it("lists each one-letter deletion once", () => {
    expect(deletions("vase").sort()).toEqual(["ase", "vae", "vas", "vse"]);
    expect(deletions("mood").sort()).toEqual(["mod", "moo", "ood"]);
  });

  it("accepts one insertion, deletion, substitution or transposition, not two", () => {
    expect(withinOneEdit("shirt", "shirt")).toBe(true);
    expect(withinOneEdit("shrit", "shirt")).toBe(true);
    expect(withinOneEdit("shirt", "shirts")).toBe(true);
    expect(withinOneEdit("shirts", "shirt")).toBe(true);
    expect(withinOneEdit("shirt", "short")).toBe(true);
    expect(withinOneEdit("celadon", "celedan")).toBe(false);
    expect(withinOneEdit("shirt", "shorts")).toBe(false);
    expect(withinOneEdit("abcd", "badc")).toBe(false);
  });

  it("finds every word one edit away through shared deletions", () => {
    const typed = "indgio";
    const word = "indigo";
    const shared = deletions(typed).some((deletion) => deletions(word).includes(deletion));
    expect(shared).toBe(true);
    expect(withinOneEdit(typed, word)).toBe(true);
  });
});

describe("Thai trigrams", () => {
  it("covers Thai runs only, three characters at a time", () => {
    expect(thaiTrigrams("ผ้าฝ้าย cotton")).toEqual(["~ผ้า", "~้าฝ", "~าฝ้", "~ฝ้า", "~้าย"]);
    expect(thaiTrigrams("Organic cotton")).toEqual([]);
  });
});
