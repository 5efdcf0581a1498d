// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { useForm } from "@conform-to/react";

/**
 * conform's `useForm`, with every field's messages read by the component that owns the form.
 *
 * conform re-renders a form only for the state its last render read, and forgets what was read on
 * every render of that component. The shop's fields (TextField, the address fields) read their
 * messages in their own render; when React renders the form again without rendering its fields
 * (a render it throws away while hydrating, for one), conform no longer knew the messages were
 * wanted: with JS on, an empty form sent moved the focus and showed no message at all. Reading all
 * messages here keeps the form listening to them, so JS on shows what JS off shows.
 *
 * Every form names its `id`: conform finds its form by it (`document.forms.namedItem`), and the
 * id it would make with `useId` differs between the server (React) and the browser (Preact, ADR 042).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as conform's own useForm
export function useShopForm<Schema extends Record<string, any>, FormValue = Schema, FormError = string[]>(
  options: Parameters<typeof useForm<Schema, FormValue, FormError>>[0] & { id: string },
): ReturnType<typeof useForm<Schema, FormValue, FormError>> {
  const [form, fields] = useForm<Schema, FormValue, FormError>(options);
  // Read for its side effect: the form re-renders when any message changes.
  void form.allErrors;
  return [form, fields];
}
