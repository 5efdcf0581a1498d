/**
 * The newsletter emails (Magento's newsletter_subscription_confirm / _success / _un email
 * templates), in the store view's language (Thai for th_TH, else English): plain text and a small
 * HTML twin. Every one carries the unsubscribe link, which works without signing in.
 */

export type NewsletterEmailKind = "confirm" | "success" | "unsubscribed";

/** Magento's template ids, kept in the outbox row. */
export const NEWSLETTER_TEMPLATES: Record<NewsletterEmailKind, string> = {
  confirm: "newsletter_subscription_confirm_email_template",
  success: "newsletter_subscription_success_email_template",
  unsubscribed: "newsletter_subscription_un_email_template",
};

export interface NewsletterEmailInput {
  kind: NewsletterEmailKind;
  locale: string;
  storeName: string;
  /** Absolute: the confirmation link (for "confirm" only). */
  confirmLink: string | null;
  /** Absolute: the unsubscribe link. */
  unsubscribeLink: string;
  /** How many days the confirmation link works. */
  confirmDays: number;
}

const words = {
  th: {
    confirm: {
      subject: (shop: string) => `ยืนยันการรับจดหมายข่าวจาก ${shop}`,
      lines: (shop: string, days: number) => [
        "สวัสดีค่ะ",
        `ขอบคุณที่สมัครรับจดหมายข่าวของ ${shop} กรุณาคลิกลิงก์ด้านล่างเพื่อยืนยันอีเมลนี้ภายใน ${days} วัน:`,
      ],
      confirmLabel: "ยืนยันการสมัคร",
    },
    success: {
      subject: (shop: string) => `คุณสมัครรับจดหมายข่าวจาก ${shop} เรียบร้อยแล้ว`,
      lines: (shop: string) => ["สวัสดีค่ะ", `คุณสมัครรับจดหมายข่าวของ ${shop} เรียบร้อยแล้ว เราจะส่งข่าวสารและโปรโมชันให้คุณทางอีเมลนี้`],
    },
    unsubscribed: {
      subject: (shop: string) => `คุณยกเลิกการรับจดหมายข่าวจาก ${shop} แล้ว`,
      lines: (shop: string) => ["สวัสดีค่ะ", `คุณยกเลิกการรับจดหมายข่าวของ ${shop} แล้ว และจะไม่ได้รับจดหมายข่าวจากเราอีก`],
    },
    unsubscribeNote: "หากไม่ต้องการรับจดหมายข่าว ยกเลิกได้ที่ลิงก์นี้โดยไม่ต้องเข้าสู่ระบบ:",
    unsubscribeLabel: "ยกเลิกการรับจดหมายข่าว",
    notYou: "หากคุณไม่ได้สมัคร โปรดเพิกเฉยต่ออีเมลนี้",
  },
  en: {
    confirm: {
      subject: (shop: string) => `Confirm your ${shop} newsletter subscription`,
      lines: (shop: string, days: number) => ["Hello,", `Thank you for subscribing to the ${shop} newsletter. To confirm this email address, follow this link within ${days} days:`],
      confirmLabel: "Confirm my subscription",
    },
    success: {
      subject: (shop: string) => `You are subscribed to the ${shop} newsletter`,
      lines: (shop: string) => ["Hello,", `You have been successfully subscribed to the ${shop} newsletter. We will send news and offers to this address.`],
    },
    unsubscribed: {
      subject: (shop: string) => `You are unsubscribed from the ${shop} newsletter`,
      lines: (shop: string) => ["Hello,", `You have been unsubscribed from the ${shop} newsletter and will not receive it any more.`],
    },
    unsubscribeNote: "To stop receiving the newsletter, follow this link (no need to sign in):",
    unsubscribeLabel: "Unsubscribe",
    notYou: "If you did not subscribe, you can ignore this email.",
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function newsletterEmail(input: NewsletterEmailInput): { subject: string; textBody: string; htmlBody: string } {
  const thai = input.locale.startsWith("th");
  const w = thai ? words.th : words.en;
  const e = escapeHtml;
  const intro = input.kind === "confirm" ? w.confirm.lines(input.storeName, input.confirmDays) : w[input.kind].lines(input.storeName);
  const subject = w[input.kind].subject(input.storeName);
  const confirm = input.kind === "confirm" && input.confirmLink ? input.confirmLink : null;

  const text = [
    ...intro,
    ...(confirm ? [confirm, "", w.notYou] : []),
    "",
    w.unsubscribeNote,
    input.unsubscribeLink,
    "",
    input.storeName,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="${thai ? "th" : "en"}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:sans-serif;color:#222">
${intro.map((line) => `<p>${e(line)}</p>`).join("\n")}
${confirm ? `<p><a href="${e(confirm)}">${e(w.confirm.confirmLabel)}</a></p>\n<p>${e(w.notYou)}</p>` : ""}
<p style="font-size:13px;color:#555">${e(w.unsubscribeNote)} <a href="${e(input.unsubscribeLink)}">${e(w.unsubscribeLabel)}</a></p>
<p>${e(input.storeName)}</p>
</body></html>
`;
  return { subject, textBody: text, htmlBody: html };
}
