import type { ReactNode } from "react";

/**
 * One labelled control with its hint and its errors right under it; the control itself is passed
 * in (already wired by `useShopForm` with `aria-invalid` and `aria-describedby`).
 */
export function FormField({
  id,
  label,
  hint,
  hintId,
  errors,
  errorId,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  hintId?: string;
  errors?: string[];
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div className={`form-field${errors?.length ? " form-field--invalid" : ""}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

/** A field's or a form's messages (always rendered, so `aria-describedby` points somewhere). */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <div className="form-field__errors" id={id} aria-live="polite">
      {errors?.map((error) => (
        <p key={error} className="form-field__error">
          {error}
        </p>
      ))}
    </div>
  );
}
