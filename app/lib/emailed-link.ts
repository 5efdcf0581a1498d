/**
 * The `id` and `code` of a link the backend emailed (a newsletter confirmation, a social sign-in's
 * email confirmation), read from the link's query or from the form that follows it. Anything that
 * is not a positive 32-bit id and a code of the expected alphabet and length is no link at all:
 * it never reaches the backend.
 */
export interface EmailedLink {
  id: number;
  code: string;
}

/** The newsletter's confirm codes (letters and digits: Magento's are 32, the engine's 32 hex) and the social sign-in's (base64url, 43). */
export const LINK_CODES = {
  newsletter: /^[A-Za-z0-9]{1,64}$/,
  emailConfirmation: /^[A-Za-z0-9_-]{1,128}$/,
} as const;

export function emailedLink(params: URLSearchParams | FormData, code: RegExp): EmailedLink | null {
  const id = params.get("id");
  const given = params.get("code");
  if (typeof id !== "string" || typeof given !== "string" || !/^\d{1,10}$/.test(id) || !code.test(given)) return null;
  const number = Number(id);
  return number > 0 && number <= 2_147_483_647 ? { id: number, code: given } : null;
}
