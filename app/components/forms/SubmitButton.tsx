import { useNavigation } from "@remix-run/react";

/**
 * The submit button of every account, checkout and wish-list form. While its form is on its way
 * (with JS) it says so (`pendingLabel`; the label stays when there is none) and is disabled, so a
 * second click cannot send it again; without JS it is a plain button. With an `intent` it sends
 * `intent=…` and only the form sending that intent counts as pending; a form sent by a fetcher (the
 * drawer's), or whose pending state the page knows better, passes `pending`. `className` keeps an
 * area's own classes (checkout's steps, the list pages' buttons): the CSS and the browser tests
 * select on them.
 */
export function SubmitButton({
  label,
  pendingLabel = label,
  intent,
  pending: knownPending,
  className = "button button--primary account-form__submit",
}: {
  label: string;
  pendingLabel?: string;
  intent?: string;
  pending?: boolean;
  className?: string;
}) {
  const navigation = useNavigation();
  const pending = knownPending ?? isSending(navigation, intent);
  return (
    <button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/**
 * Whether the page is sending this button's form: any submission when the button has no intent
 * (one form on the page), else only the one whose `intent` is the button's.
 */
export function isSending(navigation: { state: string; formData?: FormData }, intent: string | undefined): boolean {
  return navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
}
