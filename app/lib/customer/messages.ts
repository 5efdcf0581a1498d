import type { Translate } from "~/lib/forms/messages";

/**
 * Magento's customer error texts (what the backend answers, in English) mapped to catalogue keys,
 * so the shopper reads them in the store view's language. Unknown texts get the generic message.
 */
const KNOWN: Record<string, string> = {
  "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.":
    "account.magento.signInIncorrect",
  "A customer with the same email address already exists in an associated website.": "account.magento.emailExists",
  "Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.":
    "account.validation.passwordClasses",
  "The password needs at least 8 characters. Create a new password and try again.": "account.magento.passwordLength",
  "The password doesn't match this account. Verify the password and try again.": "account.magento.wrongPassword",
  "Invalid login or password.": "account.magento.wrongPassword",
  "The current customer isn't authorized.": "account.flash.expired",
  "The password token is mismatched. Reset and try again.": "account.validation.linkInvalid",
  "Your password reset link has expired.": "account.validation.linkInvalid",
  "Cannot set the customer's password": "account.validation.linkInvalid",
};

export function accountMessageKey(message: string): string {
  return KNOWN[message.trim()] ?? "account.errors.generic";
}

export function translateAccountMessage(t: Translate, message: string): string {
  return t(accountMessageKey(message));
}
