import { describe, expect, it } from "vitest";
import { thailandProvinces } from "../../../commerce/modules/directory/thailandProvinces";
import { provinceOfPostcode } from "./postcode-province";

describe("provinceOfPostcode", () => {
  it("finds the province of post offices across the country", () => {
    const cases: Array<[string, string]> = [
      ["10110", "Bangkok"], // Khlong Toei
      ["10200", "Bangkok"], // Phra Nakhon
      ["10500", "Bangkok"], // Bang Rak
      ["11000", "Nonthaburi"],
      ["12120", "Pathum Thani"], // Khlong Luang
      ["13000", "Phra Nakhon Si Ayutthaya"],
      ["18000", "Saraburi"],
      ["20150", "Chonburi"], // Bang Lamung (Pattaya)
      ["30000", "Nakhon Ratchasima"],
      ["38000", "Bueng Kan"],
      ["50200", "Chiang Mai"],
      ["57000", "Chiang Rai"],
      ["83000", "Phuket"],
      ["84320", "Surat Thani"], // Ko Samui
      ["90110", "Songkhla"], // Hat Yai
      ["96000", "Narathiwat"],
    ];
    for (const [postcode, province] of cases) expect(nameOf(provinceOfPostcode(postcode)), postcode).toBe(province);
  });

  it("tells Samut Prakan's codes under Bangkok's 10 from Bangkok's", () => {
    for (const postcode of ["10130", "10270", "10280", "10290", "10540", "10560", "10570"]) {
      expect(nameOf(provinceOfPostcode(postcode)), postcode).toBe("Samut Prakan");
    }
    expect(nameOf(provinceOfPostcode("10260"))).toBe("Bangkok"); // Bang Na, beside Samut Prakan
  });

  it("names every one of the 77 provinces, each from its own first two digits", () => {
    const found = new Set<string>();
    for (let prefix = 10; prefix <= 99; prefix++) {
      for (const rest of ["000", "130", "270"]) {
        const code = provinceOfPostcode(`${prefix}${rest}`);
        if (code) found.add(code);
      }
    }
    expect([...found].sort()).toEqual(thailandProvinces.map((province) => province.code).sort());
  });

  it("names none for what is not a Thai postcode", () => {
    for (const postcode of ["", "1011", "101100", "abcde", "00100", "19000", "99999", "10 110"]) {
      expect(provinceOfPostcode(postcode), postcode).toBeUndefined();
    }
    expect(nameOf(provinceOfPostcode(" 50200 "))).toBe("Chiang Mai");
  });
});

function nameOf(code: string | undefined): string | undefined {
  return thailandProvinces.find((province) => province.code === code)?.en;
}
