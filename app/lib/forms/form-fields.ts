import type { SubmissionResult } from "@conform-to/react";
import type { FormEvent, InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

/**
 * What a form's fields are, as the shop's forms read them: names, ids, the HTML constraints, the
 * value a field starts with and its messages. The same names and ids conform gives (the server's
 * actions still answer with conform's `submission.reply()`, and tests and styles name them):
 * a field `email` of form `sign-in` is `sign-in-email`, its messages `sign-in-email-error`.
 * `useShopForm` (app/hooks/use-shop-form.ts) keeps the state; this module only reads it, the same
 * on the server and in the browser, so hydration always matches.
 */

/** A field's HTML constraints (`getZodConstraint` on the server). */
export interface FieldConstraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
}

export type FormConstraints = Record<string, FieldConstraint>;

/** A form's state: what its fields start with, the messages shown, and the constraints. */
export interface FormFieldsState {
  formId: string;
  /** The values the form was drawn with: the last result's (what was sent) or the defaults. */
  initialValue: Record<string, unknown>;
  /** Messages by field name; "" holds the form's own. Only fields with messages are present. */
  errors: Record<string, string[]>;
  constraint: FormConstraints;
}

export type Fieldset<Schema> = { [Key in keyof Schema]-?: FieldMetadata<Schema[Key]> };

/** A field; its value type types `getFieldset` (an address within a form). */
export interface FieldMetadata<Value = unknown> extends FieldConstraint {
  formId: string;
  name: string;
  id: string;
  errorId: string;
  descriptionId: string;
  /** Its messages; undefined when it has none. */
  errors: string[] | undefined;
  /** The value it is drawn with, as a form sends it (true → "on", numbers as text). */
  initialValue: unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- nested fields of any shape
  getFieldset(): Fieldset<NonNullable<Value> extends Record<string, any> ? NonNullable<Value> : Record<string, any>>;
}

export interface FormMetadata {
  id: string;
  errorId: string;
  descriptionId: string;
  /** The form's own messages (`formErrors`); undefined when it has none. */
  errors: string[] | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  noValidate: true;
}

export type FormResult = SubmissionResult<string[]>;

/** A value as a form sends it back: booleans as "on" (or nothing), numbers and dates as text. */
export function asSent(value: unknown): unknown {
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(asSent);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asSent(inner)]));
  }
  return value;
}

/** The value at a field name ("billing.firstname") in a nested value. */
export function valueAt(value: unknown, name: string): unknown {
  if (name === "") return value;
  let current = value;
  for (const part of name.split(".")) {
    if (!current || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** Messages by name with the empty and cleared (null) ones left out. */
export function messagesOf(errors: Record<string, string[] | null | undefined> | null | undefined): Record<string, string[]> {
  const kept: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(errors ?? {})) if (messages?.length) kept[name] = messages;
  return kept;
}

/** What a form starts with: its last result when the page was drawn after a send, else its defaults. */
export function initialFormState(formId: string, lastResult: FormResult | null | undefined, defaultValue: unknown): Omit<FormFieldsState, "constraint"> {
  const initialValue = lastResult?.initialValue ?? asSent(defaultValue ?? {});
  return { formId, initialValue: initialValue as Record<string, unknown>, errors: messagesOf(lastResult?.error) };
}

export function fieldOf<Value>(state: FormFieldsState, name: string): FieldMetadata<Value> {
  const id = `${state.formId}-${name}`;
  return {
    ...state.constraint[name],
    formId: state.formId,
    name,
    id,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    errors: state.errors[name],
    initialValue: valueAt(state.initialValue, name),
    getFieldset: () => fieldsetOf(state, name),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see Fieldset
export function fieldsetOf<Schema extends Record<string, any>>(state: FormFieldsState, prefix = ""): Fieldset<Schema> {
  return new Proxy({} as Fieldset<Schema>, {
    get: (_, key) => (typeof key === "string" ? fieldOf(state, prefix ? `${prefix}.${key}` : key) : undefined),
  });
}

export function formOf(state: FormFieldsState, onSubmit: FormMetadata["onSubmit"]): FormMetadata {
  return {
    id: state.formId,
    errorId: `${state.formId}-error`,
    descriptionId: `${state.formId}-description`,
    errors: state.errors[""],
    onSubmit,
    noValidate: true,
  };
}

/** Undefined props left out, so spreading them never overrides what a component sets. */
function defined<Props extends Record<string, unknown>>(props: Props): Props {
  for (const key of Object.keys(props)) if (props[key] === undefined) delete props[key];
  return props;
}

function describedBy(metadata: { errors: string[] | undefined; errorId: string }, field: boolean) {
  const invalid = metadata.errors !== undefined;
  return { "aria-invalid": field && invalid ? true : undefined, "aria-describedby": invalid ? metadata.errorId : undefined };
}

export function getFormProps(form: FormMetadata) {
  return defined({ id: form.id, onSubmit: form.onSubmit, noValidate: form.noValidate, ...describedBy(form, false) });
}

function controlProps(field: FieldMetadata<unknown>) {
  return { id: field.id, name: field.name, form: field.formId, required: field.required || undefined, ...describedBy(field, true) };
}

export function getInputProps(field: FieldMetadata<unknown>, options: { type: string; value?: string }) {
  const props: Record<string, unknown> = {
    ...controlProps(field),
    type: options.type,
    minLength: field.minLength,
    maxLength: field.maxLength,
    min: field.min,
    max: field.max,
    step: field.step,
    pattern: field.pattern,
    multiple: field.multiple,
  };
  if (options.type === "checkbox" || options.type === "radio") {
    props.value = options.value ?? "on";
    props.defaultChecked = Array.isArray(field.initialValue) ? field.initialValue.includes(props.value) : field.initialValue === props.value;
  } else if (typeof field.initialValue === "string") {
    props.defaultValue = field.initialValue;
  }
  return defined(props) as InputHTMLAttributes<HTMLInputElement>;
}

export function getSelectProps(field: FieldMetadata<unknown>) {
  const initial = field.initialValue;
  return defined({
    ...controlProps(field),
    multiple: field.multiple,
    defaultValue: Array.isArray(initial) ? initial.map((item) => String(item ?? "")) : initial === undefined || initial === null ? undefined : String(initial),
  }) as SelectHTMLAttributes<HTMLSelectElement>;
}

export function getTextareaProps(field: FieldMetadata<unknown>) {
  const initial = field.initialValue;
  return defined({
    ...controlProps(field),
    minLength: field.minLength,
    maxLength: field.maxLength,
    defaultValue: initial === undefined || initial === null ? undefined : String(initial),
  }) as TextareaHTMLAttributes<HTMLTextAreaElement>;
}

/** One radio (or checkbox) per option, each with its own id (`<field id>-<option>`); key them by `value`. */
export function getCollectionProps(field: FieldMetadata<unknown>, options: { type: "radio" | "checkbox"; options: string[] }) {
  return options.options.map(
    (value) =>
      defined({
        ...controlProps(field),
        id: `${field.id}-${value}`,
        type: options.type,
        value,
        defaultChecked: options.type === "checkbox" && Array.isArray(field.initialValue) ? field.initialValue.includes(value) : field.initialValue === value,
        required: options.type === "checkbox" ? undefined : field.required || undefined,
      }) as InputHTMLAttributes<HTMLInputElement>,
  );
}
