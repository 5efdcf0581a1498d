import { useMemo } from "react";
import { useChecksOnFocus } from "~/hooks/use-checks-on-focus";
import type { AccountFormChecks } from "~/lib/forms/account-checks";
import type { FormConstraints } from "~/lib/forms/form-fields";
import type { CheckedFormName } from "~/lib/forms/form-validators";
import { useTranslation } from "~/lib/translation/use-translation";

/**
 * One account or contact form's checks: its HTML constraints from the loader (`constraintsOf`),
 * its zod checks in the page's language loaded as the shopper first moves into the form (the form
 * passes `onFocus`). Until they are there the form is checked by its action, as without JavaScript;
 * a page whose form nobody touches never loads zod.
 */
export function useAccountChecks(name: CheckedFormName, constraint: FormConstraints): AccountFormChecks {
  const { t } = useTranslation();
  const { checks, onFocus } = useChecksOnFocus(constraint, () =>
    import("~/lib/forms/form-validators").then((validators) => validators.formValidator(name, (key, values) => t(key, values ?? {}))),
  );
  return useMemo(() => ({ ...checks, onFocus }), [checks, onFocus]);
}
