/**
 * Customer passwords: the shop's rule (Magento's `customer/password/*` defaults: at least
 * 8 characters and 3 of the 4 character classes) with Magento's messages, and scrypt hashes
 * (`scrypt$N$r$p$salt$hash`) so a stolen table does not give the passwords away.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { inputError } from "../../lib/errors";

const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1 } as const;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export const PASSWORD_MESSAGES = {
  tooShort: (min: number) => `The password needs at least ${min} characters. Create a new password and try again.`,
  classes: (min: number) =>
    `Minimum of different classes of characters in password is ${min}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`,
  spaces: "The password can't begin or end with a space. Verify the password and try again.",
  sameAsEmail: "The password can't be the same as the email address. Create a new password and try again.",
} as const;

export interface PasswordRule {
  minLength: number;
  minClasses: number;
}

export const DEFAULT_PASSWORD_RULE: PasswordRule = { minLength: 8, minClasses: 3 };

/** Magento's message for the first rule the password breaks, or null when it is acceptable. */
export function passwordProblem(password: string, rule: PasswordRule = DEFAULT_PASSWORD_RULE, email?: string): string | null {
  if (password !== password.trim()) return PASSWORD_MESSAGES.spaces;
  if ([...password].length < rule.minLength) return PASSWORD_MESSAGES.tooShort(rule.minLength);
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password)).length;
  if (classes < rule.minClasses) return PASSWORD_MESSAGES.classes(rule.minClasses);
  if (email && password.toLowerCase() === email.toLowerCase()) return PASSWORD_MESSAGES.sameAsEmail;
  return null;
}

/** Throws Magento's input error when the password breaks the rule. */
export function assertPasswordAllowed(password: string, rule?: PasswordRule, email?: string): void {
  const problem = passwordProblem(password, rule, email);
  if (problem) throw inputError(problem);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, COST);
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** True when the password matches the stored hash (constant-time comparison). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await scrypt(password, Buffer.from(salt, "base64"), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
