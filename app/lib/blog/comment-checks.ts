import { parseWithZod } from "@conform-to/zod";
import { blogCommentSchema } from "~/lib/blog/comment-form";
import type { Translate } from "~/lib/forms/messages";

/**
 * The comment form's checks in the browser: the action's zod schema in the page's language. A chunk
 * of its own (zod is ~14 KB gz), loaded when the shopper first focuses the form.
 */
export function commentValidator(t: Translate, { signedIn }: { signedIn: boolean }) {
  const schema = blogCommentSchema(t, { signedIn });
  return (formData: FormData) => parseWithZod(formData, { schema });
}
