/**
 * The email a contact message becomes (Magento's "contact_email_email_template": name, email,
 * phone number and comment), addressed to the shop, in Thai for a Thai store view and English
 * otherwise: whoever reads the shop's mailbox reads the store view's language. Text and an HTML
 * twin in which everything the shopper typed is escaped.
 */
import type { ContactMessage } from "./types";

const words = {
  th: {
    subject: (shop: string, name: string) => `${shop}: ข้อความจากแบบฟอร์มติดต่อเรา (${name})`,
    intro: "มีข้อความใหม่จากแบบฟอร์มติดต่อเรา ตอบกลับอีเมลนี้เพื่อตอบลูกค้าได้ทันที",
    name: "ชื่อ",
    email: "อีเมล",
    telephone: "เบอร์โทรศัพท์",
    comment: "ข้อความ",
    none: "-",
  },
  en: {
    subject: (shop: string, name: string) => `${shop}: Contact Form (${name})`,
    intro: "A new message from the contact form. Reply to this email to answer the shopper.",
    name: "Name",
    email: "Email",
    telephone: "Phone Number",
    comment: "Comment",
    none: "-",
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A subject stays on one line whatever was typed as the name. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, " ").slice(0, 80);
}

export function contactEmail(input: { locale: string; storeName: string; message: ContactMessage }): { subject: string; textBody: string; htmlBody: string } {
  const w = input.locale.startsWith("th") ? words.th : words.en;
  const { name, email, telephone, comment } = input.message;
  const fields: Array<[string, string]> = [
    [w.name, name],
    [w.email, email],
    [w.telephone, telephone ?? w.none],
  ];
  const textBody = [w.intro, "", ...fields.map(([label, value]) => `${label}: ${value}`), "", `${w.comment}:`, comment, ""].join("\n");
  const htmlBody = [
    `<p>${escapeHtml(w.intro)}</p>`,
    "<table>",
    ...fields.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    "</table>",
    `<h2>${escapeHtml(w.comment)}</h2>`,
    `<p style="white-space:pre-wrap">${escapeHtml(comment)}</p>`,
  ].join("\n");
  return { subject: w.subject(oneLine(input.storeName), oneLine(name)), textBody, htmlBody };
}
