import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCommerceEngine, type CommerceEngine } from "../../index";
import { graphql, graphqlData } from "../../testing/graphqlClient";
import { thailandProvinces } from "./thailandProvinces";

let engine: CommerceEngine;

beforeAll(async () => {
  engine = await startCommerceEngine({ dataDir: "memory://" });
});

afterAll(async () => {
  await engine?.close();
});

interface CountryReply {
  country: {
    id: string;
    two_letter_abbreviation: string;
    three_letter_abbreviation: string;
    full_name_locale: string;
    full_name_english: string;
    available_regions: { id: number; code: string; name: string }[];
  };
}

const COUNTRY = "{ country(id: \"TH\") { id two_letter_abbreviation three_letter_abbreviation full_name_locale full_name_english available_regions { id code name } } }";

describe("country", () => {
  it("lists Thailand's 77 provinces with Thai names in th", async () => {
    const { country } = await graphqlData<CountryReply>(engine, COUNTRY, { store: "th" });
    expect(country).toMatchObject({ id: "TH", two_letter_abbreviation: "TH", three_letter_abbreviation: "THA", full_name_locale: "ไทย", full_name_english: "Thailand" });
    expect(country.available_regions).toHaveLength(77);
    expect(new Set(country.available_regions.map((r) => r.code)).size).toBe(77);
    expect(country.available_regions.find((r) => r.code === "TH-10")?.name).toBe("กรุงเทพมหานคร");
    expect(country.available_regions.find((r) => r.code === "TH-50")?.name).toBe("เชียงใหม่");
    expect(country.available_regions.every((r) => /^TH-\d{2}$/.test(r.code))).toBe(true);
  });

  it("uses English names in en, same ids and codes", async () => {
    const th = (await graphqlData<CountryReply>(engine, COUNTRY, { store: "th" })).country;
    const en = (await graphqlData<CountryReply>(engine, COUNTRY, { store: "en" })).country;
    expect(en.full_name_locale).toBe("Thailand");
    expect(en.available_regions.find((r) => r.code === "TH-10")?.name).toBe("Bangkok");
    expect(en.available_regions.find((r) => r.code === "TH-83")?.name).toBe("Phuket");
    const byCode = (regions: CountryReply["country"]["available_regions"]) => new Map(regions.map((r) => [r.code, r.id]));
    expect(byCode(en.available_regions)).toEqual(byCode(th.available_regions));
    expect(en.available_regions.map((r) => r.name)).toEqual([...en.available_regions.map((r) => r.name)].sort((a, b) => a.localeCompare(b, "en")));
    expect(new Set(en.available_regions.map((r) => r.name))).toEqual(new Set(thailandProvinces.map((p) => p.en)));
  });

  it("answers an unknown or not allowed country with Magento's error", async () => {
    for (const id of ["US", "XX"]) {
      const reply = await graphql(engine, `{ country(id: "${id}") { id } }`);
      expect(reply.data).toEqual({ country: null });
      expect(reply.errors?.[0]).toMatchObject({ message: "The country isn't available.", extensions: { category: "graphql-no-such-entity" } });
    }
  });

  it("lists only Thailand in countries", async () => {
    const data = await graphqlData<{ countries: { id: string; full_name_locale: string }[] }>(engine, "{ countries { id full_name_locale } }", { store: "en" });
    expect(data.countries).toEqual([{ id: "TH", full_name_locale: "Thailand" }]);
  });
});
