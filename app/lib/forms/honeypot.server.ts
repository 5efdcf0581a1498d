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

/** True when the form was filled in by a bot (the hidden field has a value, or the time is forged). */
export function isSpam(formData: FormData): boolean {
  try {
    formHoneypot().check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
