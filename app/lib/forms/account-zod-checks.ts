import { getZodConstraint } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";
import type { AccountFormChecks } from "~/lib/forms/account-checks";
import type { Translate } from "~/lib/forms/messages";

const worked = new Map<(t: Translate) => ZodTypeAny, AccountFormChecks["constraint"]>();

/**
 * The HTML constraints of a schema without its messages, worked out on the server once per schema:
 * what a form gets from its loader, so that no page ships zod to draw it (`useAccountChecks` loads
 * the whole schema in the browser only once the form is used).
 */
export function constraintsOf(schemaOf: (t: Translate) => ZodTypeAny): AccountFormChecks["constraint"] {
  let constraint = worked.get(schemaOf);
  if (!constraint) worked.set(schemaOf, (constraint = getZodConstraint(schemaOf((key) => key))));
  return constraint;
}
