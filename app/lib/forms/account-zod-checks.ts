import { getZodConstraint } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";
import type { AccountFormChecks } from "~/lib/forms/account-checks";
import type { Translate } from "~/lib/forms/messages";

/**
 * The HTML constraints of a schema without its messages: what the drawer's forms get from the server
 * (the account pages run the whole schema in the browser with `useAccountChecks`, app/hooks).
 */
export function constraintsOf(schemaOf: (t: Translate) => ZodTypeAny): AccountFormChecks["constraint"] {
  return getZodConstraint(schemaOf((key) => key));
}
