/** Garden: plant, pot, watering-can, seed-packet, gloves. */
import type { ProductArtKind } from "../productArt";
import { cylinderGradient, line, mirrored, shadow, stitch, type KindArt } from "./canvas";
import type { Shades } from "./palette";

const GREENS = ["#2f6b3a", "#3f8a4a", "#57a35c", "#2a5a33", "#4a9452"];
const SOIL = "#4a3426";

/** A leaf whose stalk end is at (x, y), pointing at `angle` degrees (0 = up). */
function leaf(x: number, y: number, length: number, width: number, angle: number, colour: string): string {
  const l = length;
  const w = width;
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
<path d="M0 0 C${w} ${-l * 0.25} ${w * 0.9} ${-l * 0.75} 0 ${-l} C${-w * 0.9} ${-l * 0.75} ${-w} ${-l * 0.25} 0 0 Z" fill="${colour}"/>
<path d="M0 0 C${w * 0.9} ${-l * 0.25} ${w * 0.8} ${-l * 0.75} 0 ${-l} C${w * 0.3} ${-l * 0.7} ${w * 0.3} ${-l * 0.3} 0 0 Z" fill="#000000" opacity="0.12"/>
${line(`M0 -4 Q${w * 0.1} ${-l * 0.5} 0 ${-l * 0.92}`, "#e8f3d8", 2.5, 0.55)}
${[0.3, 0.5, 0.7].map((t) => line(`M0 ${-l * t} l${w * 0.55} ${-l * 0.12} M0 ${-l * t} l${-w * 0.55} ${-l * 0.12}`, "#e8f3d8", 1.5, 0.35)).join("")}
</g>`;
}

function planter(c: Shades, id: string, x = 400, scale = 1): string {
  const s = (value: number) => x + (value - 400) * scale;
  const y = (value: number) => 815 - (815 - value) * scale;
  return `<defs>${cylinderGradient(id, c)}</defs>
<path d="M${s(290)} ${y(610)} L${s(510)} ${y(610)} L${s(486)} ${y(800)} Q${s(484)} ${y(815)} ${s(468)} ${y(815)} L${s(332)} ${y(815)} Q${s(316)} ${y(815)} ${s(314)} ${y(800)} Z" fill="url(#${id})"/>
<path d="M${s(276)} ${y(576)} L${s(524)} ${y(576)} L${s(520)} ${y(624)} L${s(280)} ${y(624)} Z" fill="url(#${id})"/>
<path d="M${s(280)} ${y(624)} L${s(520)} ${y(624)} L${s(516)} ${y(634)} L${s(284)} ${y(634)} Z" fill="${c.darker}" opacity="0.6"/>
<ellipse cx="${s(400)}" cy="${y(578)}" rx="${124 * scale}" ry="${14 * scale}" fill="${c.darker}"/>`;
}

const LEAVES_FRONT: Array<[number, number, number]> = [
  [-62, 190, 0],
  [-35, 250, 1],
  [-8, 290, 2],
  [18, 260, 3],
  [44, 230, 4],
  [70, 180, 1],
  [-80, 150, 4],
  [84, 140, 2],
];
const LEAVES_BACK: Array<[number, number, number]> = [
  [-70, 170, 3],
  [-44, 240, 2],
  [-18, 280, 4],
  [8, 300, 1],
  [30, 250, 0],
  [56, 200, 2],
  [88, 150, 3],
  [-90, 130, 1],
];

const plant: KindArt = {
  closeUp: { x: 220, y: 220, width: 320 },
  draw(c, view) {
    const leaves = (view === 2 ? LEAVES_BACK : LEAVES_FRONT)
      .map(([angle, length, colour]) => {
        const radians = (angle * Math.PI) / 180;
        const stalk = 70 + (length % 60);
        const sx = 400 + Math.sin(radians) * stalk;
        const sy = 578 - Math.cos(radians) * stalk;
        return `${line(`M400 580 Q${400 + Math.sin(radians) * stalk * 0.3} ${580 - stalk * 0.6} ${sx.toFixed(1)} ${sy.toFixed(1)}`, "#2f5a2e", 6)}${leaf(sx, sy, length, length * 0.36, angle, GREENS[colour]!)}`;
      })
      .join("");
    return `${shadow(400, 816, 200, 24)}<ellipse cx="400" cy="580" rx="118" ry="12" fill="${SOIL}"/>${leaves}${planter(c, "plant-pot")}
${line("M300 650 C296 700 304 760 318 800", "#ffffff", 10, 0.2)}`;
  },
};

function emptyPot(c: Shades, id: string, cx: number, scale: number, saucer: boolean): string {
  const x = (value: number) => (cx + (value - 400) * scale).toFixed(1);
  const y = (value: number) => (800 - (800 - value) * scale).toFixed(1);
  return `<defs>${cylinderGradient(id, c)}</defs>
${saucer ? `<ellipse cx="${x(400)}" cy="${y(800)}" rx="${178 * scale}" ry="${24 * scale}" fill="${c.darker}"/><path d="M${x(222)} ${y(780)} H${x(578)} L${x(566)} ${y(800)} H${x(234)} Z" fill="url(#${id})"/>` : ""}
<path d="M${x(255)} ${y(430)} H${x(545)} L${x(512)} ${y(786)} Q${x(510)} ${y(796)} ${x(498)} ${y(796)} H${x(302)} Q${x(290)} ${y(796)} ${x(288)} ${y(786)} Z" fill="url(#${id})"/>
<path d="M${x(236)} ${y(396)} H${x(564)} L${x(560)} ${y(456)} H${x(240)} Z" fill="url(#${id})"/>
<path d="M${x(240)} ${y(456)} H${x(560)} L${x(557)} ${y(468)} H${x(243)} Z" fill="${c.darker}" opacity="0.5"/>
<ellipse cx="${x(400)}" cy="${y(398)}" rx="${164 * scale}" ry="${22 * scale}" fill="${c.darker}"/>
<ellipse cx="${x(400)}" cy="${y(402)}" rx="${146 * scale}" ry="${16 * scale}" fill="#3a2a20" opacity="0.55"/>
${line(`M${x(272)} ${y(560)} Q${x(400)} ${y(580)} ${x(528)} ${y(560)}`, c.lighter, 5 * scale, 0.5)}
${line(`M${x(300)} ${y(480)} C${x(294)} ${y(600)} ${x(300)} ${y(700)} ${x(312)} ${y(770)}`, "#ffffff", 12 * scale, 0.2)}`;
}

const pot: KindArt = {
  closeUp: { x: 220, y: 340, width: 280 },
  draw(c, view) {
    if (view === 2) {
      return `${shadow(400, 810, 300, 28)}${emptyPot(c, "pot-big", 320, 0.78, true)}${emptyPot(c, "pot-small", 560, 0.52, true)}`;
    }
    return `${shadow(400, 810, 230, 26)}${emptyPot(c, "pot", 400, 1, true)}`;
  },
};

function can(c: Shades, pouring: boolean): string {
  const drops = pouring
    ? Array.from({ length: 9 }, (_, i) => `<path d="M${96 + (i % 3) * 16 - Math.floor(i / 3) * 6} ${500 + Math.floor(i / 3) * 60 + (i % 3) * 14} q-6 10 0 14 q6 -4 0 -14 Z" fill="#7fb7e6"/>`).join("")
    : "";
  return `<defs>${cylinderGradient("can-body", c)}</defs>
<path d="M330 430 C330 300 560 300 560 430" fill="none" stroke="${c.dark}" stroke-width="24" stroke-linecap="round"/>
<path d="M580 480 C660 470 680 600 600 650" fill="none" stroke="${c.dark}" stroke-width="22" stroke-linecap="round"/>
<path d="M270 690 L120 440 L142 428 L288 640 Z" fill="${c.dark}"/>
<g transform="rotate(-35 124 432)"><ellipse cx="124" cy="432" rx="40" ry="14" fill="${c.darker}"/><ellipse cx="124" cy="426" rx="38" ry="11" fill="${c.base}"/>
${[-24, -12, 0, 12, 24].map((dx) => `<circle cx="${124 + dx}" cy="426" r="2.6" fill="${c.darker}"/>`).join("")}</g>
<path d="M260 470 Q260 430 300 430 H560 Q600 430 600 470 V770 Q600 800 570 800 H290 Q260 800 260 770 Z" fill="url(#can-body)"/>
<ellipse cx="480" cy="432" rx="60" ry="12" fill="${c.darker}"/>
${line("M262 520 H598", c.darker, 5, 0.5)}${line("M262 750 H598", c.darker, 5, 0.5)}
${line("M300 560 C296 630 298 690 304 730", "#ffffff", 12, 0.22)}${drops}`;
}

const wateringCan: KindArt = {
  closeUp: { x: 60, y: 320, width: 280 },
  draw(c, view) {
    if (view === 2) return `${shadow(420, 806, 280, 26)}${mirrored(can(c, true))}`;
    return `${shadow(420, 806, 280, 26)}${can(c, false)}`;
  },
};

const PAPER = "#f6f1e6";

function flower(c: Shades, cx: number, cy: number, r: number): string {
  const petals = Array.from({ length: 8 }, (_, i) => {
    const angle = i * 45;
    return `<ellipse cx="${cx}" cy="${cy - r * 0.62}" rx="${r * 0.3}" ry="${r * 0.55}" fill="${i % 2 ? c.base : c.light}" transform="rotate(${angle} ${cx} ${cy})"/>`;
  }).join("");
  return `${petals}<circle cx="${cx}" cy="${cy}" r="${r * 0.28}" fill="#f2b632"/><circle cx="${cx - r * 0.08}" cy="${cy - r * 0.08}" r="${r * 0.1}" fill="#f7d16a"/>`;
}

const seedPacket: KindArt = {
  closeUp: { x: 250, y: 300, width: 300 },
  draw(c, view) {
    const zigzag = (y: number) => Array.from({ length: 18 }, (_, i) => `L${230 + (i + 1) * 18.9} ${y + (i % 2 ? 0 : -12)}`).join(" ");
    const packet = `M230 214 ${zigzag(214)} L570 214 L570 800 L230 800 Z`;
    const seeds = Array.from({ length: 9 }, (_, i) => `<ellipse cx="${240 + i * 42 + (i % 2) * 10}" cy="${838 + (i % 3) * 8}" rx="8" ry="5" fill="#6b4a2f" transform="rotate(${i * 37} ${240 + i * 42} ${838 + (i % 3) * 8})"/>`).join("");
    const text = (x: number, y: number, widths: number[], colour: string) => widths.map((w, i) => `<rect x="${x}" y="${y + i * 22}" width="${w}" height="9" rx="4" fill="${colour}"/>`).join("");
    if (view === 2) {
      const calendar = Array.from({ length: 12 }, (_, i) => `<rect x="${272 + i * 22}" y="600" width="18" height="18" rx="3" fill="${i >= 2 && i <= 5 ? c.base : "#ddd6c6"}"/>`).join("");
      return `${shadow(400, 820, 220, 20)}
<path d="${packet}" fill="${c.base}"/><path d="${packet}" fill="url(#bd-glow)" opacity="0.15"/>
<rect x="258" y="270" width="284" height="470" rx="10" fill="${PAPER}"/>
${text(282, 300, [170, 220, 200, 236, 180], "#b9b0a0")}${text(282, 430, [230, 190, 214, 160], "#b9b0a0")}
${calendar}${text(282, 650, [120, 200], "#b9b0a0")}
${line("M230 776 H570", c.darker, 4, 0.5)}${seeds}`;
    }
    return `${shadow(400, 820, 220, 20)}
<path d="${packet}" fill="${c.base}"/>
<path d="M230 214 ${zigzag(214)} L570 214 L570 290 L230 290 Z" fill="${c.darker}"/>
${text(280, 236, [240], PAPER)}${text(320, 258, [160], c.lighter)}
<rect x="262" y="312" width="276" height="330" rx="12" fill="${PAPER}"/>
${line("M400 620 C396 560 404 500 400 440", "#3f8a4a", 7)}
${leaf(398, 560, 90, 30, -50, "#57a35c")}${leaf(402, 590, 80, 28, 48, "#3f8a4a")}
${flower(c, 400, 430, 100)}
${text(270, 668, [260, 200], PAPER)}${text(270, 716, [120], c.lighter)}
<rect x="470" y="708" width="68" height="40" rx="6" fill="${PAPER}"/>
${line("M230 776 H570", c.darker, 4, 0.5)}${seeds}`;
  },
};

const GLOVE =
  "M300 800 L300 640 C270 610 230 560 212 500 C204 472 226 460 242 478 L296 540 L292 300 C292 276 326 276 328 300 L336 450 L340 258 C340 232 378 232 378 258 L380 446 L392 270 C394 246 430 248 428 272 L422 452 L440 318 C444 296 476 300 472 324 L460 520 C458 590 450 630 440 640 L440 800 Z";

function glove(c: Shades, coating: boolean): string {
  return `<path d="${GLOVE}" fill="${c.base}"/>
${coating ? `<path d="M292 300 C292 276 326 276 328 300 L330 360 L294 360 Z M340 258 C340 232 378 232 378 258 L378 330 L340 330 Z M392 270 C394 246 430 248 428 272 L424 336 L390 336 Z M440 318 C444 296 476 300 472 324 L468 370 L436 366 Z M212 500 C204 472 226 460 242 478 L270 510 L236 536 Z" fill="${c.darker}"/>` : ""}
<path d="M300 650 H440 V800 H300 Z" fill="${c.dark}"/>
${Array.from({ length: 11 }, (_, i) => line(`M${306 + i * 12.5} 654 V796`, c.darker, 2, 0.45)).join("")}
${stitch("M300 650 H440", c.detail, 1.8)}
${line("M336 450 L332 560 M380 446 L380 560 M422 452 L424 560", c.dark, 2.5, 0.45)}
${line("M304 600 C340 620 400 620 436 600", c.dark, 2.5, 0.4)}`;
}

const gloves: KindArt = {
  closeUp: { x: 170, y: 240, width: 300 },
  draw(c, view) {
    if (view === 2) {
      return `${shadow(390, 834, 180, 22)}<g transform="translate(-10 20)">${mirrored(glove(c, false))}
<path d="M330 480 C360 470 430 470 460 480 L462 510 C430 500 360 500 330 510 Z" fill="${c.darker}" transform="translate(800 0) scale(-1 1)"/></g>`;
    }
    return `${shadow(400, 836, 280, 26)}
<g transform="rotate(-10 370 800) translate(-64 10)">${glove(c, true)}</g>
<g transform="rotate(10 430 800) translate(64 10)">${mirrored(glove(c, true))}</g>`;
  },
};

export const gardenArt = {
  plant,
  pot,
  "watering-can": wateringCan,
  "seed-packet": seedPacket,
  gloves,
} satisfies Partial<Record<ProductArtKind, KindArt>>;
