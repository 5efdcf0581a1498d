import { getInputProps, type FieldMetadata } from "~/lib/forms/form-fields";
import { FormField } from "~/components/forms/FormField";

/**
 * One labelled text input wired by `useShopForm` (`aria-invalid`, constraints), its hint and its
 * errors both named by `aria-describedby`. Account forms and the address fields use it alike.
 */
export function TextField({
  field,
  label,
  type,
  autoComplete,
  inputMode,
  hint,
}: {
  field: FieldMetadata<string> | FieldMetadata<string | undefined>;
  label: string;
  type: "text" | "email" | "password" | "tel";
  autoComplete: string;
  inputMode?: "numeric" | "tel";
  hint?: string;
}) {
  const props = getInputProps(field, { type });
  const hintId = hint ? `${field.id}-hint` : undefined;
  const describedBy = [hintId, field.errors?.length ? field.errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <FormField id={field.id} label={label} hint={hint} hintId={hintId} errors={field.errors} errorId={field.errorId}>
      <input
        {...props}
        className="form-field__input"
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-describedby={describedBy}
      />
    </FormField>
  );
}
