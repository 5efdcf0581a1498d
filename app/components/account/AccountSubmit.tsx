import { useNavigation } from "@remix-run/react";

/**
 * An account form's submit button. While its form is on its way (with JS) it says so and is
 * disabled, so a second click cannot send it again. A form sent by a fetcher (the drawer's) passes
 * its own `pending`.
 */
export function AccountSubmit({ label, pendingLabel, intent, pending: fetcherPending }: { label: string; pendingLabel: string; intent?: string; pending?: boolean }) {
  const navigation = useNavigation();
  const pending =
    fetcherPending ?? (navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent));
  return (
    <button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      className="button button--primary account-form__submit"
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
