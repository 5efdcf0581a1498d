/** Clothing and accessories: tshirt, shirt, dress, skirt, trousers, shorts, jacket, scarf, hat, bag, sandals, sneakers. */
import type { ProductArtKind } from "../productArt";
import { hanger, line, linearGradient, mirrored, shadow, stitch, weave, type KindArt } from "./canvas";
import type { Shades } from "./palette";

/** Light from the left: a soft highlight on the left of a garment, shade on the right. */
function garmentLight(id: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0.15">
<stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>
<stop offset="0.7" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.16"/></linearGradient>`;
}

/** A garment outline filled with its colour, lit, and textured. */
function garment(d: string, c: Shades, id: string): string {
  return `<defs>${garmentLight(`${id}-light`)}</defs>
<path d="${d}" fill="${c.base}"/>
${weave(`${id}-weave`, `<path d="${d}"/>`, c.darker)}
<path d="${d}" fill="url(#${id}-light)"/>`;
}

function fold(d: string, c: Shades, opacity = 0.35): string {
  return line(d, c.dark, 4, opacity);
}

const TEE =
  "M345 200 C357 262 443 262 455 200 L548 222 C590 248 628 280 655 318 L603 392 C585 378 565 368 545 360 L552 770 Q400 784 248 770 L255 360 C235 368 215 378 197 392 L145 318 C172 280 210 248 252 222 Z";
const TEE_BACK =
  "M345 200 C370 214 430 214 455 200 L548 222 C590 248 628 280 655 318 L603 392 C585 378 565 368 545 360 L552 770 Q400 784 248 770 L255 360 C235 368 215 378 197 392 L145 318 C172 280 210 248 252 222 Z";

const tshirt: KindArt = {
  closeUp: { x: 250, y: 160, width: 300 },
  draw(c, view) {
    const back = view === 2;
    const body = back ? TEE_BACK : TEE;
    return `${shadow(400, 880, 230, 26, 0.55)}
${back ? hanger(110, 214, 160) : ""}
${back ? "" : `<path d="M345 200 C370 214 430 214 455 200 C443 262 357 262 345 200 Z" fill="${c.darker}"/>`}
${garment(body, c, "tee")}
<path d="M545 360 C565 368 585 378 603 392 L612 380 C590 372 570 360 548 340 Z" fill="${c.dark}" opacity="0.5"/>
<path d="M255 360 C235 368 215 378 197 392 L188 380 C210 372 230 360 252 340 Z" fill="${c.dark}" opacity="0.5"/>
<path d="${back ? "M345 201 C370 215 430 215 455 201" : "M346 202 C358 260 442 260 454 202"}" fill="none" stroke="${c.dark}" stroke-width="13"/>
${back ? stitch("M343 213 C370 228 430 228 457 213", c.detail) : stitch("M338 210 C352 274 448 274 462 210", c.detail)}
${stitch("M641 336 L596 379", c.detail)}${stitch("M159 336 L204 379", c.detail)}
${stitch("M250 754 Q400 767 550 754", c.detail)}
${fold("M300 430 Q318 560 300 700", c)}${fold("M500 470 Q488 590 505 720", c, 0.25)}
${fold("M262 238 Q300 260 330 300", c, 0.25)}
${back ? `<rect x="388" y="214" width="24" height="12" rx="2" fill="${c.lighter}" opacity="0.8"/>` : ""}`;
  },
};

const SHIRT =
  "M360 192 L440 192 L545 222 C600 300 630 480 652 694 L594 704 C580 560 562 450 540 372 L548 745 C540 790 470 800 400 800 C330 800 260 790 252 745 L260 372 C238 450 220 560 206 704 L148 694 C170 480 200 300 255 222 Z";

const shirt: KindArt = {
  closeUp: { x: 280, y: 170, width: 240 },
  draw(c, view) {
    const back = view === 2;
    const buttons = [292, 372, 452, 532, 612, 692]
      .map(
        (y) =>
          `<circle cx="400" cy="${y}" r="8" fill="${c.lighter}" stroke="${c.dark}" stroke-width="1.5"/><circle cx="397" cy="${y}" r="1.4" fill="${c.dark}"/><circle cx="403" cy="${y}" r="1.4" fill="${c.dark}"/>`,
      )
      .join("");
    const cuffs = `<path d="M148 694 L206 704 L202 748 L142 740 Z" fill="${c.dark}"/><path d="M652 694 L594 704 L598 748 L658 740 Z" fill="${c.dark}"/>
${stitch("M146 706 L204 716", c.detail, 1.8)}${stitch("M654 706 L596 716", c.detail, 1.8)}`;
    const front = `<path d="M360 190 Q400 206 440 190 L400 244 Z" fill="${c.darker}"/>
<path d="M390 240 L410 240 L410 800 L390 800 Z" fill="${c.base}"/>${line("M390 244 V798", c.dark, 1.6)}${line("M410 244 V798", c.dark, 1.6)}
${buttons}
<path d="M400 244 L360 186 L336 200 L366 272 Z" fill="${c.light}" stroke="${c.dark}" stroke-width="2" stroke-linejoin="round"/>
<path d="M400 244 L440 186 L464 200 L434 272 Z" fill="${c.light}" stroke="${c.dark}" stroke-width="2" stroke-linejoin="round"/>
<path d="M292 330 H356 V398 L324 410 L292 398 Z" fill="none" stroke="${c.dark}" stroke-width="2"/>${stitch("M292 342 H356", c.detail, 1.6)}`;
    const backDetails = `<path d="M356 184 Q400 176 444 184 L446 204 Q400 196 354 204 Z" fill="${c.light}" stroke="${c.dark}" stroke-width="2"/>
${stitch("M262 276 Q400 300 538 276", c.detail)}${line("M388 288 L384 360", c.dark, 2.5, 0.6)}${line("M412 288 L416 360", c.dark, 2.5, 0.6)}`;
    return `${shadow(400, 890, 240, 26, 0.55)}
${back ? hanger(104, 214, 160) : ""}
${garment(SHIRT, c, "shirt")}
${cuffs}
${fold("M540 372 C560 430 570 470 575 520", c, 0.4)}${fold("M260 372 C240 430 230 470 225 520", c, 0.4)}
${fold("M300 470 Q316 600 300 720", c, 0.25)}${fold("M500 500 Q486 620 504 740", c, 0.2)}
${stitch("M256 740 C266 782 330 788 400 788 C470 788 534 782 544 740", c.detail, 1.8)}
${back ? backDetails : front}`;
  },
};

const DRESS_BODICE =
  "M322 172 L346 172 L354 248 Q400 296 446 248 L454 172 L478 172 C480 230 492 268 506 292 L480 452 L320 452 L294 292 C308 268 320 230 322 172 Z";
const DRESS_BODICE_BACK =
  "M322 172 L346 172 L356 214 Q400 244 444 214 L454 172 L478 172 C480 230 492 268 506 292 L480 452 L320 452 L294 292 C308 268 320 230 322 172 Z";
const DRESS_SKIRT =
  "M320 450 L480 450 C540 600 600 700 652 815 Q610 840 568 822 Q526 845 484 826 Q442 848 400 828 Q358 848 316 826 Q274 845 232 822 Q190 840 148 815 C200 700 260 600 320 450 Z";

const dress: KindArt = {
  closeUp: { x: 270, y: 300, width: 260 },
  draw(c, view) {
    const back = view === 2;
    const folds = [
      [350, 232],
      [380, 316],
      [420, 484],
      [450, 568],
    ]
      .map(([top, hem]) => `<path d="M${top} 468 L${hem! - 16} 836 L${hem! + 14} 836 Z" fill="${c.dark}" opacity="0.35"/>`)
      .join("");
    const belt = back
      ? `<rect x="318" y="440" width="164" height="26" rx="4" fill="${c.darker}"/>`
      : `<rect x="318" y="440" width="164" height="26" rx="4" fill="${c.darker}"/>
<path d="M400 453 L352 430 L356 478 Z" fill="${c.dark}" stroke="${c.darker}" stroke-width="2"/><path d="M400 453 L448 430 L444 478 Z" fill="${c.dark}" stroke="${c.darker}" stroke-width="2"/>
<path d="M396 456 L376 520 L388 524 Z" fill="${c.darker}"/><path d="M404 456 L424 520 L412 524 Z" fill="${c.darker}"/><rect x="388" y="441" width="24" height="24" rx="6" fill="${c.dark}"/>`;
    return `${shadow(400, 900, 250, 26, 0.55)}
${back ? hanger(98, 176, 84) : `<path d="M354 248 Q400 296 446 248 L440 232 Q400 262 360 232 Z" fill="${c.darker}" opacity="0.6"/>`}
${garment(DRESS_SKIRT, c, "skirt")}${folds}
${garment(back ? DRESS_BODICE_BACK : DRESS_BODICE, c, "bodice")}
${back ? `${line("M400 236 V440", c.darker, 3)}<rect x="394" y="236" width="12" height="20" rx="3" fill="#c9ccd1"/>` : stitch("M358 254 Q400 304 442 254", c.detail, 1.8)}
${line("M330 300 Q350 380 338 440", c.dark, 3, 0.35)}${line("M470 300 Q450 380 462 440", c.dark, 3, 0.35)}
${belt}
${stitch("M160 806 Q190 828 232 812 Q274 834 316 814 Q358 836 400 816 Q442 836 484 814 Q526 834 568 812 Q610 828 640 806", c.detail, 1.8)}`;
  },
};

const skirt: KindArt = {
  closeUp: { x: 250, y: 250, width: 300 },
  draw(c, view) {
    const back = view === 2;
    const d = "M276 336 L524 336 C560 480 600 640 632 772 Q400 812 168 772 C200 640 240 480 276 336 Z";
    const pleats = [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const top = 276 + (248 / 6) * i;
        const hem = 168 + (464 / 6) * i;
        const shift = i * 4 - 10;
        return i % 2 === 0 ? "" : `<path d="M${top} 340 L${top + 248 / 6} 340 L${hem + 464 / 6} ${786 - Math.abs(shift)} L${hem} ${790 - Math.abs(shift)} Z" fill="${c.dark}" opacity="0.35"/>`;
      })
      .join("");
    return `${shadow(400, 880, 240, 24, 0.55)}
${garment(d, c, "skirt")}${pleats}
<rect x="270" y="296" width="260" height="44" rx="6" fill="${c.dark}"/>${stitch("M274 306 H526", c.detail, 1.6)}${stitch("M274 330 H526", c.detail, 1.6)}
${[300, 360, 440, 500].map((x) => `<rect x="${x - 6}" y="290" width="12" height="54" rx="3" fill="${c.dark}" stroke="${c.darker}" stroke-width="1.5"/>`).join("")}
${
  back
    ? `${line("M400 340 V520", c.darker, 3)}<rect x="394" y="340" width="12" height="22" rx="3" fill="#c9ccd1"/><rect x="386" y="304" width="28" height="18" rx="2" fill="${c.lighter}" opacity="0.7"/>`
    : `<circle cx="470" cy="318" r="10" fill="${c.lighter}" stroke="${c.darker}" stroke-width="2"/><circle cx="470" cy="318" r="2.5" fill="${c.darker}"/>`
}
${stitch("M180 758 Q400 796 620 758", c.detail, 1.8)}`;
  },
};

const TROUSERS = "M265 228 L535 228 L562 840 L414 840 L400 400 L386 840 L238 840 Z";

const trousers: KindArt = {
  closeUp: { x: 250, y: 160, width: 300 },
  draw(c, view) {
    const back = view === 2;
    const front = `${stitch("M404 232 L404 360 Q404 384 380 390", c.detail, 2)}
${line("M288 232 C300 280 292 310 268 330", c.dark, 3)}${line("M512 232 C500 280 508 310 532 330", c.dark, 3)}
<circle cx="400" cy="210" r="9" fill="${c.lighter}" stroke="${c.darker}" stroke-width="2"/>`;
    const backDetails = `${stitch("M268 278 L400 300 L532 278", c.detail, 2)}${line("M400 300 V400", c.dark, 3, 0.5)}
<path d="M288 318 H368 V394 L328 408 L288 394 Z" fill="${c.base}" stroke="${c.dark}" stroke-width="2.5"/>${stitch("M294 326 H362", c.detail, 1.6)}
<path d="M432 318 H512 V394 L472 408 L432 394 Z" fill="${c.base}" stroke="${c.dark}" stroke-width="2.5"/>${stitch("M438 326 H506", c.detail, 1.6)}`;
    return `${shadow(400, 880, 230, 24, 0.6)}
${garment(TROUSERS, c, "trousers")}
<path d="M400 400 L386 840 L372 840 Z" fill="${c.darker}" opacity="0.35"/>
${fold("M318 250 L310 835", c, 0.3)}${fold("M482 250 L490 835", c, 0.3)}
${fold("M300 560 Q320 575 345 568", c, 0.3)}${fold("M470 620 Q490 635 512 628", c, 0.3)}
<rect x="262" y="190" width="276" height="40" rx="5" fill="${c.dark}"/>${stitch("M266 200 H534", c.detail, 1.6)}${stitch("M266 222 H534", c.detail, 1.6)}
${[290, 350, 450, 510].map((x) => `<rect x="${x - 6}" y="184" width="12" height="50" rx="3" fill="${c.dark}" stroke="${c.darker}" stroke-width="1.5"/>`).join("")}
${stitch("M242 820 H384", c.detail, 1.8)}${stitch("M416 820 H558", c.detail, 1.8)}
${back ? backDetails : front}`;
  },
};

const shorts: KindArt = {
  closeUp: { x: 220, y: 220, width: 340 },
  draw(c, view) {
    const back = view === 2;
    const d = "M258 338 L542 338 L578 612 L414 626 L400 470 L386 626 L222 612 Z";
    // Shorts are small: drawn a third larger around the middle of the garment.
    return `${shadow(400, 840, 280, 24, 0.55)}<g transform="translate(400 470) scale(1.32) translate(-400 -470)">
${garment(d, c, "shorts")}
<path d="M222 612 L386 626 L388 592 L226 580 Z" fill="${c.dark}"/><path d="M578 612 L414 626 L412 592 L574 580 Z" fill="${c.dark}"/>
${line("M228 582 L386 594", c.darker, 2, 0.5)}${line("M572 582 L414 594", c.darker, 2, 0.5)}
<rect x="254" y="300" width="292" height="42" rx="6" fill="${c.dark}"/>
${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((i) => line(`M${262 + i * 21} 304 v34`, c.darker, 1.5, 0.35)).join("")}
${
  back
    ? `<path d="M300 380 H372 V446 L336 458 L300 446 Z" fill="${c.base}" stroke="${c.dark}" stroke-width="2.5"/>${stitch("M306 388 H366", c.detail, 1.6)}${line("M400 342 V470", c.dark, 3, 0.5)}`
    : `${line("M396 340 C392 380 384 420 372 470", "#f4f1ea", 5)}${line("M404 340 C410 380 420 420 432 462", "#f4f1ea", 5)}
<rect x="366" y="466" width="12" height="18" rx="4" fill="#d9d4c7"/><rect x="426" y="458" width="12" height="18" rx="4" fill="#d9d4c7"/>
${line("M282 342 C294 380 286 400 262 418", c.dark, 3)}${line("M518 342 C506 380 514 400 538 418", c.dark, 3)}
${stitch("M404 344 L404 440 Q404 460 384 464", c.detail, 2)}`
}
${fold("M300 470 Q310 530 300 580", c, 0.25)}${fold("M500 470 Q490 530 500 580", c, 0.25)}</g>`;
  },
};

const JACKET =
  "M352 184 L448 184 L552 214 C610 290 636 470 656 700 L598 708 C584 560 566 450 546 372 L548 770 L252 770 L254 372 C234 450 216 560 202 708 L144 700 C164 470 190 290 248 214 Z";

const jacket: KindArt = {
  closeUp: { x: 270, y: 150, width: 260 },
  draw(c, view) {
    const back = view === 2;
    const ribs = (x0: number, x1: number, y0: number, y1: number) =>
      Array.from({ length: Math.floor((x1 - x0) / 12) }, (_, i) => line(`M${x0 + 6 + i * 12} ${y0 + 3}V${y1 - 3}`, c.darker, 1.5, 0.35)).join("");
    const front = `${line("M400 196 V770", c.darker, 6)}${line("M400 200 V766", "#aab0b6", 2.5)}
<rect x="391" y="214" width="18" height="34" rx="4" fill="#c4c9ce" stroke="#8a9096" stroke-width="2"/>
<path d="M292 520 L322 512 L346 610 L316 618 Z" fill="${c.dark}"/><path d="M508 520 L478 512 L454 610 L484 618 Z" fill="${c.dark}"/>
${stitch("M300 540 L318 612", c.detail, 1.6)}${stitch("M500 540 L482 612", c.detail, 1.6)}`;
    const backDetails = `${stitch("M258 300 Q400 330 542 300", c.detail, 2)}${line("M400 318 V724", c.dark, 2.5, 0.4)}`;
    return `${shadow(400, 880, 250, 26, 0.55)}
${back ? hanger(100, 210, 164) : ""}
${garment(JACKET, c, "jacket")}
${fold("M546 372 C566 440 576 480 580 540", c, 0.4)}${fold("M254 372 C234 440 224 480 220 540", c, 0.4)}
<path d="M252 726 H548 V772 H252 Z" fill="${c.dark}"/>${ribs(252, 548, 726, 772)}
<path d="M144 700 L202 708 L198 752 L138 744 Z" fill="${c.dark}"/><path d="M656 700 L598 708 L602 752 L662 744 Z" fill="${c.dark}"/>
<path d="M340 172 Q400 160 460 172 L456 214 Q400 200 344 214 Z" fill="${c.dark}"/>${ribs(344, 456, 176, 210)}
${back ? backDetails : front}`;
  },
};

function fringe(x0: number, x1: number, y: number, length: number, colour: string): string {
  return Array.from({ length: Math.floor((x1 - x0) / 10) + 1 }, (_, i) => line(`M${x0 + i * 10} ${y} l${(i % 3) - 1} ${length - (i % 2) * 6}`, colour, 3.4)).join("");
}

/** Two stripes across a scarf end (between x0 and x1, from y down). */
function scarfStripes(c: Shades, x0: number, x1: number, y: number): string {
  return `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="18" fill="${c.lighter}"/><rect x="${x0}" y="${y + 30}" width="${x1 - x0}" height="9" fill="${c.darker}"/>`;
}

const scarf: KindArt = {
  closeUp: { x: 270, y: 560, width: 280 },
  draw(c, view) {
    if (view === 2) {
      // Folded flat on the floor, seen from above the front; the fringed end hangs over the front.
      const layers = [0, 1, 2]
        .map((i) => `<path d="M186 ${640 + i * 34} H612 Q632 ${656 + i * 34} 612 ${672 + i * 34} H186 Q166 ${656 + i * 34} 186 ${640 + i * 34} Z" fill="${i % 2 ? c.dark : c.base}"/>`)
        .join("");
      return `${shadow(400, 744, 320, 36, 0.8)}
${layers}
<path d="M232 470 H568 L612 640 H186 Z" fill="${c.light}"/>${weave("scarf-top", '<path d="M232 470 H568 L612 640 H186 Z"/>', c.darker)}
<path d="M232 470 H568 L612 640 H186 Z" fill="url(#bd-glow)" opacity="0.4"/>
<path d="M420 470 H470 L490 640 H430 Z" fill="${c.lighter}"/><path d="M486 470 H500 L524 640 H508 Z" fill="${c.darker}"/>
<path d="M300 640 H420 V748 H300 Z" fill="${c.base}"/>${weave("scarf-end", '<path d="M300 640 H420 V748 H300 Z"/>', c.darker)}
${scarfStripes(c, 300, 420, 690)}
${fringe(304, 420, 746, 54, c.dark)}
${line("M230 500 Q400 520 570 500", c.dark, 3, 0.25)}${line("M214 570 Q400 590 590 570", c.dark, 3, 0.25)}`;
    }
    const front = "M300 214 L460 214 L468 790 L308 800 Z";
    const backPanel = "M436 226 L570 226 L580 722 L446 730 Z";
    return `${shadow(440, 910, 230, 22, 0.45)}
<rect x="150" y="186" width="500" height="22" rx="11" fill="#b98a5a"/><circle cx="150" cy="197" r="16" fill="#8a6238"/><circle cx="650" cy="197" r="16" fill="#8a6238"/>
<path d="${backPanel}" fill="${c.dark}"/>${scarfStripes(c, 439, 577, 640)}
${fringe(446, 580, 726, 50, c.darker)}
<path d="M298 198 Q380 168 462 200 L462 238 L300 238 Z" fill="${c.light}"/>
<path d="${front}" fill="${c.base}"/>${weave("scarf-front", `<path d="${front}"/>`, c.darker)}
${line("M352 240 Q364 480 356 790", c.dark, 4, 0.35)}${line("M418 240 Q428 500 422 794", c.dark, 4, 0.25)}
${scarfStripes(c, 303, 467, 704)}
${fringe(310, 470, 796, 62, c.dark)}`;
  },
};

const hat: KindArt = {
  closeUp: { x: 300, y: 470, width: 280 },
  draw(c, view) {
    if (view === 2) {
      return `${shadow(400, 760, 330, 60, 0.8)}
<ellipse cx="400" cy="690" rx="320" ry="120" fill="${c.dark}"/><ellipse cx="400" cy="680" rx="318" ry="116" fill="${c.base}"/>
<ellipse cx="400" cy="680" rx="300" ry="104" fill="${c.light}" opacity="0.35"/>
<path d="M255 660 C250 560 270 470 320 440 Q400 416 480 440 C530 470 550 560 545 660 Q400 720 255 660 Z" fill="${c.base}"/>
<ellipse cx="400" cy="452" rx="86" ry="30" fill="${c.dark}"/><path d="M330 452 Q400 500 470 452" fill="none" stroke="${c.darker}" stroke-width="4" opacity="0.5"/>
<path d="M256 612 Q400 672 544 612 L545 660 Q400 720 255 660 Z" fill="${c.darker}"/>
${line("M300 470 C285 540 282 600 290 640", c.lighter, 10, 0.3)}`;
    }
    return `${shadow(400, 742, 330, 34, 0.9)}
<ellipse cx="400" cy="712" rx="300" ry="54" fill="${c.darker}"/><ellipse cx="400" cy="702" rx="300" ry="52" fill="${c.base}"/>
<path d="M122 700 Q400 650 678 700" fill="none" stroke="${c.light}" stroke-width="4" opacity="0.5"/>
<path d="M262 702 C258 610 270 530 300 484 Q350 462 400 480 Q450 462 500 484 C530 530 542 610 538 702 Q400 722 262 702 Z" fill="${c.base}"/>
<path d="M300 484 Q350 462 400 480 Q450 462 500 484 C488 500 450 508 400 504 C350 508 312 500 300 484 Z" fill="${c.dark}"/>
${line("M400 484 C394 530 396 560 400 600", c.dark, 5, 0.5)}
<path d="M266 640 Q400 662 534 640 L538 702 Q400 722 262 702 Z" fill="${c.darker}"/>
<path d="M480 652 L532 634 L526 680 Z" fill="${c.dark}"/><path d="M480 652 L540 670 L512 704 Z" fill="${c.dark}"/><circle cx="480" cy="658" r="11" fill="${c.darker}" stroke="${c.dark}" stroke-width="3"/>
${line("M300 520 C286 570 282 610 286 640", c.lighter, 12, 0.3)}`;
  },
};

const bag: KindArt = {
  closeUp: { x: 230, y: 300, width: 260 },
  draw(c, view) {
    if (view === 2) {
      return `<defs>${linearGradient("bag-side", c.dark, c.darker)}</defs>${shadow(420, 830, 280, 30)}
${line("M320 392 C320 210 500 210 500 384", c.darker, 20)}
<path d="M252 400 L540 400 L548 812 L236 812 Z" fill="${c.base}"/>${weave("bag-weave", '<path d="M252 400 L540 400 L548 812 L236 812 Z"/>', c.darker)}
<path d="M540 400 L624 376 L640 776 L548 812 Z" fill="url(#bag-side)"/>
<path d="M252 400 L336 376 L624 376 L540 400 Z" fill="${c.darker}"/>
<path d="M252 400 L540 400 L541 436 L250 436 Z" fill="${c.dark}"/>${stitch("M254 426 H538", c.detail, 1.8)}
${line("M300 404 C300 190 490 190 490 404", c.base, 24)}${stitch("M300 404 C300 190 490 190 490 404", c.detail, 1.6)}
<rect x="288" y="398" width="24" height="34" rx="3" fill="${c.dark}"/><rect x="478" y="398" width="24" height="34" rx="3" fill="${c.dark}"/>
<rect x="330" y="560" width="130" height="90" rx="6" fill="${c.lighter}" opacity="0.75"/>${stitch("M338 568 H452 V642 H338 Z", c.detail, 1.5)}`;
    }
    return `${shadow(400, 830, 280, 30)}
${line("M310 404 C310 224 490 224 490 404", c.darker, 22)}
<path d="M215 400 L585 400 L600 792 Q600 815 576 815 L224 815 Q200 815 200 792 Z" fill="${c.base}"/>
${weave("bag-weave", '<path d="M215 400 L585 400 L600 792 Q600 815 576 815 L224 815 Q200 815 200 792 Z"/>', c.darker)}
<path d="M560 400 L585 400 L600 792 Q600 815 576 815 L566 815 Z" fill="${c.dark}" opacity="0.5"/>
<path d="M215 400 L585 400 L587 442 L213 442 Z" fill="${c.dark}"/>${stitch("M216 430 H584", c.detail, 1.8)}
${line("M286 412 C286 200 514 200 514 412", c.base, 26)}${stitch("M286 412 C286 200 514 200 514 412", c.detail, 1.6)}
<rect x="272" y="404" width="28" height="40" rx="3" fill="${c.dark}"/><rect x="500" y="404" width="28" height="40" rx="3" fill="${c.dark}"/>
${line("M276 410 L296 438 M296 410 L276 438", c.detail, 1.6)}${line("M504 410 L524 438 M524 410 L504 438", c.detail, 1.6)}
<rect x="320" y="560" width="160" height="110" rx="8" fill="${c.lighter}" opacity="0.75"/>${stitch("M329 569 H471 V661 H329 Z", c.detail, 1.5)}
${line("M210 770 H590", c.dark, 3, 0.5)}`;
  },
};

const SOLE_TAN = "#d8b48c";
const SOLE_TAN_DARK = "#a88158";

function sandalTop(c: Shades): string {
  const bed =
    "M320 280 C370 270 392 320 390 380 C388 460 374 520 374 600 C374 700 382 790 322 800 C262 800 262 720 268 640 C272 560 250 480 252 400 C254 320 275 285 320 280 Z";
  return `<path d="${bed}" fill="${SOLE_TAN_DARK}" transform="translate(4 10)"/><path d="${bed}" fill="${SOLE_TAN}"/>
<path d="M318 300 C355 294 372 330 370 380 C368 450 356 520 356 600 C356 690 362 770 322 780 C282 780 282 716 286 640 C290 560 270 480 272 400 C274 330 290 302 318 300 Z" fill="#ecd5b8"/>
<path d="M252 380 C300 350 350 360 392 420 L390 470 C350 410 300 404 254 440 Z" fill="${c.base}"/>
<path d="M258 470 C300 420 350 410 384 380 L386 430 C350 460 300 480 262 520 Z" fill="${c.dark}"/>
<path d="M262 640 C300 620 350 620 376 640 L376 680 C350 662 300 662 266 682 Z" fill="${c.base}"/>
<rect x="352" y="632" width="28" height="40" rx="5" fill="none" stroke="#c9a227" stroke-width="5"/>
${stitch("M256 404 C300 378 350 386 390 440", c.detail, 1.4)}`;
}

const sandals: KindArt = {
  closeUp: { x: 240, y: 330, width: 200 },
  draw(c, view) {
    if (view === 2) {
      return `${shadow(400, 752, 300, 26)}
<path d="M130 720 C130 700 150 690 180 690 L600 680 C650 680 680 700 676 722 C672 744 640 752 600 752 L180 756 C150 756 130 742 130 720 Z" fill="${SOLE_TAN_DARK}"/>
<path d="M134 708 C136 692 154 684 180 684 L600 672 C640 672 668 684 670 700 C640 712 600 714 560 712 L180 716 C156 716 138 714 134 708 Z" fill="${SOLE_TAN}"/>
${line("M140 740 C300 744 500 744 668 730", "#7c5a36", 3, 0.6)}
<path d="M440 696 C460 600 560 590 610 690 L584 694 C548 624 480 628 466 696 Z" fill="${c.base}"/>
<path d="M230 700 C210 640 220 560 280 540 C320 530 350 560 356 600 L330 604 C322 572 300 560 282 566 C246 578 246 640 258 698 Z" fill="${c.dark}"/>
<path d="M250 640 C290 600 360 596 420 640 L406 660 C360 628 300 628 262 664 Z" fill="${c.base}"/>
<rect x="316" y="606" width="30" height="36" rx="5" fill="none" stroke="#c9a227" stroke-width="5" transform="rotate(12 331 624)"/>
${stitch("M454 690 C470 620 548 616 596 688", c.detail, 1.5)}`;
    }
    return `${shadow(400, 812, 260, 26)}${sandalTop(c)}<g transform="translate(0 -18)">${mirrored(sandalTop(c))}</g>`;
  },
};

const SNEAKER_UPPER =
  "M165 700 C150 650 152 584 170 548 C178 534 196 530 208 540 C244 564 284 568 318 552 L330 506 C336 490 358 488 366 504 C424 558 500 598 582 620 C642 636 684 662 682 700 Z";
const SNEAKER_SOLE = "M150 700 H684 C702 712 700 752 670 762 L178 766 C146 766 136 722 150 700 Z";

function sneaker(c: Shades): string {
  const laces = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 372 + i * 46;
      const y = 540 + i * 20;
      return `<circle cx="${x + 9}" cy="${y + 10}" r="4" fill="${c.darker}"/><path d="M${x - 12} ${y - 14} L${x + 12} ${y + 12}" stroke="#f7f7f5" stroke-width="7" stroke-linecap="round"/>`;
    })
    .join("");
  return `<path d="${SNEAKER_UPPER}" fill="${c.base}"/>
<path d="M165 700 C150 650 152 584 170 548 C178 534 196 530 208 540 C214 590 226 650 256 700 Z" fill="${c.dark}"/>
<path d="M582 700 C584 660 606 634 640 636 C668 648 684 670 682 700 Z" fill="${c.light}"/>
<path d="M282 690 C350 620 440 584 540 604 C460 616 390 650 352 696 Z" fill="${c.lighter}"/>
<path d="M350 528 C420 578 500 612 586 628" fill="none" stroke="${c.dark}" stroke-width="30" stroke-linecap="round"/>
${laces}
<path d="M332 506 C338 488 360 488 368 506 L350 536 Z" fill="${c.dark}"/>
<path d="M210 546 C246 570 286 572 318 556 L314 576 C284 590 244 588 212 566 Z" fill="${c.darker}"/>
<path d="M166 552 C176 536 194 532 206 540 L204 600 L172 604 C164 590 162 570 166 552 Z" fill="${c.darker}"/>
${line("M300 600 C380 560 470 560 560 600", c.dark, 3, 0.0)}
${stitch("M176 688 C300 692 480 692 660 688", c.detail, 1.6)}
<path d="${SNEAKER_SOLE}" fill="#f4f4f1"/>
<path d="M146 742 L698 738 C694 752 684 758 670 762 L178 766 C160 766 150 756 146 742 Z" fill="#9ea3a8"/>
${line("M156 718 H690", "#d5d7d9", 3)}`;
}

const sneakers: KindArt = {
  closeUp: { x: 300, y: 440, width: 300 },
  draw(c, view) {
    if (view === 2) {
      // The pair, toes to the left: one shoe behind the other.
      const behind = `<g transform="translate(96 -70) scale(0.92)">${mirrored(sneaker(c))}<g transform="translate(800 0) scale(-1 1)"><path d="${SNEAKER_UPPER}" fill="#000000" opacity="0.16"/><path d="${SNEAKER_SOLE}" fill="#000000" opacity="0.1"/></g></g>`;
      return `${shadow(400, 772, 320, 30)}${shadow(500, 700, 260, 22, 0.6)}${behind}${mirrored(sneaker(c))}`;
    }
    return `${shadow(410, 772, 310, 30)}${sneaker(c)}`;
  },
};

export const clothingArt = {
  tshirt,
  shirt,
  dress,
  skirt,
  trousers,
  shorts,
  jacket,
  scarf,
  hat,
  bag,
  sandals,
  sneakers,
} satisfies Partial<Record<ProductArtKind, KindArt>>;
