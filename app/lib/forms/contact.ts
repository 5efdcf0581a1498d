import { z } from "zod";
import { validationMessages, type Translate } from "~/lib/forms/messages";

/**
 * The contact form (spec §3 "Contact form input", §5): name, email and comment required, telephone
 * optional. The limits are the shop's own (the spec shows none) and the engine stores no more:
 * name 100, email 254 (an address's longest), telephone 20 characters, comment 2,000.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, telephone: 20, comment: 2000 } as const;

/** A phone number in Thailand or abroad: 9 to 15 digits (a Thai landline to E.164's longest), an optional leading +, spaces, dashes, dots or brackets between. */
export function isContactTelephone(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[0-9 ().\-/]+$/.test(value) && digits >= 9 && digits <= 15;
}

export function contactSchema(t: Translate) {
  const m = validationMessages(t);
  const required = (field: "name" | "comment", max: number) =>
    z
      .string({ required_error: t(`contact.validation.${field}Required`) })
      .trim()
      .min(1, t(`contact.validation.${field}Required`))
      .max(max, m.atMost(max));
  return z.object({
    name: required("name", CONTACT_LIMITS.name),
    email: z
      .string({ required_error: t("contact.validation.emailRequired") })
      .trim()
      .max(CONTACT_LIMITS.email, m.atMost(CONTACT_LIMITS.email))
      .email(m.email()),
    telephone: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.telephone, m.atMost(CONTACT_LIMITS.telephone))
      .refine(isContactTelephone, t("contact.validation.telephone"))
      .optional(),
    comment: required("comment", CONTACT_LIMITS.comment),
  });
}

export type ContactFields = z.infer<ReturnType<typeof contactSchema>>;
