/** Garden: potted herbs, orchids, pots and planters, and garden tools (gloves come in colours and sizes). */
import { t, type ProductLine } from "./model";

const HERBS = "garden/plants/herbs";
const ORCHIDS = "garden/plants/orchids";
const POTS = "garden/pots-planters";
const TOOLS = "garden/garden-tools";

const herbCare = t(
  "Sun for at least four hours a day; water when the top of the soil is dry. Pick often to keep it bushy.",
  "ควรได้แดดอย่างน้อยวันละ 4 ชั่วโมง รดน้ำเมื่อหน้าดินแห้ง หมั่นเด็ดยอดเพื่อให้แตกพุ่ม",
);
const orchidCare = t(
  "Bright shade, water in the morning two or three times a week, and feed with orchid fertiliser every two weeks.",
  "ให้แสงรำไร รดน้ำตอนเช้าสัปดาห์ละ 2–3 ครั้ง และให้ปุ๋ยกล้วยไม้ทุก 2 สัปดาห์",
);
const potCare = t(
  "Frost-proof in Thailand's climate; empty the saucer after heavy rain.",
  "ทนสภาพอากาศเมืองไทย เทน้ำในจานรองออกหลังฝนตกหนัก",
);

export const gardenLines: ProductLine[] = [
  {
    kind: "plant",
    noun: t("", ""),
    categories: [HERBS],
    blurb: t("A healthy young herb, grown without pesticides and ready to pick.", "ต้นสมุนไพรอ่อนแข็งแรง ปลูกแบบไม่ใช้ยาฆ่าแมลง พร้อมเด็ดใช้"),
    details: [t("In a 6-inch nursery pot", "ปลูกในกระถาง 6 นิ้ว"), t("Height 20–30 cm", "ความสูง 20–30 ซม."), t("Grown in Nakhon Pathom", "ปลูกที่จังหวัดนครปฐม")],
    care: herbCare,
    price: 149,
    weight: 1,
    colorAttribute: false,
    variants: [
      { name: t("Holy basil plant", "ต้นกะเพรา"), fullName: true, colors: ["green"] },
      { name: t("Thai basil plant", "ต้นโหระพา"), fullName: true, colors: ["green"] },
      { name: t("Lemongrass plant", "ต้นตะไคร้"), fullName: true, colors: ["sage"] },
      { name: t("Kaffir lime tree", "ต้นมะกรูด"), fullName: true, colors: ["green"], price: 290 },
      { name: t("Galangal plant", "ต้นข่า"), fullName: true, colors: ["sage"], price: 189 },
      { name: t("Spearmint plant", "ต้นสะระแหน่"), fullName: true, colors: ["green"] },
      { name: t("Pandan plant", "ต้นเตยหอม"), fullName: true, colors: ["green"] },
      { name: t("Bird's eye chilli plant", "ต้นพริกขี้หนู"), fullName: true, colors: ["red"], price: 159 },
      { name: t("Culantro plant", "ต้นผักชีฝรั่ง"), fullName: true, colors: ["green"] },
      { name: t("Turmeric plant", "ต้นขมิ้นชัน"), fullName: true, colors: ["turmeric"], price: 189 },
    ],
  },
  {
    kind: "plant",
    noun: t("orchid", "กล้วยไม้"),
    categories: [ORCHIDS],
    blurb: t("A flowering orchid with several spikes in bud, grown in Thailand's orchid farms.", "กล้วยไม้ออกดอกพร้อมช่อตูมหลายช่อ จากฟาร์มกล้วยไม้ของไทย"),
    details: [t("Two to three flower spikes", "ช่อดอก 2–3 ช่อ"), t("Flowers for six to eight weeks", "ดอกบานนาน 6–8 สัปดาห์"), t("Mounted in a wooden basket or pot", "ปลูกในกระเช้าไม้หรือกระถาง")],
    care: orchidCare,
    price: 490,
    weight: 1,
    variants: [
      { name: t("Dendrobium", "หวาย"), colors: ["mangosteen", "white", "pink"], price: 290 },
      { name: t("Vanda", "แวนด้า"), colors: ["mangosteen", "sky"], price: 590 },
      { name: t("Phalaenopsis", "ฟาแลนนอปซิส"), colors: ["white", "pink"] },
      { name: t("Cattleya", "แคทลียา"), colors: ["mangosteen", "turmeric"], price: 690 },
      { name: t("Dancing lady", "ออนซิเดียม"), colors: ["turmeric"], price: 390 },
    ],
  },
  {
    kind: "pot",
    noun: t("pot", "กระถาง"),
    categories: [POTS],
    blurb: t("A classic unglazed clay pot that lets roots breathe.", "กระถางดินเผาไม่เคลือบแบบคลาสสิก ช่วยให้รากหายใจได้ดี"),
    details: [t("Drainage hole", "มีรูระบายน้ำ"), t("Saucer included", "มีจานรอง"), t("Made in Ratchaburi", "ผลิตที่ราชบุรี")],
    care: potCare,
    price: 149,
    weight: 1.5,
    variants: [
      { name: t("Terracotta", "ดินเผา"), suffix: t(", 6-inch", " ขนาด 6 นิ้ว"), colors: ["terracotta"] },
      { name: t("Terracotta", "ดินเผา"), suffix: t(", 10-inch", " ขนาด 10 นิ้ว"), colors: ["terracotta"], price: 249 },
      { name: t("Terracotta", "ดินเผา"), suffix: t(", 14-inch", " ขนาด 14 นิ้ว"), colors: ["terracotta"], price: 390 },
    ],
  },
  {
    kind: "pot",
    noun: t("planter", "กระถาง"),
    categories: [POTS],
    blurb: t("A planter for indoor plants and balconies, with room for roots to grow.", "กระถางสำหรับต้นไม้ในบ้านและระเบียง มีพื้นที่ให้รากเติบโต"),
    details: [t("Diameter 25 cm", "เส้นผ่านศูนย์กลาง 25 ซม."), t("Drainage hole with plug", "มีรูระบายน้ำพร้อมจุกปิด"), t("Indoor and outdoor", "ใช้ได้ทั้งในบ้านและนอกบ้าน")],
    care: potCare,
    price: 590,
    weight: 3,
    variants: [
      { name: t("Glazed ceramic", "เซรามิกเคลือบ"), colors: ["sage", "sky", "white", "black"] },
      { name: t("Cement", "ปูนเปลือย"), colors: ["grey"], price: 390 },
      { name: t("Celadon", "เซลาดอน"), colors: ["sage"], price: 890 },
      { name: t("Coconut-fibre hanging", "แขวนใยมะพร้าว"), colors: ["brown"], price: 290 },
    ],
  },
  {
    kind: "watering-can",
    noun: t("watering can", "บัวรดน้ำ"),
    categories: [TOOLS],
    blurb: t("A well-balanced watering can with a fine rose for seedlings.", "บัวรดน้ำถือถนัดมือ หัวฝักบัวละเอียดสำหรับต้นกล้า"),
    details: [t("Capacity 5 litres", "ความจุ 5 ลิตร"), t("Removable rose", "ถอดหัวฝักบัวได้"), t("Long spout", "ปากยาว")],
    care: t("Empty after use and store out of direct sun.", "เทน้ำออกหลังใช้ และเก็บให้พ้นแดด"),
    price: 590,
    weight: 1,
    variants: [
      { name: t("Brass", "ทองเหลือง"), colors: ["turmeric"], price: 1490 },
      { name: t("Galvanised steel", "สังกะสี"), colors: ["grey"] },
      { name: t("Recycled plastic", "พลาสติกรีไซเคิล"), colors: ["green", "sky"], price: 189 },
    ],
  },
  {
    kind: "seed-packet",
    noun: t("seed kit", "ชุดเมล็ดพันธุ์"),
    categories: [TOOLS],
    blurb: t("Five packets of open-pollinated seeds, with a sowing calendar for the Thai seasons.", "เมล็ดพันธุ์ผสมเปิด 5 ซอง พร้อมปฏิทินการเพาะปลูกตามฤดูกาลของไทย"),
    details: [t("Five packets", "5 ซอง"), t("Germination rate over 85%", "อัตราการงอกมากกว่า 85%"), t("Sow within 12 months", "ควรเพาะภายใน 12 เดือน")],
    care: t("Keep the packets dry and cool; sow 1 cm deep and keep moist.", "เก็บซองเมล็ดไว้ในที่แห้งและเย็น เพาะลึก 1 ซม. และรักษาความชื้น"),
    price: 149,
    weight: 0.05,
    colorAttribute: false,
    variants: [
      { name: t("Holy basil", "กะเพรา"), colors: ["green"] },
      { name: t("Thai basil", "โหระพา"), colors: ["sage"] },
      { name: t("Bird's eye chilli", "พริกขี้หนู"), colors: ["red"] },
      { name: t("Morning glory", "ผักบุ้ง"), colors: ["green"] },
      { name: t("Coriander", "ผักชี"), colors: ["sage"] },
      { name: t("Yard-long bean", "ถั่วฝักยาว"), colors: ["green"] },
      { name: t("Thai eggplant", "มะเขือเปราะ"), colors: ["sage"], price: 159 },
      { name: t("Marigold", "ดาวเรือง"), colors: ["turmeric"], price: 159 },
    ],
  },
  {
    kind: "gloves",
    noun: t("gardening gloves", "ถุงมือทำสวน"),
    categories: [TOOLS],
    blurb: t("Gardening gloves that protect against thorns and still let you feel the soil.", "ถุงมือทำสวนกันหนาม แต่ยังสัมผัสดินได้ถนัดมือ"),
    details: [t("Reinforced fingertips", "ปลายนิ้วเสริมความหนา"), t("Elastic cuffs", "ข้อมือยางยืด"), t("Sold as a pair", "จำหน่ายเป็นคู่")],
    care: t("Rinse off soil and air dry.", "ล้างดินออกแล้วผึ่งลมให้แห้ง"),
    price: 189,
    weight: 0.1,
    sizes: ["S", "M", "L"],
    variants: [
      { name: t("Cotton", "ผ้าฝ้าย"), colors: ["green", "natural", "terracotta"] },
      { name: t("Leather", "หนังแท้"), colors: ["brown", "natural"], price: 490 },
    ],
  },
];
