import { z } from "zod";
import { addressFields, type AddressSchemaOptions } from "~/lib/forms/address";
import type { Translate } from "~/lib/forms/messages";

/**
 * The address book's form (`/{store}/address-book`): the checkout's Thai address fields and
 * messages (spec §5), plus whether it becomes the default shipping and/or billing address. The
 * route and the form component share it, so the browser and the server say the same thing.
 */
export function addressBookEntrySchema(t: Translate, options: AddressSchemaOptions) {
  return z.object({
    ...addressFields(t, options),
    defaultShipping: z.boolean().optional(),
    defaultBilling: z.boolean().optional(),
  });
}

export type AddressBookEntry = z.infer<ReturnType<typeof addressBookEntrySchema>>;

/** The form's schema as the page draws it: any of the shop's provinces (the action checks the backend's list). */
export function addressBookFormSchema(t: Translate) {
  return addressBookEntrySchema(t, { regionCodes: null });
}
