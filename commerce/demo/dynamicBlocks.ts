/**
 * The demo shop's dynamic blocks (Adobe Commerce's magento_banner): a rainy-season promotion with
 * its own content per store view, shown on the home page through Page Builder's "dynamic_block"
 * content type. Ids are fixed so the page content can name them.
 */
import type { DemoLanguage } from "./cmsBlocks";
import { buttons, heading, PageBuilderDocument, row, text } from "./pageBuilder";

export interface DemoDynamicBlock {
  bannerId: number;
  name: string;
  /** Where it may appear (magento_banner.types). */
  types: string;
  content: Record<DemoLanguage, string>;
}

export const RAINY_SEASON_BANNER_ID = 1;

function rainySeason(lang: DemoLanguage): string {
  const doc = new PageBuilderDocument(`dynamic-block/rainy-season/${lang}`);
  const copy =
    lang === "th"
      ? {
          title: "หน้าฝนนี้ ต้นไม้โตไว",
          body: "<p>ฝนมาแล้ว ได้เวลาปลูกสวนครัว ต้นสมุนไพรในกระถางทุกต้นส่งฟรีทั่วไทย ตั้งแต่วันนี้ถึง 31 ตุลาคม</p>",
          button: "เลือกต้นสมุนไพร",
        }
      : {
          title: "Rainy season is growing season",
          body: "<p>The rains are here: time to plant a kitchen garden. Every potted herb ships free anywhere in Thailand until 31 October.</p>",
          button: "Shop potted herbs",
        };
  return doc.render(row(doc, [heading(doc, copy.title, 3), text(doc, copy.body), buttons(doc, [{ label: copy.button, href: "/garden/plants/herbs.html", type: "primary" }])]));
}

export function demoDynamicBlocks(): DemoDynamicBlock[] {
  return [
    {
      bannerId: RAINY_SEASON_BANNER_ID,
      name: "Rainy season promotion",
      types: "content",
      content: { th: rainySeason("th"), en: rainySeason("en") },
    },
  ];
}
