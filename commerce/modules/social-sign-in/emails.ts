/**
 * The email confirming an address a shopper typed after signing in with a provider that gave none,
 * in the store view's language (Thai for th_TH, else English), plain text and a small HTML twin, as
 * the newsletter's confirmation email.
 */
import { PROVIDER_NAMES, type SocialProvider } from "./messages";

/** The outbox row's template id. */
export const SOCIAL_EMAIL_TEMPLATE = "social_sign_in_email_confirmation";

export interface SocialEmailConfirmationInput {
  locale: string;
  storeName: string;
  provider: SocialProvider;
  firstname: string;
  /** Absolute: the confirmation link. */
  link: string;
  hours: number;
}

const socialSignIn = {
  th: {
    subject: (shop: string, provider: string) => `ยืนยันอีเมลเพื่อเข้าสู่ระบบ ${shop} ด้วย ${provider}`,
    greeting: (name: string) => `สวัสดีคุณ ${name}`,
    intro: (shop: string, provider: string, hours: number) =>
      `คุณกำลังเข้าสู่ระบบ ${shop} ด้วย ${provider} กรุณายืนยันว่าอีเมลนี้เป็นของคุณ โดยคลิกลิงก์ด้านล่างภายใน ${hours} ชั่วโมง (ลิงก์ใช้ได้ครั้งเดียว):`,
    confirmLabel: "ยืนยันอีเมลของฉัน",
    notYou: "หากคุณไม่ได้พยายามเข้าสู่ระบบ โปรดเพิกเฉยต่ออีเมลนี้ เราจะไม่สร้างบัญชีใด ๆ หากไม่ได้รับการยืนยัน",
  },
  en: {
    subject: (shop: string, provider: string) => `Confirm your email to sign in to ${shop} with ${provider}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (shop: string, provider: string, hours: number) =>
      `You are signing in to ${shop} with ${provider}. To confirm that this email address is yours, follow this link within ${hours} hours (it works once):`,
    confirmLabel: "Confirm my email",
    notYou: "If you did not try to sign in, you can ignore this email: no account is created without this confirmation.",
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function socialEmailConfirmationEmail(input: SocialEmailConfirmationInput): { subject: string; textBody: string; htmlBody: string } {
  const thai = input.locale.startsWith("th");
  const w = thai ? socialSignIn.th : socialSignIn.en;
  const e = escapeHtml;
  const provider = PROVIDER_NAMES[input.provider];
  const subject = w.subject(input.storeName, provider);
  const greeting = w.greeting(input.firstname);
  const intro = w.intro(input.storeName, provider, input.hours);
  const textBody = [greeting, "", intro, input.link, "", w.notYou, "", input.storeName, ""].join("\n");
  const htmlBody = `<!doctype html>
<html lang="${thai ? "th" : "en"}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:sans-serif;color:#222">
<p>${e(greeting)}</p>
<p>${e(intro)}</p>
<p><a href="${e(input.link)}">${e(w.confirmLabel)}</a></p>
<p style="font-size:13px;color:#555">${e(w.notYou)}</p>
<p>${e(input.storeName)}</p>
</body></html>
`;
  return { subject, textBody, htmlBody };
}
