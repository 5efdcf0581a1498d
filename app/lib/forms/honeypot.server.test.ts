import { createHash } from "node:crypto";
import { Honeypot } from "remix-utils/honeypot/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_TIME_MAX_AGE_MS, FORM_TIME_REUSE_MS, formHoneypot, isSpam } from "~/lib/forms/honeypot.server";
import { log } from "../../../logging/logger";

const SECRET = "honeypot-test-secret-real-0123456789abcdefghij";

/** A form as a shopper sends it back: the hidden field empty, the time as the page gave it. */
function filledForm(props: { nameFieldName: string; validFromFieldName: string | null; encryptedValidFrom: string }): FormData {
  const form = new FormData();
  form.set(props.nameFieldName, "");
  form.set(props.validFromFieldName ?? "from__confirm", props.encryptedValidFrom);
  return form;
}

describe("isSpam", () => {
  beforeEach(() => {
    vi.spyOn(log, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("takes a forged time for spam under every key, never throws", async () => {
    // Whether a forged value fails as SpamError or as a decoding error depends on the key.
    for (let i = 0; i < 10; i++) {
      const settings = { SESSION_SECRET: `honeypot-test-secret-${i}-0123456789abcdefghij` };
      for (const forged of ["x".repeat(200), "U2FsdGVkX1", "%%%", "ก".repeat(20)]) {
        const form = new FormData();
        form.set("name__confirm", "");
        form.set("from__confirm", forged);
        expect(await isSpam(form, settings)).toBe(true);
      }
    }
  });

  it("lets a real form through and stops a filled-in hidden field", async () => {
    const form = filledForm((await formHoneypot({ SESSION_SECRET: SECRET })).getInputProps());
    expect(await isSpam(form, { SESSION_SECRET: SECRET })).toBe(false);
    form.set("name__confirm", "bot");
    expect(await isSpam(form, { SESSION_SECRET: SECRET })).toBe(true);
  });

  it("keys on the secret it is given: a form made under another secret does not pass", async () => {
    const form = filledForm((await formHoneypot({ SESSION_SECRET: SECRET })).getInputProps());
    expect(await isSpam(form, { SESSION_SECRET: `other-${SECRET}` })).toBe(true);
    expect(await isSpam(form, { SESSION_SECRET: SECRET })).toBe(false);
  });

  it("refuses a time made under another key even when it decrypts to a number (remix-utils alone takes ~1 in 6,700)", async () => {
    // Made under another key ("other-seed-…"); under this test's key it decrypts to "5", a time in
    // 1970, which remix-utils' own check accepts. Found once by trying other keys until one passed.
    const forged = filledForm({ nameFieldName: "name__confirm", validFromFieldName: "from__confirm", encryptedValidFrom: "U2FsdGVkX19p5R06VfdozlnrSmBGohi9oRFWegrrfZw=" });
    const remixUtilsAlone = new Honeypot({ encryptionSeed: createHash("sha256").update(`honeypot:${SECRET}`).digest("hex") });
    expect(() => remixUtilsAlone.check(forged)).not.toThrow();
    expect(await isSpam(forged, { SESSION_SECRET: SECRET })).toBe(true);
  });

  it("refuses a form time older than a week, accepts one just younger", async () => {
    const honeypot = await formHoneypot({ SESSION_SECRET: SECRET });
    const stale = filledForm(honeypot.getInputProps({ validFromTimestamp: Date.now() - FORM_TIME_MAX_AGE_MS - 60_000 }));
    const recent = filledForm(honeypot.getInputProps({ validFromTimestamp: Date.now() - FORM_TIME_MAX_AGE_MS + 60_000 }));
    expect(await isSpam(stale, { SESSION_SECRET: SECRET })).toBe(true);
    expect(await isSpam(recent, { SESSION_SECRET: SECRET })).toBe(false);
  });

  it("accepts forms rendered before the move to Web Crypto (same key as node:crypto's SHA-256 hex)", async () => {
    const before = new Honeypot({ encryptionSeed: createHash("sha256").update(`honeypot:${SECRET}`).digest("hex") });
    expect(await isSpam(filledForm(before.getInputProps()), { SESSION_SECRET: SECRET })).toBe(false);
  });

  it("mints a form time at most once a second, and each one passes", async () => {
    const settings = { SESSION_SECRET: `reuse-${SECRET}` };
    const honeypot = await formHoneypot(settings);
    const start = Date.now();
    const now = vi.spyOn(Date, "now").mockReturnValue(start);
    const first = honeypot.getInputProps();
    now.mockReturnValue(start + FORM_TIME_REUSE_MS - 1);
    const sameSecond = honeypot.getInputProps();
    now.mockReturnValue(start + FORM_TIME_REUSE_MS);
    const next = honeypot.getInputProps();
    expect(sameSecond.encryptedValidFrom).toBe(first.encryptedValidFrom);
    expect(next.encryptedValidFrom).not.toBe(first.encryptedValidFrom);
    now.mockReturnValue(start + FORM_TIME_REUSE_MS + 5_000);
    expect(await isSpam(filledForm(first), settings)).toBe(false);
    expect(await isSpam(filledForm(next), settings)).toBe(false);
    // A time given explicitly is always minted for it.
    const week = honeypot.getInputProps({ validFromTimestamp: start - FORM_TIME_MAX_AGE_MS - 60_000 });
    expect(await isSpam(filledForm(week), settings)).toBe(true);
  });
});
