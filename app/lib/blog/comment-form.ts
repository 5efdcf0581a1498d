import { z } from "zod";
import { EMAIL_MAX } from "~/lib/forms/checkout";
import { validationMessages, type Translate } from "~/lib/forms/messages";
import { COMMENT_INTENT, COMMENT_MESSAGE_MAX, COMMENT_NAME_MAX } from "~/lib/blog/comment-fields";

/**
 * The blog's comment form, one schema for the action (server catalogue) and the form (browser
 * catalogue, loaded as the shopper starts on the form: comment-checks.ts), so both say the same thing.
 */

/** A signed-in customer gives no email: the backend takes the account's. */
export function blogCommentSchema(t: Translate, { signedIn }: { signedIn: boolean }) {
  const m = validationMessages(t);
  const email = z
    .string({ required_error: m.requiredField("email") })
    .trim()
    .max(EMAIL_MAX, m.atMost(EMAIL_MAX))
    .email(m.email());
  return z.object({
    intent: z.literal(COMMENT_INTENT),
    replyTo: z.coerce.number().int().positive().optional(),
    name: z
      .string({ required_error: t("blog.comments.errors.nameRequired") })
      .trim()
      .min(1, t("blog.comments.errors.nameRequired"))
      .refine((name) => [...name].length <= COMMENT_NAME_MAX, t("blog.comments.errors.nameTooLong", { max: COMMENT_NAME_MAX })),
    email: signedIn ? z.string().optional() : email,
    message: z
      .string({ required_error: t("blog.comments.errors.messageRequired") })
      .trim()
      .min(1, t("blog.comments.errors.messageRequired"))
      .refine((message) => [...message].length <= COMMENT_MESSAGE_MAX, t("blog.comments.errors.messageTooLong", { max: COMMENT_MESSAGE_MAX })),
  });
}
