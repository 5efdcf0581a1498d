import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, contactSchema, isContactTelephone } from "~/lib/forms/contact";

const t = (key: string, values?: Record<string, string | number>) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe("contact form rules", () => {
  it.each(["081 234 5678", "02-123-4567", "(02) 123 4567", "+66 81 234 5678", "+44 20 7946 0958"])("takes the phone number %s", (value) => {
    expect(isContactTelephone(value)).toBe(true);
  });

  it.each(["12-34", "call me", "0812345678ext9", "+1 234 567 890 123 456 7"])("refuses %s as a phone number", (value) => {
    expect(isContactTelephone(value)).toBe(false);
  });

  it("needs a name, an email and a message; a phone number is optional", () => {
    const schema = contactSchema(t);
    expect(schema.safeParse({ name: " Malee ", email: "malee@example.com", comment: " Hi " }).data).toEqual({ name: "Malee", email: "malee@example.com", comment: "Hi" });
    const errors = schema.safeParse({ name: "  ", email: "malee", comment: "" }).error?.flatten().fieldErrors;
    expect(errors).toEqual({ name: ["contact.validation.nameRequired"], email: ["checkout.validation.email"], comment: ["contact.validation.commentRequired"] });
  });

  it("bounds every field with the limits it states", () => {
    const schema = contactSchema(t);
    const long = { name: "a".repeat(CONTACT_LIMITS.name + 1), email: `${"a".repeat(250)}@example.com`, telephone: "0".repeat(CONTACT_LIMITS.telephone + 1), comment: "ก".repeat(CONTACT_LIMITS.comment + 1) };
    const errors = schema.safeParse(long).error?.flatten().fieldErrors;
    expect(errors?.name).toContain('checkout.validation.atMost {"value":100}');
    expect(errors?.email).toContain('checkout.validation.atMost {"value":254}');
    expect(errors?.telephone).toContain('checkout.validation.atMost {"value":20}');
    expect(errors?.comment).toContain('checkout.validation.atMost {"value":2000}');
    expect(schema.safeParse({ name: "a".repeat(100), email: "a@example.com", comment: "ก".repeat(2000) }).success).toBe(true);
  });
});
