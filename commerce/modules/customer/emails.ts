/**
 * The customer emails, in the store view's language (Thai for th_TH, else English): plain text
 * plus a small HTML version. Written into the outbox by the customer service.
 */
export interface PasswordResetEmail {
  subject: string;
  textBody: string;
  htmlBody: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function passwordResetEmail(input: { locale: string; firstname: string; link: string; storeName: string; hours: number }): PasswordResetEmail {
  const thai = input.locale.startsWith("th");
  const subject = thai ? `ตั้งรหัสผ่านใหม่สำหรับ ${input.storeName}` : `Reset your ${input.storeName} password`;
  const lines = thai
    ? [
        `สวัสดีคุณ ${input.firstname}`,
        "",
        "เราได้รับคำขอให้ตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ คลิกลิงก์ด้านล่างเพื่อตั้งรหัสผ่านใหม่:",
        input.link,
        "",
        `ลิงก์นี้ใช้ได้ครั้งเดียวและหมดอายุใน ${input.hours} ชั่วโมง หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้`,
      ]
    : [
        `Hello ${input.firstname},`,
        "",
        "There was recently a request to change the password for your account. To set a new password, follow this link:",
        input.link,
        "",
        `The link works once and expires in ${input.hours} hours. If you did not make this request, you can ignore this email.`,
      ];
  const textBody = lines.join("\n");
  const htmlBody = `<!doctype html><html><body>${lines
    .filter((line) => line !== "")
    .map((line) => (line === input.link ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>` : `<p>${escapeHtml(line)}</p>`))
    .join("")}</body></html>`;
  return { subject, textBody, htmlBody };
}
