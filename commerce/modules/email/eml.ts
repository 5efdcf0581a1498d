/**
 * Renders an outbox message as an RFC 5322 / MIME file (.eml): UTF-8 bodies in base64, a Subject
 * and display names as RFC 2047 encoded words, so Thai text survives any mail client or reader.
 */
import { randomUUID } from "node:crypto";

export interface EmlMessage {
  from: { name: string; address: string };
  to: string;
  /** A Reply-To address (the shopper of a contact message). */
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  date: Date;
  /** Without angle brackets; a random one when absent. */
  messageId?: string;
}

/** An encoded word when the text is not plain ASCII (RFC 2047, base64). */
export function encodeHeaderWord(text: string): string {
  // Printable ASCII without "=?" needs no encoding.
  if (/^[\x20-\x7e]*$/.test(text) && !text.includes("=?")) return text;
  // Encoded words may be at most 75 characters: 45 bytes of UTF-8 each, never splitting a
  // character, folded onto continuation lines.
  const words: string[] = [];
  let chunk = "";
  for (const char of text) {
    if (Buffer.byteLength(chunk + char, "utf8") > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, "utf8").toString("base64")}?=`).join("\r\n ");
}

/** Base64 in lines of 76 characters, as MIME wants. */
function base64Lines(text: string): string {
  const encoded = Buffer.from(text, "utf8").toString("base64");
  return (encoded.match(/.{1,76}/g) ?? [""]).join("\r\n");
}

function part(contentType: string, body: string): string {
  return [`Content-Type: ${contentType}; charset=UTF-8`, "Content-Transfer-Encoding: base64", "", base64Lines(body)].join("\r\n");
}

/** The whole message with CRLF line ends. */
export function renderEml(message: EmlMessage): string {
  const messageId = message.messageId ?? `${randomUUID()}@commerce.local`;
  const headers = [
    `From: ${formatMailbox(message.from.name, message.from.address)}`,
    `To: ${message.to}`,
    ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
    `Subject: ${encodeHeaderWord(message.subject)}`,
    `Date: ${message.date.toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: <${messageId}>`,
    "MIME-Version: 1.0",
  ];
  if (!message.html) {
    return [...headers, part("text/plain", message.text), ""].join("\r\n");
  }
  const boundary = `=_alt_${randomUUID().replaceAll("-", "")}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    part("text/plain", message.text),
    `--${boundary}`,
    part("text/html", message.html),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

function formatMailbox(name: string, address: string): string {
  if (!name) return address;
  const display = /^[A-Za-z0-9 !#$%&'*+\-/=?^_`{|}~.]*$/.test(name) ? `"${name}"` : encodeHeaderWord(name);
  return `${display} <${address}>`;
}
