import { Honeypot, SpamError, type HoneypotInputProps } from "remix-utils/honeypot/server";
import type { StorefrontSettings } from "~/lib/settings.server";
import { sha256Hex } from "~/lib/web-crypto.server";
import { log } from "../../../logging/logger";

/** How long a rendered form's time stays good: a tab left open for days still submits. */
export const FORM_TIME_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How long one minted form time is handed to every page that asks. Minting is an AES encryption
 * with a key derivation (crypto-js), and every anonymous page has the drawer's and the footer's
 * forms: minting once a second instead of once a page takes it off the page's cost. A time given
 * out up to a second after it was made is only that much older; it is no shopper's own.
 */
export const FORM_TIME_REUSE_MS = 1_000;

/** What `Date.now()` prints for the next few centuries: 13 digits, nothing else. */
const RENDERED_TIME = /^\d{13}$/;

/**
 * remix-utils' honeypot, stricter about the encrypted "valid from" time. remix-utils takes any
 * decryption that reads as a positive number, so about one forged value in 6,700 got through (a
 * wrong-key decryption reading "7" is a time in 1970). Here the decryption must be exactly the
 * milliseconds `getInputProps` wrote (13 digits) and no older than FORM_TIME_MAX_AGE_MS, and an
 * unreadable one (not UTF-8 under this key) is a forgery like any other.
 */
class ShopHoneypot extends Honeypot {
  private minted: { at: number; props: HoneypotInputProps } | undefined;

  override getInputProps(options?: { validFromTimestamp?: number }): HoneypotInputProps {
    if (options?.validFromTimestamp !== undefined) return super.getInputProps(options);
    const now = Date.now();
    if (!this.minted || now < this.minted.at || now - this.minted.at >= FORM_TIME_REUSE_MS) {
      this.minted = { at: now, props: super.getInputProps({ validFromTimestamp: now }) };
    }
    return { ...this.minted.props };
  }

  protected override decrypt(value: string): string {
    let time: string;
    try {
      time = super.decrypt(value);
    } catch {
      return "";
    }
    return RENDERED_TIME.test(time) ? time : "";
  }

  protected override isValidTimeStamp(timestamp: number): boolean {
    return super.isValidTimeStamp(timestamp) && timestamp >= Date.now() - FORM_TIME_MAX_AGE_MS;
  }
}

/** Honeypots by the session secret their key was made from (a host given another secret gets another). */
const honeypots = new Map<string, Promise<Honeypot>>();

/**
 * The honeypot of public forms (guest checkout, create account, …): a hidden field bots fill in,
 * and an encrypted "valid from" time. The key derives from the session secret (SHA-256 of
 * `honeypot:` and the secret, in hex), so every server process and every host agrees. Its form
 * time is minted at most once per FORM_TIME_REUSE_MS.
 */
export function formHoneypot(settings: Pick<StorefrontSettings, "SESSION_SECRET">): Promise<Honeypot> {
  const secret = settings.SESSION_SECRET;
  let honeypot = honeypots.get(secret);
  if (!honeypot) {
    honeypot = sha256Hex(`honeypot:${secret}`).then((encryptionSeed) => new ShopHoneypot({ encryptionSeed }));
    honeypots.set(secret, honeypot);
  }
  return honeypot;
}

/** True when the form was filled in by a bot: the hidden field has a value, or the time is forged or stale. */
export async function isSpam(formData: FormData, settings: Pick<StorefrontSettings, "SESSION_SECRET">): Promise<boolean> {
  const honeypot = await formHoneypot(settings);
  try {
    honeypot.check(formData);
    return false;
  } catch (error) {
    if (!(error instanceof SpamError)) log.warn({ err: error }, `[honeypot] unreadable form time taken for spam`);
    return true;
  }
}
