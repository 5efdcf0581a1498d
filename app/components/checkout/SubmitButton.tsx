import { useNavigation } from "@remix-run/react";

/**
 * A step's submit button with the `intent` it sends. While that intent is on its way (with JS) it
 * says so and is disabled, so a second click cannot send the form again.
 */
export function SubmitButton({ intent, label, pendingLabel }: { intent: string; label: string; pendingLabel: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} className="button button--primary checkout-step__submit" disabled={pending} aria-busy={pending || undefined}>
      {pending ? pendingLabel : label}
    </button>
  );
}
