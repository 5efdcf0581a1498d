import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import type { StorefrontSettings } from "~/lib/settings.server";
import { sha256Hex } from "~/lib/web-crypto.server";

/** Honeypots by the session secret their key was made from (a host given another secret gets another). */
const honeypots = new Map<string, Promise<Honeypot>>();

/**
 * The honeypot of public forms (guest checkout): a hidden field bots fill in, and an encrypted
 * "valid from" time. The key derives from the session secret (SHA-256 of `honeypot:` and the
 * secret, in hex), so every server process and every host agrees.
 */
export function formHoneypot(settings: Pick<StorefrontSettings, "SESSION_SECRET">): Promise<Honeypot> {
  const secret = settings.SESSION_SECRET;
  let honeypot = honeypots.get(secret);
  if (!honeypot) {
    honeypot = sha256Hex(`honeypot:${secret}`).then((encryptionSeed) => new Honeypot({ encryptionSeed }));
    honeypots.set(secret, honeypot);
  }
  return honeypot;
}

/**
 * True when the form was filled in by a bot (the hidden field has a value, or the time is forged).
 * A forged time can fail to decrypt with an error that is not a SpamError ("Malformed UTF-8
 * data", depending on the key): that is spam too, not a 500.
 */
export async function isSpam(formData: FormData, settings: Pick<StorefrontSettings, "SESSION_SECRET">): Promise<boolean> {
  const honeypot = await formHoneypot(settings);
  try {
    honeypot.check(formData);
    return false;
  } catch (error) {
    if (!(error instanceof SpamError)) console.warn(`[honeypot] unreadable form time taken for spam: ${(error as Error).message}`);
    return true;
  }
}
