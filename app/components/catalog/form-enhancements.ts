import { useLocation, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useState, type FormEvent, type RefObject } from "react";

/** True once React runs in the browser: controls that only work with JS appear then. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * With JS, a GET form whose fields change sends itself (filters, sort, page size, product
 * options). The page keeps its scroll position; `replace` keeps option changes out of history.
 */
export function useSubmitOnChange({ replace = false }: { replace?: boolean } = {}) {
  const submit = useSubmit();
  return useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement | HTMLSelectElement;
      // Typing a quantity or a search text is not a choice yet.
      if (target instanceof HTMLInputElement && !["checkbox", "radio"].includes(target.type)) return;
      const form = event.currentTarget;
      // Empty values ("any price") and selects left at their default stay out of the URL.
      const defaults = new Map(
        Array.from(form.querySelectorAll<HTMLSelectElement>("select[data-default]")).map((select) => [select.name, select.dataset.default]),
      );
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) {
        if (typeof value !== "string" || value === "" || defaults.get(name) === value) continue;
        params.append(name, value);
      }
      submit(params, { method: "get", action: form.getAttribute("action") ?? undefined, replace, preventScrollReset: true });
    },
    [replace, submit],
  );
}

/**
 * The form's checkboxes, radios and selects are uncontrolled (so they work before hydration and
 * keep focus); after a navigation (a removed chip, the back button) they are set from the URL.
 * A radio with an empty value stands for "none chosen"; a select falls back to `data-default`.
 */
export function useFieldsFromUrl(form: RefObject<HTMLFormElement>) {
  const { search } = useLocation();
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const params = new URLSearchParams(search);
    for (const field of Array.from(element.elements)) {
      if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
        const values = params.getAll(field.name);
        field.checked = field.value === "" ? values.length === 0 : values.includes(field.value);
      } else if (field instanceof HTMLSelectElement) {
        const wanted = params.get(field.name);
        const known = Array.from(field.options).some((option) => option.value === wanted);
        field.value = known && wanted !== null ? wanted : (field.dataset.default ?? field.options[0]?.value ?? "");
      }
    }
  }, [form, search]);
}
