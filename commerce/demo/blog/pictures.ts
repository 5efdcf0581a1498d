/**
 * The demo blog's pictures, drawn as SVG in code: one scene per post (1200×800, 3:2; the list
 * picture is a 4:3 crop of it), drawings shown inside some posts (1200×600) and author portraits
 * (400×400). `drawPictures.ts` writes them to commerce/demo/media/amasty/blog/, where the media
 * layer serves them as `/media/amasty/blog/...`; a test keeps the files in step with this code.
 */

/** Where each kind of picture lives, relative to media/amasty/blog/. */
export const blogPicturePaths = {
  post: (name: string) => `posts/${name}.svg`,
  list: (name: string) => `list/${name}.svg`,
  content: (name: string) => `content/${name}.svg`,
  author: (name: string) => `authors/${name}.svg`,
};

const C = {
  cream: "#f6ecd9",
  paper: "#fbf5ea",
  wood: "#9c6b43",
  woodDark: "#7a5133",
  woodLight: "#b98a5e",
  turmeric: "#e8a317",
  gold: "#f2c14e",
  leaf: "#5f7f45",
  leafDark: "#3f5a2e",
  leafLight: "#8fae6b",
  indigo: "#1f3a68",
  indigoMid: "#2c4f8a",
  indigoLight: "#6f8fc2",
  celadon: "#9dbf9e",
  celadonLight: "#c8dcc4",
  celadonDark: "#6f9a7c",
  terracotta: "#c0643b",
  terracottaDark: "#964a2a",
  sky: "#cfe3ec",
  rain: "#8a98a8",
  cloud: "#9aa6b2",
  night: "#1d2540",
  white: "#ffffff",
  lime: "#a7c957",
  pink: "#e8a0a8",
  soil: "#5a3d26",
};

function svg(width: number, height: number, viewBox: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">\n${body}\n</svg>\n`;
}

/* Shapes ---------------------------------------------------------------------------------------- */

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ""): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = ""): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
const path = (d: string, fill: string, extra = ""): string => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ""): string =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra ? ` ${extra}` : ""}/>`;

function gradient(id: string, top: string, bottom: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;
}

/** A wooden table top from `y` down, with a few grain lines. */
function table(y: number, color = C.wood): string {
  const grain = [0.25, 0.5, 0.75].map((f) => line(0, y + (800 - y) * f, 1200, y + (800 - y) * f + 6, C.woodDark, 3, 'opacity="0.35"')).join("");
  return rect(0, y, 1200, 800 - y, color) + line(0, y, 1200, y, C.woodDark, 6) + grain;
}

/** A bowl seen from the side, its contents a dome of `fill`. */
function bowl(cx: number, cy: number, r: number, color: string, fill: string): string {
  return (
    ellipse(cx, cy, r * 0.95, r * 0.32, fill) +
    path(`M${cx - r} ${cy} A${r} ${r * 0.8} 0 0 0 ${cx + r} ${cy} Z`, color) +
    rect(cx - r * 0.35, cy + r * 0.75, r * 0.7, r * 0.12, color, `rx="${r * 0.05}"`)
  );
}

/** Wavy steam rising from (x, y). */
function steam(x: number, y: number, height = 120): string {
  return [0, 30, -30]
    .map(
      (dx) =>
        `<path d="M${x + dx} ${y} q -18 ${-height / 4} 0 ${-height / 2} t 0 ${-height / 2}" fill="none" stroke="${C.white}" stroke-width="8" stroke-linecap="round" opacity="0.7"/>`,
    )
    .join("");
}

/** A pointed leaf from (x, y), `length` long, turned `angle` degrees. */
function leaf(x: number, y: number, length: number, angle: number, fill: string): string {
  const w = length * 0.28;
  return `<path d="M0 0 Q ${length / 2} ${-w} ${length} 0 Q ${length / 2} ${w} 0 0 Z" fill="${fill}" transform="translate(${x} ${y}) rotate(${angle})"/>`;
}

/** A tapered clay pot whose rim is at (cx, top). */
function pot(cx: number, top: number, width: number, height: number, color = C.terracotta): string {
  const bottom = width * 0.7;
  return (
    path(`M${cx - width / 2} ${top + 18} L${cx - bottom / 2} ${top + height} L${cx + bottom / 2} ${top + height} L${cx + width / 2} ${top + 18} Z`, color) +
    rect(cx - width / 2 - 8, top, width + 16, 24, C.terracottaDark, 'rx="6"')
  );
}

/** A bushy herb: leaves fanning out from (cx, base). */
function herb(cx: number, base: number, spread: number, fill: string, count = 9): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const angle = -160 + (140 / (count - 1)) * i;
    out += leaf(cx, base, spread * (0.7 + 0.3 * Math.sin(i * 1.7) ** 2), angle, i % 2 ? fill : C.leafDark);
  }
  return out;
}

/** Grass-like blades (lemongrass) from (cx, base). */
function blades(cx: number, base: number, height: number, fill: string, count = 9): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const dx = (i - (count - 1) / 2) * 14;
    const lean = (i - (count - 1) / 2) * 22;
    out += path(`M${cx + dx - 6} ${base} Q ${cx + dx + lean / 2} ${base - height / 2} ${cx + dx + lean} ${base - height + (i % 3) * 30} Q ${cx + dx + lean / 2 + 4} ${base - height / 2} ${cx + dx + 6} ${base} Z`, i % 2 ? fill : C.leaf);
  }
  return out;
}

function sun(cx: number, cy: number, r: number): string {
  return circle(cx, cy, r + 30, C.gold, 'opacity="0.3"') + circle(cx, cy, r, C.gold);
}

function cloud(cx: number, cy: number, scale: number, fill = C.cloud): string {
  return `<g transform="translate(${cx} ${cy}) scale(${scale})" fill="${fill}">${circle(-60, 10, 45, fill)}${circle(0, -15, 60, fill)}${circle(65, 5, 45, fill)}${rect(-105, 10, 215, 45, fill, 'rx="22"')}</g>`;
}

function rain(x0: number, x1: number, y0: number, y1: number, color = C.rain): string {
  let out = "";
  for (let x = x0, i = 0; x < x1; x += 38, i++) {
    for (let y = y0 + (i % 3) * 40; y < y1; y += 120) out += line(x, y, x - 14, y + 44, color, 4, 'opacity="0.7"');
  }
  return out;
}

/** A hanging cloth from a pole at `top`, optionally with white tied dots. */
function cloth(x: number, top: number, w: number, h: number, fill: string, dots = false): string {
  let out = path(`M${x} ${top} L${x + w} ${top} L${x + w - 6} ${top + h} Q ${x + w / 2} ${top + h + 16} ${x + 6} ${top + h} Z`, fill);
  if (dots) {
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 3; col++) out += circle(x + w * (0.22 + col * 0.28), top + h * (0.18 + row * 0.22), 9, C.white, 'opacity="0.85"');
    }
  }
  return out;
}

/** A vase of `height` standing on `base` at cx. */
function vase(cx: number, base: number, width: number, height: number, fill: string, crackle = true): string {
  const neck = width * 0.32;
  const d = `M${cx - neck / 2} ${base - height} L${cx - neck / 2} ${base - height * 0.8} C ${cx - width / 2} ${base - height * 0.65}, ${cx - width / 2} ${base - height * 0.1}, ${cx - width * 0.3} ${base} L${cx + width * 0.3} ${base} C ${cx + width / 2} ${base - height * 0.1}, ${cx + width / 2} ${base - height * 0.65}, ${cx + neck / 2} ${base - height * 0.8} L${cx + neck / 2} ${base - height} Z`;
  let out = path(d, fill) + rect(cx - neck / 2 - 6, base - height - 8, neck + 12, 12, fill, 'rx="5"');
  if (crackle) {
    out += `<g stroke="${C.celadonDark}" stroke-width="2" fill="none" opacity="0.55"><path d="M${cx - width * 0.3} ${base - height * 0.5} l 30 -20 l 25 28 l 35 -18 l 20 30"/><path d="M${cx - width * 0.25} ${base - height * 0.25} l 40 10 l 20 -25 l 40 15"/></g>`;
  }
  return out;
}

function plate(cx: number, cy: number, rx: number, fill: string): string {
  return ellipse(cx, cy, rx, rx * 0.28, C.celadonDark) + ellipse(cx, cy - 4, rx * 0.96, rx * 0.25, fill) + ellipse(cx, cy - 4, rx * 0.6, rx * 0.15, C.celadonLight, 'opacity="0.7"');
}

function turmericRoot(x: number, y: number, scale = 1, angle = 0): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})">${path("M0 0 q 40 -26 90 -8 q 30 12 60 -6 l 8 14 q -34 22 -66 8 q -44 -16 -88 8 z", "#b5742a")}${path("M40 -14 q 8 -30 30 -36 l 6 10 q -20 8 -24 30 z", "#b5742a")}${ellipse(152, 2, 10, 7, C.turmeric)}</g>`;
}

function window(x: number, y: number, w: number, h: number, inside: string): string {
  return rect(x - 14, y - 14, w + 28, h + 28, C.woodDark) + `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${inside}</svg>` + line(x + w / 2, y, x + w / 2, y + h, C.woodDark, 10) + line(x, y + h / 2, x + w, y + h / 2, C.woodDark, 10);
}

/* Post scenes (1200×800) ------------------------------------------------------------------------ */

const scenes: Record<string, () => string> = {
  "golden-turmeric-rice": () =>
    rect(0, 0, 1200, 800, C.cream) +
    table(520) +
    ellipse(600, 640, 300, 50, C.woodDark, 'opacity="0.35"') +
    bowl(600, 480, 240, C.white, C.gold) +
    [...Array(14)].map((_, i) => ellipse(480 + (i % 7) * 40, 440 + Math.floor(i / 7) * 28, 14, 8, "#c9822a")).join("") +
    turmericRoot(110, 640, 1.3, -8) +
    turmericRoot(880, 700, 1.1, 6) +
    leaf(900, 560, 220, -20, C.leaf) +
    leaf(910, 580, 200, -5, C.leafLight) +
    circle(190, 470, 70, "#8a5a35") +
    circle(190, 470, 52, C.white) +
    steam(600, 330, 150),

  "caring-for-kitchen-herbs": () =>
    gradient("sky", "#bfe0f0", C.sky) +
    rect(0, 0, 1200, 800, "url(#sky)") +
    sun(1020, 140, 70) +
    rect(0, 560, 1200, 240, "#d8cbb5") +
    [...Array(13)].map((_, i) => rect(40 + i * 92, 430, 14, 200, C.woodDark)).join("") +
    rect(0, 420, 1200, 24, C.woodDark) +
    herb(300, 430, 170, C.leaf, 11) +
    pot(300, 420, 200, 170) +
    herb(600, 440, 130, C.leafLight, 9) +
    pot(600, 430, 180, 160) +
    herb(900, 430, 150, C.leaf, 9) +
    [...Array(6)].map((_, i) => ellipse(840 + i * 24, 330 + (i % 2) * 40, 10, 26, "#c8372d", `transform="rotate(${20 - i * 8} ${840 + i * 24} ${330 + (i % 2) * 40})"`)).join("") +
    pot(900, 420, 200, 170),

  "indigo-dyeing-sakon-nakhon": () =>
    rect(0, 0, 1200, 800, C.paper) +
    rect(0, 600, 1200, 200, "#d9c7a7") +
    line(60, 120, 1140, 120, C.woodLight, 16) +
    line(80, 100, 80, 620, C.woodDark, 14) +
    line(1120, 100, 1120, 620, C.woodDark, 14) +
    cloth(150, 128, 200, 330, C.indigo, true) +
    cloth(380, 128, 180, 280, C.indigoMid) +
    cloth(590, 128, 200, 360, C.indigo, true) +
    cloth(820, 128, 150, 250, C.indigoLight) +
    ellipse(600, 720, 230, 40, "#6b4a2f", 'opacity="0.4"') +
    path("M400 560 Q 380 700 470 720 L730 720 Q 820 700 800 560 Z", C.terracottaDark) +
    ellipse(600, 560, 200, 44, C.terracotta) +
    ellipse(600, 562, 172, 34, C.indigo) +
    ellipse(560, 556, 40, 10, "#b07a3c", 'opacity="0.6"'),

  "celadon-the-green-glaze": () =>
    rect(0, 0, 1200, 800, "#efe4d2") +
    path("M180 520 L180 300 Q 600 40 1020 300 L1020 520 Z", "#a65a3a") +
    path("M300 520 L300 340 Q 600 150 900 340 L900 520 Z", "#3a2a22") +
    [...Array(6)].map((_, i) => line(180, 330 + i * 32, 300, 330 + i * 32, "#8b4a30", 3)).join("") +
    rect(0, 520, 1200, 280, "#d9c9ae") +
    vase(330, 680, 180, 300, C.celadon) +
    vase(600, 700, 240, 380, C.celadonDark) +
    vase(870, 680, 160, 250, C.celadonLight) +
    bowl(1060, 640, 90, C.celadon, C.celadonLight) +
    bowl(140, 650, 80, C.celadonDark, C.celadon),

  "iced-turmeric-lemongrass-tea": () =>
    rect(0, 0, 1200, 800, "#f3efe4") +
    table(560, C.woodLight) +
    path("M420 220 L780 220 L760 640 Q 600 680 440 640 Z", C.white, 'opacity="0.55"') +
    path("M432 300 L768 300 L756 630 Q 600 668 444 630 Z", C.turmeric, 'opacity="0.9"') +
    path("M780 260 Q 880 300 860 420 Q 840 520 770 540", "none", `stroke="${C.white}" stroke-width="22" opacity="0.6"`) +
    [...Array(5)].map((_, i) => rect(470 + i * 56, 340 + (i % 2) * 60, 46, 46, "#eef6f7", `opacity="0.7" transform="rotate(${i * 17} ${493 + i * 56} ${363 + (i % 2) * 60})"`)).join("") +
    line(560, 120, 600, 560, C.lime, 18) +
    line(630, 140, 640, 560, C.leafLight, 14) +
    circle(920, 620, 70, C.lime) +
    circle(920, 620, 56, "#d9ecb0") +
    circle(1050, 650, 56, C.lime) +
    ellipse(230, 650, 54, 22, C.turmeric) +
    ellipse(300, 670, 44, 18, "#f0b73a"),

  "songkran-home-refresh": () =>
    rect(0, 0, 1200, 800, "#f5efe6") +
    window(700, 90, 400, 420, rect(0, 0, 400, 420, "#bfe0f0") + sun(300, 90, 50) + herb(120, 420, 200, C.leafLight, 9)) +
    rect(0, 600, 1200, 200, "#d3c2a6") +
    ellipse(420, 690, 270, 46, "#8c8c8c", 'opacity="0.3"') +
    path("M180 520 Q 200 690 420 690 Q 640 690 660 520 Z", "#c8ccd2") +
    ellipse(420, 520, 240, 50, "#e6e9ed") +
    ellipse(420, 522, 214, 38, "#bcd6e3") +
    [...Array(9)].map((_, i) => circle(300 + (i % 5) * 60, 510 + Math.floor(i / 5) * 22, 14, i % 3 ? C.white : C.pink)).join("") +
    [...Array(9)].map((_, i) => circle(300 + (i % 5) * 60, 510 + Math.floor(i / 5) * 22, 5, C.gold)).join(""),

  "garden-ready-for-rainy-season": () =>
    gradient("storm", "#8d9aa8", "#c9d3da") +
    rect(0, 0, 1200, 800, "url(#storm)") +
    cloud(260, 130, 1.6) +
    cloud(760, 110, 2) +
    cloud(1080, 170, 1.2, "#aab4be") +
    rain(40, 1200, 220, 560) +
    rect(0, 560, 1200, 240, "#6f8a50") +
    rect(80, 500, 520, 110, C.woodDark) +
    rect(96, 490, 488, 40, C.soil) +
    herb(200, 500, 90, C.leafLight, 7) +
    herb(340, 500, 100, C.leaf, 7) +
    herb(480, 500, 90, C.leafLight, 7) +
    rect(760, 420, 160, 220, "#4f6f8f", 'rx="20"') +
    ellipse(840, 424, 80, 20, "#6d8fb0") +
    rect(980, 600, 120, 40, "#a5523a") +
    herb(1040, 560, 80, C.leaf, 7) +
    pot(1040, 550, 110, 60),

  "growing-lemongrass-and-galangal": () =>
    rect(0, 0, 1200, 460, C.sky) +
    sun(160, 120, 60) +
    rect(0, 460, 1200, 340, "#6d4a2e") +
    rect(0, 440, 1200, 30, "#7c9a56") +
    blades(330, 460, 380, C.leafLight, 11) +
    blades(560, 460, 320, C.lime, 9) +
    [...Array(4)].map((_, i) => leaf(860 + i * 50, 460 - i * 40, 170, -70 - i * 15, i % 2 ? C.leaf : C.leafLight)).join("") +
    line(860, 460, 860, 300, C.leafDark, 8) +
    line(960, 460, 980, 280, C.leafDark, 8) +
    path("M760 560 q 60 -40 140 -10 q 50 20 100 -20 q 50 -10 70 40 q -40 50 -110 30 q -70 -20 -130 10 q -60 10 -70 -50 z", "#e7b48a") +
    [...Array(4)].map((_, i) => ellipse(800 + i * 70, 548 + (i % 2) * 12, 9, 6, C.pink)).join("") +
    [...Array(6)].map((_, i) => line(820 + i * 50, 600, 800 + i * 52, 680, "#caa27c", 4)).join(""),

  "fresh-home-in-the-monsoon": () =>
    rect(0, 0, 1200, 800, "#efe9df") +
    window(90, 90, 460, 440, rect(0, 0, 460, 440, "#9fb0bd") + cloud(220, 90, 1.2, "#7f8d99") + rain(0, 460, 120, 440, "#dfe7ec")) +
    rect(0, 640, 1200, 160, "#c8b596") +
    circle(860, 80, 16, C.woodDark) +
    ellipse(860, 92, 220, 18, C.woodDark) +
    line(860, 0, 860, 80, C.woodDark, 8) +
    line(680, 340, 1120, 340, C.woodLight, 12) +
    line(700, 340, 660, 660, C.woodLight, 10) +
    line(1100, 340, 1140, 660, C.woodLight, 10) +
    cloth(720, 346, 120, 220, "#f1e3c6") +
    cloth(860, 346, 110, 200, "#d98f6b") +
    cloth(990, 346, 100, 230, "#b7cfc0"),

  "caring-for-indigo-cloth": () =>
    rect(0, 0, 1200, 800, C.paper) +
    table(560, "#c9a77d") +
    [0, 1, 2, 3].map((i) => rect(220 - i * 6, 470 - i * 70, 420 + i * 12, 74, [C.indigo, C.indigoMid, C.indigoLight, C.indigo][i] ?? C.indigo, 'rx="14"')).join("") +
    [...Array(7)].map((_, i) => circle(260 + i * 55, 290, 10, C.white, 'opacity="0.85"')).join("") +
    [...Array(6)].map((_, i) => circle(290 + i * 55, 436, 9, C.white, 'opacity="0.8"')).join("") +
    ellipse(900, 560, 210, 50, C.woodDark) +
    path("M690 560 Q 720 700 900 700 Q 1080 700 1110 560 Z", C.wood) +
    ellipse(900, 560, 186, 38, "#b9d3e6"),

  "kitchen-compost-small-spaces": () =>
    rect(0, 0, 1200, 800, "#e9efe2") +
    rect(0, 620, 1200, 180, "#cbb89a") +
    [...Array(11)].map((_, i) => rect(40 + i * 110, 330, 12, 300, "#8e9a88")).join("") +
    rect(0, 320, 1200, 20, "#8e9a88") +
    rect(330, 360, 380, 300, "#4f6b47", 'rx="16"') +
    rect(330, 500, 380, 10, "#3c5236") +
    ellipse(520, 362, 190, 22, "#3c5236") +
    [...Array(8)].map((_, i) => ellipse(400 + i * 42, 350 - (i % 3) * 12, 22, 12, ["#e0a04a", "#9bbf5a", "#c9673f", "#d9c27a"][i % 4] ?? C.lime)).join("") +
    [...Array(5)].map((_, i) => leaf(420 + i * 60, 330 - (i % 2) * 20, 60, -30 + i * 20, "#b07a3c")).join("") +
    path("M820 660 Q 830 560 940 560 Q 1050 560 1060 660 Z", C.soil) +
    line(940, 560, 940, 440, C.leaf, 8) +
    leaf(940, 470, 90, -40, C.leafLight) +
    leaf(940, 500, 80, -150, C.leaf),

  "celadon-table-for-loy-krathong": () =>
    gradient("nightsky", C.night, "#3b4670") +
    rect(0, 0, 1200, 800, "url(#nightsky)") +
    circle(960, 150, 80, "#fff4cf") +
    circle(960, 150, 110, "#fff4cf", 'opacity="0.15"') +
    [...Array(12)].map((_, i) => circle((i * 97) % 1150 + 30, 40 + ((i * 53) % 260), 3, C.white, 'opacity="0.8"')).join("") +
    rect(0, 470, 1200, 330, "#5a3f2c") +
    rect(0, 470, 1200, 18, "#3e2b1e") +
    rect(160, 520, 880, 40, "#c9b48f", 'opacity="0.5"') +
    plate(300, 600, 130, C.celadon) +
    plate(620, 620, 150, C.celadonLight) +
    bowl(880, 560, 90, C.celadonDark, "#b9d3e6") +
    circle(860, 530, 16, C.pink) +
    circle(900, 534, 14, "#f1c6cf") +
    path("M80 720 L140 660 L200 720 L260 660 L320 720 Z", C.leaf) +
    ellipse(200, 730, 140, 26, C.leafDark) +
    circle(160, 690, 14, "#f2a33a") +
    circle(240, 690, 14, "#f2a33a") +
    rect(194, 620, 12, 70, "#f6ecd9") +
    ellipse(200, 610, 10, 18, "#ffcf5a"),

  "herb-garland-for-the-new-year": () =>
    rect(0, 0, 1200, 800, "#8a5a35") +
    [...Array(6)].map((_, i) => line(200 * i + 100, 0, 200 * i + 100, 800, "#74492a", 10)).join("") +
    circle(600, 420, 230, "none", `stroke="${C.woodLight}" stroke-width="14"`) +
    [...Array(48)].map((_, i) => {
      const a = (i / 48) * Math.PI * 2;
      const r = i % 2 ? 205 : 250;
      return leaf(600 + Math.cos(a) * r, 420 + Math.sin(a) * r, 120, (a * 180) / Math.PI + 110, i % 3 === 0 ? C.leafLight : i % 3 === 1 ? C.leaf : "#6f8f7a");
    }).join("") +
    path("M560 170 L600 200 L640 170 L640 230 L600 205 L560 230 Z", C.indigo) +
    line(600, 40, 600, 180, C.indigo, 8),

  "rice-soup-for-rainy-mornings": () =>
    rect(0, 0, 1200, 800, "#e7ecef") +
    table(540, C.woodLight) +
    bowl(600, 500, 250, C.indigoMid, "#f4efe2") +
    ellipse(600, 470, 50, 36, C.white) +
    circle(600, 468, 22, C.gold) +
    [...Array(10)].map((_, i) => rect(470 + i * 26, 440 + (i % 3) * 14, 18, 4, "#e2c07a")).join("") +
    steam(600, 360, 170),
};

/** Names of the drawn post scenes. */
export const postPictureNames = Object.keys(scenes);

/* Pictures inside posts (1200×600) -------------------------------------------------------------- */

const contentDrawings: Record<string, () => string> = {
  "turmeric-rice-ingredients": () =>
    rect(0, 0, 1200, 600, C.paper) +
    turmericRoot(90, 320, 1.5, -6) +
    circle(520, 300, 130, "#7b5232") +
    circle(520, 300, 104, C.white) +
    leaf(720, 380, 300, -30, C.leaf) +
    leaf(730, 400, 280, -12, C.leafLight) +
    bowl(1000, 320, 130, "#d8cdbb", "#f7f3ea") +
    [...Array(10)].map((_, i) => ellipse(930 + (i % 5) * 34, 300 + Math.floor(i / 5) * 18, 12, 6, "#efe8d8")).join(""),

  "indigo-vat-steps": () =>
    rect(0, 0, 1200, 600, C.paper) +
    [0, 1, 2]
      .map((i) => {
        const x = 60 + i * 380;
        const panel = rect(x, 60, 320, 480, C.white, 'rx="24"');
        if (i === 0) return panel + bowl(x + 160, 360, 110, "#9aa6b2", "#cfe3ec") + cloth(x + 90, 140, 140, 160, "#f4efe4");
        if (i === 1) return panel + path(`M${x + 60} 300 Q ${x + 50} 470 ${x + 160} 480 Q ${x + 270} 470 ${x + 260} 300 Z`, C.terracottaDark) + ellipse(x + 160, 300, 100, 24, C.indigo) + cloth(x + 110, 150, 100, 150, C.leaf);
        return panel + line(x + 40, 130, x + 280, 130, C.woodLight, 10) + cloth(x + 80, 136, 160, 300, C.indigoMid, true);
      })
      .join(""),

  "celadon-glaze-shades": () =>
    rect(0, 0, 1200, 600, "#efe4d2") +
    ["#dbe8d6", "#c8dcc4", "#aecbb0", "#9dbf9e", "#84ad8c", "#6f9a7c", "#5b7f63"]
      .map((shade, i) => rect(70 + i * 155, 170 + (i % 2) * 30, 130, 220, shade, 'rx="14"') + `<path d="M${90 + i * 155} ${260 + (i % 2) * 30} l 30 -18 l 25 26 l 40 -14" stroke="${C.celadonDark}" stroke-width="2" fill="none" opacity="0.5"/>`)
      .join(""),

  "compost-layers": () =>
    rect(0, 0, 1200, 600, "#eef2e8") +
    rect(380, 60, 440, 500, "#4f6b47", 'rx="18"') +
    ["#c9a26b", "#8fae6b", "#b98a5e", "#9bbf5a", "#a4773f", "#3f2a1a"].map((shade, i) => rect(400, 80 + i * 78, 400, 78, shade)).join("") +
    [...Array(10)].map((_, i) => ellipse(430 + (i % 5) * 80, 196 + Math.floor(i / 5) * 156, 26, 10, "#e0a04a")).join("") +
    rect(400, 470, 400, 70, "#2f2014") +
    line(900, 560, 900, 440, C.leaf, 8) +
    leaf(900, 460, 90, -35, C.leafLight) +
    leaf(900, 480, 80, -150, C.leaf) +
    path("M840 560 Q 850 510 900 510 Q 950 510 960 560 Z", "#2f2014"),
};

export const contentPictureNames = Object.keys(contentDrawings);

/* Author portraits (400×400) -------------------------------------------------------------------- */

const authorLooks: Record<string, { background: string; skin: string; hair: string; shirt: string; long: boolean }> = {
  "daranee-srisuk": { background: "#f2d7a0", skin: "#c98f63", hair: "#2b1d15", shirt: C.turmeric, long: true },
  "somchai-kaewmanee": { background: "#c9dcb8", skin: "#b27a52", hair: "#3a2a20", shirt: C.leaf, long: false },
  "malai-thongdee": { background: "#c9d4ea", skin: "#d6a37a", hair: "#1f1713", shirt: C.indigoMid, long: true },
};

export const authorPictureNames = Object.keys(authorLooks);

function portrait(name: string): string {
  const look = authorLooks[name];
  if (!look) throw new Error(`No portrait for blog author "${name}"`);
  const hair = look.long ? path("M110 210 Q 100 90 200 80 Q 300 90 290 210 L 300 300 L 100 300 Z", look.hair) : path("M125 170 Q 130 90 200 88 Q 270 90 275 170 Q 240 130 200 130 Q 160 130 125 170 Z", look.hair);
  return (
    rect(0, 0, 400, 400, look.background) +
    (look.long ? hair : "") +
    path("M60 400 Q 70 300 200 290 Q 330 300 340 400 Z", look.shirt) +
    rect(176, 250, 48, 50, look.skin) +
    ellipse(200, 190, 80, 96, look.skin) +
    (look.long ? path("M120 170 Q 140 100 200 98 Q 260 100 280 170 Q 230 140 200 150 Q 160 140 120 170 Z", look.hair) : hair) +
    circle(170, 195, 7, "#2b1d15") +
    circle(230, 195, 7, "#2b1d15") +
    path("M176 236 Q 200 252 224 236", "none", 'stroke="#7a4a33" stroke-width="6" stroke-linecap="round"')
  );
}

/** Every picture file: path relative to media/amasty/blog/ → SVG text. */
export function drawBlogPictures(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, draw] of Object.entries(scenes)) {
    const body = draw();
    files.set(blogPicturePaths.post(name), svg(1200, 800, "0 0 1200 800", body));
    files.set(blogPicturePaths.list(name), svg(800, 600, "67 0 1067 800", body));
  }
  for (const [name, draw] of Object.entries(contentDrawings)) files.set(blogPicturePaths.content(name), svg(1200, 600, "0 0 1200 600", draw()));
  for (const name of authorPictureNames) files.set(blogPicturePaths.author(name), svg(400, 400, "0 0 400 400", portrait(name)));
  return files;
}
