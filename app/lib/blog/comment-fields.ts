import type { AccountFormChecks } from "~/lib/forms/account-checks";

/**
 * The blog's comment form without its checks: names and limits the form and the action share.
 * No zod here, so the post page's own chunk carries none (the checks load as the form is used).
 * The limits are the engine's (Amasty's columns are wider: these keep a comment box from holding a novel).
 */
export const COMMENT_NAME_MAX = 100;
export const COMMENT_MESSAGE_MAX = 2000;

/** The `intent` of the post page's only form. */
export const COMMENT_INTENT = "comment";

export interface BlogCommentFields {
  intent: string;
  replyTo?: number;
  name: string;
  email?: string;
  message: string;
}

/** The form's HTML constraints (`required`, lengths), worked out on the server from the schema. */
export type CommentConstraint = AccountFormChecks["constraint"];
