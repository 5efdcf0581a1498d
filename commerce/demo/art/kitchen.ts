/** Kitchen and dining: mug, bowl, plate, teapot, glass, pan, cutting-board. */
import type { ProductArtKind } from "../productArt";
import { cylinderGradient, line, mirrored, shadow, type KindArt } from "./canvas";
import type { Shades } from "./palette";

const COFFEE = "#5b3a24";
const GRAPHITE = "#34363a";

function steam(x: number, y: number): string {
  return [0, 1, 2]
    .map((i) => line(`M${x - 30 + i * 30} ${y} c-18 -30 18 -50 0 -80 c-14 -24 10 -40 4 -60`, "#ffffff", 7, 0.55))
    .join("");
}

function mugBody(c: Shades, filled: boolean): string {
  return `<defs>${cylinderGradient("mug-body", c)}</defs>
<path d="M562 520 C650 512 660 680 560 700" fill="none" stroke="${c.dark}" stroke-width="36" stroke-linecap="round"/>
<path d="M560 528 C630 526 636 672 562 690" fill="none" stroke="${c.light}" stroke-width="6" stroke-linecap="round" opacity="0.5"/>
<path d="M260 450 L260 748 Q260 786 300 788 L500 788 Q540 786 540 748 L540 450 Z" fill="url(#mug-body)"/>
<ellipse cx="400" cy="450" rx="140" ry="28" fill="${c.light}"/>
<ellipse cx="400" cy="452" rx="126" ry="22" fill="${filled ? COFFEE : c.darker}"/>
${filled ? `<ellipse cx="380" cy="448" rx="50" ry="7" fill="#8a5c3a" opacity="0.7"/>` : `<path d="M274 452 Q400 430 526 452" fill="none" stroke="${c.dark}" stroke-width="6" opacity="0.5"/>`}
${line("M296 500 C290 580 292 680 300 740", "#ffffff", 12, 0.22)}`;
}

const mug: KindArt = {
  closeUp: { x: 300, y: 380, width: 320 },
  draw(c, view) {
    if (view === 2) return `${shadow(400, 790, 230, 26)}${mirrored(mugBody(c, true))}${steam(400, 400)}`;
    return `${shadow(420, 790, 240, 26)}${mugBody(c, false)}`;
  },
};

function bowlShape(c: Shades, cx: number, cy: number, scale: number, id: string): string {
  const rx = 250 * scale;
  const ry = 70 * scale;
  const depth = 220 * scale;
  return `<defs>${cylinderGradient(id, c)}<linearGradient id="${id}-in" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.dark}"/><stop offset="1" stop-color="${c.lighter}"/></linearGradient></defs>
<rect x="${cx - 72 * scale}" y="${cy + depth - 14 * scale}" width="${144 * scale}" height="${26 * scale}" rx="${8 * scale}" fill="${c.darker}"/>
<path d="M${cx - rx} ${cy} C${cx - rx + 10 * scale} ${cy + 140 * scale} ${cx - 130 * scale} ${cy + depth} ${cx} ${cy + depth} C${cx + 130 * scale} ${cy + depth} ${cx + rx - 10 * scale} ${cy + 140 * scale} ${cx + rx} ${cy} Z" fill="url(#${id})"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${c.light}"/>
<ellipse cx="${cx}" cy="${cy + 4 * scale}" rx="${rx - 14 * scale}" ry="${ry - 10 * scale}" fill="url(#${id}-in)"/>
${line(`M${cx - rx + 40 * scale} ${cy + 60 * scale} C${cx - rx + 60 * scale} ${cy + 120 * scale} ${cx - 140 * scale} ${cy + 170 * scale} ${cx - 90 * scale} ${cy + 190 * scale}`, "#ffffff", 10 * scale, 0.22)}`;
}

const bowl: KindArt = {
  closeUp: { x: 120, y: 420, width: 280 },
  draw(c, view) {
    if (view === 2) {
      return `${shadow(400, 810, 250, 28)}${bowlShape(c, 400, 620, 0.82, "bowl-a")}
<g>${bowlShape(c, 400, 560, 0.82, "bowl-b")}</g>${bowlShape(c, 400, 500, 0.82, "bowl-c")}`;
    }
    const speckles = Array.from({ length: 26 }, (_, i) => {
      const x = 190 + ((i * 97) % 420);
      const y = 560 + ((i * 53) % 150) - Math.abs(x - 400) * 0.25;
      return `<circle cx="${x}" cy="${y}" r="${2 + (i % 3)}" fill="${c.darker}" opacity="0.45"/>`;
    }).join("");
    return `${shadow(400, 790, 260, 28)}${bowlShape(c, 400, 540, 1, "bowl")}${speckles}`;
  },
};

function plateTop(c: Shades, cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${cx}" cy="${cy + 12}" rx="${rx}" ry="${ry}" fill="${c.darker}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${c.base}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.9}" ry="${ry * 0.9}" fill="none" stroke="${c.lighter}" stroke-width="5" opacity="0.8"/>
<ellipse cx="${cx}" cy="${cy + 6}" rx="${rx * 0.64}" ry="${ry * 0.62}" fill="${c.dark}"/>
<ellipse cx="${cx}" cy="${cy + 10}" rx="${rx * 0.6}" ry="${ry * 0.56}" fill="${c.light}"/>
<ellipse cx="${cx - rx * 0.2}" cy="${cy - ry * 0.05}" rx="${rx * 0.28}" ry="${ry * 0.18}" fill="#ffffff" opacity="0.18"/>
${Array.from({ length: 24 }, (_, i) => {
  const angle = (i / 24) * Math.PI * 2;
  return `<circle cx="${(cx + Math.cos(angle) * rx * 0.8).toFixed(1)}" cy="${(cy + Math.sin(angle) * ry * 0.8).toFixed(1)}" r="5" fill="${c.darker}" opacity="0.6"/>`;
}).join("")}`;
}

const plate: KindArt = {
  closeUp: { x: 80, y: 440, width: 300 },
  draw(c, view) {
    if (view === 2) {
      const layers = [0, 1, 2, 3, 4]
        .map((i) => {
          const y = 760 - i * 30;
          return `<path d="M110 ${y} Q400 ${y + 60} 690 ${y} L676 ${y + 18} Q400 ${y + 74} 124 ${y + 18} Z" fill="${i % 2 ? c.dark : c.base}"/>`;
        })
        .join("");
      return `${shadow(400, 816, 310, 26)}${layers}${plateTop(c, 400, 620, 290, 110)}`;
    }
    return `${shadow(400, 796, 340, 40)}${plateTop(c, 400, 600, 320, 190)}`;
  },
};

function teapotBody(c: Shades): string {
  return `<defs><radialGradient id="teapot-body" cx="0.36" cy="0.34" r="0.75"><stop offset="0" stop-color="${c.lighter}"/><stop offset="0.35" stop-color="${c.base}"/><stop offset="1" stop-color="${c.darker}"/></radialGradient></defs>
<path d="M570 520 C680 500 680 700 560 700" fill="none" stroke="${c.dark}" stroke-width="28" stroke-linecap="round"/>
<path d="M250 600 C190 570 172 500 130 468 L114 482 C138 520 146 620 236 676 Z" fill="${c.dark}"/>
<ellipse cx="122" cy="474" rx="14" ry="8" fill="${c.darker}" transform="rotate(40 122 474)"/>
<ellipse cx="400" cy="770" rx="116" ry="16" fill="${c.darker}"/>
<ellipse cx="400" cy="610" rx="192" ry="168" fill="url(#teapot-body)"/>
<ellipse cx="400" cy="458" rx="104" ry="20" fill="${c.darker}"/>
<path d="M306 456 C318 390 482 390 494 456 Q400 476 306 456 Z" fill="${c.base}"/>
<path d="M330 440 C346 410 400 402 430 410" fill="none" stroke="${c.lighter}" stroke-width="6" opacity="0.6" stroke-linecap="round"/>
<circle cx="400" cy="390" r="20" fill="${c.dark}"/><circle cx="394" cy="384" r="6" fill="${c.light}"/>
${line("M222 600 Q400 660 578 600", c.lighter, 6, 0.5)}`;
}

const teapot: KindArt = {
  closeUp: { x: 270, y: 330, width: 260 },
  draw(c, view) {
    if (view === 2) {
      const cup = `<defs>${cylinderGradient("teacup", c)}</defs><ellipse cx="620" cy="800" rx="90" ry="14" fill="${c.darker}"/>
<path d="M560 720 C560 770 580 792 620 792 C660 792 680 770 680 720 Z" fill="url(#teacup)"/><ellipse cx="620" cy="720" rx="60" ry="12" fill="${COFFEE}"/>
<path d="M680 734 C712 730 712 764 676 766" fill="none" stroke="${c.dark}" stroke-width="10"/>`;
      return `${shadow(380, 790, 270, 28)}<g transform="translate(-60 0)">${mirrored(teapotBody(c))}</g>${steam(640, 400)}${cup}`;
    }
    return `${shadow(400, 790, 270, 28)}${teapotBody(c)}`;
  },
};

function tumbler(c: Shades, x: number, scale: number, water: boolean, ice: boolean): string {
  const t = (value: number) => (x + (value - 400) * scale).toFixed(1);
  const y = (value: number) => (800 - (800 - value) * scale).toFixed(1);
  const outline = `M${t(290)} ${y(380)} L${t(510)} ${y(380)} L${t(492)} ${y(790)} Q${t(490)} ${y(800)} ${t(480)} ${y(800)} L${t(320)} ${y(800)} Q${t(310)} ${y(800)} ${t(308)} ${y(790)} Z`;
  return `<path d="${outline}" fill="${c.base}" opacity="0.22"/>
${water ? `<path d="M${t(296)} ${y(520)} L${t(504)} ${y(520)} L${t(492)} ${y(786)} L${t(308)} ${y(786)} Z" fill="${c.base}" opacity="0.35"/><ellipse cx="${t(400)}" cy="${y(520)}" rx="${104 * scale}" ry="${14 * scale}" fill="${c.light}" opacity="0.7"/>` : ""}
${ice ? `<rect x="${t(330)}" y="${y(500)}" width="${60 * scale}" height="${56 * scale}" rx="${8 * scale}" fill="#ffffff" opacity="0.55" transform="rotate(-12 ${t(360)} ${y(528)})"/><rect x="${t(400)}" y="${y(505)}" width="${56 * scale}" height="${52 * scale}" rx="${8 * scale}" fill="#ffffff" opacity="0.5" transform="rotate(14 ${t(428)} ${y(530)})"/>` : ""}
<path d="M${t(308)} ${y(750)} L${t(492)} ${y(750)} L${t(490)} ${y(790)} Q${t(490)} ${y(800)} ${t(480)} ${y(800)} L${t(320)} ${y(800)} Q${t(310)} ${y(800)} ${t(310)} ${y(790)} Z" fill="${c.dark}" opacity="0.55"/>
<path d="${outline}" fill="none" stroke="${c.dark}" stroke-width="${4 * scale}" opacity="0.8"/>
<ellipse cx="${t(400)}" cy="${y(380)}" rx="${110 * scale}" ry="${18 * scale}" fill="${c.lighter}" fill-opacity="0.25" stroke="${c.dark}" stroke-width="${4 * scale}"/>
${line(`M${t(318)} ${y(410)} L${t(332)} ${y(740)}`, "#ffffff", 12 * scale, 0.6)}${line(`M${t(344)} ${y(410)} L${t(352)} ${y(600)}`, "#ffffff", 5 * scale, 0.45)}
${line(`M${t(478)} ${y(420)} L${t(466)} ${y(740)}`, "#ffffff", 5 * scale, 0.35)}`;
}

const glass: KindArt = {
  closeUp: { x: 270, y: 340, width: 260 },
  draw(c, view) {
    if (view === 2) {
      return `${shadow(400, 804, 300, 24)}${tumbler(c, 270, 0.78, false, false)}${tumbler(c, 520, 0.86, true, true)}`;
    }
    return `${shadow(400, 804, 150, 22)}${tumbler(c, 400, 1, true, false)}`;
  },
};

const pan: KindArt = {
  closeUp: { x: 470, y: 400, width: 260 },
  draw(c, view) {
    const handle = "#2b2b2e";
    if (view === 2) {
      return `<defs>${cylinderGradient("pan-side", c)}</defs>${shadow(360, 742, 290, 22)}
<path d="M560 650 L760 600 Q776 598 778 612 L780 626 Q780 638 766 640 L566 686 Z" fill="${handle}"/><circle cx="748" cy="616" r="8" fill="#555"/>
<path d="M110 620 L610 620 L580 716 Q576 730 560 730 L160 730 Q144 730 140 716 Z" fill="url(#pan-side)"/>
<ellipse cx="360" cy="620" rx="250" ry="18" fill="${c.darker}"/><ellipse cx="360" cy="620" rx="236" ry="12" fill="${GRAPHITE}"/>
<circle cx="588" cy="660" r="7" fill="#c9ccd1"/><circle cx="588" cy="690" r="7" fill="#c9ccd1"/>
${line("M150 720 H570", c.darker, 4, 0.6)}`;
    }
    return `<defs>${cylinderGradient("pan-wall", c)}<radialGradient id="pan-in" cx="0.42" cy="0.4" r="0.7"><stop offset="0" stop-color="#55585e"/><stop offset="1" stop-color="${GRAPHITE}"/></radialGradient></defs>
${shadow(380, 690, 300, 40)}
<path d="M590 560 L752 458 Q772 448 782 464 L786 470 Q794 486 776 498 L606 600 Z" fill="${handle}"/><circle cx="758" cy="472" r="9" fill="${c.wall}"/>
<path d="M110 590 L110 610 C110 680 230 720 360 720 C490 720 610 680 610 610 L610 590 Z" fill="url(#pan-wall)"/>
<ellipse cx="360" cy="590" rx="250" ry="120" fill="${c.light}"/>
<ellipse cx="360" cy="594" rx="232" ry="106" fill="url(#pan-in)"/>
<ellipse cx="320" cy="570" rx="90" ry="30" fill="#ffffff" opacity="0.07"/>
<path d="M596 566 L620 552 L632 590 L606 600 Z" fill="#8d9196"/><circle cx="612" cy="566" r="6" fill="#c9ccd1"/><circle cx="618" cy="586" r="6" fill="#c9ccd1"/>`;
  },
};

function grain(c: Shades, x0: number, x1: number, y0: number, y1: number): string {
  return Array.from({ length: 9 }, (_, i) => {
    const x = x0 + 20 + ((x1 - x0 - 40) / 8) * i;
    const wobble = (i % 2 ? 1 : -1) * 10;
    return line(`M${x} ${y0} C${x + wobble} ${y0 + (y1 - y0) * 0.3} ${x - wobble} ${y0 + (y1 - y0) * 0.6} ${x + wobble / 2} ${y1}`, c.dark, 2.5, 0.45);
  }).join("");
}

const BOARD = "M350 160 H450 Q470 160 470 180 V290 H540 Q580 290 580 330 V790 Q580 830 540 830 H260 Q220 830 220 790 V330 Q220 290 260 290 H330 V180 Q330 160 350 160 Z";

const cuttingBoard: KindArt = {
  closeUp: { x: 270, y: 140, width: 260 },
  draw(c, view) {
    if (view === 2) {
      // Lying flat, with a tomato and a sprig of herbs.
      return `${shadow(400, 760, 330, 40)}
<path d="M170 560 L600 560 L700 740 L90 740 Z" fill="${c.darker}" transform="translate(0 16)"/>
<path d="M170 560 L600 560 L700 740 L90 740 Z" fill="${c.base}"/>
<path d="M630 612 L706 600 Q734 598 740 622 L744 640 Q748 662 722 666 L664 676 Z" fill="${c.darker}" transform="translate(0 14)"/>
<path d="M630 612 L706 600 Q734 598 740 622 L744 640 Q748 662 722 666 L664 676 Z" fill="${c.base}"/><ellipse cx="712" cy="634" rx="14" ry="9" fill="${c.wall}"/>
${Array.from({ length: 6 }, (_, i) => line(`M${150 + i * 10} ${580 + i * 28} C300 ${570 + i * 28} 480 ${590 + i * 28} ${620 + i * 12} ${578 + i * 28}`, c.dark, 2.5, 0.4)).join("")}
<circle cx="330" cy="640" r="56" fill="#d8412f"/><circle cx="312" cy="622" r="14" fill="#ffffff" opacity="0.3"/>
<path d="M330 588 l-16 -10 l14 2 l4 -14 l4 14 l14 -2 l-16 10 Z" fill="#3f8a4a"/>
${line("M440 660 C480 640 520 630 570 612", "#3f8a4a", 4)}
${[0, 1, 2, 3].map((i) => `<ellipse cx="${460 + i * 30}" cy="${650 - i * 10}" rx="16" ry="8" fill="#57a35c" transform="rotate(-30 ${460 + i * 30} ${650 - i * 10})"/>`).join("")}`;
    }
    return `${shadow(400, 836, 220, 24)}
<path d="${BOARD}" fill="${c.darker}" transform="translate(14 6)"/>
<path d="${BOARD}" fill="${c.base}"/>
<g>${grain(c, 220, 580, 300, 820)}</g>
${line("M350 176 C356 200 344 240 350 280", c.dark, 2.5, 0.45)}${line("M446 176 C440 210 452 240 446 280", c.dark, 2.5, 0.45)}
<circle cx="400" cy="214" r="24" fill="${c.wall}"/><circle cx="400" cy="214" r="24" fill="none" stroke="${c.darker}" stroke-width="5"/>
<path d="${BOARD}" fill="none" stroke="${c.light}" stroke-width="4" opacity="0.6"/>`;
  },
};

export const kitchenArt = {
  mug,
  bowl,
  plate,
  teapot,
  glass,
  pan,
  "cutting-board": cuttingBoard,
} satisfies Partial<Record<ProductArtKind, KindArt>>;
