import { describe, expect, it } from "vitest";
import { changePasswordSchema, createAccountSchema, passwordClassCount, resetPasswordSchema, signInSchema } from "~/lib/forms/account";

/** Echoes the key (and values), so the tests see which message a rule chose. */
const t = (key: string, values?: Record<string, string | number>) => (values ? `${key} ${JSON.stringify(values)}` : key);

function errorsOf(result: { success: boolean; error?: { issues: Array<{ path: (string | number)[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("password rule (spec §5)", () => {
  it("counts lowercase, uppercase, digits and special characters", () => {
    expect(passwordClassCount("abcdefgh")).toBe(1);
    expect(passwordClassCount("abcdEFGH")).toBe(2);
    expect(passwordClassCount("abcdEF12")).toBe(3);
    expect(passwordClassCount("Baansuan#2026")).toBe(4);
  });

  it("refuses fewer than 8 characters and fewer than 3 kinds, with the spec's messages", () => {
    const schema = createAccountSchema(t);
    const short = schema.safeParse({ firstname: "A", lastname: "B", email: "a@example.com", password: "Ab1!" });
    expect(errorsOf(short).password).toBe('checkout.validation.atLeast {"value":8}');
    const twoKinds = schema.safeParse({ firstname: "A", lastname: "B", email: "a@example.com", password: "abcdefgh1" });
    expect(errorsOf(twoKinds).password).toBe("account.validation.passwordClasses");
    const good = schema.safeParse({ firstname: "A", lastname: "B", email: "a@example.com", password: "abcdefg1X" });
    expect(good.success).toBe(true);
  });
});

describe("account forms", () => {
  it("requires email and password to sign in, with their own messages", () => {
    expect(errorsOf(signInSchema(t).safeParse({}))).toEqual({
      email: "checkout.validation.requiredField.email",
      password: "account.validation.passwordRequired",
    });
    expect(errorsOf(signInSchema(t).safeParse({ email: "not-an-email", password: "x" })).email).toBe("checkout.validation.email");
  });

  it("requires first and last name to create an account; the newsletter box is optional", () => {
    const result = createAccountSchema(t).safeParse({ firstname: "  ", email: "a@example.com", password: "Baansuan#2026" });
    expect(errorsOf(result)).toEqual({
      firstname: "checkout.validation.requiredField.firstname",
      lastname: "checkout.validation.requiredField.lastname",
    });
    const ticked = createAccountSchema(t).parse({ firstname: "Somchai", lastname: "Jaidee", email: "s@example.com", password: "Baansuan#2026", newsletter: "on" });
    expect(ticked.newsletter).toBe(true);
    const unticked = createAccountSchema(t).parse({ firstname: "Somchai", lastname: "Jaidee", email: "s@example.com", password: "Baansuan#2026" });
    expect(unticked.newsletter).toBe(false);
  });

  it("applies the password rule to a reset password", () => {
    const result = resetPasswordSchema(t).safeParse({ token: "abc", email: "s@example.com", password: "password" });
    expect(errorsOf(result).password).toBe("account.validation.passwordClasses");
  });

  it("wants a new password different from the current one", () => {
    const result = changePasswordSchema(t).safeParse({ currentPassword: "Baansuan#2026", newPassword: "Baansuan#2026" });
    expect(errorsOf(result).newPassword).toBe('checkout.validation.mustBeDifferent {"value":"account.fields.newPassword"}');
  });
});
