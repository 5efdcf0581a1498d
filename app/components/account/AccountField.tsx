import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FormField } from "~/components/checkout/FormField";

/**
 * One labelled input of an account form, wired by conform (`aria-invalid`, `aria-describedby`,
 * constraints), with an optional hint kept in the description.
 */
export function AccountField({
  field,
  label,
  type,
  autoComplete,
  hint,
}: {
  field: FieldMetadata<string>;
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
  hint?: string;
}) {
  const props = getInputProps(field, { type });
  const hintId = hint ? `${field.id}-hint` : undefined;
  const describedBy = [hintId, field.errors?.length ? field.errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <FormField id={field.id} label={label} hint={hint} hintId={hintId} errors={field.errors} errorId={field.errorId}>
      <input {...props} key={props.key} className="form-field__input" autoComplete={autoComplete} aria-describedby={describedBy} />
    </FormField>
  );
}
