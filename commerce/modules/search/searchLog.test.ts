import { describe, expect, it } from "vitest";
import { isShowableSearchText, POPULAR_MAX_LENGTH } from "./searchLog";

describe("isShowableSearchText", () => {
  it("accepts what shoppers type: Thai and English words, digits, punctuation", () => {
    for (const text of ["เสื้อยืด", "มะม่วง น้ำดอกไม้", "t-shirt", "cotton 100%", "size: xl", "ผ้าไหม & ฝ้าย", "โคมไฟ 2 ชั้น"]) {
      expect(isShowableSearchText(text), text).toBe(true);
    }
  });

  it("refuses broken, invisible and control characters", () => {
    for (const text of ["\uFFFD%a", "เสื้อยืด\uFFFD", "เสื้อ\u0007ยืด", "เสื้อ\u200Bยืด", "shirt\u202Etxt", "\u0000shirt", "shirt\uE000", ""]) {
      expect(isShowableSearchText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("refuses markup and links", () => {
    for (const text of ["<b>เสื้อยืด</b>", "shirt <script>", "เสื้อยืด www.cheap-shirts.example", "https://cheap.example", "visit cheap-shirts.com", "ร้าน shop.co.th"]) {
      expect(isShowableSearchText(text), text).toBe(false);
    }
  });

  it("refuses texts longer than a few words", () => {
    expect(isShowableSearchText("ก".repeat(POPULAR_MAX_LENGTH))).toBe(true);
    expect(isShowableSearchText("ก".repeat(POPULAR_MAX_LENGTH + 1))).toBe(false);
    // Counted as a reader sees characters: a consonant with its vowel and tone marks is one.
    expect(isShowableSearchText("ที่".repeat(POPULAR_MAX_LENGTH))).toBe(true);
  });
});
