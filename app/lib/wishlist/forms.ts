import { z } from "zod";
import { validationMessages, type Translate } from "~/lib/forms/messages";
import { WISHLIST_VISIBILITIES, type WishlistVisibility } from "~/lib/wishlist/types";

/** Adobe Commerce keeps a list's name in a 255-character column. */
export const WISHLIST_NAME_MAX = 255;

/**
 * The create and rename form (spec §5 "wishlist name with visibility public or private"). Made
 * with a `t`, so the action (server catalogue) and the page (browser catalogue) say the same.
 */
export function wishlistFormSchema(t: Translate) {
  const m = validationMessages(t);
  return z.object({
    name: z
      .string({ required_error: t("wishlist.validation.nameRequired") })
      .trim()
      .min(1, t("wishlist.validation.nameRequired"))
      .max(WISHLIST_NAME_MAX, m.atMost(WISHLIST_NAME_MAX)),
    visibility: z.enum(WISHLIST_VISIBILITIES as [WishlistVisibility, ...WishlistVisibility[]], {
      errorMap: () => ({ message: t("wishlist.validation.visibilityRequired") }),
    }),
  });
}

export type WishlistFormValues = z.infer<ReturnType<typeof wishlistFormSchema>>;
