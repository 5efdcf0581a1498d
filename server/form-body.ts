/**
 * Every write the storefront answers is an HTML form (the shop has no JSON or upload endpoints
 * outside the engine), and every action starts with `request.formData()`, which throws on
 * anything else: 338 of 6,600 fuzzed posts answered 500. So the body is checked once, here, for
 * all routes: it must be a form (`application/x-www-form-urlencoded` or `multipart/form-data` with
 * a boundary), at most `maxBytes`, and readable as one. Runtime-neutral (Fetch API only).
 */
import type { RefusalReason } from "../app/lib/request-refusal";
import { joinBytes } from "../app/lib/bytes";

/**
 * The cap on a form body. The biggest form here is create-account (two names of 255 characters,
 * email 254, password 256, the honeypot): about 1,050 characters, 9.5 KB urlencoded even with every
 * field in Thai (a Thai character is 9 bytes as `%E0%B8%81`); checkout's address steps and the
 * cart's lines are smaller. 32 KiB leaves room and still refuses anything that is not one of ours.
 */
export const MAX_FORM_BYTES = 32 * 1024;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export type FormBody =
  | { ok: true; body: Uint8Array<ArrayBuffer> }
  /** `bodyRead` false: the body was left unread (the connection should then close). */
  | { ok: false; reason: RefusalReason; bodyRead: boolean };

/** Checks a write's body before any route sees it; on success gives the bytes read, for the action. */
export async function readFormBody(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormBody> {
  const [essence = "", ...parameters] = (request.headers.get("Content-Type") ?? "").split(";").map((part) => part.trim());
  const type = essence.toLowerCase();
  if (!FORM_TYPES.has(type)) return { ok: false, reason: "not-a-form", bodyRead: false };
  if (type === "multipart/form-data" && !parameters.some((parameter) => /^boundary=.+/i.test(parameter))) {
    return { ok: false, reason: "unreadable-form", bodyRead: false };
  }
  // Refused before a byte of the body is read when its declared length is already too much.
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > maxBytes) return { ok: false, reason: "too-large", bodyRead: false };

  const read = await readAtMost(request.body, maxBytes);
  if (read === "too-large") return { ok: false, reason: "too-large", bodyRead: false };
  if (read === "failed") return { ok: false, reason: "unreadable-form", bodyRead: false };
  try {
    await new Request(request.url, { method: request.method, headers: request.headers, body: read }).formData();
  } catch {
    return { ok: false, reason: "unreadable-form", bodyRead: true };
  }
  return { ok: true, body: read };
}

/** The whole body, or "too-large" as soon as it passes `maxBytes` (the rest is not read). */
async function readAtMost(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | "too-large" | "failed"> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        reader.releaseLock();
        return "too-large";
      }
      chunks.push(value);
    }
  } catch {
    return "failed";
  }
  return joinBytes(chunks, size);
}
