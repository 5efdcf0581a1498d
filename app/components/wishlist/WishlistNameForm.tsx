import { useShopForm } from "~/hooks/use-shop-form";
import type { SubmissionResult } from "@conform-to/react";
import { getCollectionProps, getFormProps, getInputProps } from "~/lib/forms/form-fields";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { FieldErrors, FormField } from "~/components/forms/FormField";
import { useAccountChecks } from "~/hooks/use-account-checks";
import { checkedAsTyped } from "~/lib/forms/account-checks";
import type { FormConstraints } from "~/lib/forms/form-fields";
import { WISHLIST_VISIBILITIES, type WishlistVisibility } from "~/lib/wishlist/types";

/**
 * A list's name and visibility (public or private): creates a list (`intent=create`) or changes
 * one (`intent=update` with its `id`). Mistakes come back next to the fields with what was typed
 * kept, with or without JS (`useShopForm`; the action's zod schema also checks it in the browser
 * once the form is used, `constraint` comes from the loader).
 */
export function WishlistNameForm({
  mode,
  pagePath,
  list,
  lastResult,
  constraint,
}: {
  mode: "create" | "update";
  pagePath: string;
  list?: { id: string; name: string; visibility: WishlistVisibility };
  lastResult: SubmissionResult<string[]> | undefined;
  constraint: FormConstraints;
}) {
  const { t } = useTranslation();
  const checks = useAccountChecks("wishlist", constraint);
  const formId = mode === "create" ? "wishlist-create" : `wishlist-edit-${list?.id ?? ""}`;
  const [form, fields] = useShopForm<{ name: string; visibility: WishlistVisibility }>({
    id: formId,
    lastResult,
    defaultValue: { name: list?.name ?? "", visibility: list?.visibility ?? "PRIVATE" },
    ...checkedAsTyped(checks),
  });
  const nameProps = getInputProps(fields.name, { type: "text" });
  const visibilityErrorId = fields.visibility.errors?.length ? fields.visibility.errorId : undefined;
  return (
    <Form method="post" action={pagePath} {...getFormProps(form)} noValidate className="account-form wishlist-name-form" onFocus={checks.onFocus}>
      {list ? <input type="hidden" name="id" value={list.id} /> : null}
      <FieldErrors id={form.errorId} errors={form.errors} />
      <FormField id={fields.name.id} label={t("wishlist.form.name")} errors={fields.name.errors} errorId={fields.name.errorId}>
        <input
          {...nameProps}
          className="form-field__input"
          autoComplete="off"
          aria-describedby={fields.name.errors?.length ? fields.name.errorId : undefined}
        />
      </FormField>
      <fieldset className="wishlist-name-form__visibility" aria-describedby={visibilityErrorId}>
        <legend>{t("wishlist.form.visibility")}</legend>
        {getCollectionProps(fields.visibility, { type: "radio", options: [...WISHLIST_VISIBILITIES] }).map((props) => (
          <label key={String(props.value)} className="wishlist-name-form__choice">
            <input {...props} />
            <span>{t(`wishlist.visibility.${props.value as WishlistVisibility}`)}</span>
          </label>
        ))}
        <FieldErrors id={fields.visibility.errorId} errors={fields.visibility.errors} />
      </fieldset>
      <div className="wishlist-name-form__actions">
        <SubmitButton
          intent={mode}
          label={mode === "create" ? t("wishlist.create.submit") : t("wishlist.form.save")}
          pendingLabel={t("wishlist.form.saving")}
        />
        {mode === "update" ? (
          <Link to={pagePath} className="button button--secondary">
            {t("wishlist.cancel")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
