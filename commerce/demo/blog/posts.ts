/**
 * The demo blog's posts: fourteen stories from the Baan Suan kitchen, garden and craft workshops,
 * each written in English (en) and Thai (th). Twelve are published over 2026; one is scheduled a
 * month after the demo is seeded and one is a disabled draft, so listings prove they hide both.
 * The copy is data; `content.ts` turns it into Page Builder HTML.
 */
import type { DemoLanguage } from "../cmsBlocks";
import type { DemoAuthorKey, DemoCategoryKey, DemoTagKey } from "./taxonomy";

export interface DemoPostSection {
  title: string;
  paragraphs?: string[];
  bullets?: string[];
  steps?: string[];
}

export interface DemoComment {
  name: string;
  message: string;
  /** Pending comments are stored but not counted or shown. */
  pending?: boolean;
}

export interface DemoPostCopy {
  title: string;
  shortContent: string;
  intro: string[];
  sections: DemoPostSection[];
  shopLink?: { label: string; href: string };
  pictureAlt: string;
  listPictureAlt: string;
  contentPictureAlt?: string;
  comments: DemoComment[];
}

export interface DemoPost {
  urlKey: string;
  status: "published" | "scheduled" | "disabled";
  /** ISO time, or for the scheduled post days after seeding. */
  publishedAt: string | { daysAfterSeeding: number };
  author: DemoAuthorKey | null;
  categories: DemoCategoryKey[];
  tags: DemoTagKey[];
  views: number;
  /** Drawing name: posts/<picture>.svg and list/<picture>.svg under media/amasty/blog/. */
  picture: string;
  /** A drawing shown inside the content: content/<name>.svg. */
  contentPicture?: string;
  /** Recipes show their first two sections (ingredients, method) side by side. */
  layout?: "recipe";
  copy: Record<DemoLanguage, DemoPostCopy>;
}

export const demoPosts: readonly DemoPost[] = [
  {
    urlKey: "golden-turmeric-rice",
    status: "published",
    publishedAt: "2026-01-12T02:00:00Z",
    author: "daranee-srisuk",
    categories: ["recipes"],
    tags: ["turmeric", "thai-kitchen"],
    views: 1840,
    picture: "golden-turmeric-rice",
    contentPicture: "turmeric-rice-ingredients",
    layout: "recipe",
    copy: {
      en: {
        title: "Golden turmeric rice with coconut milk",
        shortContent:
          "Fresh turmeric, coconut milk and a knot of pandan turn plain jasmine rice into the yellow rice of southern Thai kitchens. A weekday recipe in five steps.",
        intro: [
          "In the south of Thailand, yellow rice is cooked for merit-making days and for no reason at all. Fresh turmeric root gives it its colour and an earthy warmth that dried powder cannot match.",
        ],
        sections: [
          {
            title: "Ingredients",
            bullets: [
              "2 cups jasmine rice, rinsed three times",
              "a 5 cm piece of fresh turmeric, peeled and pounded (or 1 teaspoon ground turmeric)",
              "1 cup coconut milk and 1¼ cups water",
              "2 pandan leaves, tied in a knot",
              "1 teaspoon salt and 1 teaspoon sugar",
              "2 shallots, sliced and fried until golden",
            ],
          },
          {
            title: "Method",
            steps: [
              "Pound the turmeric in a mortar with a pinch of salt until it is a paste.",
              "Stir the paste into the coconut milk and water with the salt and sugar.",
              "Put the rice in a heavy pot, pour the liquid over and lay the pandan knot on top.",
              "Bring to a simmer, cover and cook on the lowest heat for 15 minutes, then rest it off the heat for 10 minutes.",
              "Fluff the rice with a fork, take out the pandan and scatter the fried shallots over.",
            ],
          },
          {
            title: "Tips",
            bullets: [
              "Wear gloves, or rub a little oil on your hands, before peeling turmeric: it stains for days.",
              "A clay pot keeps the bottom from scorching.",
              "Serve it with cucumber relish and grilled chicken.",
            ],
          },
        ],
        shopLink: { label: "Shop the pantry", href: "/kitchen/pantry.html" },
        pictureAlt: "A bowl of golden turmeric rice topped with fried shallots, beside turmeric roots and a pandan knot on a wooden table",
        listPictureAlt: "Golden turmeric rice in a white bowl",
        contentPictureAlt: "The ingredients laid out: turmeric roots, half a coconut, pandan leaves and jasmine rice",
        comments: [
          { name: "Ploy", message: "Made this with our Sunday massaman. The pandan makes such a difference!" },
          { name: "James", message: "Can I use a rice cooker? It worked fine for me with the same amounts." },
          { name: "Nok", message: "Could you suggest a vegetarian side to go with it?", pending: true },
        ],
      },
      th: {
        title: "ข้าวขมิ้นกะทิสีทอง",
        shortContent: "ขมิ้นสด กะทิ และใบเตยมัดปม เปลี่ยนข้าวหอมมะลิธรรมดาให้เป็นข้าวเหลืองแบบครัวปักษ์ใต้ สูตรทำง่ายในห้าขั้นตอน",
        intro: ["ทางภาคใต้ ข้าวขมิ้นหุงกันทั้งในวันทำบุญและวันธรรมดา ขมิ้นสดให้ทั้งสีเหลืองสวยและกลิ่นหอมอุ่น ๆ ที่ขมิ้นผงให้ไม่ได้"],
        sections: [
          {
            title: "ส่วนผสม",
            bullets: [
              "ข้าวหอมมะลิ 2 ถ้วย ซาวน้ำสามครั้ง",
              "ขมิ้นสดยาว 5 ซม. ปอกเปลือกแล้วโขลก (หรือขมิ้นผง 1 ช้อนชา)",
              "กะทิ 1 ถ้วย และน้ำเปล่า 1¼ ถ้วย",
              "ใบเตย 2 ใบ มัดเป็นปม",
              "เกลือ 1 ช้อนชา และน้ำตาล 1 ช้อนชา",
              "หอมแดง 2 หัว ซอยแล้วเจียวจนเหลืองกรอบ",
            ],
          },
          {
            title: "วิธีทำ",
            steps: [
              "โขลกขมิ้นกับเกลือเล็กน้อยในครกจนละเอียด",
              "ผสมขมิ้นกับกะทิ น้ำ เกลือ และน้ำตาลให้เข้ากัน",
              "ใส่ข้าวในหม้อก้นหนา เทน้ำกะทิลงไป แล้ววางใบเตยไว้ด้านบน",
              "ตั้งไฟจนเดือดเบา ๆ ปิดฝา หรี่ไฟอ่อนที่สุด หุง 15 นาที แล้วยกลงพักไว้ 10 นาที",
              "ใช้ส้อมซุยข้าว เอาใบเตยออก แล้วโรยหอมเจียว",
            ],
          },
          {
            title: "เคล็ดลับ",
            bullets: [
              "สวมถุงมือหรือทาน้ำมันที่มือก่อนปอกขมิ้น เพราะสีติดมืออยู่หลายวัน",
              "หม้อดินช่วยไม่ให้ข้าวก้นหม้อไหม้",
              "กินคู่กับอาจาดแตงกวาและไก่ย่าง",
            ],
          },
        ],
        shopLink: { label: "เลือกซื้อเครื่องปรุงและของแห้ง", href: "/kitchen/pantry.html" },
        pictureAlt: "ข้าวขมิ้นสีทองในชามโรยหอมเจียว วางข้างรากขมิ้นและใบเตยมัดปมบนโต๊ะไม้",
        listPictureAlt: "ข้าวขมิ้นสีทองในชามสีขาว",
        contentPictureAlt: "วัตถุดิบที่ใช้: ขมิ้นสด มะพร้าวผ่าครึ่ง ใบเตย และข้าวหอมมะลิ",
        comments: [
          { name: "พลอย", message: "ทำกินคู่กับแกงมัสมั่นเมื่อวันอาทิตย์ ใบเตยช่วยให้หอมขึ้นเยอะเลยค่ะ" },
          { name: "ต้น", message: "ใช้หม้อหุงข้าวไฟฟ้าได้ไหมครับ ผมลองแล้วใช้น้ำเท่าเดิมก็ออกมาดี" },
          { name: "นก", message: "อยากให้แนะนำกับข้าวมังสวิรัติที่กินคู่กันด้วยค่ะ", pending: true },
        ],
      },
    },
  },
  {
    urlKey: "caring-for-kitchen-herbs",
    status: "published",
    publishedAt: "2026-02-03T03:30:00Z",
    author: "somchai-kaewmanee",
    categories: ["garden"],
    tags: ["herbs"],
    views: 1320,
    picture: "caring-for-kitchen-herbs",
    copy: {
      en: {
        title: "Keeping kitchen herbs happy on a city balcony",
        shortContent: "Holy basil, mint, chillies and coriander can all live on a sunny balcony. Where to put them, how much to water and when to cut.",
        intro: [
          "Most of the herbs in a Thai kitchen grow happily in pots, as long as they get four to six hours of sun and never stand in water. This is how we look after the herbs in our Nonthaburi nursery before they come to you.",
        ],
        sections: [
          {
            title: "Light and place",
            paragraphs: [
              "Holy basil, chillies and lemongrass want the brightest spot you have. Mint, coriander and sawtooth coriander prefer morning sun and afternoon shade; on a west-facing balcony, put them behind the taller pots.",
            ],
          },
          {
            title: "Water",
            bullets: [
              "Water in the morning, at the soil, not over the leaves.",
              "Push a finger into the soil and water when the top 2 cm are dry.",
              "In April's heat, small pots may need water twice a day.",
              "Always use pots with drainage holes, and empty the saucers after rain.",
            ],
          },
          {
            title: "Harvest often",
            paragraphs: [
              "Pinch holy basil above a pair of leaves every week and take off the flower spikes: the plant grows bushier and the leaves stay tender. Cut mint back by half when it gets leggy; it comes back within two weeks.",
            ],
          },
        ],
        shopLink: { label: "Shop potted herbs", href: "/garden/plants/herbs.html" },
        pictureAlt: "Three clay pots of holy basil, mint and chilli on a sunny balcony railing",
        listPictureAlt: "Herbs in clay pots on a balcony",
        comments: [
          { name: "Anan", message: "My holy basil kept flowering, now I know why. Thanks!" },
          { name: "Sara", message: "Which potting mix do you use for mint?" },
        ],
      },
      th: {
        title: "ดูแลผักสวนครัวบนระเบียงคอนโดให้งาม",
        shortContent: "กะเพรา สะระแหน่ พริก และผักชี ปลูกบนระเบียงที่มีแดดได้สบาย ๆ ว่าด้วยที่วาง การรดน้ำ และการเก็บเกี่ยว",
        intro: [
          "สมุนไพรในครัวไทยส่วนใหญ่ปลูกในกระถางได้ดี ขอแค่ได้แดดวันละสี่ถึงหกชั่วโมงและไม่ปล่อยให้รากแช่น้ำ นี่คือวิธีที่เราดูแลสมุนไพรในเรือนเพาะชำที่นนทบุรี ก่อนส่งถึงมือคุณ",
        ],
        sections: [
          {
            title: "แสงและที่วาง",
            paragraphs: [
              "กะเพรา พริก และตะไคร้ ชอบจุดที่แดดจัดที่สุด ส่วนสะระแหน่ ผักชี และผักชีฝรั่ง ชอบแดดเช้าและร่มช่วงบ่าย ถ้าระเบียงหันไปทางทิศตะวันตก ให้วางไว้หลังกระถางต้นที่สูงกว่า",
            ],
          },
          {
            title: "การรดน้ำ",
            bullets: [
              "รดน้ำตอนเช้าที่โคนต้น ไม่ต้องรดบนใบ",
              "ใช้นิ้วจิ้มดิน ถ้าดินด้านบนแห้งลึกราว 2 ซม. จึงรดน้ำ",
              "ช่วงเดือนเมษายนที่ร้อนจัด กระถางเล็กอาจต้องรดวันละสองครั้ง",
              "ใช้กระถางที่มีรูระบายน้ำเสมอ และเทน้ำในจานรองทิ้งหลังฝนตก",
            ],
          },
          {
            title: "เก็บบ่อย ๆ ต้นยิ่งงาม",
            paragraphs: [
              "เด็ดยอดกะเพราเหนือข้อใบทุกสัปดาห์และเด็ดช่อดอกทิ้ง ต้นจะแตกพุ่มและใบอ่อนนุ่ม สะระแหน่ที่ยืดยาวให้ตัดลงครึ่งหนึ่ง ไม่เกินสองสัปดาห์ก็แตกยอดใหม่",
            ],
          },
        ],
        shopLink: { label: "เลือกซื้อสมุนไพรในกระถาง", href: "/garden/plants/herbs.html" },
        pictureAlt: "กระถางดินเผาสามใบปลูกกะเพรา สะระแหน่ และพริก วางบนราวระเบียงที่มีแดด",
        listPictureAlt: "สมุนไพรในกระถางดินเผาบนระเบียง",
        comments: [
          { name: "อนันต์", message: "กะเพราที่บ้านออกดอกตลอด เพิ่งรู้ว่าต้องเด็ดทิ้ง ขอบคุณครับ" },
          { name: "ศรา", message: "ใช้ดินปลูกสูตรไหนกับสะระแหน่คะ" },
        ],
      },
    },
  },
  {
    urlKey: "indigo-dyeing-sakon-nakhon",
    status: "published",
    publishedAt: "2026-02-20T04:00:00Z",
    author: "malai-thongdee",
    categories: ["crafts"],
    tags: ["indigo", "natural-dyes", "handmade"],
    views: 2210,
    picture: "indigo-dyeing-sakon-nakhon",
    contentPicture: "indigo-vat-steps",
    copy: {
      en: {
        title: "Indigo dyeing, the Sakon Nakhon way",
        shortContent:
          "In Sakon Nakhon, indigo vats are fed and looked after like living things. We spent a week with the dyers of Phanna Nikhom to see how a white cotton shirt turns deep blue.",
        intro: [
          "Indigo grows wild around Sakon Nakhon, and the province's dyers have made it the best-known craft of the north-east. The leaves are soaked, the blue is settled out with lime into a paste, and the paste is kept alive in clay vats for months.",
        ],
        sections: [
          {
            title: "Keeping a vat alive",
            paragraphs: [
              "The dyers feed their vats with tamarind water or banana stems and check them every morning: a coppery film on top and a smell like wet earth mean the vat is ready. A vat that is sulking is left alone for a day.",
            ],
          },
          {
            title: "Dipping",
            steps: [
              "Wet the cloth thoroughly and squeeze it out.",
              "Lower it into the vat slowly, without splashing air in, and work it for two minutes.",
              "Lift it out: it comes out green and turns blue in the air within a minute.",
              "Repeat: a light blue takes two dips, the deep blue of a farmer's shirt ten or more.",
            ],
          },
          {
            title: "Patterns with string",
            paragraphs: [
              "Tie, fold or stitch the cloth before dipping and the tied parts stay pale. Japanese dyers call the same family of techniques shibori; in Sakon Nakhon the small white circles are simply called tied dots.",
            ],
          },
        ],
        shopLink: { label: "Shop Thai textiles", href: "/clothing/thai-textiles.html" },
        pictureAlt: "Indigo cloths drying on a bamboo pole above a clay dye vat",
        listPictureAlt: "Blue cloths drying above an indigo vat",
        contentPictureAlt: "Three steps: wet the cloth, dip it in the vat, and let it turn from green to blue in the air",
        comments: [
          { name: "Lek", message: "We visited Phanna Nikhom last December, the vats really do smell like earth." },
          { name: "Hannah", message: "Is the colour fast? My indigo scarf still bleeds a little." },
          { name: "Krit", message: "Great pictures, I would love a video too!", pending: true },
        ],
      },
      th: {
        title: "ย้อมครามแบบสกลนคร",
        shortContent:
          "ที่สกลนคร หม้อครามต้องได้รับการเลี้ยงดูเหมือนสิ่งมีชีวิต เราใช้เวลาหนึ่งสัปดาห์กับช่างย้อมที่อำเภอพรรณานิคม เพื่อดูว่าเสื้อฝ้ายสีขาวกลายเป็นสีน้ำเงินเข้มได้อย่างไร",
        intro: [
          "ครามขึ้นเองตามธรรมชาติรอบสกลนคร และช่างย้อมที่นี่ทำให้ผ้าครามกลายเป็นงานฝีมือที่ขึ้นชื่อที่สุดของภาคอีสาน ใบครามถูกแช่น้ำ ตกตะกอนสีด้วยปูนขาวจนได้เนื้อคราม แล้วเลี้ยงไว้ในหม้อดินได้นานหลายเดือน",
        ],
        sections: [
          {
            title: "เลี้ยงหม้อคราม",
            paragraphs: [
              "ช่างย้อมเลี้ยงหม้อครามด้วยน้ำมะขามเปียกหรือต้นกล้วย และตรวจดูทุกเช้า ถ้าผิวน้ำมีฟองสีทองแดงและมีกลิ่นเหมือนดินเปียก แปลว่าพร้อมย้อม หม้อที่ยังไม่พร้อมต้องปล่อยให้พักสักวัน",
            ],
          },
          {
            title: "การย้อม",
            steps: [
              "ชุบผ้าให้เปียกทั่วแล้วบิดให้หมาด",
              "ค่อย ๆ จุ่มผ้าลงหม้อโดยไม่ให้น้ำกระเพื่อมจนอากาศเข้า แล้วขยำผ้าราวสองนาที",
              "ยกผ้าขึ้น ผ้าจะเป็นสีเขียวก่อน แล้วกลายเป็นสีน้ำเงินเมื่อโดนอากาศภายในหนึ่งนาที",
              "ทำซ้ำ สีฟ้าอ่อนใช้สองรอบ สีน้ำเงินเข้มแบบเสื้อม่อฮ่อมต้องสิบรอบขึ้นไป",
            ],
          },
          {
            title: "ลวดลายจากเชือก",
            paragraphs: [
              "มัด พับ หรือเย็บผ้าก่อนย้อม ส่วนที่ถูกมัดจะยังเป็นสีอ่อน ช่างญี่ปุ่นเรียกเทคนิคตระกูลนี้ว่าชิโบริ ส่วนที่สกลนครเรียกลายวงกลมสีขาวเล็ก ๆ ว่าลายมัดจุด",
            ],
          },
        ],
        shopLink: { label: "เลือกชมผ้าไทย", href: "/clothing/thai-textiles.html" },
        pictureAlt: "ผ้าย้อมครามตากบนราวไม้ไผ่เหนือหม้อครามดินเผา",
        listPictureAlt: "ผ้าสีน้ำเงินตากเหนือหม้อคราม",
        contentPictureAlt: "สามขั้นตอน: ชุบผ้าให้เปียก จุ่มลงหม้อคราม แล้วปล่อยให้เปลี่ยนจากสีเขียวเป็นสีน้ำเงินในอากาศ",
        comments: [
          { name: "เล็ก", message: "ไปพรรณานิคมมาเมื่อธันวาคม หม้อครามกลิ่นเหมือนดินจริง ๆ ค่ะ" },
          { name: "วิภา", message: "สีครามตกไหมคะ ผ้าพันคอของฉันยังมีสีออกนิดหน่อย" },
          { name: "กฤษ", message: "ภาพสวยมาก อยากดูเป็นวิดีโอด้วยครับ", pending: true },
        ],
      },
    },
  },
  {
    urlKey: "celadon-the-green-glaze",
    status: "published",
    publishedAt: "2026-03-14T03:00:00Z",
    author: "malai-thongdee",
    categories: ["crafts"],
    tags: ["celadon", "handmade"],
    views: 1530,
    picture: "celadon-the-green-glaze",
    contentPicture: "celadon-glaze-shades",
    copy: {
      en: {
        title: "Celadon: the story of the green glaze",
        shortContent:
          "Chiang Mai celadon gets its jade colour from wood ash and a trace of iron, fired with little air. A visit to a kiln that has made it for three generations.",
        intro: [
          "Celadon came to Thailand from China more than seven hundred years ago, and the kilns of Sukhothai and Si Satchanalai made it their own as sangkhalok ware. Today most Thai celadon is made around Chiang Mai, where potters still mix their glaze from the ash of rain-tree wood.",
        ],
        sections: [
          {
            title: "Where the green comes from",
            paragraphs: [
              "The glaze is ash, clay and feldspar with a trace of iron. In a kiln starved of air at around 1,250 °C the iron turns a soft green instead of brown, and where the glaze pools in the hollows of a carved pattern it is darker.",
            ],
          },
          {
            title: "The crackle",
            paragraphs: [
              "As the pot cools, the glaze shrinks a little more than the clay beneath it and a fine net of cracks appears. Potters call it crazing and collectors prize it. The cracks lie under the glaze surface, so the pieces are safe for food.",
            ],
          },
          {
            title: "Caring for celadon",
            bullets: [
              "Celadon is stoneware: it is dishwasher-safe and fine in a microwave.",
              "Avoid sudden changes of temperature, such as pouring boiling water into a cold bowl.",
              "Tea stains in the crackle lift with a paste of baking soda and water.",
            ],
          },
        ],
        shopLink: { label: "Shop tableware", href: "/kitchen/tableware.html" },
        pictureAlt: "Celadon vases and bowls in soft jade green with a fine crackle, in front of a brick kiln",
        listPictureAlt: "Jade-green celadon vases",
        contentPictureAlt: "Glaze test tiles in shades from pale sea green to deep olive",
        comments: [
          { name: "Orn", message: "I have a set from my grandmother that has never chipped." },
          { name: "Mike", message: "I didn't know the colour came from iron. Fascinating." },
        ],
      },
      th: {
        title: "เซลาดอน ตำนานเคลือบสีเขียวไข่กา",
        shortContent: "เซลาดอนเชียงใหม่ได้สีหยกจากขี้เถ้าไม้และเหล็กปริมาณเล็กน้อย เผาในเตาที่มีอากาศน้อย เราไปเยี่ยมโรงเตาที่ทำเซลาดอนมาสามรุ่น",
        intro: [
          "เซลาดอนเข้ามาในไทยจากจีนกว่าเจ็ดร้อยปีก่อน เตาสุโขทัยและศรีสัชนาลัยพัฒนาจนเป็นเอกลักษณ์ของตัวเองที่เรียกว่าเครื่องสังคโลก ปัจจุบันเซลาดอนไทยส่วนใหญ่ผลิตรอบเชียงใหม่ ช่างปั้นยังผสมน้ำเคลือบจากขี้เถ้าไม้จามจุรีเหมือนเดิม",
        ],
        sections: [
          {
            title: "สีเขียวมาจากไหน",
            paragraphs: [
              "น้ำเคลือบทำจากขี้เถ้า ดิน และหินฟันม้า ผสมเหล็กเพียงเล็กน้อย เมื่อเผาในเตาที่ขาดอากาศที่อุณหภูมิราว 1,250 องศาเซลเซียส เหล็กจะให้สีเขียวอ่อนแทนสีน้ำตาล ตรงร่องลายแกะที่น้ำเคลือบขังหนา สีจะเข้มขึ้น",
            ],
          },
          {
            title: "ลายราน",
            paragraphs: [
              "เมื่อเย็นตัวลง น้ำเคลือบหดตัวมากกว่าเนื้อดินเล็กน้อย จึงเกิดรอยรานเป็นร่างแหละเอียด ช่างเรียกว่าลายราน และนักสะสมชื่นชอบมาก รอยรานอยู่ใต้ผิวเคลือบ จึงใส่อาหารได้อย่างปลอดภัย",
            ],
          },
          {
            title: "การดูแลเซลาดอน",
            bullets: [
              "เซลาดอนเป็นเครื่องหิน เข้าเครื่องล้างจานและไมโครเวฟได้",
              "หลีกเลี่ยงการเปลี่ยนอุณหภูมิกะทันหัน เช่น เทน้ำเดือดลงในชามที่เย็นจัด",
              "คราบชาในลายรานขจัดได้ด้วยเบกกิ้งโซดาผสมน้ำ",
            ],
          },
        ],
        shopLink: { label: "เลือกซื้อจานชาม", href: "/kitchen/tableware.html" },
        pictureAlt: "แจกันและชามเซลาดอนสีเขียวหยกอ่อนมีลายราน วางหน้าเตาเผาอิฐ",
        listPictureAlt: "แจกันเซลาดอนสีเขียวหยก",
        contentPictureAlt: "แผ่นทดสอบน้ำเคลือบ ไล่สีตั้งแต่เขียวน้ำทะเลอ่อนถึงเขียวมะกอกเข้ม",
        comments: [
          { name: "อร", message: "มีชุดจานของคุณยาย ใช้มาหลายสิบปีไม่เคยบิ่นเลยค่ะ" },
          { name: "ภูมิ", message: "เพิ่งรู้ว่าสีเขียวมาจากเหล็ก น่าสนใจมากครับ" },
        ],
      },
    },
  },
  {
    urlKey: "iced-turmeric-lemongrass-tea",
    status: "published",
    publishedAt: "2026-04-02T07:00:00Z",
    author: "daranee-srisuk",
    categories: ["recipes"],
    tags: ["turmeric", "herbs", "thai-kitchen"],
    views: 960,
    picture: "iced-turmeric-lemongrass-tea",
    layout: "recipe",
    copy: {
      en: {
        title: "Iced turmeric and lemongrass tea for April afternoons",
        shortContent:
          "A pitcher of golden tea with fresh turmeric, lemongrass and lime, lightly sweetened with palm sugar. Cooling when April is at its hottest.",
        intro: [
          "When April afternoons reach 38 °C, we keep a pitcher of this in the fridge at the shop. It is a simple infusion, so the fresher the turmeric and lemongrass, the better it tastes.",
        ],
        sections: [
          {
            title: "Ingredients",
            bullets: [
              "1 litre water",
              "4 cm fresh turmeric, thinly sliced",
              "2 stalks lemongrass, bruised and cut into lengths",
              "3 slices galangal or ginger",
              "2 tablespoons palm sugar, or to taste",
              "the juice of 1 lime",
              "ice and a few mint leaves",
            ],
          },
          {
            title: "Method",
            steps: [
              "Bring the water to the boil with the turmeric, lemongrass and galangal.",
              "Simmer for 10 minutes, then turn off the heat and stir in the palm sugar.",
              "Leave it to cool completely, strain it and add the lime juice.",
              "Serve over plenty of ice with the mint.",
            ],
          },
          {
            title: "Good to know",
            paragraphs: [
              "Lime juice added to hot tea turns bitter, so wait until it has cooled. The tea keeps for three days in the fridge, and its colour deepens as it stands.",
            ],
          },
        ],
        shopLink: { label: "Shop the pantry", href: "/kitchen/pantry.html" },
        pictureAlt: "A glass pitcher of golden iced tea with lemongrass stalks, lime halves and turmeric slices",
        listPictureAlt: "Golden iced turmeric tea in a glass",
        comments: [
          { name: "Mai", message: "I added butterfly pea flowers for a blue layer on top. So pretty." },
          { name: "Tom", message: "Palm sugar makes it, don't swap it for white sugar." },
          { name: "Fern", message: "Can I use dried turmeric instead?", pending: true },
        ],
      },
      th: {
        title: "ชาขมิ้นตะไคร้เย็น ดื่มคลายร้อนเดือนเมษา",
        shortContent: "ชาสีทองจากขมิ้นสด ตะไคร้ และมะนาว หวานนิด ๆ ด้วยน้ำตาลมะพร้าว ดื่มแล้วสดชื่นในวันที่เดือนเมษายนร้อนที่สุด",
        intro: [
          "บ่ายเดือนเมษายนที่อุณหภูมิขึ้นถึง 38 องศา เราแช่ชาเหยือกนี้ไว้ในตู้เย็นที่ร้านเสมอ เป็นชาต้มง่าย ๆ ยิ่งขมิ้นและตะไคร้สดเท่าไร รสชาติก็ยิ่งดี",
        ],
        sections: [
          {
            title: "ส่วนผสม",
            bullets: [
              "น้ำ 1 ลิตร",
              "ขมิ้นสด 4 ซม. หั่นแว่นบาง",
              "ตะไคร้ 2 ต้น ทุบแล้วหั่นท่อน",
              "ข่าหรือขิง 3 แว่น",
              "น้ำตาลมะพร้าว 2 ช้อนโต๊ะ หรือตามชอบ",
              "น้ำมะนาว 1 ลูก",
              "น้ำแข็งและใบสะระแหน่เล็กน้อย",
            ],
          },
          {
            title: "วิธีทำ",
            steps: [
              "ต้มน้ำกับขมิ้น ตะไคร้ และข่าจนเดือด",
              "เคี่ยวไฟอ่อน 10 นาที ปิดไฟ แล้วใส่น้ำตาลมะพร้าวคนให้ละลาย",
              "พักให้เย็นสนิท กรอง แล้วเติมน้ำมะนาว",
              "เสิร์ฟกับน้ำแข็งเยอะ ๆ และใบสะระแหน่",
            ],
          },
          {
            title: "รู้ไว้ก็ดี",
            paragraphs: ["น้ำมะนาวที่ใส่ตอนชายังร้อนจะทำให้ขม จึงควรรอให้เย็นก่อน ชาเก็บในตู้เย็นได้สามวัน และสีจะเข้มขึ้นเรื่อย ๆ"],
          },
        ],
        shopLink: { label: "เลือกซื้อเครื่องปรุงและของแห้ง", href: "/kitchen/pantry.html" },
        pictureAlt: "เหยือกแก้วใส่ชาเย็นสีทอง มีต้นตะไคร้ มะนาวผ่าครึ่ง และขมิ้นหั่นแว่น",
        listPictureAlt: "ชาขมิ้นเย็นสีทองในแก้ว",
        comments: [
          { name: "ใหม่", message: "ใส่ดอกอัญชันเพิ่มเป็นชั้นสีฟ้าด้านบน สวยมากค่ะ" },
          { name: "ต้อม", message: "น้ำตาลมะพร้าวคือหัวใจ อย่าเปลี่ยนเป็นน้ำตาลทรายนะครับ" },
          { name: "เฟิร์น", message: "ใช้ขมิ้นผงแทนได้ไหมคะ", pending: true },
        ],
      },
    },
  },
  {
    urlKey: "songkran-home-refresh",
    status: "published",
    publishedAt: "2026-04-10T02:30:00Z",
    author: "daranee-srisuk",
    categories: ["home-living"],
    tags: ["festivals", "natural-cleaning"],
    views: 740,
    picture: "songkran-home-refresh",
    copy: {
      en: {
        title: "A Songkran refresh for the home",
        shortContent:
          "Before the water fights, Thai families clean the house and bathe the Buddha images in scented water. Simple ways to bring that tradition home.",
        intro: [
          "Songkran, the Thai New Year in mid-April, begins at home. Families give the house a thorough clean, bathe the household Buddha images in jasmine-scented water and pour water over their elders' hands to ask for a blessing.",
        ],
        sections: [
          {
            title: "Scented water",
            paragraphs: [
              "Float jasmine, rose petals and a few drops of Thai perfumed water in a bowl of cool water. It is used for the images and for the elders' hands and, with the petals strained out, for a last rinse of the floors.",
            ],
          },
          {
            title: "Clean from the top down",
            bullets: [
              "Start with the ceiling fans and the tops of the cupboards, and finish with the floors.",
              "Wash cushion covers and thin cotton throws on a hot morning: they are dry by lunch.",
              "Air pillows and mattresses in the sun for an afternoon.",
              "Clear old offerings from the spirit house and set out fresh flowers.",
            ],
          },
        ],
        shopLink: { label: "Shop home decor", href: "/home-living/decor.html" },
        pictureAlt: "A silver bowl of scented water with floating jasmine and rose petals beside an open window",
        listPictureAlt: "A bowl of jasmine-scented water",
        comments: [{ name: "Pim", message: "We always do the spirit house first." }],
      },
      th: {
        title: "ต้อนรับสงกรานต์ด้วยบ้านที่สดชื่น",
        shortContent: "ก่อนออกไปเล่นน้ำ ครอบครัวไทยทำความสะอาดบ้านและสรงน้ำพระด้วยน้ำอบ ไอเดียง่าย ๆ สืบสานประเพณีนี้ที่บ้าน",
        intro: [
          "สงกรานต์ วันขึ้นปีใหม่ไทยกลางเดือนเมษายน เริ่มต้นที่บ้าน ครอบครัวจะทำความสะอาดบ้านครั้งใหญ่ สรงน้ำพระพุทธรูปประจำบ้านด้วยน้ำลอยดอกมะลิ และรดน้ำดำหัวผู้ใหญ่เพื่อขอพร",
        ],
        sections: [
          {
            title: "น้ำอบน้ำปรุง",
            paragraphs: [
              "ลอยดอกมะลิ กลีบกุหลาบ และน้ำอบไทยไม่กี่หยดลงในขันน้ำเย็น ใช้ทั้งสรงน้ำพระและรดน้ำดำหัวผู้ใหญ่ และเมื่อกรองกลีบดอกออกแล้วก็ใช้ถูพื้นรอบสุดท้ายได้",
            ],
          },
          {
            title: "ทำความสะอาดจากบนลงล่าง",
            bullets: [
              "เริ่มที่พัดลมเพดานและหลังตู้ แล้วจบที่พื้น",
              "ซักปลอกหมอนอิงและผ้าห่มฝ้ายบางในเช้าที่แดดจัด เที่ยงก็แห้ง",
              "ผึ่งหมอนและที่นอนกลางแดดสักบ่าย",
              "เก็บของไหว้เก่าออกจากศาลพระภูมิ แล้วเปลี่ยนดอกไม้ใหม่",
            ],
          },
        ],
        shopLink: { label: "เลือกชมของตกแต่งบ้าน", href: "/home-living/decor.html" },
        pictureAlt: "ขันเงินใส่น้ำอบลอยดอกมะลิและกลีบกุหลาบ วางข้างหน้าต่างที่เปิดอยู่",
        listPictureAlt: "ขันน้ำอบลอยดอกมะลิ",
        comments: [{ name: "พิมพ์", message: "บ้านเราทำความสะอาดศาลพระภูมิก่อนทุกปีเลยค่ะ" }],
      },
    },
  },
  {
    urlKey: "garden-ready-for-rainy-season",
    status: "published",
    publishedAt: "2026-05-18T01:00:00Z",
    author: "somchai-kaewmanee",
    categories: ["garden"],
    tags: ["rainy-season", "compost", "herbs"],
    views: 1675,
    picture: "garden-ready-for-rainy-season",
    copy: {
      en: {
        title: "Getting the garden ready for the rainy season",
        shortContent: "The first storms of May bring relief and, soon after, soggy roots and snails. Five jobs to do before the monsoon settles in.",
        intro: [
          "The rains usually arrive in the second half of May and stay until October. Plants love the water and the cooler days, but pots that drain badly, beds that flood and snails that come out at night can undo a season's work in a week.",
        ],
        sections: [
          {
            title: "Before the first storm",
            steps: [
              "Check that every pot has open drainage holes, and raise pots on feet or bricks so they never stand in puddles.",
              "Top up raised beds with compost so water runs off rather than pooling.",
              "Put a rain barrel under the gutter: rainwater is softer than tap water and herbs prefer it.",
              "Stake tall plants such as chillies and eggplants before the wind flattens them.",
              "Thin out dense shrubs so air can move through them: fungal spots love still, damp leaves.",
            ],
          },
          {
            title: "Through the wet months",
            paragraphs: [
              "Water only when the soil is dry, which may be rarely. Go out with a torch after rain to pick off snails, and scatter crushed eggshells around seedlings. Sow morning glory and Thai basil now: they grow fastest in the wet.",
            ],
          },
        ],
        shopLink: { label: "Shop garden tools", href: "/garden/garden-tools.html" },
        pictureAlt: "Raised garden beds under grey rain clouds, with a full rain barrel and potted herbs standing on bricks",
        listPictureAlt: "Raised beds in the rain",
        comments: [
          { name: "Wichai", message: "The rain barrel tip has halved my water bill." },
          { name: "Anna", message: "Eggshells really do keep the snails off, I tried it last year." },
        ],
      },
      th: {
        title: "เตรียมสวนให้พร้อมรับหน้าฝน",
        shortContent: "พายุลูกแรกของเดือนพฤษภาคมพาความชุ่มฉ่ำมา ตามด้วยรากเน่าและหอยทาก ห้างานที่ควรทำก่อนฝนจะตกชุก",
        intro: [
          "ฝนมักเริ่มตกช่วงครึ่งหลังของเดือนพฤษภาคมและอยู่ไปจนถึงตุลาคม ต้นไม้ชอบน้ำและอากาศที่เย็นลง แต่กระถางที่ระบายน้ำไม่ดี แปลงที่น้ำท่วมขัง และหอยทากที่ออกมาตอนกลางคืน ทำให้ผลงานทั้งฤดูเสียหายได้ในสัปดาห์เดียว",
        ],
        sections: [
          {
            title: "ก่อนพายุลูกแรก",
            steps: [
              "ตรวจดูว่ากระถางทุกใบมีรูระบายน้ำที่ไม่อุดตัน แล้วยกกระถางขึ้นวางบนขาหรืออิฐ ไม่ให้แช่แอ่งน้ำ",
              "เติมปุ๋ยหมักลงแปลงยกให้น้ำไหลออกแทนที่จะขัง",
              "วางโอ่งหรือถังรองน้ำฝนใต้รางน้ำ น้ำฝนอ่อนกว่าน้ำประปาและสมุนไพรชอบมากกว่า",
              "ปักหลักค้ำต้นสูงอย่างพริกและมะเขือก่อนที่ลมจะพัดล้ม",
              "ตัดแต่งพุ่มไม้ที่แน่นให้อากาศถ่ายเท เชื้อราชอบใบที่ชื้นและอับลม",
            ],
          },
          {
            title: "ตลอดหน้าฝน",
            paragraphs: [
              "รดน้ำเฉพาะเมื่อดินแห้ง ซึ่งอาจแทบไม่ต้องรดเลย ถือไฟฉายออกไปเก็บหอยทากหลังฝนหยุด และโรยเปลือกไข่บดรอบต้นกล้า ช่วงนี้เหมาะจะหว่านผักบุ้งและโหระพา เพราะโตเร็วที่สุดในหน้าฝน",
            ],
          },
        ],
        shopLink: { label: "เลือกซื้ออุปกรณ์ทำสวน", href: "/garden/garden-tools.html" },
        pictureAlt: "แปลงผักยกสูงใต้เมฆฝนสีเทา มีถังรองน้ำฝนเต็มถังและกระถางสมุนไพรวางบนอิฐ",
        listPictureAlt: "แปลงผักยกสูงกลางสายฝน",
        comments: [
          { name: "วิชัย", message: "เคล็ดลับถังรองน้ำฝนช่วยให้ค่าน้ำลดลงครึ่งหนึ่งเลยครับ" },
          { name: "อัญญา", message: "เปลือกไข่ไล่หอยทากได้จริง ลองมาแล้วเมื่อปีที่แล้วค่ะ" },
        ],
      },
    },
  },
  {
    urlKey: "growing-lemongrass-and-galangal",
    status: "published",
    publishedAt: "2026-06-22T02:00:00Z",
    author: "somchai-kaewmanee",
    categories: ["garden"],
    tags: ["herbs", "rainy-season", "thai-kitchen"],
    views: 1190,
    picture: "growing-lemongrass-and-galangal",
    copy: {
      en: {
        title: "Growing lemongrass and galangal from the market",
        shortContent: "A stalk of lemongrass and a knob of galangal from the market are all you need to start. June's rain does most of the work.",
        intro: [
          "Lemongrass and galangal are the backbone of tom yum and green curry, and both grow from pieces you can buy at any fresh market. Plant them at the start of the rains and you will be cutting your own by the cool season.",
        ],
        sections: [
          {
            title: "Lemongrass",
            paragraphs: [
              "Choose stalks with a firm base and a little of the old root plate left on. Stand them in a glass of water on a sunny windowsill; within two weeks white roots appear. Plant them 5 cm deep in a large pot or a sunny bed, 40 cm apart, and cut the outer stalks at soil level once they are as thick as a finger.",
            ],
          },
          {
            title: "Galangal",
            paragraphs: [
              "Pick a plump piece of rhizome with visible buds, small pink points along its side. Lay it flat, buds up, just under the surface of rich, loose soil, and keep it moist but not wet: shoots come in three to four weeks. Galangal needs eight months or more before the first harvest, so dig up one side of the clump and leave the rest growing.",
            ],
          },
        ],
        shopLink: { label: "Shop pots and planters", href: "/garden/pots-planters.html" },
        pictureAlt: "Tall clumps of lemongrass beside galangal plants, with a cut-away view of the galangal rhizome in the soil",
        listPictureAlt: "Lemongrass and galangal growing in a bed",
        comments: [
          { name: "Dao", message: "I rooted my lemongrass in a jar as you said, it worked in ten days!" },
          { name: "Ben", message: "How big a pot does galangal need?" },
        ],
      },
      th: {
        title: "ปลูกตะไคร้และข่าจากของที่ซื้อในตลาด",
        shortContent: "ตะไคร้หนึ่งต้นกับข่าหนึ่งแง่งจากตลาดก็เริ่มปลูกได้แล้ว ฝนเดือนมิถุนายนจะช่วยทำงานส่วนใหญ่ให้",
        intro: [
          "ตะไคร้และข่าเป็นหัวใจของต้มยำและแกงเขียวหวาน ทั้งสองอย่างปลูกจากส่วนที่ซื้อได้ในตลาดสดทั่วไป ลงปลูกต้นหน้าฝน พอถึงหน้าหนาวก็ตัดใช้เองได้แล้ว",
        ],
        sections: [
          {
            title: "ตะไคร้",
            paragraphs: [
              "เลือกต้นที่โคนแน่นและยังมีตอรากเก่าติดอยู่เล็กน้อย แช่ในแก้วน้ำวางริมหน้าต่างที่มีแดด ภายในสองสัปดาห์จะมีรากสีขาวงอกออกมา ปลูกลึก 5 ซม. ในกระถางใหญ่หรือแปลงที่มีแดด ห่างกัน 40 ซม. แล้วตัดต้นด้านนอกชิดดินเมื่อโคนโตเท่านิ้วมือ",
            ],
          },
          {
            title: "ข่า",
            paragraphs: [
              "เลือกแง่งอวบที่มีตาชัด เป็นจุดสีชมพูเล็ก ๆ ตามข้าง วางนอนให้ตาหงายขึ้น กลบดินร่วนที่อุดมสมบูรณ์บาง ๆ รักษาความชื้นแต่อย่าให้แฉะ หน่อจะงอกในสามถึงสี่สัปดาห์ ข่าต้องใช้เวลาแปดเดือนขึ้นไปกว่าจะเก็บได้ครั้งแรก ให้ขุดเก็บด้านหนึ่งของกอแล้วปล่อยส่วนที่เหลือให้โตต่อ",
            ],
          },
        ],
        shopLink: { label: "เลือกซื้อกระถางต้นไม้", href: "/garden/pots-planters.html" },
        pictureAlt: "กอตะไคร้สูงข้างต้นข่า พร้อมภาพตัดให้เห็นเหง้าข่าใต้ดิน",
        listPictureAlt: "ตะไคร้และข่าในแปลงปลูก",
        comments: [
          { name: "ดาว", message: "แช่ตะไคร้ในขวดตามที่บอก สิบวันรากขึ้นเลยค่ะ" },
          { name: "เบน", message: "ข่าต้องใช้กระถางใหญ่แค่ไหนครับ" },
        ],
      },
    },
  },
  {
    urlKey: "fresh-home-in-the-monsoon",
    status: "published",
    publishedAt: "2026-07-30T03:00:00Z",
    author: "daranee-srisuk",
    categories: ["home-living"],
    tags: ["rainy-season", "natural-cleaning"],
    views: 880,
    picture: "fresh-home-in-the-monsoon",
    copy: {
      en: {
        title: "Keeping the house fresh through the monsoon",
        shortContent:
          "Damp cupboards, musty towels and mould on the rattan: how we keep a Thai house dry and fresh from July to October, without harsh chemicals.",
        intro: [
          "In the middle of the rainy season, the air in Bangkok can stay above 80 % humidity for weeks. Fabrics take days to dry, leather and rattan grow spots and cupboards smell stale. A few habits keep it under control.",
        ],
        sections: [
          {
            title: "Let the air move",
            paragraphs: [
              "Open windows on opposite sides of the house whenever it is not raining, even for half an hour. A ceiling fan on low all day costs little and does more than an air purifier. Keep furniture a hand's width away from outside walls.",
            ],
          },
          {
            title: "Natural helpers",
            bullets: [
              "Bowls of charcoal or uncooked rice in cupboards absorb moisture; dry them in the sun when it returns.",
              "A spray of white vinegar and water, half and half, removes mould spots from tiles and rattan.",
              "Pandan leaves in drawers keep clothes smelling fresh.",
              "Dry towels fully before folding them: a towel that stays damp overnight will smell.",
            ],
          },
        ],
        shopLink: { label: "Shop basketry", href: "/home-living/basketry.html" },
        pictureAlt: "A breezy room with open shutters and rain outside, a ceiling fan and cotton towels drying on a rack",
        listPictureAlt: "Towels drying by an open window in the rain",
        comments: [
          { name: "Jib", message: "Charcoal in the wardrobe, why didn't I think of that?" },
          { name: "Rob", message: "Vinegar cleaned the rattan chairs without discolouring them." },
          { name: "Ying", message: "Could you write about keeping books dry too?", pending: true },
        ],
      },
      th: {
        title: "บ้านไม่อับชื้นตลอดหน้าฝน",
        shortContent:
          "ตู้เสื้อผ้าชื้น ผ้าเช็ดตัวเหม็นอับ และราขึ้นเครื่องหวาย นี่คือวิธีที่เราดูแลบ้านให้แห้งและสดชื่นตั้งแต่กรกฎาคมถึงตุลาคม โดยไม่ต้องใช้สารเคมีแรง ๆ",
        intro: [
          "กลางหน้าฝน ความชื้นในอากาศที่กรุงเทพฯ อาจสูงกว่า 80 เปอร์เซ็นต์ติดต่อกันหลายสัปดาห์ ผ้าใช้เวลาหลายวันกว่าจะแห้ง เครื่องหนังและเครื่องหวายขึ้นจุดรา ตู้ก็มีกลิ่นอับ นิสัยเล็ก ๆ ไม่กี่อย่างช่วยได้มาก",
        ],
        sections: [
          {
            title: "ให้อากาศถ่ายเท",
            paragraphs: [
              "เปิดหน้าต่างสองฝั่งของบ้านทุกครั้งที่ฝนหยุด แม้เพียงครึ่งชั่วโมง เปิดพัดลมเพดานเบอร์เบาไว้ทั้งวันเสียค่าไฟไม่มาก แต่ได้ผลกว่าเครื่องฟอกอากาศ และวางเฟอร์นิเจอร์ให้ห่างผนังด้านนอกราวหนึ่งฝ่ามือ",
            ],
          },
          {
            title: "ตัวช่วยจากธรรมชาติ",
            bullets: [
              "ถ้วยใส่ถ่านหรือข้าวสารในตู้ช่วยดูดความชื้น เมื่อแดดออกให้นำไปผึ่งแดด",
              "สเปรย์น้ำส้มสายชูผสมน้ำอย่างละครึ่ง เช็ดคราบราบนกระเบื้องและเครื่องหวายได้",
              "ใบเตยในลิ้นชักช่วยให้เสื้อผ้าหอมสดชื่น",
              "ตากผ้าเช็ดตัวให้แห้งสนิทก่อนพับ ผ้าที่ชื้นค้างคืนจะมีกลิ่น",
            ],
          },
        ],
        shopLink: { label: "เลือกชมเครื่องจักสาน", href: "/home-living/basketry.html" },
        pictureAlt: "ห้องโปร่งที่เปิดบานเกล็ด นอกหน้าต่างฝนตก มีพัดลมเพดานและผ้าเช็ดตัวฝ้ายตากบนราว",
        listPictureAlt: "ผ้าเช็ดตัวตากริมหน้าต่างขณะฝนตก",
        comments: [
          { name: "จิ๊บ", message: "ใส่ถ่านในตู้เสื้อผ้า ทำไมไม่เคยคิดได้นะ" },
          { name: "รพี", message: "ใช้น้ำส้มสายชูเช็ดเก้าอี้หวายแล้วสีไม่ด่างเลยครับ" },
          { name: "หญิง", message: "อยากให้เขียนเรื่องเก็บหนังสือไม่ให้ชื้นด้วยค่ะ", pending: true },
        ],
      },
    },
  },
  {
    urlKey: "caring-for-indigo-cloth",
    status: "published",
    publishedAt: "2026-08-25T04:30:00Z",
    author: "malai-thongdee",
    categories: ["crafts"],
    tags: ["indigo", "natural-dyes"],
    views: 1020,
    picture: "caring-for-indigo-cloth",
    copy: {
      en: {
        title: "Washing and caring for indigo-dyed cloth",
        shortContent: "Natural indigo softens and fades beautifully if you treat it right. How to wash it the first time, and every time after.",
        intro: [
          "Hand-dyed indigo is not like a factory dye: some loose colour always stays on the surface after the last dip. Wash it gently and it settles within a few washes, turning a softer, lighter blue over the years, like good denim.",
        ],
        sections: [
          {
            title: "The first wash",
            paragraphs: [
              "Soak the piece on its own in cold water with a tablespoon of salt for an hour, then rinse it until the water runs nearly clear. Do not worry if the water turns blue: that is surface indigo, not the colour fading.",
            ],
          },
          {
            title: "Every wash after",
            bullets: [
              "Wash cold, by hand or on a gentle cycle, inside out and with similar colours.",
              "Use a mild, pH-neutral soap, never bleach or detergents with optical brighteners.",
              "Dry it in the shade: strong sun fades indigo unevenly.",
              "Iron it on the reverse while it is still slightly damp.",
            ],
          },
        ],
        shopLink: { label: "Shop clothing", href: "/clothing.html" },
        pictureAlt: "A stack of folded indigo cloths with white tie-dyed circles beside a wooden wash basin",
        listPictureAlt: "Folded indigo cloths",
        comments: [
          { name: "Noi", message: "The salt soak worked: much less colour in the water on the second wash." },
          { name: "Claire", message: "I love how my shirt has faded over two years." },
        ],
      },
      th: {
        title: "วิธีซักและดูแลผ้าย้อมคราม",
        shortContent: "ครามธรรมชาติจะนุ่มและซีดลงอย่างสวยงามถ้าดูแลถูกวิธี ว่าด้วยการซักครั้งแรกและครั้งต่อ ๆ ไป",
        intro: [
          "ผ้าย้อมครามด้วยมือไม่เหมือนสีย้อมจากโรงงาน หลังการย้อมรอบสุดท้ายจะมีสีครามบางส่วนเกาะอยู่ที่ผิวผ้าเสมอ ซักอย่างนุ่มนวลแล้วสีจะอยู่ตัวภายในไม่กี่ครั้ง และค่อย ๆ ซีดเป็นสีฟ้าที่นุ่มนวลขึ้นตามกาลเวลา เหมือนยีนส์ดี ๆ",
        ],
        sections: [
          {
            title: "การซักครั้งแรก",
            paragraphs: [
              "แช่ผ้าแยกไว้ในน้ำเย็นผสมเกลือหนึ่งช้อนโต๊ะราวหนึ่งชั่วโมง แล้วล้างจนน้ำเกือบใส ไม่ต้องกังวลถ้าน้ำเป็นสีฟ้า นั่นคือครามที่ผิวผ้า ไม่ใช่สีที่ตก",
            ],
          },
          {
            title: "การซักครั้งต่อไป",
            bullets: [
              "ซักน้ำเย็นด้วยมือหรือโหมดถนอมผ้า กลับด้านในออก และซักรวมกับผ้าสีใกล้เคียงกัน",
              "ใช้สบู่อ่อนที่มีค่าความเป็นกรดด่างเป็นกลาง ห้ามใช้น้ำยาฟอกขาวหรือผงซักฟอกที่มีสารเพิ่มความขาว",
              "ตากในที่ร่ม แดดจัดทำให้ครามซีดไม่สม่ำเสมอ",
              "รีดด้านในขณะผ้ายังหมาดเล็กน้อย",
            ],
          },
        ],
        shopLink: { label: "เลือกชมเสื้อผ้า", href: "/clothing.html" },
        pictureAlt: "ผ้าย้อมครามพับซ้อนกัน มีลายมัดย้อมวงกลมสีขาว วางข้างกะละมังไม้",
        listPictureAlt: "ผ้าย้อมครามพับซ้อนกัน",
        comments: [
          { name: "น้อย", message: "แช่น้ำเกลือได้ผลจริง ซักครั้งที่สองสีออกน้อยลงมากค่ะ" },
          { name: "แคท", message: "ชอบที่เสื้อค่อย ๆ ซีดสวยขึ้นตลอดสองปี" },
        ],
      },
    },
  },
  {
    urlKey: "kitchen-compost-small-spaces",
    status: "published",
    publishedAt: "2026-09-15T02:00:00Z",
    author: null,
    categories: ["garden"],
    tags: ["compost", "rainy-season"],
    views: 640,
    picture: "kitchen-compost-small-spaces",
    contentPicture: "compost-layers",
    copy: {
      en: {
        title: "Kitchen compost in a small space",
        shortContent:
          "A reader in Bangkok turns her kitchen scraps into compost on a third-floor balcony. Her layer-by-layer method, and what not to put in.",
        intro: [
          "This month's post comes from a reader, who sent us her balcony compost set-up after a year of trial and error. Two stacked plastic boxes, a drill and a bag of dry leaves are all it takes.",
        ],
        sections: [
          {
            title: "Greens and browns",
            paragraphs: [
              "Compost needs wet, nitrogen-rich greens (vegetable peel, coffee grounds, spent tea leaves, lemongrass trimmings) and dry browns (dry leaves, shredded newspaper, coconut husk). Add about two handfuls of browns for every handful of greens and the box will not smell.",
            ],
          },
          {
            title: "What to leave out",
            bullets: [
              "Meat, fish and bones attract ants and rats.",
              "Oily food and coconut milk turn the heap sour.",
              "Lots of lime and orange peel slows the worms down.",
              "Diseased plants can carry their trouble into next year's pots.",
            ],
          },
          {
            title: "When it is ready",
            paragraphs: [
              "After two to three months the bottom box holds dark, crumbly compost that smells like a forest floor. Sieve it and mix one part with three parts potting soil for herbs.",
            ],
          },
        ],
        shopLink: { label: "Shop garden tools", href: "/garden/garden-tools.html" },
        pictureAlt: "A compost bin on a balcony with vegetable peel and dry leaves, and a seedling growing in finished compost",
        listPictureAlt: "A balcony compost bin with kitchen scraps",
        contentPictureAlt: "A cut-away of the compost box: layers of dry leaves and kitchen scraps, with finished compost at the bottom",
        comments: [
          { name: "Kwan", message: "Started one after reading this. Three weeks in and no smell at all." },
          { name: "Peter", message: "Do you need worms, or does it work without them?" },
        ],
      },
      th: {
        title: "ทำปุ๋ยหมักจากเศษอาหารในพื้นที่เล็ก ๆ",
        shortContent: "ผู้อ่านจากกรุงเทพฯ เปลี่ยนเศษอาหารในครัวเป็นปุ๋ยหมักบนระเบียงชั้นสาม วิธีทำทีละชั้น และสิ่งที่ไม่ควรใส่",
        intro: [
          "เรื่องในเดือนนี้มาจากผู้อ่านท่านหนึ่ง ที่ส่งวิธีทำปุ๋ยหมักบนระเบียงของเธอมาให้เรา หลังจากลองผิดลองถูกมาหนึ่งปี ใช้แค่กล่องพลาสติกสองใบซ้อนกัน สว่านหนึ่งตัว และใบไม้แห้งหนึ่งถุง",
        ],
        sections: [
          {
            title: "สีเขียวกับสีน้ำตาล",
            paragraphs: [
              "ปุ๋ยหมักต้องมีทั้งวัสดุสีเขียวที่ชื้นและมีไนโตรเจนสูง (เปลือกผัก กากกาแฟ ใบชาที่ชงแล้ว เศษตะไคร้) และวัสดุสีน้ำตาลที่แห้ง (ใบไม้แห้ง กระดาษหนังสือพิมพ์ฉีก กาบมะพร้าว) ใส่สีน้ำตาลราวสองกำมือต่อสีเขียวหนึ่งกำมือ กล่องจะไม่มีกลิ่น",
            ],
          },
          {
            title: "สิ่งที่ไม่ควรใส่",
            bullets: [
              "เนื้อสัตว์ ปลา และกระดูก เพราะล่อมดและหนู",
              "อาหารมันและกะทิ ทำให้กองปุ๋ยเปรี้ยว",
              "เปลือกมะนาวและส้มปริมาณมาก ทำให้ไส้เดือนทำงานช้าลง",
              "ต้นไม้ที่เป็นโรค อาจแพร่เชื้อไปยังกระถางในปีหน้า",
            ],
          },
          {
            title: "เมื่อไรจึงพร้อมใช้",
            paragraphs: [
              "ผ่านไปสองถึงสามเดือน กล่องล่างจะมีปุ๋ยหมักสีเข้ม ร่วนซุย กลิ่นเหมือนดินในป่า ร่อนแล้วผสมหนึ่งส่วนกับดินปลูกสามส่วนสำหรับปลูกสมุนไพร",
            ],
          },
        ],
        shopLink: { label: "เลือกซื้ออุปกรณ์ทำสวน", href: "/garden/garden-tools.html" },
        pictureAlt: "ถังปุ๋ยหมักบนระเบียง มีเปลือกผักและใบไม้แห้ง และต้นกล้าที่งอกในปุ๋ยหมัก",
        listPictureAlt: "ถังปุ๋ยหมักบนระเบียงกับเศษอาหาร",
        contentPictureAlt: "ภาพตัดกล่องปุ๋ยหมัก: ชั้นใบไม้แห้งสลับเศษอาหาร และปุ๋ยหมักที่พร้อมใช้อยู่ด้านล่าง",
        comments: [
          { name: "ขวัญ", message: "เริ่มทำหลังอ่านบทความนี้ สามสัปดาห์แล้วไม่มีกลิ่นเลยค่ะ" },
          { name: "ปีเตอร์", message: "ต้องใช้ไส้เดือนไหมครับ หรือทำแบบไม่มีก็ได้" },
        ],
      },
    },
  },
  {
    urlKey: "celadon-table-for-loy-krathong",
    status: "published",
    publishedAt: "2026-11-05T11:00:00Z",
    author: "malai-thongdee",
    categories: ["home-living", "crafts"],
    tags: ["celadon", "festivals", "handmade"],
    views: 410,
    picture: "celadon-table-for-loy-krathong",
    copy: {
      en: {
        title: "A celadon table for Loy Krathong night",
        shortContent:
          "Under the full moon of the twelfth month, dinner moves outdoors. Setting a calm celadon table, and folding a banana-leaf krathong to float afterwards.",
        intro: [
          "Loy Krathong falls on the full moon of the twelfth lunar month, this year in late November. After dinner, families float small rafts of banana leaf, flowers and candles on the river to thank the goddess of the water and let the year's troubles drift away.",
        ],
        sections: [
          {
            title: "Setting the table",
            paragraphs: [
              "Celadon's soft green looks its best by candlelight. Mix plates and bowls of different shades, add a runner of handwoven cotton and keep the flowers low: marigolds, jasmine garlands and a few lotus buds in a wide bowl of water.",
            ],
          },
          {
            title: "A krathong from banana leaves",
            steps: [
              "Cut a 3 cm slice from a banana trunk for the base.",
              "Fold strips of banana leaf into points and pin them around the edge with small bamboo pins.",
              "Fill the top with marigolds and orchids, then add a candle and three incense sticks.",
              "Float it on a pond or river, and never use foam, which does not break down.",
            ],
          },
        ],
        shopLink: { label: "Shop tableware", href: "/kitchen/tableware.html" },
        pictureAlt: "A table set with celadon plates and a lotus bowl under a full moon, beside a banana-leaf krathong holding a lit candle",
        listPictureAlt: "A celadon table and a krathong by moonlight",
        comments: [{ name: "Nan", message: "We made our krathongs from bread last year. The fish loved them." }],
      },
      th: {
        title: "จัดโต๊ะเซลาดอนในคืนลอยกระทง",
        shortContent: "ใต้แสงจันทร์เต็มดวงเดือนสิบสอง มื้อค่ำย้ายออกไปนอกบ้าน จัดโต๊ะเซลาดอนให้ดูสงบ และทำกระทงใบตองไว้ลอยหลังอาหาร",
        intro: [
          "ลอยกระทงตรงกับวันเพ็ญเดือนสิบสอง ปีนี้อยู่ในช่วงปลายเดือนพฤศจิกายน หลังมื้อค่ำ ครอบครัวจะลอยกระทงใบตองประดับดอกไม้และเทียนลงในแม่น้ำ เพื่อขอขมาพระแม่คงคาและปล่อยเรื่องไม่ดีของปีให้ลอยไป",
        ],
        sections: [
          {
            title: "จัดโต๊ะ",
            paragraphs: [
              "สีเขียวอ่อนของเซลาดอนสวยที่สุดใต้แสงเทียน ผสมจานชามหลายเฉดสีเข้าด้วยกัน ปูผ้ารองโต๊ะฝ้ายทอมือ และจัดดอกไม้ให้เตี้ย ทั้งดาวเรือง พวงมาลัยมะลิ และดอกบัวตูมสองสามดอกในชามน้ำใบกว้าง",
            ],
          },
          {
            title: "กระทงใบตอง",
            steps: [
              "ตัดหยวกกล้วยหนา 3 ซม. ทำเป็นฐาน",
              "พับใบตองเป็นกลีบแหลม แล้วกลัดรอบขอบด้วยไม้กลัด",
              "ประดับด้านบนด้วยดาวเรืองและกล้วยไม้ แล้วปักเทียนหนึ่งเล่มกับธูปสามดอก",
              "ลอยในสระหรือแม่น้ำ และอย่าใช้โฟมที่ย่อยสลายไม่ได้",
            ],
          },
        ],
        shopLink: { label: "เลือกซื้อจานชาม", href: "/kitchen/tableware.html" },
        pictureAlt: "โต๊ะอาหารจัดด้วยจานเซลาดอนและชามดอกบัว ใต้พระจันทร์เต็มดวง ข้างกระทงใบตองที่จุดเทียน",
        listPictureAlt: "โต๊ะเซลาดอนกับกระทงใต้แสงจันทร์",
        comments: [{ name: "แนน", message: "ปีที่แล้วทำกระทงขนมปัง ปลาชอบมากค่ะ" }],
      },
    },
  },
  {
    urlKey: "herb-garland-for-the-new-year",
    status: "scheduled",
    publishedAt: { daysAfterSeeding: 30 },
    author: "somchai-kaewmanee",
    categories: ["garden", "home-living"],
    tags: ["herbs", "festivals", "handmade"],
    views: 0,
    picture: "herb-garland-for-the-new-year",
    copy: {
      en: {
        title: "A fragrant herb garland for the New Year",
        shortContent: "Rosemary, lemongrass and kaffir lime leaves bound onto a bamboo hoop: a door garland that smells of the kitchen garden.",
        intro: [
          "The cool season is the best time to cut herbs for drying. Bound onto a hoop while they are fresh, they dry in place and scent the doorway for weeks.",
        ],
        sections: [
          {
            title: "Making the garland",
            steps: [
              "Soak a thin strip of bamboo and bend it into a hoop about 30 cm across; tie the ends with cotton string.",
              "Make small bunches of rosemary, lemongrass leaves and kaffir lime leaves.",
              "Bind the bunches onto the hoop with string, each one covering the stems of the last.",
              "Finish with a loop of indigo ribbon and hang it out of direct rain.",
            ],
          },
        ],
        shopLink: { label: "Shop potted herbs", href: "/garden/plants/herbs.html" },
        pictureAlt: "A round garland of green herbs tied with an indigo ribbon, hanging on a wooden door",
        listPictureAlt: "A herb garland on a wooden door",
        comments: [],
      },
      th: {
        title: "มาลัยสมุนไพรแขวนประตูรับปีใหม่",
        shortContent: "โรสแมรี่ ใบตะไคร้ และใบมะกรูด มัดรวมบนห่วงไม้ไผ่ เป็นมาลัยแขวนประตูที่หอมกลิ่นสวนครัว",
        intro: ["หน้าหนาวเป็นช่วงที่ดีที่สุดสำหรับตัดสมุนไพรมาตากแห้ง มัดลงบนห่วงขณะยังสด สมุนไพรจะแห้งคาห่วงและส่งกลิ่นหอมที่หน้าประตูได้หลายสัปดาห์"],
        sections: [
          {
            title: "วิธีทำมาลัย",
            steps: [
              "แช่ตอกไม้ไผ่เส้นบางให้นิ่ม ดัดเป็นห่วงกว้างราว 30 ซม. แล้วมัดปลายด้วยเชือกฝ้าย",
              "มัดโรสแมรี่ ใบตะไคร้ และใบมะกรูดเป็นช่อเล็ก ๆ",
              "มัดช่อสมุนไพรลงบนห่วงด้วยเชือก ให้แต่ละช่อปิดก้านของช่อก่อนหน้า",
              "ผูกริบบิ้นสีครามเป็นห่วงสำหรับแขวน แล้วแขวนในที่ที่ฝนสาดไม่ถึง",
            ],
          },
        ],
        shopLink: { label: "เลือกซื้อสมุนไพรในกระถาง", href: "/garden/plants/herbs.html" },
        pictureAlt: "มาลัยสมุนไพรสีเขียวทรงกลมผูกริบบิ้นสีคราม แขวนบนประตูไม้",
        listPictureAlt: "มาลัยสมุนไพรบนประตูไม้",
        comments: [],
      },
    },
  },
  {
    urlKey: "rice-soup-for-rainy-mornings",
    status: "disabled",
    publishedAt: "2026-10-01T01:00:00Z",
    author: "daranee-srisuk",
    categories: ["recipes"],
    tags: ["thai-kitchen", "rainy-season"],
    views: 0,
    picture: "rice-soup-for-rainy-mornings",
    layout: "recipe",
    copy: {
      en: {
        title: "Rice soup for rainy mornings",
        shortContent: "Khao tom with ginger, garlic oil and a soft egg: the breakfast that gets a Thai household through the wettest weeks.",
        intro: ["A draft we are still testing: the stock needs one more try before it goes out."],
        sections: [
          { title: "Ingredients", bullets: ["1 cup cooked jasmine rice", "3 cups chicken stock", "a thumb of ginger, cut into matchsticks", "garlic fried in oil", "1 egg"] },
          { title: "Method", steps: ["Simmer the rice in the stock for 10 minutes.", "Crack in the egg and let it set.", "Serve topped with ginger and garlic oil."] },
        ],
        pictureAlt: "A bowl of steaming rice soup with ginger and a soft egg",
        listPictureAlt: "Rice soup in a blue bowl",
        comments: [],
      },
      th: {
        title: "ข้าวต้มร้อน ๆ สำหรับเช้าวันฝนตก",
        shortContent: "ข้าวต้มใส่ขิง กระเทียมเจียว และไข่ลวก อาหารเช้าที่ช่วยให้คนไทยผ่านสัปดาห์ที่ฝนตกหนักที่สุดไปได้",
        intro: ["ฉบับร่างที่ยังทดลองอยู่ น้ำซุปต้องลองอีกสักรอบก่อนเผยแพร่"],
        sections: [
          { title: "ส่วนผสม", bullets: ["ข้าวหอมมะลิสุก 1 ถ้วย", "น้ำซุปไก่ 3 ถ้วย", "ขิงหั่นฝอยเท่านิ้วโป้ง", "กระเทียมเจียว", "ไข่ 1 ฟอง"] },
          { title: "วิธีทำ", steps: ["ต้มข้าวในน้ำซุป 10 นาที", "ตอกไข่ลงไปแล้วรอให้สุก", "โรยขิงและกระเทียมเจียวก่อนเสิร์ฟ"] },
        ],
        pictureAlt: "ชามข้าวต้มร้อน ๆ โรยขิงกับไข่ลวก",
        listPictureAlt: "ข้าวต้มในชามสีน้ำเงิน",
        comments: [],
      },
    },
  },
];
