import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useMemo } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import type { ZodTypeAny } from "zod";
import type { AccountFormChecks } from "~/lib/forms/account-checks";
import type { Translate } from "~/lib/forms/messages";

/** The full checks of one account form's zod schema, in the page's language (account pages only). */
export function useAccountChecks(schemaOf: (t: Translate) => ZodTypeAny): AccountFormChecks {
  const { t } = useTranslation();
  return useMemo(() => {
    const schema = schemaOf((key, values) => t(key, values ?? {}));
    return { constraint: getZodConstraint(schema), validate: (formData: FormData) => parseWithZod(formData, { schema }) };
  }, [t, schemaOf]);
}
