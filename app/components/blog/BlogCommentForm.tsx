import { useShopForm } from "~/hooks/use-shop-form";
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps, getTextareaProps } from "~/lib/forms/form-fields";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { FieldErrors, FormField } from "~/components/forms/FormField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField } from "~/components/forms/TextField";
import { COMMENT_INTENT, COMMENT_MESSAGE_MAX, type BlogCommentFields } from "~/lib/blog/comment-fields";
import { onBlurOnceLoaded, useChecksOnFocus } from "~/hooks/use-checks-on-focus";
import type { CommentFormState } from "~/lib/blog/types";

/**
 * Leaving a comment (or a reply): name (a customer's prefilled), email for guests only, the
 * comment. A plain POST to the post page; with JS the same, checked as each field is left once the
 * checks' chunk (zod) has loaded, which starts as the shopper first moves into the form.
 */
export function BlogCommentForm({
  form: state,
  honeypot,
  postPath,
  lastResult,
}: {
  form: CommentFormState;
  honeypot: HoneypotInputProps;
  postPath: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const { checks, onFocus } = useChecksOnFocus(state.constraint, () =>
    import("~/lib/blog/comment-checks").then((m) => m.commentValidator((key, values) => t(key, values ?? {}), { signedIn: state.signedIn })),
  );
  const [form, fields] = useShopForm<BlogCommentFields>({
    id: "comment-form",
    lastResult,
    defaultValue: { name: state.name },
    ...onBlurOnceLoaded(checks),
  });
  const messageProps = getTextareaProps(fields.message);
  const messageHintId = `${fields.message.id}-hint`;
  return (
    <Form method="post" action={postPath} {...getFormProps(form)} noValidate className="blog-comment-form account-form" onFocus={onFocus}>
      <h3 className="blog-comment-form__heading">{state.replyTo ? t("blog.comments.replyHeading", { name: state.replyTo.name }) : t("blog.comments.formHeading")}</h3>
      {state.replyTo ? (
        <p className="blog-comment-form__replying">
          <input type="hidden" name="replyTo" value={state.replyTo.id} />
          <Link to={`${postPath}#comment-form`}>{t("blog.comments.cancelReply")}</Link>
        </p>
      ) : null}
      <p className="blog-comment-form__note">{t("blog.comments.moderationNote")}</p>
      <FieldErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={COMMENT_INTENT} />
      <TextField field={fields.name} label={t("blog.comments.fields.name")} type="text" autoComplete="name" />
      {state.signedIn ? null : <TextField field={fields.email} label={t("blog.comments.fields.email")} type="email" autoComplete="email" hint={t("blog.comments.emailHint")} />}
      <FormField
        id={fields.message.id}
        label={t("blog.comments.fields.message")}
        hint={t("blog.comments.messageHint", { max: COMMENT_MESSAGE_MAX })}
        hintId={messageHintId}
        errors={fields.message.errors}
        errorId={fields.message.errorId}
      >
        <textarea
          {...messageProps}
          className="form-field__input blog-comment-form__message"
          rows={6}
          aria-describedby={[messageHintId, fields.message.errors?.length ? fields.message.errorId : undefined].filter(Boolean).join(" ")}
        />
      </FormField>
      <HoneypotProvider {...honeypot}>
        <HoneypotInputs label={t("account.honeypot")} />
      </HoneypotProvider>
      <SubmitButton label={t("blog.comments.submit")} pendingLabel={t("blog.comments.sending")} />
    </Form>
  );
}
