import { getTextareaProps, type FieldMetadata } from "~/lib/forms/form-fields";
import { FormField } from "~/components/forms/FormField";

/** A labelled text area wired by `useShopForm` (a message to the shop): hint and errors named by `aria-describedby`, as TextField's. */
export function TextAreaField({
  field,
  label,
  hint,
  rows = 6,
}: {
  field: FieldMetadata<string> | FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  rows?: number;
}) {
  const props = getTextareaProps(field);
  const hintId = hint ? `${field.id}-hint` : undefined;
  const describedBy = [hintId, field.errors?.length ? field.errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <FormField id={field.id} label={label} hint={hint} hintId={hintId} errors={field.errors} errorId={field.errorId}>
      <textarea {...props} rows={rows} className="form-field__input form-field__input--multiline" aria-describedby={describedBy} />
    </FormField>
  );
}
