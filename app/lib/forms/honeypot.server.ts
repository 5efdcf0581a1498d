import { createHash } from "node:crypto";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { serverEnv } from "~/lib/env.server";

let honeypot: Honeypot | undefined;

/**
 * The honeypot of public forms (guest checkout): a hidden field bots fill in, and an encrypted
 * "valid from" time. The key derives from the session secret, so every server process agrees.
 */
export function formHoneypot(): Honeypot {
  honeypot ??= new Honeypot({
    encryptionSeed: createHash("sha256").update(`honeypot:${serverEnv().SESSION_SECRET}`).digest("hex"),
  });
  return honeypot;
}

/**
 * True when the form was filled in by a bot (the hidden field has a value, or the time is forged).
 * A forged time can fail to decrypt with an error that is not a SpamError ("Malformed UTF-8
 * data", depending on the key): that is spam too, not a 500.
 */
export function isSpam(formData: FormData): boolean {
  try {
    formHoneypot().check(formData);
    return false;
  } catch (error) {
    if (!(error instanceof SpamError)) console.warn(`[honeypot] unreadable form time taken for spam: ${(error as Error).message}`);
    return true;
  }
}
