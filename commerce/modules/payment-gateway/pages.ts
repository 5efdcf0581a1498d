/**
 * The gateway's own pages, plain server-rendered HTML in Thai or English: the 3-D Secure challenge
 * (three buttons in one POST form, no script) and the pages for requests it cannot serve. The
 * gateway is a separate service from the shop, so its few texts live here, not in the shop's
 * catalogues. The one stylesheet is inline and allowed by its hash in the page's CSP.
 */
import { createHash } from "node:crypto";
import type { CardBrand } from "./cards";
import type { GatewayLocale } from "./gateway";

const BRAND_NAMES: Record<CardBrand, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express", jcb: "JCB" };

const TEXTS = {
  en: {
    sandbox: "Sandbox payment gateway: no real money moves.",
    challengeTitle: "Confirm your payment",
    challengeIntro: (card: string) => `Your bank asks you to confirm this payment made with your ${card}.`,
    challengeHint: "This is a test: choose the answer your bank would give.",
    authenticate: "Authenticate",
    fail: "Fail authentication",
    cancel: "Cancel",
    cardEnding: (brand: string, last4: string) => `${brand} card ending in ${last4}`,
    badRequestTitle: "The payment cannot continue",
    badRequestText: "The shop sent this page a request it cannot accept. Go back to the shop and try again.",
    notFoundTitle: "Page not found",
    notFoundText: "This payment page does not exist. Go back to the shop and try again.",
    finishedTitle: "This confirmation is already done",
    finishedText: "This payment was already confirmed, failed or cancelled. Go back to the shop to see what happened.",
    expiredTitle: "This confirmation has expired",
    expiredText: "The time to confirm this payment has run out. Go back to the shop and pay again.",
    backToShop: "Back to the shop",
  },
  th: {
    sandbox: "ระบบชำระเงินทดสอบ: ไม่มีการตัดเงินจริง",
    challengeTitle: "ยืนยันการชำระเงิน",
    challengeIntro: (card: string) => `ธนาคารของคุณขอให้ยืนยันการชำระเงินนี้ด้วย${card}`,
    challengeHint: "นี่คือการทดสอบ: เลือกคำตอบที่ธนาคารของคุณจะให้",
    authenticate: "ยืนยันตัวตน",
    fail: "ยืนยันตัวตนไม่สำเร็จ",
    cancel: "ยกเลิก",
    cardEnding: (brand: string, last4: string) => `บัตร ${brand} ที่ลงท้ายด้วย ${last4}`,
    badRequestTitle: "ไม่สามารถดำเนินการชำระเงินต่อได้",
    badRequestText: "ร้านค้าส่งคำขอที่หน้านี้รับไม่ได้ โปรดกลับไปที่ร้านค้าแล้วลองอีกครั้ง",
    notFoundTitle: "ไม่พบหน้านี้",
    notFoundText: "ไม่มีหน้าชำระเงินนี้ โปรดกลับไปที่ร้านค้าแล้วลองอีกครั้ง",
    finishedTitle: "การยืนยันนี้เสร็จสิ้นแล้ว",
    finishedText: "การชำระเงินนี้ได้รับการยืนยัน ไม่สำเร็จ หรือถูกยกเลิกไปแล้ว โปรดกลับไปที่ร้านค้าเพื่อดูผล",
    expiredTitle: "การยืนยันนี้หมดเวลาแล้ว",
    expiredText: "หมดเวลายืนยันการชำระเงินนี้แล้ว โปรดกลับไปที่ร้านค้าแล้วชำระเงินอีกครั้ง",
    backToShop: "กลับไปที่ร้านค้า",
  },
} as const;

const STYLE = [
  "body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}",
  "main{max-width:32rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px}",
  "h1{font-size:1.5rem;margin:0 0 1rem}",
  ".note{font-size:.875rem;color:#52525b}",
  ".actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}",
  "button{font:inherit;padding:.625rem 1rem;border-radius:6px;border:1px solid #18181b;background:#fff;color:#18181b;cursor:pointer}",
  "button[value=authenticate]{background:#18181b;color:#fff}",
  "button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}",
  "a{color:#1d4ed8}",
].join("");

/** The CSP source allowing exactly the inline stylesheet above. */
export const STYLE_HASH_SOURCE = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function page(locale: GatewayLocale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
<p class="note">${escapeHtml(TEXTS[locale].sandbox)}</p>
</main>
</body>
</html>
`;
}

/** The 3-D Secure page: the card it is about and three answers, posted back to the same address. */
export function challengePage(locale: GatewayLocale, action: string, card: { brand: CardBrand; last4: string }): string {
  const t = TEXTS[locale];
  const cardText = t.cardEnding(BRAND_NAMES[card.brand], card.last4);
  return page(locale, t.challengeTitle, `<p>${escapeHtml(t.challengeIntro(cardText))}</p>
<p>${escapeHtml(t.challengeHint)}</p>
<form method="post" action="${escapeHtml(action)}" class="actions">
<button type="submit" name="action" value="authenticate">${escapeHtml(t.authenticate)}</button>
<button type="submit" name="action" value="fail">${escapeHtml(t.fail)}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
</form>`);
}

export type ProblemKind = "bad_request" | "not_found" | "finished" | "expired";

/** A page for a request the gateway cannot serve, with a link back to the shop when it knows one. */
export function problemPage(locale: GatewayLocale, kind: ProblemKind, backUrl?: string): string {
  const t = TEXTS[locale];
  const [title, text] = {
    bad_request: [t.badRequestTitle, t.badRequestText],
    not_found: [t.notFoundTitle, t.notFoundText],
    finished: [t.finishedTitle, t.finishedText],
    expired: [t.expiredTitle, t.expiredText],
  }[kind] as [string, string];
  const link = backUrl ? `\n<p><a href="${escapeHtml(backUrl)}">${escapeHtml(t.backToShop)}</a></p>` : "";
  return page(locale, title, `<p>${escapeHtml(text)}</p>${link}`);
}
