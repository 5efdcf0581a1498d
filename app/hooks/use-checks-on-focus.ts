import type { Submission } from "@conform-to/react";
import { useCallback, useMemo, useRef, useState } from "react";
import type { AccountFormChecks } from "~/lib/forms/account-checks";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each form's own value types
type Validate = (formData: FormData) => Submission<any, string[], any>;

/**
 * A form's browser checks, loaded when the shopper first moves into the form (`onFocus` on the
 * form: React's focus events bubble). Until then the form has its HTML constraints from the server
 * and is checked by the action it posts to, exactly as without JavaScript (`useShopForm` sends it
 * on, and checks nothing on blur); once the chunk is there, every field is checked as it is left. Pages
 * whose form nobody touches never load zod.
 */
export function useChecksOnFocus(
  constraint: AccountFormChecks["constraint"],
  load: () => Promise<Validate>,
): { checks: AccountFormChecks; onFocus: () => void } {
  const [validate, setValidate] = useState<Validate | null>(null);
  const started = useRef(false);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const onFocus = useCallback(() => {
    if (started.current) return;
    started.current = true;
    latestLoad
      .current()
      .then((loaded) => setValidate(() => loaded))
      // A chunk that fails to load (offline, a new deploy) leaves the server's checks: nothing is lost.
      .catch(() => {
        started.current = false;
      });
  }, []);
  const checks = useMemo(() => (validate ? { constraint, validate } : { constraint }), [constraint, validate]);
  return { checks, onFocus };
}

/**
 * `useShopForm`'s options for checks that may not be loaded yet: each field checked as it is left
 * once they are; before, nothing on leaving a field and the action checks what is sent.
 */
export function onBlurOnceLoaded(checks: AccountFormChecks) {
  const validate = checks.validate;
  return validate
    ? { constraint: checks.constraint, shouldValidate: "onBlur" as const, onValidate: ({ formData }: { formData: FormData }) => validate(formData) }
    : { constraint: checks.constraint, shouldValidate: "onSubmit" as const };
}
