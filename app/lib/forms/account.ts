import { z } from "zod";
import { emailField } from "~/lib/forms/checkout";
import { validationMessages, type Translate } from "~/lib/forms/messages";

/**
 * The customer account's forms (spec §5). Each is made with a `t`, so the action (server catalogue)
 * and the component (browser catalogue) share one schema and the same messages.
 */

export const PASSWORD_MIN = 8;
/** Magento refuses longer passwords; a bound also keeps hashing cheap. */
export const PASSWORD_MAX = 256;
export const NAME_MAX = 255;
/** Spec §5: at least 3 of the 4 kinds of characters. */
export const PASSWORD_CLASSES_REQUIRED = 3;

/** How many of lowercase, uppercase, digits and special characters a password uses. */
export function passwordClassCount(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u].filter((pattern) => pattern.test(password)).length;
}

/** A password the shopper types to prove who they are: only required (the backend decides). */
function currentPasswordField(t: Translate) {
  const m = validationMessages(t);
  return z.string({ required_error: t("account.validation.passwordRequired") }).max(PASSWORD_MAX, m.atMost(PASSWORD_MAX));
}

/** A new password: spec §5's rule (at least 8 characters, 3 of 4 kinds). */
export function newPasswordField(t: Translate) {
  const m = validationMessages(t);
  return z
    .string({ required_error: t("account.validation.passwordRequired") })
    .min(PASSWORD_MIN, m.atLeast(PASSWORD_MIN))
    .max(PASSWORD_MAX, m.atMost(PASSWORD_MAX))
    .refine((password) => passwordClassCount(password) >= PASSWORD_CLASSES_REQUIRED, t("account.validation.passwordClasses"));
}

function nameField(t: Translate, field: "firstname" | "lastname") {
  const m = validationMessages(t);
  return z.string({ required_error: m.requiredField(field) }).trim().min(1, m.requiredField(field)).max(NAME_MAX, m.atMost(NAME_MAX));
}

export function signInSchema(t: Translate) {
  return z.object({ email: emailField(t), password: currentPasswordField(t) });
}

export function createAccountSchema(t: Translate) {
  return z.object({
    firstname: nameField(t, "firstname"),
    lastname: nameField(t, "lastname"),
    email: emailField(t),
    password: newPasswordField(t),
    // A checkbox sends "on" when ticked and nothing otherwise.
    newsletter: z
      .string()
      .optional()
      .transform((value) => value === "on"),
  });
}

export function forgotPasswordSchema(t: Translate) {
  return z.object({ email: emailField(t) });
}

/** `createPassword`: the link's token and email travel as hidden fields. */
export function resetPasswordSchema(t: Translate) {
  return z.object({
    token: z.string({ required_error: t("account.validation.linkInvalid") }),
    email: emailField(t),
    password: newPasswordField(t),
  });
}

/** Account information: the names. */
export function accountNamesSchema(t: Translate) {
  return z.object({ firstname: nameField(t, "firstname"), lastname: nameField(t, "lastname") });
}

/** Account information: a new email, confirmed with the current password (Magento asks for it). */
export function changeEmailSchema(t: Translate) {
  return z.object({ email: emailField(t), password: currentPasswordField(t) });
}

/** Account information: the current password and a new one, which must differ. */
export function changePasswordSchema(t: Translate) {
  const m = validationMessages(t);
  return z
    .object({ currentPassword: currentPasswordField(t), newPassword: newPasswordField(t) })
    .refine((value) => value.currentPassword !== value.newPassword, {
      message: m.mustBeDifferent(t("account.fields.newPassword")),
      path: ["newPassword"],
    });
}

/** Social sign-in's step for an existing account: its password, once, to connect the provider. */
export function socialPasswordSchema(t: Translate) {
  return z.object({ password: currentPasswordField(t) });
}

/** Social sign-in's step when the provider gave no email: the email to confirm. */
export function socialEmailSchema(t: Translate) {
  return z.object({ email: emailField(t) });
}
