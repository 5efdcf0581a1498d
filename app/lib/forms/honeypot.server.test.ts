import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

describe("isSpam", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete process.env.SESSION_SECRET;
  });

  async function isSpamWithSecret(secret: string) {
    process.env.SESSION_SECRET = secret;
    return (await import("~/lib/forms/honeypot.server")).isSpam;
  }

  it("takes a forged time for spam under every key, never throws", async () => {
    // Whether a forged value fails as SpamError or as a decoding error depends on the key.
    for (let i = 0; i < 10; i++) {
      const isSpam = await isSpamWithSecret(`honeypot-test-secret-${i}-0123456789abcdefghij`);
      for (const forged of ["x".repeat(200), "U2FsdGVkX1", "%%%", "ก".repeat(20)]) {
        const form = new FormData();
        form.set("name__confirm", "");
        form.set("from__confirm", forged);
        expect(isSpam(form)).toBe(true);
      }
      vi.resetModules();
    }
  });

  it("lets a real form through and stops a filled-in hidden field", async () => {
    process.env.SESSION_SECRET = "honeypot-test-secret-real-0123456789abcdefghij";
    const { formHoneypot, isSpam } = await import("~/lib/forms/honeypot.server");
    const props = formHoneypot().getInputProps();
    const form = new FormData();
    form.set(props.nameFieldName, "");
    form.set(props.validFromFieldName ?? "from__confirm", props.encryptedValidFrom ?? "");
    expect(isSpam(form)).toBe(false);
    form.set(props.nameFieldName, "bot");
    expect(isSpam(form)).toBe(true);
  });
});
