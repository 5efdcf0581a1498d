/**
 * The demo shop's category tree under "Default Category": English text is the default (store 0,
 * which the en store view uses), Thai text is the th store view's own. URL keys are ASCII and
 * shared, as most Magento shops keep them.
 */
export interface DemoCategory {
  urlKey: string;
  en: string;
  th: string;
  includeInMenu?: boolean;
  description?: { en: string; th: string };
  metaDescription?: { en: string; th: string };
  children?: DemoCategory[];
}

export const demoCategoryTree: DemoCategory[] = [
  {
    urlKey: "clothing",
    en: "Clothing",
    th: "เสื้อผ้า",
    description: {
      en: "<p>Comfortable clothing cut from Thai cotton, silk and indigo-dyed cloth.</p>",
      th: "<p>เสื้อผ้าใส่สบายจากผ้าฝ้าย ผ้าไหม และผ้าย้อมครามของไทย</p>",
    },
    metaDescription: {
      en: "Thai cotton and silk clothing for women and men, from local weavers.",
      th: "เสื้อผ้าผ้าฝ้ายและผ้าไหมไทยสำหรับผู้หญิงและผู้ชาย จากช่างทอท้องถิ่น",
    },
    children: [
      {
        urlKey: "women",
        en: "Women",
        th: "ผู้หญิง",
        children: [
          { urlKey: "tops", en: "Tops", th: "เสื้อ" },
          { urlKey: "skirts-sarongs", en: "Skirts & Sarongs", th: "กระโปรงและผ้าถุง" },
          { urlKey: "dresses", en: "Dresses", th: "ชุดเดรส" },
        ],
      },
      {
        urlKey: "men",
        en: "Men",
        th: "ผู้ชาย",
        children: [
          { urlKey: "shirts", en: "Shirts", th: "เสื้อเชิ้ต" },
          { urlKey: "fisherman-pants", en: "Fisherman Pants", th: "กางเกงเล" },
        ],
      },
      { urlKey: "thai-textiles", en: "Thai Textiles", th: "ผ้าไทย" },
    ],
  },
  {
    urlKey: "home-living",
    en: "Home & Living",
    th: "บ้านและของแต่งบ้าน",
    description: {
      en: "<p>Bedding, decor and hand-woven basketry that bring Thai craft into every room.</p>",
      th: "<p>เครื่องนอน ของตกแต่ง และงานจักสานที่นำงานฝีมือไทยเข้ามาในทุกมุมของบ้าน</p>",
    },
    metaDescription: {
      en: "Thai bedding, home decor and handmade basketry.",
      th: "เครื่องนอน ของแต่งบ้าน และเครื่องจักสานทำมือ",
    },
    children: [
      { urlKey: "bedding", en: "Bedding", th: "เครื่องนอน" },
      { urlKey: "decor", en: "Home Decor", th: "ของตกแต่งบ้าน" },
      { urlKey: "basketry", en: "Basketry & Weaving", th: "เครื่องจักสาน" },
    ],
  },
  {
    urlKey: "kitchen",
    en: "Kitchen & Dining",
    th: "ครัวและโต๊ะอาหาร",
    description: {
      en: "<p>Everything a Thai kitchen needs, from granite mortars to Benjarong bowls.</p>",
      th: "<p>ทุกอย่างที่ครัวไทยต้องมี ตั้งแต่ครกหินไปจนถึงชามเบญจรงค์</p>",
    },
    metaDescription: {
      en: "Thai cookware, tableware and pantry staples.",
      th: "เครื่องครัว จานชาม และเครื่องปรุงไทย",
    },
    children: [
      { urlKey: "cookware", en: "Cookware", th: "เครื่องครัว" },
      { urlKey: "tableware", en: "Tableware & Benjarong", th: "จานชามและเบญจรงค์" },
      { urlKey: "pantry", en: "Pantry", th: "เครื่องปรุงและของแห้ง" },
    ],
  },
  {
    urlKey: "garden",
    en: "Garden",
    th: "สวนและต้นไม้",
    description: {
      en: "<p>Plants, pots and tools for balconies, courtyards and gardens.</p>",
      th: "<p>ต้นไม้ กระถาง และอุปกรณ์สำหรับระเบียง ลานบ้าน และสวนของคุณ</p>",
    },
    metaDescription: {
      en: "Plants, herbs, orchids, planters and garden tools.",
      th: "ต้นไม้ สมุนไพร กล้วยไม้ กระถาง และอุปกรณ์ทำสวน",
    },
    children: [
      {
        urlKey: "plants",
        en: "Plants",
        th: "ต้นไม้",
        children: [
          { urlKey: "herbs", en: "Potted Herbs", th: "สมุนไพรในกระถาง" },
          { urlKey: "orchids", en: "Orchids", th: "กล้วยไม้" },
        ],
      },
      { urlKey: "pots-planters", en: "Pots & Planters", th: "กระถางต้นไม้" },
      { urlKey: "garden-tools", en: "Garden Tools", th: "อุปกรณ์ทำสวน" },
    ],
  },
  {
    urlKey: "wellness",
    en: "Wellness & Beauty",
    th: "สุขภาพและความงาม",
    description: {
      en: "<p>Traditional Thai remedies and spa rituals for everyday calm.</p>",
      th: "<p>ภูมิปัญญาไทยและสปาแบบดั้งเดิม เพื่อความผ่อนคลายในทุกวัน</p>",
    },
    metaDescription: {
      en: "Thai herbal balms, inhalers, compresses and aromatherapy.",
      th: "ยาหม่อง ยาดม ลูกประคบ และอโรมาเธอราพีแบบไทย",
    },
    children: [
      { urlKey: "herbal-remedies", en: "Herbal Balms & Inhalers", th: "ยาหม่องและยาดม" },
      { urlKey: "spa", en: "Spa & Aroma", th: "สปาและอโรมา" },
    ],
  },
  {
    urlKey: "sale-archive",
    en: "Sale Archive",
    th: "คลังสินค้าลดราคา",
    includeInMenu: false,
    description: {
      en: "<p>Past promotions, kept for customers who follow old links.</p>",
      th: "<p>รวมโปรโมชันที่ผ่านมา สำหรับลูกค้าที่เข้ามาจากลิงก์เดิม</p>",
    },
  },
];
