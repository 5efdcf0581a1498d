/**
 * The demo shop's CMS blocks, one per store view and identifier, in Page Builder master format.
 * Links are store-relative ("/about-us"); the storefront adds the store prefix. Images are
 * {{media url=...}} directives pointing at files in commerce/demo/media/.
 */
import { buttons, columns, heading, linkList, PageBuilderDocument, row, slider, text, type LinkItem } from "./pageBuilder";

export type DemoLanguage = "th" | "en";

export interface DemoBlock {
  identifier: string;
  title: string;
  content: string;
}

/** Footer and menu link labels (the storefront's footer, docs/spec-map.md) in both languages. */
const labels: Record<DemoLanguage, Record<string, string>> = {
  en: {
    aboutUs: "About Us",
    contactUs: "Contact Us",
    customerService: "Customer Service",
    emailSignup: "Email Signup",
    giveBack: "Give Back",
    help: "Help",
    orderStatus: "Order Status",
    ourStory: "Our Story",
    returns: "Returns",
    register: "Register",
    privacyPolicy: "Privacy Policy",
    termsOfUse: "Terms of Use",
  },
  th: {
    aboutUs: "เกี่ยวกับเรา",
    contactUs: "ติดต่อเรา",
    customerService: "ฝ่ายบริการลูกค้า",
    emailSignup: "สมัครรับข่าวสารทางอีเมล",
    giveBack: "ร่วมแบ่งปันสู่ชุมชน",
    help: "ช่วยเหลือ",
    orderStatus: "สถานะคำสั่งซื้อ",
    ourStory: "เรื่องราวของเรา",
    returns: "การคืนสินค้า",
    register: "สมัครสมาชิก",
    privacyPolicy: "นโยบายความเป็นส่วนตัว",
    termsOfUse: "ข้อกำหนดการใช้งาน",
  },
};

interface FooterColumn {
  title: LinkItem;
  links: LinkItem[];
}

function footerColumns(lang: DemoLanguage): FooterColumn[] {
  const l = labels[lang];
  const link = (key: string, href: string): LinkItem => ({ label: l[key] ?? key, href });
  return [
    {
      title: link("aboutUs", "/about-us"),
      links: [link("ourStory", "/our-story"), link("giveBack", "/give-back"), link("emailSignup", "/email-signup")],
    },
    {
      title: link("help", "/help"),
      links: [link("customerService", "/customer-service"), link("orderStatus", "/order-history"), link("returns", "/returns"), link("contactUs", "/contact-us")],
    },
    {
      title: link("register", "/create-account"),
      links: [link("privacyPolicy", "/privacy-policy"), link("termsOfUse", "/terms-of-use")],
    },
  ];
}

function footerDesktop(lang: DemoLanguage): DemoBlock {
  const doc = new PageBuilderDocument(`footer-links-desktop/${lang}`);
  const cols = footerColumns(lang).map((col) => ({
    width: 100 / 3,
    children: [heading(doc, col.title.label, 2), linkList(doc, [col.title, ...col.links])],
  }));
  return {
    identifier: "footer-links-desktop",
    title: lang === "th" ? "ลิงก์ส่วนท้าย (เดสก์ท็อป)" : "Footer links (desktop)",
    content: doc.render(row(doc, [columns(doc, cols)])),
  };
}

function footerMobile(lang: DemoLanguage): DemoBlock {
  const doc = new PageBuilderDocument(`footer-links-mobile/${lang}`);
  const sections = footerColumns(lang).flatMap((col) => [heading(doc, col.title.label, 2), linkList(doc, [col.title, ...col.links])]);
  return {
    identifier: "footer-links-mobile",
    title: lang === "th" ? "ลิงก์ส่วนท้าย (มือถือ)" : "Footer links (mobile)",
    content: doc.render(row(doc, sections)),
  };
}

function menuBlock(lang: DemoLanguage): DemoBlock {
  const doc = new PageBuilderDocument(`menu-block/${lang}`);
  const promo =
    lang === "th"
      ? "<p><strong>ส่งฟรีทั่วไทย</strong> เมื่อสั่งซื้อครบ ฿1,500 · เปลี่ยนหรือคืนสินค้าได้ภายใน 30 วัน</p>"
      : "<p><strong>Free delivery across Thailand</strong> on orders over ฿1,500 · Easy 30-day returns</p>";
  const links =
    lang === "th"
      ? [
          { label: "ของใหม่ในบ้านและของแต่งบ้าน", href: "/home-living.html", type: "link" as const },
          { label: "เรื่องราวของเรา", href: "/our-story", type: "link" as const },
        ]
      : [
          { label: "New in Home & Living", href: "/home-living.html", type: "link" as const },
          { label: "Our Story", href: "/our-story", type: "link" as const },
        ];
  return {
    identifier: "menu-block",
    title: lang === "th" ? "บล็อกเมนูส่วนหัว" : "Header menu block",
    content: doc.render(row(doc, [text(doc, promo), buttons(doc, links)], "full-width")),
  };
}

interface SlideCopy {
  name: string;
  heading: string;
  body: string;
  button: string;
  href: string;
}

const slideCopy: Record<DemoLanguage, SlideCopy[]> = {
  th: [
    { name: "ผ้าไทยทอมือ", heading: "ผ้าไทยทอมือ", body: "ผ้าฝ้ายและผ้าไหมจากกี่ทอของชุมชนอีสานและภาคเหนือ", button: "เลือกชมผ้าไทย", href: "/clothing/thai-textiles.html" },
    { name: "ครัวไทยแท้", heading: "ครัวไทยแท้", body: "ครกหิน หม้อดิน และเครื่องปรุงที่ครัวไทยขาดไม่ได้", button: "ช้อปเครื่องครัว", href: "/kitchen.html" },
    { name: "สวนสมุนไพรในบ้าน", heading: "สวนสมุนไพรในบ้าน", body: "กะเพรา โหระพา ตะไคร้ ปลูกง่าย ใช้ได้ทุกวัน", button: "ดูต้นสมุนไพร", href: "/garden/plants/herbs.html" },
    { name: "งานจักสานจากชุมชน", heading: "งานจักสานจากชุมชน", body: "ตะกร้าไม้ไผ่และกระจูดสานมือ ทุกชิ้นมีเรื่องเล่า", button: "ดูงานจักสาน", href: "/home-living/basketry.html" },
    { name: "ผ่อนคลายแบบไทย", heading: "ผ่อนคลายแบบไทย", body: "ลูกประคบ น้ำมันหอมระเหย และยาหม่องสูตรโบราณ", button: "ช้อปสปาและอโรมา", href: "/wellness/spa.html" },
  ],
  en: [
    { name: "Handwoven Thai textiles", heading: "Handwoven Thai textiles", body: "Cotton and silk from village looms in the north and northeast.", button: "Shop textiles", href: "/clothing/thai-textiles.html" },
    { name: "The Thai kitchen", heading: "The Thai kitchen", body: "Granite mortars, clay pots and the pantry staples every Thai cook reaches for.", button: "Shop the kitchen", href: "/kitchen.html" },
    { name: "Grow your own herbs", heading: "Grow your own herbs", body: "Holy basil, Thai basil and lemongrass: easy to grow, used every day.", button: "Shop potted herbs", href: "/garden/plants/herbs.html" },
    { name: "Community basketry", heading: "Community basketry", body: "Bamboo and krajood baskets woven by hand, each with a story.", button: "Shop basketry", href: "/home-living/basketry.html" },
    { name: "Relax the Thai way", heading: "Relax the Thai way", body: "Herbal compresses, essential oils and balms from old family recipes.", button: "Shop spa & aroma", href: "/wellness/spa.html" },
  ],
};

function imageSlider(lang: DemoLanguage): DemoBlock {
  const doc = new PageBuilderDocument(`ImageSlider/${lang}`);
  const slides = slideCopy[lang].map((copy, index) => ({
    name: copy.name,
    desktopImage: `wysiwyg/home/slide-${index + 1}.svg`,
    mobileImage: `wysiwyg/home/slide-${index + 1}-mobile.svg`,
    href: copy.href,
    contentHtml: `<h2>${copy.heading}</h2><p>${copy.body}</p>`,
    buttonText: copy.button,
  }));
  return {
    identifier: "ImageSlider",
    title: lang === "th" ? "สไลด์รูปภาพหน้าแรก" : "Home page image slider",
    content: doc.render(row(doc, [slider(doc, slides)], "full-width")),
  };
}

function contactBanner(lang: DemoLanguage): DemoBlock {
  const doc = new PageBuilderDocument(`contact-us-banner/${lang}`);
  const copy =
    lang === "th"
      ? { title: "ติดต่อเรา", body: "<p>มีคำถามเรื่องสินค้า การจัดส่ง หรือคำสั่งซื้อ? ทีมงานบ้านสวนยินดีช่วยเหลือ วันจันทร์ถึงวันเสาร์ เวลา 9:00–18:00 น.</p>" }
      : { title: "Contact Us", body: "<p>Questions about a product, delivery or an order? The Baan Suan team is here to help, Monday to Saturday, 9:00–18:00.</p>" };
  return {
    identifier: "contact-us-banner",
    title: lang === "th" ? "แบนเนอร์หน้าติดต่อเรา" : "Contact page banner",
    content: doc.render(row(doc, [heading(doc, copy.title, 2), text(doc, copy.body)])),
  };
}

function contactSidebar(lang: DemoLanguage): DemoBlock {
  const doc = new PageBuilderDocument(`contact-us-sidebar/${lang}`);
  const body =
    lang === "th"
      ? "<p><strong>ร้านบ้านสวน</strong><br>88/8 ซอยสุขุมวิท 31 แขวงคลองเตยเหนือ<br>เขตวัฒนา กรุงเทพมหานคร 10110</p><p>โทร <a href=\"tel:+6621234567\">02 123 4567</a><br>LINE: @baansuan<br>อีเมล <a href=\"mailto:hello@baansuan.example\">hello@baansuan.example</a></p>"
      : "<p><strong>Baan Suan</strong><br>88/8 Soi Sukhumvit 31, Khlong Toei Nuea<br>Watthana, Bangkok 10110</p><p>Phone <a href=\"tel:+6621234567\">+66 2 123 4567</a><br>LINE: @baansuan<br>Email <a href=\"mailto:hello@baansuan.example\">hello@baansuan.example</a></p>";
  return {
    identifier: "contact-us-sidebar",
    title: lang === "th" ? "ข้อมูลติดต่อด้านข้าง" : "Contact page sidebar",
    content: doc.render(row(doc, [heading(doc, lang === "th" ? "ช่องทางติดต่อ" : "Get in touch", 3), text(doc, body)])),
  };
}

/** The delivery promise, shown on the home page through Page Builder's "block" content type. */
function shippingPromise(lang: DemoLanguage): DemoBlock {
  const doc = new PageBuilderDocument(`shipping-promise/${lang}`);
  const copy =
    lang === "th"
      ? {
          title: "สัญญาจากบ้านสวน",
          items: [
            ["ส่งฟรีเมื่อซื้อครบ ฿1,500", "จัดส่งทั่วไทยภายใน 2–4 วันทำการ"],
            ["แพ็กด้วยกระดาษรีไซเคิล", "ไม่ใช้โฟมและพลาสติกกันกระแทก"],
            ["เปลี่ยนหรือคืนได้ใน 30 วัน", "ไม่ถูกใจ ส่งกลับมาได้ง่าย ๆ"],
          ],
        }
      : {
          title: "The Baan Suan promise",
          items: [
            ["Free delivery over ฿1,500", "Anywhere in Thailand within 2–4 working days"],
            ["Packed in recycled paper", "No foam and no plastic fillers"],
            ["30 days to change your mind", "Exchanges and returns made easy"],
          ],
        };
  const cols = copy.items.map(([headline, detail]) => ({ width: 100 / 3, children: [heading(doc, headline ?? "", 4), text(doc, `<p>${detail}</p>`)] }));
  return {
    identifier: "shipping-promise",
    title: lang === "th" ? "สัญญาการจัดส่ง" : "Shipping promise",
    content: doc.render(row(doc, [heading(doc, copy.title, 3), columns(doc, cols)])),
  };
}

/** Every demo block for one store view's language. */
export function demoBlocks(lang: DemoLanguage): DemoBlock[] {
  return [footerDesktop(lang), footerMobile(lang), menuBlock(lang), imageSlider(lang), contactBanner(lang), contactSidebar(lang), shippingPromise(lang)];
}
