import { useCallback, useEffect, useReducer, useRef, type FormEvent } from "react";
import {
  fieldsetOf,
  formOf,
  initialFormState,
  messagesOf,
  type FieldMetadata,
  type Fieldset,
  type FormConstraints,
  type FormMetadata,
  type FormResult,
} from "~/lib/forms/form-fields";

export type { FieldMetadata, FormMetadata };

type CheckEvent = "onSubmit" | "onBlur" | "onInput";

/** What a form's browser checks answer (conform's `parseWithZod` submission fits). */
export interface CheckedForm {
  status?: string;
  error?: Record<string, string[] | null> | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each form's own value types
export interface ShopFormOptions<Schema extends Record<string, any> = Record<string, any>> {
  /** The form's id: its fields' ids are made from it, and it finds its `<form>` by it. */
  id: string;
  /** What the action answered (`submission.reply()`), to show its messages. */
  lastResult?: FormResult | null;
  defaultValue?: Partial<Schema>;
  constraint?: FormConstraints;
  /** When a field is first checked in the browser (only with `onValidate`); the default is on submit. */
  shouldValidate?: CheckEvent;
  /** When a field already checked is checked again; the default is as `shouldValidate`. */
  shouldRevalidate?: CheckEvent;
  /** The browser's checks; without them the form is sent as it is and its action checks it. */
  onValidate?: (context: { formData: FormData }) => CheckedForm;
}

interface FormMemory {
  formId: string;
  initialValue: Record<string, unknown>;
  errors: Record<string, string[]>;
  /** The action's answer last shown, so a new one is shown once. */
  result: FormResult | null | undefined;
  /** Fields checked at least once (they are checked again on `shouldRevalidate`). */
  checked: Set<string>;
  /** A field changed since the last check. */
  changed: boolean;
}

function remember(options: ShopFormOptions, lastResult: FormResult | null | undefined): FormMemory {
  const state = initialFormState(options.id, lastResult, options.defaultValue);
  return { formId: options.id, initialValue: state.initialValue, errors: state.errors, result: options.lastResult, checked: new Set(Object.keys(state.errors)), changed: false };
}

function isField(element: Element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  return (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) && element.name !== "";
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, string[]>) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    if (isField(element) && errors[element.name]) {
      element.focus();
      return;
    }
  }
}

/**
 * A form's fields and messages, the shop's one way to wire a form (ADR 046).
 *
 * The server draws every form with its messages from the action's answer (`lastResult`), so
 * without JavaScript a form comes back with what was typed and each message by its field. In the
 * browser the same state is kept: a new answer shows its messages and moves the focus to the first
 * field that has one. With `onValidate` (checks loaded on first focus, `useChecksOnFocus`) a field
 * is checked as `shouldValidate` says, again as `shouldRevalidate` says once checked, and a form
 * with a message is not sent. Without it nothing is checked in the browser: the form is sent and
 * its action answers.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each form's own value types
export function useShopForm<Schema extends Record<string, any> = Record<string, any>>(options: ShopFormOptions<Schema>): [FormMetadata, Fieldset<Schema>] {
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const memory = useRef<FormMemory | null>(null);
  const focusAfterDraw = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  // What to draw: a new form id starts again from the defaults; a new answer shows its messages
  // and, when it has any, the first field with one gets the focus once drawn.
  let current = memory.current;
  if (!current) current = remember(options, options.lastResult);
  else if (current.formId !== options.id) current = remember(options, null);
  else if (options.lastResult && options.lastResult !== current.result) {
    current = answered(current, options.lastResult, options);
    focusAfterDraw.current = options.lastResult.status === "error";
  }
  memory.current = current;

  useEffect(() => {
    if (!focusAfterDraw.current) return;
    focusAfterDraw.current = false;
    focusFirstInvalid(document.forms.namedItem(latest.current.id), memory.current?.errors ?? {});
  });

  /** Check the form in the browser; `names` are the fields now checked (on submit: all, and every field with a message). */
  const check = useCallback((form: HTMLFormElement, names: string[] | "all", submitter?: HTMLElement | null) => {
    const state = memory.current!;
    const checked = latest.current.onValidate!({ formData: new FormData(form, submitter) });
    const messages = messagesOf(checked.error);
    const checkedNow = names === "all" ? [...Array.from(form.elements).flatMap((element) => (isField(element) ? [element.name] : [])), ...Object.keys(messages)] : names;
    for (const name of checkedNow) state.checked.add(name);
    const errors: Record<string, string[]> = {};
    for (const [name, fieldMessages] of Object.entries(messages)) if (state.checked.has(name)) errors[name] = fieldMessages;
    memory.current = { ...state, errors, changed: false };
    redraw();
    return errors;
  }, []);

  useEffect(() => {
    const inThisForm = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element) || !isField(target) || target.form?.id !== latest.current.id) return null;
      return target;
    };
    const wants = (name: string, on: CheckEvent) => {
      const { onValidate, shouldValidate = "onSubmit", shouldRevalidate = shouldValidate } = latest.current;
      if (!onValidate) return false;
      const state = memory.current!;
      return state.checked.has(name) ? shouldRevalidate === on && (on === "onInput" || state.changed) : shouldValidate === on;
    };
    const onInput = (event: Event) => {
      const field = inThisForm(event);
      if (!field?.form) return;
      memory.current!.changed = true;
      if (wants(field.name, "onInput")) check(field.form, [field.name]);
    };
    const onBlur = (event: Event) => {
      const field = inThisForm(event);
      if (field?.form && wants(field.name, "onBlur")) check(field.form, [field.name]);
    };
    document.addEventListener("input", onInput);
    document.addEventListener("focusout", onBlur);
    return () => {
      document.removeEventListener("input", onInput);
      document.removeEventListener("focusout", onBlur);
    };
  }, [check]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (!latest.current.onValidate) return;
      const form = event.currentTarget;
      const errors = check(form, "all", (event.nativeEvent as SubmitEvent | undefined)?.submitter);
      if (Object.keys(errors).length === 0) return;
      event.preventDefault();
      focusFirstInvalid(form, errors);
    },
    [check],
  );

  const state = { formId: current.formId, initialValue: current.initialValue, errors: current.errors, constraint: options.constraint ?? {} };
  return [formOf(state, onSubmit), fieldsetOf<Schema>(state)];
}

/**
 * The action's answer shown: its messages (a field it names with none keeps its own) and the
 * fields it checked. An answer with no values (conform's `resetForm`) starts the form again.
 */
function answered(state: FormMemory, result: FormResult, options: ShopFormOptions): FormMemory {
  if (result.initialValue === null) return { ...remember(options, null), result };
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(result.error ?? {})) {
    const shown = messages === null ? state.errors[name] : messages;
    if (shown?.length) errors[name] = shown;
  }
  const checked = new Set([...state.checked, ...Object.keys(result.state?.validated ?? {}), ...Object.keys(errors)]);
  return { ...state, errors, result, checked, changed: false };
}
