/** Wellness and beauty: soap, bottle, jar, towel, diffuser. */
import type { ProductArtKind } from "../productArt";
import { cylinderGradient, line, loops, mirrored, shadow, type KindArt } from "./canvas";
import type { Shades } from "./palette";

const LABEL = "#f6f1e6";
const LABEL_TEXT = "#b9b0a0";

function bubbles(points: Array<[number, number, number]>): string {
  return points
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="0.25" stroke="#ffffff" stroke-width="3" stroke-opacity="0.8"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.18}" fill="#ffffff" opacity="0.9"/>`)
    .join("");
}

/** A bar of soap in three-quarter view; `y` is its bottom front corner. */
function soapBar(c: Shades, dx: number, dy: number, emboss: boolean): string {
  const round = `stroke-linejoin="round" stroke-width="26"`;
  return `<g transform="translate(${dx} ${dy})">
<path d="M228 600 L336 676 L336 736 L228 660 Z" fill="${c.dark}" stroke="${c.dark}" ${round}/>
<path d="M336 676 L600 620 L600 680 L336 736 Z" fill="${c.base}" stroke="${c.base}" ${round}/>
<path d="M228 600 L492 548 L600 620 L336 676 Z" fill="${c.light}" stroke="${c.light}" ${round}/>
${emboss ? `<ellipse cx="414" cy="612" rx="98" ry="40" fill="none" stroke="${c.dark}" stroke-width="5" opacity="0.5" transform="rotate(-8 414 612)"/>
<path d="M370 626 C390 596 430 586 460 598 C440 624 404 634 370 626 Z" fill="${c.dark}" opacity="0.45"/>${line("M370 626 L452 600", c.light, 2.5, 0.8)}` : ""}
</g>`;
}

/** Soap is small: drawn a third larger than life around the middle of the floor. */
function enlarged(fragment: string): string {
  return `<g transform="translate(400 640) scale(1.32) translate(-400 -640)">${fragment}</g>`;
}

const soap: KindArt = {
  closeUp: { x: 230, y: 430, width: 340 },
  draw(c, view) {
    if (view === 2) {
      return `${shadow(420, 780, 330, 40)}${enlarged(`${soapBar(c, 0, 40, false)}${soapBar(c, 0, -60, true)}
<path d="M300 560 L340 534 L420 588 L420 700 L380 722 L380 614 Z" fill="#c7a27a"/><path d="M420 588 L456 580 L456 690 L420 700 Z" fill="#a88158"/>
${line("M350 560 L400 596", "#8a6a48", 2, 0.6)}`)}`;
    }
    return `${shadow(420, 790, 340, 40)}${enlarged(`${soapBar(c, 0, 0, true)}${bubbles([
      [250, 520, 26],
      [206, 566, 16],
      [560, 540, 20],
      [604, 508, 12],
      [290, 470, 12],
    ])}`)}`;
  },
};

function pumpBottle(c: Shades, side: boolean): string {
  const half = side ? 64 : 100;
  const left = 400 - half;
  const right = 400 + half;
  return `<defs>${cylinderGradient("bottle-body", c)}</defs>
<path d="M${left} 420 Q${left} 380 ${left + 40} 372 L${right - 40} 372 Q${right} 380 ${right} 420 L${right} 790 Q${right} 810 ${right - 20} 810 L${left + 20} 810 Q${left} 810 ${left} 790 Z" fill="url(#bottle-body)"/>
<rect x="362" y="326" width="76" height="50" rx="8" fill="${c.darker}"/>${[0, 1, 2, 3, 4].map((i) => line(`M${370 + i * 15} 330 V372`, c.dark, 2, 0.6)).join("")}
<rect x="392" y="262" width="16" height="66" fill="#e9e6e0"/>
<path d="M350 236 H436 Q446 236 446 246 V270 H350 Z" fill="${c.darker}"/>
${side ? `<circle cx="400" cy="252" r="9" fill="${c.dark}"/>` : `<path d="M350 240 H300 Q288 240 288 250 L288 256 Q288 262 296 262 H350 Z" fill="${c.darker}"/>`}
<rect x="${left + 16}" y="500" width="${(half - 16) * 2}" height="210" rx="8" fill="${LABEL}"/>
<path d="M400 540 C420 560 420 590 400 606 C380 590 380 560 400 540 Z" fill="${c.base}"/>${line("M400 548 V606", LABEL, 2)}
${[630, 656, 676].map((y, i) => `<rect x="${400 - (half - 36) + i * 10}" y="${y}" width="${(half - 36) * 2 - i * 20}" height="${i ? 7 : 10}" rx="4" fill="${i ? LABEL_TEXT : c.dark}"/>`).join("")}
${line(`M${left + 24} 420 C${left + 20} 520 ${left + 20} 700 ${left + 26} 780`, "#ffffff", 10, 0.22)}`;
}

const bottle: KindArt = {
  closeUp: { x: 270, y: 200, width: 260 },
  draw(c, view) {
    return `${shadow(400, 812, view === 2 ? 140 : 180, 22)}${pumpBottle(c, view === 2)}`;
  },
};

function jarBody(c: Shades, open: boolean): string {
  const lid = open
    ? `<g transform="rotate(-70 250 700)"><ellipse cx="250" cy="700" rx="150" ry="40" fill="${c.darker}"/><path d="M100 700 V620 Q250 590 400 620 V700 Z" fill="${LABEL}"/><ellipse cx="250" cy="620" rx="150" ry="34" fill="#ffffff"/></g>`
    : "";
  return `<defs>${cylinderGradient("jar-body", c)}<linearGradient id="jar-lid" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d8d2c6"/><stop offset="0.3" stop-color="#faf8f3"/><stop offset="1" stop-color="#c9c2b4"/></linearGradient></defs>
<path d="M250 580 H550 V768 Q550 800 518 800 H282 Q250 800 250 768 Z" fill="url(#jar-body)"/>
<rect x="290" y="640" width="220" height="100" rx="10" fill="${LABEL}" opacity="0.92"/>
<rect x="340" y="668" width="120" height="12" rx="5" fill="${c.dark}"/><rect x="356" y="694" width="88" height="8" rx="4" fill="${LABEL_TEXT}"/><rect x="370" y="712" width="60" height="8" rx="4" fill="${LABEL_TEXT}"/>
${line("M276 600 C272 660 272 720 278 770", "#ffffff", 12, 0.22)}
${
  open
    ? `<ellipse cx="400" cy="580" rx="150" ry="26" fill="${c.darker}"/><ellipse cx="400" cy="582" rx="136" ry="20" fill="#fbf8f2"/>
<path d="M360 580 C380 556 420 556 440 574 C420 570 400 574 392 586 Z" fill="#ece6da"/>`
    : `<path d="M240 500 H560 V572 Q560 586 546 586 H254 Q240 586 240 572 Z" fill="url(#jar-lid)"/>
${Array.from({ length: 26 }, (_, i) => line(`M${252 + i * 12} 506 V580`, "#b9b0a0", 2, 0.5)).join("")}
<ellipse cx="400" cy="500" rx="160" ry="24" fill="#f2eee6"/>`
}
${lid}`;
}

const jar: KindArt = {
  closeUp: { x: 220, y: 440, width: 240 },
  draw(c, view) {
    if (view === 2) return `${shadow(430, 806, 270, 26)}<g transform="translate(70 0)">${jarBody(c, true)}</g>`;
    return `${shadow(400, 806, 210, 26)}${jarBody(c, false)}`;
  },
};

function foldedTowel(c: Shades, y: number, fill: string): string {
  const d = `M170 ${y} H590 Q640 ${y} 640 ${y + 48} Q640 ${y + 96} 590 ${y + 96} H170 Q150 ${y + 96} 150 ${y + 76} V${y + 20} Q150 ${y} 170 ${y} Z`;
  return `<path d="${d}" fill="${fill}"/>${loops(`towel-${y}`, `<path d="${d}"/>`, c.darker, c.lighter)}
<rect x="470" y="${y}" width="16" height="96" fill="${c.lighter}" opacity="0.8"/><rect x="496" y="${y}" width="6" height="96" fill="${c.darker}" opacity="0.6"/>
${line(`M160 ${y + 88} H600`, c.darker, 3, 0.3)}${line(`M600 ${y + 10} Q628 ${y + 48} 600 ${y + 88}`, c.lighter, 4, 0.35)}`;
}

const towel: KindArt = {
  closeUp: { x: 380, y: 460, width: 260 },
  draw(c, view) {
    if (view === 2) {
      const roll = (cx: number, cy: number) =>
        `<circle cx="${cx}" cy="${cy}" r="112" fill="${c.base}"/>${loops(`towel-roll-${cx}-${cy}`, `<circle cx="${cx}" cy="${cy}" r="112"/>`, c.darker, c.lighter)}
<path d="M${cx} ${cy} m-8 0 a8 8 0 1 1 16 2 a30 30 0 1 1 -46 -12 a56 56 0 1 1 80 70 a86 86 0 1 1 -116 -118" fill="none" stroke="${c.dark}" stroke-width="8" stroke-linecap="round"/>
<circle cx="${cx}" cy="${cy}" r="112" fill="none" stroke="${c.dark}" stroke-width="5"/>`;
      return `${shadow(400, 800, 330, 30)}${roll(284, 680)}${roll(516, 680)}${roll(400, 486)}`;
    }
    return `${shadow(400, 800, 320, 30)}${foldedTowel(c, 690, c.dark)}${foldedTowel(c, 588, c.base)}${foldedTowel(c, 486, c.light)}
<path d="M170 486 H590 Q620 486 632 500 L200 500 Z" fill="${c.lighter}" opacity="0.4"/>`;
  },
};

function reeds(spread: number[]): string {
  return spread
    .map((angle, i) => {
      const radians = (angle * Math.PI) / 180;
      const length = 380 + (i % 3) * 30;
      return line(`M${400 + (i - 3) * 3} 430 L${(400 + Math.sin(radians) * length).toFixed(1)} ${(430 - Math.cos(radians) * length).toFixed(1)}`, "#6b4f35", 5);
    })
    .join("");
}

function diffuserBottle(c: Shades): string {
  const body = "M300 560 C300 500 340 480 370 470 L370 430 L430 430 L430 470 C460 480 500 500 500 560 L500 770 Q500 800 470 800 L330 800 Q300 800 300 770 Z";
  return `<path d="${body}" fill="${c.base}" opacity="0.25"/>
<path d="M304 620 H496 V770 Q496 796 470 796 H330 Q304 796 304 770 Z" fill="${c.base}" opacity="0.75"/>
<ellipse cx="400" cy="620" rx="96" ry="10" fill="${c.light}" opacity="0.8"/>
<path d="${body}" fill="none" stroke="${c.dark}" stroke-width="4" opacity="0.7"/>
<rect x="362" y="404" width="76" height="34" rx="6" fill="#2e2a27"/>
<rect x="336" y="660" width="128" height="80" rx="6" fill="${LABEL}"/><rect x="360" y="684" width="80" height="10" rx="4" fill="${c.dark}"/><rect x="372" y="708" width="56" height="7" rx="3" fill="${LABEL_TEXT}"/>
${line("M322 560 C316 620 318 700 324 770", "#ffffff", 10, 0.5)}`;
}

const diffuser: KindArt = {
  closeUp: { x: 270, y: 300, width: 260 },
  draw(c, view) {
    if (view === 2) {
      return `${shadow(400, 806, 180, 22)}${mirrored(reeds([-34, -20, -9, 2, 12, 26, 38]))}<g transform="translate(400 0) scale(0.9 1) translate(-400 0)">${diffuserBottle(c)}</g>`;
    }
    return `${shadow(400, 806, 180, 22)}${reeds([-30, -18, -8, 0, 8, 18, 30])}${diffuserBottle(c)}`;
  },
};

export const wellnessArt = {
  soap,
  bottle,
  jar,
  towel,
  diffuser,
} satisfies Partial<Record<ProductArtKind, KindArt>>;
