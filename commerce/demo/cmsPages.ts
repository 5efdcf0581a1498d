/**
 * The demo shop's CMS pages, one per store view and identifier (Thai in th, English in en), in
 * Page Builder master format. Identifiers are the footer's store-relative links ("/about-us" →
 * `about-us`), plus `home` (the `web/default/cms_home_page`) and `no-route` (the 404 page,
 * `web/default/cms_no_route`). Links inside are store-relative; pictures are {{media url=...}}
 * directives pointing at files in commerce/demo/media/wysiwyg/. Home, customer-service, our-story
 * and give-back add sections that use every other Page Builder content type (products, banners,
 * tabs, map, video, dynamic block, CMS block, blog widget, HTML code, divider, slider, a hidden
 * element): see "Demo Page Builder content" in docs/engine.md.
 */
import type { DemoLanguage } from "./cmsBlocks";
import { RAINY_SEASON_BANNER_ID } from "./dynamicBlocks";
import {
  banner,
  blogWidget,
  buttons,
  categoryLinkHref,
  cmsBlock,
  columns,
  divider,
  dynamicBlock,
  heading,
  htmlCode,
  image,
  map,
  PageBuilderDocument,
  products,
  row,
  slider,
  tabs,
  text,
  video,
  type MapLocation,
} from "./pageBuilder";
import { buildCategoryRows } from "./patch";

export interface DemoPage {
  identifier: string;
  title: string;
  contentHeading: string | null;
  content: string;
  metaTitle: string;
  metaKeywords: string;
  metaDescription: string;
  pageLayout: string;
}

/** The identifiers, in the order they are seeded. */
export const demoPageIdentifiers = [
  "home",
  "about-us",
  "customer-service",
  "privacy-policy",
  "terms-of-use",
  "returns",
  "our-story",
  "give-back",
  "help",
  "no-route",
] as const;

type Identifier = (typeof demoPageIdentifiers)[number];

interface PageCopy {
  title: string;
  /** content_heading; null where the content opens with its own heading (home). */
  heading: string | null;
  metaTitle: string;
  metaKeywords: string;
  metaDescription: string;
  layout?: string;
  build(doc: PageBuilderDocument): string[];
}

const p = (...paragraphs: string[]): string => paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join("");
const ul = (...items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
const ol = (...items: string[]): string => `<ol>${items.map((item) => `<li>${item}</li>`).join("")}</ol>`;

/** A titled section: a heading and a text element. */
const section = (doc: PageBuilderDocument, title: string, html: string): string[] => [heading(doc, title, 2), text(doc, html)];

const copy: Record<DemoLanguage, Record<Identifier, PageCopy>> = {
  th: {
    home: {
      title: "หน้าแรก",
      heading: null,
      metaTitle: "บ้านสวน – ของใช้ไทยทำมือสำหรับบ้านและสวน",
      metaKeywords: "บ้านสวน, ผ้าไทย, ของแต่งบ้าน, เครื่องครัวไทย, ต้นสมุนไพร, สปา",
      metaDescription: "ผ้าทอมือ ของแต่งบ้าน เครื่องครัว ต้นไม้ และผลิตภัณฑ์สปา จากช่างฝีมือและชุมชนทั่วไทย ส่งฟรีเมื่อสั่งซื้อครบ ฿1,500",
      layout: "cms-full-width",
      build: (doc) => [
        row(doc, [
          heading(doc, "ยินดีต้อนรับสู่บ้านสวน", 2),
          text(doc, p("ของใช้ดี ๆ สำหรับบ้านและสวน คัดสรรจากช่างฝีมือและชุมชนทั่วประเทศไทย ตั้งแต่ผ้าทอมือจากกี่พื้นบ้าน ครกหินและหม้อดินสำหรับครัวไทย ไปจนถึงต้นสมุนไพรที่ปลูกไว้ใช้ได้ทุกวัน")),
          buttons(doc, [
            { label: "เลือกชมของแต่งบ้าน", href: "/home-living.html", type: "primary" },
            { label: "เรื่องราวของเรา", href: "/our-story", type: "secondary" },
          ]),
        ]),
      ],
    },
    "about-us": {
      title: "เกี่ยวกับเรา",
      heading: "เกี่ยวกับบ้านสวน",
      metaTitle: "เกี่ยวกับเรา | บ้านสวน",
      metaKeywords: "เกี่ยวกับบ้านสวน, ร้านของใช้ไทย, งานฝีมือชุมชน",
      metaDescription: "บ้านสวนคือร้านของใช้ไทยทำมือจากกรุงเทพฯ ที่ทำงานร่วมกับช่างฝีมือและวิสาหกิจชุมชนกว่า 40 กลุ่มทั่วประเทศ",
      build: (doc) => [
        row(doc, [
          text(
            doc,
            p(
              "บ้านสวนเริ่มต้นจากร้านเล็ก ๆ ในซอยสุขุมวิท 31 ที่อยากให้คนเมืองได้ใช้ของดีจากต่างจังหวัดในชีวิตประจำวัน วันนี้เราทำงานร่วมกับช่างทอ ช่างปั้น ช่างจักสาน และวิสาหกิจชุมชนกว่า 40 กลุ่ม ตั้งแต่เชียงใหม่ถึงนครศรีธรรมราช",
              "ทุกชิ้นที่เราขายผ่านมือของทีมงานก่อนเสมอ เราไปเยี่ยมแหล่งผลิต พูดคุยกับคนทำ และจ่ายค่าแรงอย่างเป็นธรรมตั้งแต่วันที่สั่งผลิต",
            ),
          ),
        ]),
        row(doc, [
          columns(doc, [
            { width: 100 / 3, children: section(doc, "ของที่เราคัดสรร", p("ผ้าทอมือ ของแต่งบ้าน เครื่องครัวไทย ต้นไม้และอุปกรณ์ทำสวน รวมถึงผลิตภัณฑ์สปาจากสมุนไพรไทย")) },
            { width: 100 / 3, children: section(doc, "คนที่อยู่เบื้องหลัง", p("ช่างฝีมือท้องถิ่นที่สืบทอดภูมิปัญญามาหลายรุ่น และคนรุ่นใหม่ที่กลับบ้านมาพัฒนางานของชุมชน")) },
            { width: 100 / 3, children: section(doc, "ส่งถึงบ้านคุณ", p("จัดส่งทั่วประเทศภายใน 2–4 วันทำการ ส่งฟรีเมื่อสั่งซื้อครบ ฿1,500 และเปลี่ยนหรือคืนได้ภายใน 30 วัน")) },
          ]),
        ]),
        row(doc, [
          buttons(doc, [
            { label: "อ่านเรื่องราวของเรา", href: "/our-story", type: "primary" },
            { label: "ติดต่อเรา", href: "/contact-us", type: "secondary" },
          ]),
        ]),
      ],
    },
    "customer-service": {
      title: "ฝ่ายบริการลูกค้า",
      heading: "ฝ่ายบริการลูกค้า",
      metaTitle: "ฝ่ายบริการลูกค้า | บ้านสวน",
      metaKeywords: "บริการลูกค้า, การจัดส่ง, การชำระเงิน, ติดตามคำสั่งซื้อ",
      metaDescription: "ช่องทางติดต่อ เวลาทำการ การจัดส่ง การชำระเงิน และการติดตามคำสั่งซื้อของร้านบ้านสวน",
      build: (doc) => [
        row(doc, [
          text(
            doc,
            p(
              "ทีมงานบ้านสวนพร้อมช่วยเหลือคุณทุกวันจันทร์ถึงวันเสาร์ เวลา 9:00–18:00 น. (เว้นวันหยุดนักขัตฤกษ์) ทักมาทาง LINE @baansuan โทร 02 123 4567 หรืออีเมล hello@baansuan.example เราจะตอบกลับภายใน 1 วันทำการ",
            ),
          ),
        ]),
        row(doc, [
          columns(doc, [
            {
              width: 50,
              children: section(
                doc,
                "การจัดส่ง",
                p("เราจัดส่งทั่วประเทศด้วยบริษัทขนส่งเอกชน สินค้าจะถึงมือคุณภายใน 2–4 วันทำการหลังยืนยันการชำระเงิน ส่งฟรีเมื่อสั่งซื้อครบ ฿1,500 ต่ำกว่านั้นคิดค่าส่งเหมาจ่าย ฿60", "ต้นไม้และสินค้าชิ้นใหญ่อาจใช้เวลาเพิ่ม 1–2 วัน เพื่อให้แพ็กได้อย่างปลอดภัย"),
              ),
            },
            {
              width: 50,
              children: section(
                doc,
                "การชำระเงิน",
                p("ชำระได้ด้วยบัตรเครดิตหรือเดบิต พร้อมเพย์ (สแกน QR) โอนผ่านธนาคาร หรือเก็บเงินปลายทาง (ไม่เกิน ฿5,000 ต่อคำสั่งซื้อ)"),
              ),
            },
          ]),
        ]),
        row(doc, [
          ...section(
            doc,
            "ติดตามคำสั่งซื้อ",
            p('เข้าสู่ระบบแล้วไปที่ <a href="/order-history">สถานะคำสั่งซื้อ</a> เพื่อดูเลขพัสดุและสถานะล่าสุด หากต้องการเปลี่ยนหรือคืนสินค้า อ่านรายละเอียดได้ที่หน้า <a href="/returns">การคืนสินค้า</a>'),
          ),
          buttons(doc, [{ label: "ติดต่อเรา", href: "/contact-us", type: "primary" }]),
        ]),
      ],
    },
    "privacy-policy": {
      title: "นโยบายความเป็นส่วนตัว",
      heading: "นโยบายความเป็นส่วนตัว",
      metaTitle: "นโยบายความเป็นส่วนตัว | บ้านสวน",
      metaKeywords: "นโยบายความเป็นส่วนตัว, ข้อมูลส่วนบุคคล, PDPA",
      metaDescription: "บ้านสวนเก็บ ใช้ และดูแลข้อมูลส่วนบุคคลของคุณอย่างไร ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562",
      build: (doc) => [
        row(doc, [
          text(doc, p("บริษัท บ้านสวน จำกัด (“บ้านสวน” หรือ “เรา”) ให้ความสำคัญกับข้อมูลส่วนบุคคลของคุณ และดูแลข้อมูลตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 นโยบายนี้อธิบายว่าเราเก็บข้อมูลอะไร นำไปใช้อย่างไร และคุณมีสิทธิอะไรบ้าง")),
          ...section(doc, "ข้อมูลที่เราเก็บ", ul("ชื่อ ที่อยู่จัดส่ง เบอร์โทรศัพท์ และอีเมล เมื่อคุณสั่งซื้อหรือสมัครสมาชิก", "ประวัติการสั่งซื้อและการติดต่อกับทีมบริการลูกค้า", "ข้อมูลการใช้งานเว็บไซต์ เช่น หน้าที่เข้าชมและคุกกี้")),
          ...section(doc, "เราใช้ข้อมูลเพื่อ", ul("จัดส่งสินค้า ออกใบเสร็จ และดูแลการเปลี่ยนหรือคืนสินค้า", "ตอบคำถามและแจ้งสถานะคำสั่งซื้อ", "ส่งข่าวสารและโปรโมชัน เฉพาะเมื่อคุณให้ความยินยอม", "ปรับปรุงเว็บไซต์และป้องกันการทุจริต")),
          ...section(doc, "การเปิดเผยข้อมูล", p("เราไม่ขายข้อมูลของคุณ เราเปิดเผยข้อมูลเท่าที่จำเป็นให้บริษัทขนส่ง ผู้ให้บริการชำระเงิน และผู้ให้บริการระบบที่ทำงานแทนเรา ซึ่งต้องดูแลข้อมูลตามมาตรฐานเดียวกัน")),
          ...section(doc, "สิทธิของคุณ", p('คุณขอเข้าถึง แก้ไข ลบ หรือขอรับสำเนาข้อมูล ถอนความยินยอม หรือคัดค้านการใช้ข้อมูลได้ทุกเมื่อ โดยติดต่อเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคลที่ <a href="mailto:privacy@baansuan.example">privacy@baansuan.example</a>')),
          text(doc, p("<em>ปรับปรุงล่าสุด 1 มีนาคม 2568</em>")),
        ]),
      ],
    },
    "terms-of-use": {
      title: "ข้อกำหนดการใช้งาน",
      heading: "ข้อกำหนดการใช้งาน",
      metaTitle: "ข้อกำหนดการใช้งาน | บ้านสวน",
      metaKeywords: "ข้อกำหนดการใช้งาน, เงื่อนไขการสั่งซื้อ",
      metaDescription: "ข้อกำหนดและเงื่อนไขในการใช้เว็บไซต์และสั่งซื้อสินค้ากับร้านบ้านสวน",
      build: (doc) => [
        row(doc, [
          text(doc, p("การใช้เว็บไซต์และสั่งซื้อสินค้ากับบ้านสวนถือว่าคุณยอมรับข้อกำหนดต่อไปนี้ โปรดอ่านให้ครบถ้วนก่อนใช้บริการ")),
          ...section(doc, "บัญชีผู้ใช้", p("คุณต้องให้ข้อมูลที่ถูกต้องและเป็นปัจจุบัน และดูแลรหัสผ่านของคุณเอง คำสั่งซื้อที่เกิดจากบัญชีของคุณถือเป็นความรับผิดชอบของคุณ")),
          ...section(doc, "สินค้าและราคา", p("สินค้าทำมือแต่ละชิ้นอาจมีสี ลาย และขนาดต่างจากภาพเล็กน้อย ซึ่งเป็นเสน่ห์ของงานฝีมือ ราคาทั้งหมดเป็นเงินบาทและรวมภาษีมูลค่าเพิ่มแล้ว เราขอสงวนสิทธิ์ในการเปลี่ยนแปลงราคาโดยไม่ต้องแจ้งล่วงหน้า แต่จะไม่กระทบคำสั่งซื้อที่ยืนยันแล้ว")),
          ...section(doc, "คำสั่งซื้อ", p("สัญญาซื้อขายเกิดขึ้นเมื่อเราส่งอีเมลยืนยันคำสั่งซื้อ หากสินค้าหมดหรือพบข้อผิดพลาดด้านราคา เราจะแจ้งและคืนเงินเต็มจำนวน")),
          ...section(doc, "ทรัพย์สินทางปัญญา", p("ข้อความ ภาพ และโลโก้บนเว็บไซต์นี้เป็นของบ้านสวนหรือผู้ผลิตที่อนุญาตให้เราใช้ ห้ามคัดลอกเพื่อการค้าโดยไม่ได้รับอนุญาตเป็นลายลักษณ์อักษร")),
          ...section(doc, "กฎหมายที่ใช้บังคับ", p("ข้อกำหนดนี้อยู่ภายใต้กฎหมายไทย ข้อพิพาทใด ๆ ให้อยู่ในเขตอำนาจของศาลไทย")),
        ]),
      ],
    },
    returns: {
      title: "การคืนสินค้า",
      heading: "การเปลี่ยนและคืนสินค้า",
      metaTitle: "การคืนสินค้า | บ้านสวน",
      metaKeywords: "คืนสินค้า, เปลี่ยนสินค้า, คืนเงิน",
      metaDescription: "เปลี่ยนหรือคืนสินค้าได้ภายใน 30 วันหลังได้รับสินค้า ขั้นตอนง่าย คืนเงินภายใน 7 วันทำการ",
      build: (doc) => [
        row(doc, [
          text(doc, p("ถ้าสินค้าไม่ถูกใจ เปลี่ยนหรือคืนได้ภายใน 30 วันนับจากวันที่ได้รับสินค้า")),
          ...section(doc, "เงื่อนไข", ul("สินค้าต้องอยู่ในสภาพเดิม ไม่ผ่านการใช้งานหรือซัก และมีป้ายครบ", "ต้นไม้ อาหาร และผลิตภัณฑ์สปาที่เปิดใช้แล้วไม่รับคืน ยกเว้นสินค้าชำรุดหรือส่งผิด", "สินค้าลดราคาเปลี่ยนไซซ์หรือสีได้ แต่คืนเงินไม่ได้")),
          ...section(
            doc,
            "ขั้นตอน",
            ol('แจ้งเลขคำสั่งซื้อและเหตุผลทาง LINE @baansuan หรือที่หน้า <a href="/contact-us">ติดต่อเรา</a>', "แพ็กสินค้าให้เรียบร้อยพร้อมใบเสร็จ", "ส่งกลับตามที่อยู่ที่ทีมงานแจ้ง หากสินค้าชำรุดหรือส่งผิด เราออกค่าส่งคืนให้"),
          ),
          ...section(doc, "การคืนเงิน", p("เมื่อได้รับและตรวจสอบสินค้าแล้ว เราจะคืนเงินผ่านช่องทางเดิมภายใน 7 วันทำการ สำหรับการเก็บเงินปลายทาง เราจะโอนคืนเข้าบัญชีธนาคารที่คุณแจ้ง")),
        ]),
      ],
    },
    "our-story": {
      title: "เรื่องราวของเรา",
      heading: "เรื่องราวของเรา",
      metaTitle: "เรื่องราวของเรา | บ้านสวน",
      metaKeywords: "เรื่องราวบ้านสวน, งานฝีมือไทย, ชุมชน",
      metaDescription: "จากสวนหลังบ้านของคุณยายที่ราชบุรี สู่ร้านที่รวบรวมงานฝีมือจากชุมชนทั่วไทย",
      build: (doc) => [
        row(doc, [
          image(doc, { src: "wysiwyg/pages/our-story.svg", alt: "บ้านไม้ริมสวนผลไม้ยามเช้า", caption: "บ้านของคุณยายที่ราชบุรี จุดเริ่มต้นของชื่อบ้านสวน" }),
        ]),
        row(doc, [
          text(
            doc,
            p(
              "ชื่อบ้านสวนมาจากบ้านไม้ของคุณยายที่ราชบุรี บ้านที่มีสวนมะม่วงอยู่หลังบ้าน มีครกหินใบใหญ่อยู่ในครัว และมีผ้าขาวม้าที่คุณยายทอเองพาดอยู่บนราวระเบียง",
              "เมื่อย้ายมาอยู่กรุงเทพฯ เราคิดถึงของใช้ที่ทำด้วยมือและใช้ได้นานหลายสิบปีแบบนั้น ปี 2559 เราจึงเริ่มออกเดินทางไปตามหมู่บ้านต่าง ๆ เพื่อตามหาช่างฝีมือ และเปิดร้านเล็ก ๆ ในซอยสุขุมวิท 31",
              "ทุกวันนี้บ้านสวนยังยึดหลักเดิม คือขายเฉพาะของที่เราอยากใช้เองที่บ้าน และอยากให้คนทำได้รับส่วนแบ่งที่เป็นธรรม",
            ),
          ),
          buttons(doc, [{ label: "ร่วมแบ่งปันสู่ชุมชน", href: "/give-back", type: "primary" }]),
        ]),
      ],
    },
    "give-back": {
      title: "ร่วมแบ่งปันสู่ชุมชน",
      heading: "ร่วมแบ่งปันสู่ชุมชน",
      metaTitle: "ร่วมแบ่งปันสู่ชุมชน | บ้านสวน",
      metaKeywords: "ร่วมแบ่งปัน, ชุมชน, ช่างฝีมือ, ปลูกต้นไม้",
      metaDescription: "ทุกคำสั่งซื้อที่บ้านสวน 2% ของยอดขายกลับคืนสู่กองทุนช่างฝีมือและโครงการปลูกป่าชุมชน",
      build: (doc) => [
        row(doc, [
          image(doc, { src: "wysiwyg/pages/give-back.svg", alt: "มือช่างทอผ้ากำลังทอผ้าบนกี่" }),
          text(doc, p("ทุกคำสั่งซื้อของคุณช่วยชุมชนได้จริง เรานำ 2% ของยอดขายทุกเดือนเข้ากองทุนที่ช่างฝีมือร่วมกันดูแล และเปิดเผยยอดเงินทุกไตรมาส")),
        ]),
        row(doc, [
          columns(doc, [
            { width: 100 / 3, children: section(doc, "กองทุนช่างฝีมือ", p("ทุนซื้อวัตถุดิบ ซ่อมกี่ทอผ้า และค่าเรียนของลูกหลานช่าง ปีที่แล้วช่วยไปแล้ว 28 ครอบครัว")) },
            { width: 100 / 3, children: section(doc, "ปลูกป่าชุมชน", p("ทุกต้นไม้ที่ขายได้ เราปลูกกล้าไม้เพิ่มหนึ่งต้นกับป่าชุมชนในจังหวัดน่าน")) },
            { width: 100 / 3, children: section(doc, "ส่งต่อความรู้", p("เวิร์กช็อปย้อมครามและจักสานฟรีสำหรับเยาวชน เพื่อให้ภูมิปัญญาไม่สูญหาย")) },
          ]),
        ]),
      ],
    },
    help: {
      title: "ช่วยเหลือ",
      heading: "ช่วยเหลือ",
      metaTitle: "ช่วยเหลือ: การสั่งซื้อ การจัดส่ง การชำระเงิน และการคืนสินค้า",
      metaKeywords: "วิธีสั่งซื้อ, การจัดส่ง, เก็บเงินปลายทาง, โอนเงิน, บัตรเครดิต, คืนสินค้า",
      metaDescription: "วิธีสั่งซื้อกับบ้านสวน การจัดส่งทั่วประเทศไทย การชำระเงินด้วยบัตร เก็บเงินปลายทางหรือโอนผ่านธนาคาร การคืนสินค้า และช่องทางติดต่อเรา",
      build: (doc) => [
        row(doc, [
          text(doc, p("รวมคำตอบเรื่องที่ลูกค้าถามบ่อยที่สุด ตั้งแต่การสั่งซื้อจนถึงการคืนสินค้า ถ้ายังไม่พบสิ่งที่ต้องการ ทีมงานของเรายินดีช่วยเสมอ")),
          ...section(
            doc,
            "การสั่งซื้อ",
            ol(
              "เลือกสินค้าจากเมนูหมวดหมู่หรือค้นหาจากช่องค้นหาด้านบน แล้วกด “เพิ่มลงตะกร้า”",
              'เปิด <a href="/cart">ตะกร้าสินค้า</a> เพื่อตรวจจำนวน ใส่โค้ดส่วนลดหรือบัตรของขวัญ แล้วกด “ดำเนินการชำระเงิน”',
              "กรอกที่อยู่จัดส่ง เลือกวิธีจัดส่งและวิธีชำระเงิน แล้วยืนยันคำสั่งซื้อ เราจะส่งอีเมลยืนยันพร้อมเลขคำสั่งซื้อให้ทันที",
            ),
          ),
          text(doc, p('สั่งซื้อได้โดยไม่ต้องสมัครสมาชิก แต่ถ้า <a href="/create-account">สมัครสมาชิก</a> คุณจะบันทึกที่อยู่ ดู <a href="/order-history">สถานะคำสั่งซื้อ</a> และสร้างรายการโปรดได้')),
          ...section(
            doc,
            "การจัดส่งทั่วประเทศไทย",
            ul(
              "ส่งแบบมาตรฐานทั่วประเทศ ค่าส่งเหมาจ่าย ฿60 ถึงมือคุณภายใน 2–4 วันทำการหลังยืนยันการชำระเงิน",
              "ส่งฟรีเมื่อยอดสั่งซื้อครบ ฿1,500",
              "ส่งด่วนถึงในวันทำการถัดไป ฿150",
              "ต้นไม้และสินค้าชิ้นใหญ่อาจใช้เวลาเพิ่ม 1–2 วัน เพื่อให้แพ็กได้อย่างปลอดภัย เลขพัสดุจะแสดงในสถานะคำสั่งซื้อเมื่อสินค้าออกจากคลัง",
            ),
          ),
          ...section(
            doc,
            "การชำระเงิน",
            ul(
              "<strong>บัตรเครดิตหรือเดบิต</strong> (Visa, Mastercard) ข้อมูลบัตรส่งตรงถึงผู้ให้บริการรับชำระเงิน ร้านไม่เห็นเลขบัตรของคุณ บางบัตรอาจขอยืนยันตัวตนด้วยรหัส OTP (3-D Secure)",
              "<strong>เก็บเงินปลายทาง</strong> ชำระเป็นเงินสดกับพนักงานส่งของเมื่อได้รับสินค้า",
              "<strong>โอนผ่านธนาคาร</strong> โอนตามรายละเอียดในอีเมลยืนยันคำสั่งซื้อ เราจะจัดส่งเมื่อได้รับยอดโอนแล้ว",
            ),
          ),
          ...section(
            doc,
            "การเปลี่ยนและคืนสินค้า",
            p('เปลี่ยนหรือคืนสินค้าได้ภายใน 30 วันนับจากวันที่ได้รับสินค้า สินค้าต้องอยู่ในสภาพเดิมและมีป้ายครบ เราคืนเงินผ่านช่องทางเดิมภายใน 7 วันทำการหลังได้รับสินค้าคืน อ่านเงื่อนไขและขั้นตอนทั้งหมดได้ที่หน้า <a href="/returns">การคืนสินค้า</a>'),
          ),
          ...section(
            doc,
            "ติดต่อเรา",
            p(
              "ทีมงานบ้านสวนพร้อมช่วยเหลือทุกวันจันทร์ถึงวันเสาร์ เวลา 9:00–18:00 น. (เว้นวันหยุดนักขัตฤกษ์) ทาง LINE @baansuan โทร 02 123 4567 หรืออีเมล hello@baansuan.example",
              'ส่งข้อความถึงเราได้ที่หน้า <a href="/contact-us">ติดต่อเรา</a> หรือดูข้อมูลเพิ่มเติมที่ <a href="/customer-service">ฝ่ายบริการลูกค้า</a>',
            ),
          ),
        ]),
      ],
    },
    "no-route": {
      title: "ไม่พบหน้าที่คุณต้องการ",
      heading: "ขออภัย ไม่พบหน้านี้",
      metaTitle: "ไม่พบหน้าที่คุณต้องการ | บ้านสวน",
      metaKeywords: "",
      metaDescription: "ไม่พบหน้าที่คุณต้องการในร้านบ้านสวน",
      build: (doc) => [
        row(doc, [
          text(
            doc,
            p("หน้าที่คุณกำลังหาอาจถูกย้าย เปลี่ยนชื่อ หรือไม่มีอยู่แล้ว") +
              ul("ตรวจสอบว่าพิมพ์ที่อยู่เว็บถูกต้อง", "ค้นหาสินค้าจากช่องค้นหาด้านบน", 'หากต้องการความช่วยเหลือ ติดต่อ<a href="/customer-service">ฝ่ายบริการลูกค้า</a>'),
          ),
          buttons(doc, [
            { label: "กลับหน้าแรก", href: "/", type: "primary" },
            { label: "ติดต่อเรา", href: "/contact-us", type: "secondary" },
          ]),
        ]),
      ],
    },
  },
  en: {
    home: {
      title: "Home",
      heading: null,
      metaTitle: "Baan Suan – Handmade Thai goods for home and garden",
      metaKeywords: "Baan Suan, Thai textiles, home decor, Thai kitchenware, herb plants, spa",
      metaDescription: "Handwoven textiles, homeware, kitchenware, plants and spa products from makers and communities across Thailand. Free delivery on orders over ฿1,500.",
      layout: "cms-full-width",
      build: (doc) => [
        row(doc, [
          heading(doc, "Welcome to Baan Suan", 2),
          text(doc, p("Good things for your home and garden, chosen from makers and communities all over Thailand: handwoven cloth from village looms, granite mortars and clay pots for the Thai kitchen, and herbs you can grow and cook with every day.")),
          buttons(doc, [
            { label: "Shop home & living", href: "/home-living.html", type: "primary" },
            { label: "Our story", href: "/our-story", type: "secondary" },
          ]),
        ]),
      ],
    },
    "about-us": {
      title: "About Us",
      heading: "About Baan Suan",
      metaTitle: "About Us | Baan Suan",
      metaKeywords: "about Baan Suan, Thai goods shop, community crafts",
      metaDescription: "Baan Suan is a Bangkok shop for handmade Thai goods, working with more than 40 makers and community enterprises across the country.",
      build: (doc) => [
        row(doc, [
          text(
            doc,
            p(
              "Baan Suan began as a small shop on Soi Sukhumvit 31 with a simple wish: to bring good things from the provinces into everyday city life. Today we work with weavers, potters, basket makers and more than 40 community enterprises, from Chiang Mai to Nakhon Si Thammarat.",
              "Every piece we sell passes through our team's hands first. We visit the workshops, talk with the people who make things, and pay fairly from the day an order is placed.",
            ),
          ),
        ]),
        row(doc, [
          columns(doc, [
            { width: 100 / 3, children: section(doc, "What we choose", p("Handwoven textiles, homeware, Thai kitchenware, plants and garden tools, and spa products made with Thai herbs.")) },
            { width: 100 / 3, children: section(doc, "Who makes it", p("Local craftspeople carrying skills handed down for generations, and young people who have moved home to build on their community's work.")) },
            { width: 100 / 3, children: section(doc, "To your door", p("Delivery across Thailand in 2–4 working days, free on orders over ฿1,500, with 30 days to exchange or return.")) },
          ]),
        ]),
        row(doc, [
          buttons(doc, [
            { label: "Read our story", href: "/our-story", type: "primary" },
            { label: "Contact us", href: "/contact-us", type: "secondary" },
          ]),
        ]),
      ],
    },
    "customer-service": {
      title: "Customer Service",
      heading: "Customer Service",
      metaTitle: "Customer Service | Baan Suan",
      metaKeywords: "customer service, delivery, payment, order tracking",
      metaDescription: "How to reach Baan Suan, our opening hours, delivery, payment and order tracking.",
      build: (doc) => [
        row(doc, [
          text(
            doc,
            p(
              "The Baan Suan team is here to help Monday to Saturday, 9:00–18:00 (closed on public holidays). Message us on LINE @baansuan, call +66 2 123 4567 or email hello@baansuan.example and we will reply within one working day.",
            ),
          ),
        ]),
        row(doc, [
          columns(doc, [
            {
              width: 50,
              children: section(
                doc,
                "Delivery",
                p("We deliver across Thailand with private couriers. Your order arrives within 2–4 working days of payment. Delivery is free on orders over ฿1,500; below that there is a flat fee of ฿60.", "Plants and large items may take one or two extra days so we can pack them safely."),
              ),
            },
            {
              width: 50,
              children: section(doc, "Payment", p("Pay by credit or debit card, PromptPay (scan the QR code), bank transfer, or cash on delivery (up to ฿5,000 per order).")),
            },
          ]),
        ]),
        row(doc, [
          ...section(
            doc,
            "Tracking your order",
            p('Sign in and open <a href="/order-history">Order Status</a> to see your tracking number and the latest status. To exchange or return something, see <a href="/returns">Returns</a>.'),
          ),
          buttons(doc, [{ label: "Contact us", href: "/contact-us", type: "primary" }]),
        ]),
      ],
    },
    "privacy-policy": {
      title: "Privacy Policy",
      heading: "Privacy Policy",
      metaTitle: "Privacy Policy | Baan Suan",
      metaKeywords: "privacy policy, personal data, PDPA",
      metaDescription: "How Baan Suan collects, uses and protects your personal data under Thailand's Personal Data Protection Act B.E. 2562 (2019).",
      build: (doc) => [
        row(doc, [
          text(doc, p("Baan Suan Co., Ltd. (“Baan Suan”, “we”) takes your personal data seriously and handles it in line with Thailand's Personal Data Protection Act B.E. 2562 (2019). This policy explains what we collect, how we use it and what your rights are.")),
          ...section(doc, "What we collect", ul("Your name, delivery address, phone number and email when you order or create an account", "Your order history and conversations with our customer service team", "How you use our website, such as pages viewed and cookies")),
          ...section(doc, "How we use it", ul("To deliver your orders, issue receipts and handle exchanges and returns", "To answer your questions and keep you updated on your orders", "To send news and offers, only with your consent", "To improve our website and prevent fraud")),
          ...section(doc, "Who we share it with", p("We never sell your data. We share only what is needed with couriers, payment providers and the service providers who run systems for us, all of whom must protect it to the same standard.")),
          ...section(doc, "Your rights", p('You may ask to access, correct, delete or receive a copy of your data, withdraw your consent, or object to its use at any time by writing to our data protection officer at <a href="mailto:privacy@baansuan.example">privacy@baansuan.example</a>.')),
          text(doc, p("<em>Last updated 1 March 2025</em>")),
        ]),
      ],
    },
    "terms-of-use": {
      title: "Terms of Use",
      heading: "Terms of Use",
      metaTitle: "Terms of Use | Baan Suan",
      metaKeywords: "terms of use, terms and conditions of sale",
      metaDescription: "The terms and conditions for using the Baan Suan website and ordering from us.",
      build: (doc) => [
        row(doc, [
          text(doc, p("By using this website and ordering from Baan Suan you accept the following terms. Please read them before you shop.")),
          ...section(doc, "Your account", p("Please give accurate, up-to-date details and keep your password safe. You are responsible for orders placed from your account.")),
          ...section(doc, "Products and prices", p("Handmade pieces may differ slightly from their photos in colour, pattern and size; that is part of their charm. All prices are in Thai baht and include VAT. Prices may change without notice, but never for an order we have already confirmed.")),
          ...section(doc, "Orders", p("A contract of sale is made when we email you the order confirmation. If an item is out of stock or was shown at a wrong price, we will tell you and refund you in full.")),
          ...section(doc, "Intellectual property", p("The text, pictures and logos on this website belong to Baan Suan or to the makers who allow us to use them. They may not be copied for commercial use without written permission.")),
          ...section(doc, "Governing law", p("These terms are governed by Thai law, and any dispute falls under the jurisdiction of the Thai courts.")),
        ]),
      ],
    },
    returns: {
      title: "Returns",
      heading: "Exchanges and Returns",
      metaTitle: "Returns | Baan Suan",
      metaKeywords: "returns, exchanges, refunds",
      metaDescription: "Exchange or return within 30 days of delivery. A simple process, with refunds within 7 working days.",
      build: (doc) => [
        row(doc, [
          text(doc, p("Not quite right? You can exchange or return an item within 30 days of receiving it.")),
          ...section(doc, "Conditions", ul("Items must be unused, unwashed and in their original condition with tags attached", "Plants, food and opened spa products cannot be returned unless they arrived damaged or were sent in error", "Sale items can be exchanged for another size or colour but not refunded")),
          ...section(
            doc,
            "How to return",
            ol('Send us your order number and the reason on LINE @baansuan or through <a href="/contact-us">Contact Us</a>', "Pack the item carefully with its receipt", "Send it to the address our team gives you. If the item was damaged or wrong, we pay for the return delivery"),
          ),
          ...section(doc, "Refunds", p("Once we have received and checked the item, we refund you to your original payment method within 7 working days. For cash on delivery we transfer the refund to the bank account you give us.")),
        ]),
      ],
    },
    "our-story": {
      title: "Our Story",
      heading: "Our Story",
      metaTitle: "Our Story | Baan Suan",
      metaKeywords: "Baan Suan story, Thai craft, communities",
      metaDescription: "From our grandmother's garden house in Ratchaburi to a shop bringing together crafts from communities across Thailand.",
      build: (doc) => [
        row(doc, [
          image(doc, { src: "wysiwyg/pages/our-story.svg", alt: "A wooden house by an orchard in the morning", caption: "Grandmother's house in Ratchaburi, where the name Baan Suan comes from" }),
        ]),
        row(doc, [
          text(
            doc,
            p(
              "Baan Suan means “garden house”. It is named after our grandmother's wooden house in Ratchaburi, with a mango orchard out the back, a big granite mortar in the kitchen, and the pha khao ma cloths she wove herself hanging over the veranda rail.",
              "After moving to Bangkok we missed things like that: made by hand and built to last for decades. So in 2016 we started travelling from village to village to find the people who still make them, and opened a small shop on Soi Sukhumvit 31.",
              "We still keep to the same rule: we only sell what we would use in our own home, and the people who make it get a fair share.",
            ),
          ),
          buttons(doc, [{ label: "How we give back", href: "/give-back", type: "primary" }]),
        ]),
      ],
    },
    "give-back": {
      title: "Give Back",
      heading: "Give Back",
      metaTitle: "Give Back | Baan Suan",
      metaKeywords: "give back, communities, makers, tree planting",
      metaDescription: "With every order, 2% of Baan Suan's sales goes back to a makers' fund and to community forest planting.",
      build: (doc) => [
        row(doc, [
          image(doc, { src: "wysiwyg/pages/give-back.svg", alt: "A weaver's hands at a wooden loom" }),
          text(doc, p("Every order makes a real difference. Each month we put 2% of our sales into a fund run together with our makers, and we publish the amounts every quarter.")),
        ]),
        row(doc, [
          columns(doc, [
            { width: 100 / 3, children: section(doc, "Makers' fund", p("Money for raw materials, loom repairs and school fees for makers' children. Last year it helped 28 families.")) },
            { width: 100 / 3, children: section(doc, "Community forests", p("For every plant we sell, we plant a seedling with a community forest in Nan province.")) },
            { width: 100 / 3, children: section(doc, "Passing on skills", p("Free indigo dyeing and basketry workshops for young people, so the knowledge is not lost.")) },
          ]),
        ]),
      ],
    },
    help: {
      title: "Help",
      heading: "Help",
      metaTitle: "Help: ordering, delivery, payment and returns",
      metaKeywords: "how to order, delivery, cash on delivery, bank transfer, card payment, returns",
      metaDescription: "How to order from Baan Suan, delivery across Thailand, paying by card, cash on delivery or bank transfer, returns, and how to reach us.",
      build: (doc) => [
        row(doc, [
          text(doc, p("Answers to what shoppers ask us most, from placing an order to sending something back. If you cannot find what you need, our team is always happy to help.")),
          ...section(
            doc,
            "Ordering",
            ol(
              "Find what you like through the category menu or the search box at the top, and choose “Add to Cart”.",
              'Open your <a href="/cart">cart</a> to check quantities, add a discount code or a gift card, and choose “Proceed to Checkout”.',
              "Enter your delivery address, pick a delivery and a payment method, and place the order. We email you a confirmation with your order number straight away.",
            ),
          ),
          text(doc, p('You can order without an account; with one (<a href="/create-account">register</a>) you keep your addresses, follow your <a href="/order-history">order status</a> and save wish lists.')),
          ...section(
            doc,
            "Delivery across Thailand",
            ul(
              "Standard delivery anywhere in Thailand for a flat ฿60, in 2–4 working days once your payment is confirmed.",
              "Free delivery on orders of ฿1,500 or more.",
              "Express next-working-day delivery for ฿150.",
              "Plants and large items may take 1–2 days longer so that we can pack them safely. The tracking number appears in your order status once the parcel leaves our warehouse.",
            ),
          ),
          ...section(
            doc,
            "Payment",
            ul(
              "<strong>Credit or debit card</strong> (Visa, Mastercard). Your card details go straight to the payment provider; the shop never sees your card number. Some cards ask you to confirm with a one-time code (3-D Secure).",
              "<strong>Cash on delivery</strong>: pay the courier in cash when your parcel arrives.",
              "<strong>Bank transfer</strong>: transfer the amount using the details in your order confirmation email; we send your order once the payment has arrived.",
            ),
          ),
          ...section(
            doc,
            "Exchanges and returns",
            p('You can exchange or return an item within 30 days of receiving it, unused and with its tags. We refund you to your original payment method within 7 working days of receiving it back. All the conditions and steps are on our <a href="/returns">Returns</a> page.'),
          ),
          ...section(
            doc,
            "Contact us",
            p(
              "The Baan Suan team is here Monday to Saturday, 9:00–18:00 (except public holidays): LINE @baansuan, phone 02 123 4567, or email hello@baansuan.example.",
              'Send us a message on our <a href="/contact-us">Contact Us</a> page, or see <a href="/customer-service">Customer Service</a> for more.',
            ),
          ),
        ]),
      ],
    },
    "no-route": {
      title: "404 Not Found",
      heading: "Sorry, we can't find that page",
      metaTitle: "Page not found | Baan Suan",
      metaKeywords: "",
      metaDescription: "The page you were looking for could not be found at Baan Suan.",
      build: (doc) => [
        row(doc, [
          text(
            doc,
            p("The page you are looking for may have moved, been renamed or no longer exist.") +
              ul("Check that the address is typed correctly", "Search for a product using the search box above", 'If you need help, contact <a href="/customer-service">Customer Service</a>'),
          ),
          buttons(doc, [
            { label: "Back to the home page", href: "/", type: "primary" },
            { label: "Contact us", href: "/contact-us", type: "secondary" },
          ]),
        ]),
      ],
    },
  },
};

/** The demo category with that URL path (ids follow the demo tree, see patch.ts). */
function demoCategoryId(urlPath: string): number {
  const found = buildCategoryRows().texts.find((category) => category.storeId === 0 && category.urlPath === urlPath);
  if (found?.entityId === undefined) throw new Error(`No demo category "${urlPath}"`);
  return found.entityId;
}

/** The home page's products grid (4) and the give-back page's carousel (6): real demo SKUs. */
export const homePageSkus = ["BS-CL-001", "BS-HL-038", "BS-KT-009", "BS-GD-001"] as const;
export const giveBackSkus = ["BS-HL-001", "BS-HL-017", "BS-HL-032", "BS-KT-007", "BS-WB-001", "BS-GD-004"] as const;
/** The Amasty blog widget the home page shows (amBlogRecentPostsWidget(id: 20)). */
export const HOME_BLOG_WIDGET_ID = 20;
/** An ordinary YouTube page URL, stored as Page Builder stores it (its embed URL). */
export const OUR_STORY_VIDEO_URL = "https://www.youtube.com/watch?v=JRoxFBdIXtg";

/** The shops on the customer service page's map. */
function shopLocations(lang: DemoLanguage): MapLocation[] {
  return lang === "th"
    ? [
        { name: "บ้านสวน สุขุมวิท 31", latitude: 13.7379, longitude: 100.5697, phone: "02 123 4567", address: "88/8 ซอยสุขุมวิท 31 แขวงคลองเตยเหนือ เขตวัฒนา", city: "กรุงเทพมหานคร", state: "กรุงเทพมหานคร", zipcode: "10110", country: "ไทย", comment: "เปิดทุกวัน 10:00–19:00 น." },
        { name: "บ้านสวน นิมมานฯ", latitude: 18.7996, longitude: 98.9676, phone: "053 123 456", address: "12 ถนนนิมมานเหมินท์ ซอย 9 ตำบลสุเทพ อำเภอเมืองเชียงใหม่", city: "เชียงใหม่", state: "เชียงใหม่", zipcode: "50200", country: "ไทย", comment: "เปิดทุกวัน 10:00–20:00 น." },
      ]
    : [
        { name: "Baan Suan Sukhumvit 31", latitude: 13.7379, longitude: 100.5697, phone: "+66 2 123 4567", address: "88/8 Soi Sukhumvit 31, Khlong Toei Nuea, Watthana", city: "Bangkok", state: "Bangkok", zipcode: "10110", country: "Thailand", comment: "Open daily 10:00–19:00" },
        { name: "Baan Suan Nimman", latitude: 18.7996, longitude: 98.9676, phone: "+66 53 123 456", address: "12 Nimmanhaemin Road Soi 9, Suthep, Mueang Chiang Mai", city: "Chiang Mai", state: "Chiang Mai", zipcode: "50200", country: "Thailand", comment: "Open daily 10:00–20:00" },
      ];
}

const faqCopy: Record<DemoLanguage, { title: string; tabs: { name: string; answers: [string, string][] }[] }> = {
  th: {
    title: "คำถามที่พบบ่อย",
    tabs: [
      {
        name: "การจัดส่ง",
        answers: [
          ["ส่งถึงภายในกี่วัน", "กรุงเทพฯ และปริมณฑล 1–2 วันทำการ ต่างจังหวัด 2–4 วันทำการ นับจากวันที่ยืนยันการชำระเงิน"],
          ["ค่าส่งเท่าไร", "ส่งฟรีเมื่อสั่งซื้อครบ ฿1,500 ต่ำกว่านั้นคิดค่าส่งเหมาจ่าย ฿60 ทุกพื้นที่"],
          ["ส่งต้นไม้อย่างไร", "เราแพ็กต้นไม้ในกล่องระบายอากาศพร้อมวัสดุกันกระแทกจากกระดาษ และส่งเฉพาะวันจันทร์ถึงพุธ เพื่อไม่ให้ต้นไม้ค้างคลังขนส่งช่วงสุดสัปดาห์"],
        ],
      },
      {
        name: "การคืนสินค้า",
        answers: [
          ["คืนสินค้าได้ภายในกี่วัน", "ภายใน 30 วันนับจากวันที่ได้รับสินค้า โดยสินค้าต้องอยู่ในสภาพเดิมและมีป้ายครบ"],
          ["ใครออกค่าส่งคืน", "หากสินค้าชำรุดหรือส่งผิด เราออกค่าส่งคืนให้ทั้งหมด กรณีเปลี่ยนใจ ลูกค้าออกค่าส่งคืนเอง"],
          ["ได้เงินคืนเมื่อไร", "ภายใน 7 วันทำการหลังเราได้รับและตรวจสอบสินค้า ผ่านช่องทางเดียวกับที่ชำระเงิน"],
        ],
      },
      {
        name: "การชำระเงิน",
        answers: [
          ["ชำระเงินได้ทางไหนบ้าง", "บัตรเครดิตหรือเดบิต พร้อมเพย์ โอนผ่านธนาคาร และเก็บเงินปลายทางไม่เกิน ฿5,000 ต่อคำสั่งซื้อ"],
          ["ขอใบกำกับภาษีได้ไหม", "ได้ กรอกชื่อและเลขประจำตัวผู้เสียภาษีตอนสั่งซื้อ เราจะส่งใบกำกับภาษีเต็มรูปแบบทางอีเมลภายใน 3 วันทำการ"],
          ["ผ่อนชำระได้ไหม", "ผ่อน 0% นาน 3 หรือ 6 เดือนกับบัตรเครดิตที่ร่วมรายการ เมื่อสั่งซื้อครบ ฿3,000"],
        ],
      },
    ],
  },
  en: {
    title: "Frequently asked questions",
    tabs: [
      {
        name: "Delivery",
        answers: [
          ["How long does delivery take?", "1–2 working days in Bangkok and its surroundings, 2–4 working days elsewhere, counted from when your payment is confirmed."],
          ["How much is delivery?", "Free on orders over ฿1,500; below that a flat ฿60 anywhere in Thailand."],
          ["How do you send plants?", "Plants travel in ventilated boxes cushioned with paper, and we only ship them Monday to Wednesday so they never wait in a depot over the weekend."],
        ],
      },
      {
        name: "Returns",
        answers: [
          ["How long do I have to return something?", "30 days from the day you receive it, as long as it is unused and still has its tags."],
          ["Who pays for the return delivery?", "We do if the item arrived damaged or was sent in error. If you simply changed your mind, the return delivery is yours to pay."],
          ["When do I get my money back?", "Within 7 working days of receiving and checking the item, to the method you paid with."],
        ],
      },
      {
        name: "Payment",
        answers: [
          ["How can I pay?", "By credit or debit card, PromptPay, bank transfer, or cash on delivery up to ฿5,000 per order."],
          ["Can I get a tax invoice?", "Yes. Enter your name and tax ID when you order and we email a full tax invoice within 3 working days."],
          ["Can I pay in instalments?", "0% instalments over 3 or 6 months with participating credit cards on orders over ฿3,000."],
        ],
      },
    ],
  },
};

function customerServiceSections(doc: PageBuilderDocument, lang: DemoLanguage): string[] {
  const faq = faqCopy[lang];
  const faqTabs = faq.tabs.map((tab) => ({
    name: tab.name,
    children: tab.answers.flatMap(([question, answer]) => [heading(doc, question, 4), text(doc, `<p>${answer}</p>`)]),
  }));
  const shops = shopLocations(lang);
  const addresses = shops.map((shop) => `<p><strong>${shop.name}</strong><br>${shop.address} ${shop.city} ${shop.zipcode}<br>${shop.phone} · ${shop.comment}</p>`).join("");
  return [
    row(doc, [heading(doc, faq.title, 2), tabs(doc, faqTabs, { activeTab: 0 })]),
    row(doc, [
      heading(doc, lang === "th" ? "หน้าร้านของเรา" : "Visit our shops", 2),
      columns(doc, [
        { width: 100 / 3, children: [text(doc, addresses)] },
        { width: 200 / 3, children: [map(doc, shops, { showControls: true, height: 360 })] },
      ]),
    ]),
  ];
}

function homeSections(doc: PageBuilderDocument, lang: DemoLanguage): string[] {
  const th = lang === "th";
  const deliveryTable = th
    ? '<table class="delivery-times"><caption>ระยะเวลาจัดส่งโดยประมาณ</caption><thead><tr><th scope="col">พื้นที่</th><th scope="col">วันทำการ</th></tr></thead><tbody><tr><td>กรุงเทพฯ และปริมณฑล</td><td>1–2</td></tr><tr><td>ภาคกลางและภาคตะวันออก</td><td>2–3</td></tr><tr><td>ภาคเหนือ ภาคอีสาน และภาคใต้</td><td>3–4</td></tr></tbody></table>'
    : '<table class="delivery-times"><caption>Estimated delivery times</caption><thead><tr><th scope="col">Region</th><th scope="col">Working days</th></tr></thead><tbody><tr><td>Bangkok and surroundings</td><td>1–2</td></tr><tr><td>Central and East</td><td>2–3</td></tr><tr><td>North, Northeast and South</td><td>3–4</td></tr></tbody></table>';
  return [
    row(
      doc,
      [
        heading(doc, th ? "สวนครัวเล็ก ๆ ในบ้านคุณ" : "A little kitchen garden at home", 2),
        text(doc, th ? "<p>กะเพรา โหระพา ตะไคร้ และมะกรูด ปลูกง่ายในกระถางริมหน้าต่าง เด็ดสด ๆ มาใส่กับข้าวได้ทุกวัน</p>" : "<p>Holy basil, Thai basil, lemongrass and kaffir lime grow happily in a pot by the window, ready to pick for tonight's dinner.</p>"),
        buttons(doc, [
          { label: th ? "เลือกต้นสมุนไพร" : "Shop potted herbs", href: "/garden/plants/herbs.html", type: "primary" },
          { label: th ? "เครื่องครัวไทย" : "Thai kitchenware", href: categoryLinkHref(demoCategoryId("kitchen")), type: "secondary", linkType: "category" },
          { label: th ? "ถามเราทาง LINE" : "Ask us on LINE", href: "https://line.me/R/ti/p/@baansuan", type: "link", openInNewTab: true },
        ]),
      ],
      "full-bleed",
      { parallax: true, backgroundImage: { desktop: "wysiwyg/home/slide-3.svg", mobile: "wysiwyg/home/slide-3-mobile.svg" }, minHeight: 400, verticalAlign: "middle" },
    ),
    row(doc, [heading(doc, th ? "ของดีที่เราเลือกให้" : "Our picks", 2), products(doc, { appearance: "grid", skus: [...homePageSkus], count: homePageSkus.length })]),
    row(doc, [
      banner(doc, {
        appearance: "collage-left",
        image: "wysiwyg/home/slide-4.svg",
        mobileImage: "wysiwyg/home/slide-4-mobile.svg",
        contentHtml: th ? "<h3>งานจักสานจากชุมชน</h3><p>ตะกร้าไม้ไผ่และกระจูด สานมือโดยกลุ่มแม่บ้านในพัทลุงและยโสธร</p>" : "<h3>Community basketry</h3><p>Bamboo and krajood baskets, woven by hand by women's groups in Phatthalung and Yasothon.</p>",
        button: { text: th ? "ดูงานจักสาน" : "Shop basketry", type: "primary" },
        showButton: "always",
        overlayColor: "rgba(255,255,255,0.7)",
        link: { href: "/home-living/basketry.html" },
      }),
    ]),
    row(doc, [dynamicBlock(doc, RAINY_SEASON_BANNER_ID)]),
    row(doc, [
      columns(doc, [
        {
          width: 50,
          children: [
            image(doc, {
              src: "wysiwyg/pages/give-back.svg",
              alt: th ? "มือช่างทอผ้ากำลังทอผ้าบนกี่" : "A weaver's hands at a wooden loom",
              caption: th ? "2% ของทุกคำสั่งซื้อกลับคืนสู่ชุมชนช่างฝีมือ" : "2% of every order goes back to our makers' communities",
              link: { href: "/give-back", title: th ? "ร่วมแบ่งปันสู่ชุมชน" : "Give Back" },
            }),
          ],
        },
        {
          width: 50,
          children: [
            heading(doc, th ? "ซื้อของดี ได้ช่วยชุมชน" : "Good things that do good", 3),
            heading(doc, th ? "กองทุนช่างฝีมือและป่าชุมชน" : "A makers' fund and community forests", 4),
            text(doc, th ? "<p>ทุกเดือนเรานำ 2% ของยอดขายเข้ากองทุนที่ช่างฝีมือร่วมกันดูแล และปลูกกล้าไม้หนึ่งต้นกับป่าชุมชนในจังหวัดน่านทุกครั้งที่ขายต้นไม้ได้</p>" : "<p>Each month 2% of our sales goes into a fund our makers run together, and for every plant we sell we plant a seedling with a community forest in Nan.</p>"),
          ],
        },
      ]),
    ]),
    // The widget brings its own header ("Latest from the blog"), so no heading of its own here.
    row(doc, [blogWidget(doc, HOME_BLOG_WIDGET_ID)]),
    row(doc, [
      cmsBlock(doc, "shipping-promise"),
      divider(doc),
      htmlCode(doc, deliveryTable),
      text(doc, th ? "<p><strong>หยุดสงกรานต์:</strong> งดจัดส่งวันที่ 13–15 เมษายน</p>" : "<p><strong>Songkran break:</strong> no deliveries from 13 to 15 April.</p>", { hidden: true }),
    ]),
  ];
}

const milestones: Record<DemoLanguage, { name: string; year: string; body: string; href: string; button: string }[]> = {
  th: [
    { name: "2559", year: "2559", body: "เปิดร้านเล็ก ๆ ในซอยสุขุมวิท 31 กับช่างทอผ้า 5 กลุ่ม", href: "/about-us", button: "เกี่ยวกับเรา" },
    { name: "2562", year: "2562", body: "เริ่มทำงานกับชุมชนจักสานในภาคใต้และภาคอีสาน", href: "/home-living/basketry.html", button: "ดูงานจักสาน" },
    { name: "2567", year: "2567", body: "เปิดหน้าร้านแห่งที่สองที่ถนนนิมมานเหมินท์ เชียงใหม่", href: "/customer-service", button: "ดูที่ตั้งร้าน" },
  ],
  en: [
    { name: "2016", year: "2016", body: "A small shop opens on Soi Sukhumvit 31, working with five weaving groups.", href: "/about-us", button: "About us" },
    { name: "2019", year: "2019", body: "We begin working with basketry communities in the south and northeast.", href: "/home-living/basketry.html", button: "Shop basketry" },
    { name: "2024", year: "2024", body: "A second shop opens on Nimmanhaemin Road in Chiang Mai.", href: "/customer-service", button: "Find our shops" },
  ],
};

function ourStorySections(doc: PageBuilderDocument, lang: DemoLanguage): string[] {
  const th = lang === "th";
  return [
    row(doc, [
      divider(doc, { width: "60%", color: "#b45309", thickness: 2 }),
      banner(doc, {
        appearance: "poster",
        image: "wysiwyg/home/slide-1.svg",
        mobileImage: "wysiwyg/home/slide-1-mobile.svg",
        contentHtml: th ? "<h2>ผ้าทอจากกี่พื้นบ้าน</h2><p>ทุกผืนทอมือ ใช้เวลาหลายวัน และไม่มีผืนไหนเหมือนกัน</p>" : "<h2>Cloth from village looms</h2><p>Every length is woven by hand over several days, and no two are alike.</p>",
        button: { text: th ? "เลือกชมผ้าไทย" : "Shop Thai textiles", type: "secondary" },
        showButton: "always",
        showOverlay: "always",
        overlayColor: "rgba(30,27,75,0.45)",
        link: { href: "/clothing/thai-textiles.html" },
        minHeight: 360,
      }),
    ]),
    row(doc, [
      heading(doc, th ? "ชมการทอผ้าไหม" : "Watch silk being woven", 3),
      video(doc, { url: OUR_STORY_VIDEO_URL, maxWidth: 720 }),
      text(doc, th ? "<p>สารคดีว่าด้วยการทอผ้าไหมด้วยมือในลาว เพื่อนบ้านริมฝั่งโขงที่มีภูมิปัญญาเดียวกับช่างทออีสาน</p>" : "<p>A documentary on hand-weaving silk in Laos, our neighbour across the Mekong, whose weavers share their craft with those of Isan.</p>"),
    ]),
    row(doc, [
      heading(doc, th ? "เส้นทางของเรา" : "Our journey", 3),
      slider(
        doc,
        milestones[lang].map((milestone, index) => ({
          name: milestone.name,
          desktopImage: `wysiwyg/home/slide-${index + 1}.svg`,
          mobileImage: `wysiwyg/home/slide-${index + 1}-mobile.svg`,
          href: milestone.href,
          contentHtml: `<h3>${milestone.year}</h3><p>${milestone.body}</p>`,
          buttonText: milestone.button,
        })),
      ),
    ]),
  ];
}

function giveBackSections(doc: PageBuilderDocument, lang: DemoLanguage): string[] {
  const th = lang === "th";
  return [
    row(doc, [
      heading(doc, th ? "ของจากชุมชนที่เราทำงานด้วย" : "Made by the communities we work with", 2),
      text(doc, th ? "<p>ทุกชิ้นด้านล่างมาจากกลุ่มช่างฝีมือที่ได้รับทุนจากกองทุนของเรา</p>" : "<p>Everything below comes from a makers' group our fund supports.</p>"),
      products(doc, { appearance: "carousel", skus: [...giveBackSkus], count: giveBackSkus.length }),
    ]),
  ];
}

/** Sections added after a page's own rows (Page Builder's remaining content types). */
export const pagesWithPageBuilderSections = ["home", "customer-service", "our-story", "give-back"] as const satisfies readonly Identifier[];

const extraSections: Partial<Record<Identifier, (doc: PageBuilderDocument, lang: DemoLanguage) => string[]>> = {
  home: homeSections,
  "customer-service": customerServiceSections,
  "our-story": ourStorySections,
  "give-back": giveBackSections,
};

/** Every demo page for one store view's language, in `demoPageIdentifiers` order. */
export function demoPages(lang: DemoLanguage): DemoPage[] {
  return demoPageIdentifiers.map((identifier) => {
    const page = copy[lang][identifier];
    const doc = new PageBuilderDocument(`cms-page/${identifier}/${lang}`);
    const elements = [...page.build(doc), ...(extraSections[identifier]?.(doc, lang) ?? [])];
    return {
      identifier,
      title: page.title,
      contentHeading: page.heading,
      content: doc.render(...elements),
      metaTitle: page.metaTitle,
      metaKeywords: page.metaKeywords,
      metaDescription: page.metaDescription,
      pageLayout: page.layout ?? "1column",
    };
  });
}
