/** Home and living: cushion, blanket, lamp, vase, basket, rug, candle. */
import type { ProductArtKind } from "../productArt";
import { cylinderGradient, line, shadow, weave, type KindArt } from "./canvas";
import type { Shades } from "./palette";

const CUSHION =
  "M185 300 C300 282 500 278 615 290 C632 420 636 620 625 740 C500 758 300 762 175 745 C166 620 168 420 185 300 Z";

function cushionFace(c: Shades, id: string): string {
  return `<defs><radialGradient id="${id}-puff" cx="0.45" cy="0.42" r="0.62"><stop offset="0" stop-color="${c.light}"/><stop offset="0.6" stop-color="${c.base}"/><stop offset="1" stop-color="${c.dark}"/></radialGradient>
</defs>
<path d="${CUSHION}" fill="url(#${id}-puff)"/>${weave(`${id}-weave`, `<path d="${CUSHION}"/>`, c.darker, 6)}
<path d="M260 370 L540 370 L540 670 L260 670 Z" fill="none" stroke="${c.lighter}" stroke-width="6" opacity="0.55"/>
<path d="M400 380 L530 520 L400 660 L270 520 Z" fill="none" stroke="${c.lighter}" stroke-width="6" opacity="0.55"/>
${line("M400 520 Q340 470 250 330", c.dark, 4, 0.35)}${line("M400 520 Q460 470 560 322", c.dark, 4, 0.35)}
${line("M400 520 Q340 580 240 700", c.dark, 4, 0.35)}${line("M400 520 Q460 580 570 706", c.dark, 4, 0.35)}
<circle cx="400" cy="520" r="16" fill="${c.darker}"/><circle cx="396" cy="516" r="5" fill="${c.dark}"/>
<path d="${CUSHION}" fill="none" stroke="${c.darker}" stroke-width="9" stroke-linejoin="round"/>`;
}

const cushion: KindArt = {
  closeUp: { x: 150, y: 260, width: 300 },
  draw(c, view) {
    if (view === 2) {
      // Turned away a little: the face narrows and the boxed side shows.
      return `${shadow(420, 760, 280, 30)}
<path d="M588 300 C620 300 650 308 666 320 C678 450 680 620 670 730 C650 744 626 750 600 750 Z" fill="${c.darker}"/>
${line("M600 306 C640 310 662 318 666 322 C678 450 680 620 670 730", c.dark, 6)}
<g transform="translate(100 10) scale(0.8 1)">${cushionFace(c, "cushion2")}</g>`;
    }
    return `${shadow(400, 762, 280, 30)}${cushionFace(c, "cushion")}`;
  },
};

/** A plaid (tartan-like check) filling `shape`, as clipped stripes. */
function plaid(id: string, shape: string, c: Shades): string {
  const bands: string[] = [];
  const threads: string[] = [];
  for (let at = 30; at < 1000; at += 80) {
    bands.push(`M0 ${at}h800v20h-800Z`);
    threads.push(`M0 ${at + 38 - 30}h800v4h-800Z`);
    if (at < 800) {
      bands.push(`M${at} 0h20v1000h-20Z`);
      threads.push(`M${at + 8} 0h4v1000h-4Z`);
    }
  }
  return `<clipPath id="${id}">${shape}</clipPath><g clip-path="url(#${id})"><rect width="800" height="1000" fill="${c.base}"/>
<path d="${bands.join("")}" fill="${c.dark}" fill-opacity="0.55"/><path d="${threads.join("")}" fill="${c.lighter}" fill-opacity="0.6"/></g>`;
}

const blanket: KindArt = {
  closeUp: { x: 420, y: 480, width: 260 },
  draw(c, view) {
    const fringe = (x: number, y0: number, y1: number) =>
      Array.from({ length: Math.floor((y1 - y0) / 9) }, (_, i) => line(`M${x} ${y0 + i * 9} l${24 + (i % 3) * 4} ${(i % 2) * 4}`, c.dark, 3.2)).join("");
    if (view === 2) {
      // Rolled up and tied.
      const body = "M250 450 H620 A150 150 0 0 1 620 750 H250 Z";
      const spiral = "M250 600 m-8 0 a8 8 0 1 1 16 2 a26 26 0 1 1 -40 -10 a50 50 0 1 1 70 64 a80 80 0 1 1 -120 -100 a110 110 0 1 1 160 120";
      return `${shadow(420, 790, 320, 34)}
${plaid("blanket-roll", `<path d="${body}"/>`, c)}${weave("blanket-roll-weave", `<path d="${body}"/>`, c.darker)}
<path d="M250 690 H640 A150 150 0 0 1 560 750 H250 Z" fill="#000" opacity="0.12"/>
<circle cx="250" cy="600" r="150" fill="${c.light}"/>${weave("blanket-end-weave", '<circle cx="250" cy="600" r="150"/>', c.darker)}
<path d="${spiral}" fill="none" stroke="${c.dark}" stroke-width="7" stroke-linecap="round"/>
<rect x="420" y="444" width="34" height="312" rx="6" fill="#8a5a36"/><rect x="424" y="560" width="26" height="30" rx="4" fill="none" stroke="#d4b24c" stroke-width="5"/>
${fringe(760, 520, 690)}`;
    }
    const layer = (y: number) => {
      const d = `M180 ${y} H600 Q640 ${y} 640 ${y + 40} Q640 ${y + 80} 600 ${y + 80} H180 Q140 ${y + 80} 140 ${y + 40} Q140 ${y} 180 ${y} Z`;
      return `${plaid(`blanket-layer-${y}`, `<path d="${d}"/>`, c)}<path d="${d}" fill="#000000" opacity="0.25"/>${line(`M170 ${y + 70} H610`, c.darker, 4, 0.3)}`;
    };
    const top = "M196 440 H604 L640 560 H140 Z";
    return `${shadow(400, 800, 320, 32)}
${layer(700)}${layer(630)}${layer(560)}
${plaid("blanket-top", `<path d="${top}"/>`, c)}<path d="${top}" fill="#ffffff" opacity="0.12"/>
${weave("blanket-top-weave", `<path d="${top}"/>`, c.darker)}
${fringe(640, 580, 770)}`;
  },
};

const lamp: KindArt = {
  closeUp: { x: 250, y: 160, width: 300 },
  draw(c, view) {
    const on = view === 2;
    const shadeFill = on ? "url(#lamp-lit)" : "url(#lamp-shade)";
    return `<defs>${cylinderGradient("lamp-shade", c)}${cylinderGradient("lamp-base", { ...c, base: c.dark, light: c.base, dark: c.darker })}
<linearGradient id="lamp-lit" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.base}"/><stop offset="0.35" stop-color="${c.lighter}"/><stop offset="0.6" stop-color="${c.light}"/><stop offset="1" stop-color="${c.base}"/></linearGradient>
<radialGradient id="lamp-glow"><stop offset="0" stop-color="#fff4c8" stop-opacity="0.85"/><stop offset="1" stop-color="#fff4c8" stop-opacity="0"/></radialGradient></defs>
${on ? `<ellipse cx="400" cy="470" rx="330" ry="300" fill="url(#lamp-glow)"/><path d="M250 476 L550 476 L660 800 L140 800 Z" fill="#fff4c8" opacity="0.25"/>` : ""}
${shadow(400, 806, 170, 22)}
<path d="M330 800 C286 760 286 650 340 606 L460 606 C514 650 514 760 470 800 Z" fill="url(#lamp-base)"/>
<rect x="352" y="594" width="96" height="16" rx="6" fill="${c.darker}"/>
${line("M380 648 C372 700 374 740 386 780", "#ffffff", 8, 0.2)}
<rect x="393" y="462" width="14" height="136" fill="#c9a227"/><rect x="396" y="462" width="4" height="136" fill="#f0d77a"/>
<ellipse cx="400" cy="474" rx="166" ry="20" fill="${on ? "#fff1bf" : c.darker}"/>
<path d="M300 210 L500 210 L566 472 Q400 492 234 472 Z" fill="${shadeFill}"/>
${[0, 1, 2, 3, 4, 5, 6].map((i) => line(`M${318 + i * 27} 214 L${260 + i * 46.7} 476`, c.dark, 2, 0.25)).join("")}
<path d="M300 210 Q400 196 500 210 Q400 224 300 210 Z" fill="${c.darker}"/>
${line("M300 210 Q400 224 500 210", c.dark, 5)}${line("M236 472 Q400 492 564 472", c.dark, 6)}
<circle cx="400" cy="196" r="9" fill="#c9a227"/>`;
  },
};

const VASE =
  "M340 300 L460 300 C455 330 440 350 445 380 C560 430 590 560 560 680 C540 760 490 800 400 800 C310 800 260 760 240 680 C210 560 240 430 355 380 C360 350 345 330 340 300 Z";

const vase: KindArt = {
  closeUp: { x: 260, y: 240, width: 280 },
  draw(c, view) {
    const stems =
      view === 2
        ? `${line("M392 310 C370 220 330 150 280 90", "#9c8461", 4)}${line("M404 310 C410 210 430 140 470 70", "#9c8461", 4)}${line("M398 310 C388 240 380 200 360 150", "#9c8461", 4)}
<ellipse cx="270" cy="86" rx="34" ry="62" fill="#e8d8b8" transform="rotate(-28 270 86)"/><ellipse cx="476" cy="70" rx="32" ry="64" fill="#efe2c6" transform="rotate(18 476 70)"/>
<ellipse cx="356" cy="140" rx="26" ry="50" fill="#dcc9a3" transform="rotate(-12 356 140)"/>`
        : "";
    return `<defs>${cylinderGradient("vase-body", c)}</defs>${stems}${shadow(400, 804, 190, 24)}
<path d="${VASE}" fill="url(#vase-body)"/>
<ellipse cx="400" cy="302" rx="60" ry="12" fill="${c.darker}"/><path d="M340 300 Q400 318 460 300" fill="none" stroke="${c.light}" stroke-width="4"/>
${line("M252 560 Q400 600 548 560", c.lighter, 8, 0.6)}${line("M246 600 Q400 640 554 600", c.dark, 4, 0.5)}
${line("M300 460 C270 540 270 640 300 720", "#ffffff", 14, 0.22)}
${view === 3 ? line("M350 320 C354 340 360 356 362 378", "#ffffff", 6, 0.35) : ""}`;
  },
};

/** Wicker: rows of slanted strands, alternating direction row by row, over dark stakes. */
function wicker(c: Shades, x0: number, x1: number, y0: number, y1: number): string {
  const strands: string[] = [];
  for (let row = 0, y = y0; y < y1; row++, y += 26) {
    const angle = row % 2 ? -28 : 28;
    for (let x = x0; x < x1; x += 24) {
      strands.push(`<ellipse cx="${x + 12}" cy="${y + 13}" rx="15" ry="8" fill="${row % 2 ? c.base : c.light}" transform="rotate(${angle} ${x + 12} ${y + 13})"/>`);
    }
    strands.push(line(`M${x0} ${y + 25} H${x1}`, c.darker, 2, 0.5));
  }
  return strands.join("");
}

const BASKET = "M206 450 L594 450 L560 792 Q556 812 534 812 L266 812 Q244 812 240 792 Z";

const basket: KindArt = {
  closeUp: { x: 250, y: 480, width: 240 },
  draw(c, view) {
    const inside =
      view === 2
        ? `<circle cx="320" cy="430" r="62" fill="#f1ece2"/><circle cx="320" cy="430" r="62" fill="none" stroke="#d9d1c1" stroke-width="6"/><path d="M320 430 m-6 0 a6 6 0 1 1 12 2 a24 24 0 1 1 -34 -8" fill="none" stroke="#cfc5b2" stroke-width="5"/>
<circle cx="470" cy="420" r="70" fill="#e4ddcf"/><path d="M470 420 m-8 0 a8 8 0 1 1 16 2 a30 30 0 1 1 -44 -10 a52 52 0 1 1 70 60" fill="none" stroke="#cbc0aa" stroke-width="5"/>`
        : "";
    return `<defs><clipPath id="basket-clip"><path d="${BASKET}"/></clipPath></defs>${shadow(400, 814, 240, 26)}
<ellipse cx="400" cy="452" rx="196" ry="34" fill="${c.darker}"/>${inside}
<path d="${BASKET}" fill="${c.darker}"/>
<g clip-path="url(#basket-clip)">${wicker(c, 200, 600, 470, 812)}
<path d="${BASKET}" fill="url(#basket-shade)"/></g>
<defs><linearGradient id="basket-shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.06"/><stop offset="0.8" stop-color="#000" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient></defs>
<path d="M200 446 Q400 488 600 446 L600 478 Q400 520 200 478 Z" fill="${c.dark}"/>
${Array.from({ length: 20 }, (_, i) => line(`M${210 + i * 20} ${452 + Math.sin((i / 19) * Math.PI) * 40} l12 26`, c.darker, 3, 0.5)).join("")}
<path d="M200 520 C150 520 150 580 210 580" fill="none" stroke="${c.dark}" stroke-width="14" stroke-linecap="round"/>
<path d="M600 520 C650 520 650 580 590 580" fill="none" stroke="${c.dark}" stroke-width="14" stroke-linecap="round"/>`;
  },
};

function rugPattern(c: Shades): string {
  return `<rect x="200" y="160" width="400" height="660" fill="${c.base}"/>
<rect x="222" y="182" width="356" height="616" fill="none" stroke="${c.lighter}" stroke-width="14"/>
<rect x="246" y="206" width="308" height="568" fill="none" stroke="${c.darker}" stroke-width="8"/>
${Array.from({ length: 12 }, (_, i) => `<path d="M${262 + i * 25} 220 l12 12 l-12 12 l-12 -12 Z" fill="${c.light}"/><path d="M${262 + i * 25} 736 l12 12 l-12 12 l-12 -12 Z" fill="${c.light}"/>`).join("")}
<path d="M400 300 L520 490 L400 680 L280 490 Z" fill="${c.darker}"/><path d="M400 340 L494 490 L400 640 L306 490 Z" fill="${c.lighter}"/>
<path d="M400 390 L462 490 L400 590 L338 490 Z" fill="${c.base}"/><circle cx="400" cy="490" r="22" fill="${c.darker}"/>
${[300, 500].map((x) => `<path d="M${x} 290 l22 26 l-22 26 l-22 -26 Z M${x} 640 l22 26 l-22 26 l-22 -26 Z" fill="${c.dark}"/>`).join("")}`;
}

const rug: KindArt = {
  closeUp: { x: 180, y: 600, width: 260 },
  draw(c, view) {
    const tassels = (y: number, direction: number) =>
      Array.from({ length: 40 }, (_, i) => line(`M${203 + i * 10} ${y} l${(i % 3) - 1} ${direction * (26 + (i % 2) * 5)}`, "#efe6d2", 3.4)).join("");
    if (view === 2) {
      // On the floor, in perspective, with its far end still rolled.
      const top = 540;
      const bottom = 850;
      const at = (u: number, v: number) => {
        const y = top + (bottom - top) * v;
        const half = 160 + (300 - 160) * v;
        return `${(400 + (u - 0.5) * 2 * half).toFixed(1)} ${y.toFixed(1)}`;
      };
      const quad = (u0: number, v0: number, u1: number, v1: number, fill: string) =>
        `<path d="M${at(u0, v0)} L${at(u1, v0)} L${at(u1, v1)} L${at(u0, v1)} Z" fill="${fill}"/>`;
      const diamond = (du: number, dv: number, fill: string) =>
        `<path d="M${at(0.5, 0.5 - dv)} L${at(0.5 + du, 0.5)} L${at(0.5, 0.5 + dv)} L${at(0.5 - du, 0.5)} Z" fill="${fill}"/>`;
      return `${shadow(400, 856, 330, 20, 0.6)}
${quad(0, 0, 1, 1, c.base)}${quad(0.05, 0.06, 0.95, 0.94, c.lighter)}${quad(0.08, 0.1, 0.92, 0.9, c.base)}
${quad(0.12, 0.16, 0.88, 0.84, c.darker)}${quad(0.14, 0.2, 0.86, 0.8, c.base)}
${diamond(0.3, 0.26, c.darker)}${diamond(0.22, 0.19, c.lighter)}${diamond(0.14, 0.12, c.base)}${diamond(0.05, 0.05, c.darker)}
${quad(0, 0, 1, 1, "url(#bd-glow)").replace("<path", '<path opacity="0.2"')}
${Array.from({ length: 41 }, (_, i) => line(`M${(100 + i * 15).toFixed(1)} 850 l${(i % 3) - 1} 26`, "#efe6d2", 3.4)).join("")}
<rect x="226" y="470" width="348" height="80" rx="40" fill="${c.dark}"/><ellipse cx="226" cy="510" rx="28" ry="40" fill="${c.darker}"/>
<path d="M226 510 m-6 0 a6 6 0 1 1 12 2 a16 16 0 1 1 -24 -6 a26 26 0 1 1 38 30" fill="none" stroke="${c.light}" stroke-width="3"/>
${line("M262 490 H560", c.light, 6, 0.4)}`;
    }
    return `${shadow(400, 872, 260, 20, 0.5)}${tassels(160, -1)}${rugPattern(c)}${tassels(820, 1)}
<path d="M200 160 H600 V820 H200 Z" fill="url(#bd-glow)" opacity="0.25"/>`;
  },
};

const candle: KindArt = {
  closeUp: { x: 260, y: 300, width: 280 },
  draw(c, view) {
    const flame = (x: number, y: number, scale = 1) =>
      `<ellipse cx="${x}" cy="${y - 20 * scale}" rx="${60 * scale}" ry="${70 * scale}" fill="url(#candle-glow)"/>
<path d="M${x} ${y - 62 * scale} C${x + 18 * scale} ${y - 34 * scale} ${x + 16 * scale} ${y - 6 * scale} ${x} ${y} C${x - 16 * scale} ${y - 6 * scale} ${x - 18 * scale} ${y - 34 * scale} ${x} ${y - 62 * scale} Z" fill="url(#candle-flame)"/>
${line(`M${x} ${y + 2} v${12 * scale}`, "#3a302a", 3 * scale)}`;
    const defs = `<defs>${cylinderGradient("candle-wax", c)}
<linearGradient id="candle-flame" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#ff9d2e"/><stop offset="0.5" stop-color="#ffd66b"/><stop offset="1" stop-color="#fff6d6"/></linearGradient>
<radialGradient id="candle-glow"><stop offset="0" stop-color="#ffe9a8" stop-opacity="0.8"/><stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/></radialGradient>
<linearGradient id="candle-glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.2" stop-color="#ffffff" stop-opacity="0.08"/><stop offset="0.8" stop-color="#ffffff" stop-opacity="0.05"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.3"/></linearGradient></defs>`;
    if (view === 2) {
      const pillar = (x: number, top: number, width: number, lit: boolean) =>
        `<path d="M${x} ${top} H${x + width} V796 Q${x + width} 804 ${x + width - 8} 804 H${x + 8} Q${x} 804 ${x} 796 Z" fill="url(#candle-wax)"/>
<ellipse cx="${x + width / 2}" cy="${top}" rx="${width / 2}" ry="${width / 9}" fill="${c.light}"/>${lit ? flame(x + width / 2, top - 8, 0.8) : line(`M${x + width / 2} ${top} v-14`, "#3a302a", 3)}`;
      return `${defs}${shadow(400, 806, 300, 26)}${pillar(190, 560, 130, false)}${pillar(470, 620, 130, false)}${pillar(320, 420, 160, true)}`;
    }
    return `${defs}${shadow(400, 806, 170, 24)}
<path d="M292 470 H508 L500 792 Q498 804 486 804 H314 Q302 804 300 792 Z" fill="${c.darker}" opacity="0.25"/>
<path d="M298 530 H502 L498 790 Q496 800 486 800 H314 Q304 800 302 790 Z" fill="url(#candle-wax)"/>
<ellipse cx="400" cy="530" rx="102" ry="16" fill="${c.light}"/><ellipse cx="400" cy="530" rx="70" ry="9" fill="${c.lighter}" opacity="0.6"/>
<path d="M292 470 H508 L500 792 Q498 804 486 804 H314 Q302 804 300 792 Z" fill="url(#candle-glass)"/>
<ellipse cx="400" cy="470" rx="108" ry="16" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.7"/>
<rect x="300" y="620" width="200" height="100" fill="#f3eee4"/><rect x="300" y="620" width="200" height="100" fill="url(#candle-glass)"/>
${line("M340 655 H460", c.dark, 6)}${line("M356 680 H444", "#b8b0a2", 4)}${line("M368 698 H432", "#b8b0a2", 4)}
${flame(400, 516)}`;
  },
};

export const homeArt = {
  cushion,
  blanket,
  lamp,
  vase,
  basket,
  rug,
  candle,
} satisfies Partial<Record<ProductArtKind, KindArt>>;
