/**
 * The demo blog's authors, categories and tags: URL keys shared by both store views, English text
 * as the default (store 0) and Thai text for the th store view, as the demo catalogue does.
 */
import type { DemoLanguage } from "../cmsBlocks";

type Bilingual<T> = Record<DemoLanguage, T>;

export interface DemoBlogAuthor {
  urlKey: string;
  /** Under media/amasty/blog/. */
  image: string;
  text: Bilingual<{ name: string; shortDescription: string; description: string }>;
}

export interface DemoBlogCategory {
  urlKey: string;
  sortOrder: number;
  text: Bilingual<{ name: string; description: string; metaTitle: string; metaDescription: string }>;
}

export interface DemoBlogTag {
  urlKey: string;
  name: Bilingual<string>;
}

export const demoBlogAuthors = [
  {
    urlKey: "daranee-srisuk",
    image: "authors/daranee-srisuk.svg",
    text: {
      en: {
        name: "Daranee Srisuk",
        shortDescription: "Cook and recipe writer in the Baan Suan kitchen.",
        description:
          "Daranee grew up in her grandmother's kitchen in Nakhon Si Thammarat, where turmeric went into almost everything. She tests every recipe on the blog at least three times before it goes out.",
      },
      th: {
        name: "ดารณี ศรีสุข",
        shortDescription: "แม่ครัวและนักเขียนสูตรอาหารประจำครัวบ้านสวน",
        description:
          "ดารณีเติบโตในครัวของคุณยายที่นครศรีธรรมราช ที่ขมิ้นอยู่ในแทบทุกจาน ทุกสูตรบนบล็อกผ่านการทดลองทำในครัวของเธออย่างน้อยสามครั้งก่อนเผยแพร่",
      },
    },
  },
  {
    urlKey: "somchai-kaewmanee",
    image: "authors/somchai-kaewmanee.svg",
    text: {
      en: {
        name: "Somchai Kaewmanee",
        shortDescription: "Gardener who looks after the plants in our Nonthaburi nursery.",
        description:
          "Somchai has grown herbs and fruit trees in Nonthaburi for twenty years. He answers the garden questions our customers send in and writes about what works in a Thai climate.",
      },
      th: {
        name: "สมชาย แก้วมณี",
        shortDescription: "คนสวนผู้ดูแลต้นไม้ในเรือนเพาะชำของเราที่นนทบุรี",
        description:
          "สมชายปลูกสมุนไพรและไม้ผลที่นนทบุรีมายี่สิบปี เขาตอบคำถามเรื่องสวนที่ลูกค้าส่งมา และเขียนถึงวิธีที่ได้ผลจริงกับอากาศแบบไทย",
      },
    },
  },
  {
    urlKey: "malai-thongdee",
    image: "authors/malai-thongdee.svg",
    text: {
      en: {
        name: "Malai Thongdee",
        shortDescription: "Works with the weavers, dyers and potters who make for Baan Suan.",
        description:
          "Malai travels between Sakon Nakhon, Chiang Mai and Lampang to meet the craft groups we work with, and tells their stories here.",
      },
      th: {
        name: "มาลัย ทองดี",
        shortDescription: "ทำงานร่วมกับช่างทอ ช่างย้อม และช่างปั้นที่ผลิตงานให้บ้านสวน",
        description: "มาลัยเดินทางระหว่างสกลนคร เชียงใหม่ และลำปาง เพื่อพบกลุ่มช่างฝีมือที่เราทำงานด้วย และนำเรื่องราวของพวกเขามาเล่าที่นี่",
      },
    },
  },
] as const satisfies readonly DemoBlogAuthor[];

export const demoBlogCategories = [
  {
    urlKey: "recipes",
    sortOrder: 1,
    text: {
      en: {
        name: "Recipes",
        description: "Everyday Thai cooking from the Baan Suan kitchen.",
        metaTitle: "Recipes | Baan Suan Blog",
        metaDescription: "Thai home cooking with turmeric, herbs and pantry staples, tested in the Baan Suan kitchen.",
      },
      th: {
        name: "สูตรอาหาร",
        description: "อาหารไทยทำง่ายประจำวันจากครัวบ้านสวน",
        metaTitle: "สูตรอาหาร | บล็อกบ้านสวน",
        metaDescription: "อาหารไทยทำกินที่บ้านด้วยขมิ้น สมุนไพร และของในครัว ทดลองทำจริงในครัวบ้านสวน",
      },
    },
  },
  {
    urlKey: "garden",
    sortOrder: 2,
    text: {
      en: {
        name: "Garden",
        description: "Growing herbs and plants through the hot, rainy and cool seasons.",
        metaTitle: "Garden | Baan Suan Blog",
        metaDescription: "Practical growing advice for Thai gardens and balconies, season by season.",
      },
      th: {
        name: "สวนและต้นไม้",
        description: "ปลูกสมุนไพรและต้นไม้ให้งามได้ทั้งหน้าร้อน หน้าฝน และหน้าหนาว",
        metaTitle: "สวนและต้นไม้ | บล็อกบ้านสวน",
        metaDescription: "เคล็ดลับปลูกต้นไม้สำหรับสวนและระเบียงบ้านในเมืองไทย ตามฤดูกาล",
      },
    },
  },
  {
    urlKey: "crafts",
    sortOrder: 3,
    text: {
      en: {
        name: "Crafts & Traditions",
        description: "The people and know-how behind indigo cloth, celadon and other Thai crafts.",
        metaTitle: "Crafts & Traditions | Baan Suan Blog",
        metaDescription: "Stories of Thai indigo dyers, celadon potters and weavers, and how to care for what they make.",
      },
      th: {
        name: "งานฝีมือและภูมิปัญญา",
        description: "ผู้คนและภูมิปัญญาเบื้องหลังผ้าย้อมคราม เครื่องเคลือบเซลาดอน และงานฝีมือไทยอื่น ๆ",
        metaTitle: "งานฝีมือและภูมิปัญญา | บล็อกบ้านสวน",
        metaDescription: "เรื่องราวของช่างย้อมคราม ช่างปั้นเซลาดอน และช่างทอ พร้อมวิธีดูแลงานฝีมือของพวกเขา",
      },
    },
  },
  {
    urlKey: "home-living",
    sortOrder: 4,
    text: {
      en: {
        name: "Home Living",
        description: "Keeping a Thai home fresh, calm and ready for the festivals.",
        metaTitle: "Home Living | Baan Suan Blog",
        metaDescription: "Home care, table setting and festival ideas for a Thai home.",
      },
      th: {
        name: "บ้านน่าอยู่",
        description: "ดูแลบ้านให้สดชื่น สงบ และพร้อมรับเทศกาล",
        metaTitle: "บ้านน่าอยู่ | บล็อกบ้านสวน",
        metaDescription: "ไอเดียดูแลบ้าน จัดโต๊ะอาหาร และเตรียมบ้านรับเทศกาลแบบไทย",
      },
    },
  },
] as const satisfies readonly DemoBlogCategory[];

export const demoBlogTags = [
  { urlKey: "turmeric", name: { en: "Turmeric", th: "ขมิ้น" } },
  { urlKey: "herbs", name: { en: "Herbs", th: "สมุนไพร" } },
  { urlKey: "indigo", name: { en: "Indigo", th: "คราม" } },
  { urlKey: "celadon", name: { en: "Celadon", th: "เซลาดอน" } },
  { urlKey: "rainy-season", name: { en: "Rainy season", th: "หน้าฝน" } },
  { urlKey: "natural-dyes", name: { en: "Natural dyes", th: "สีธรรมชาติ" } },
  { urlKey: "thai-kitchen", name: { en: "Thai kitchen", th: "ครัวไทย" } },
  { urlKey: "compost", name: { en: "Compost", th: "ปุ๋ยหมัก" } },
  { urlKey: "festivals", name: { en: "Festivals", th: "เทศกาล" } },
  { urlKey: "handmade", name: { en: "Handmade", th: "งานทำมือ" } },
  { urlKey: "natural-cleaning", name: { en: "Natural cleaning", th: "ทำความสะอาดแบบธรรมชาติ" } },
] as const satisfies readonly DemoBlogTag[];

export type DemoAuthorKey = (typeof demoBlogAuthors)[number]["urlKey"];
export type DemoCategoryKey = (typeof demoBlogCategories)[number]["urlKey"];
export type DemoTagKey = (typeof demoBlogTags)[number]["urlKey"];
