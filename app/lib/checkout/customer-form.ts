import { z } from "zod";
import { addressFields, type AddressSchemaOptions } from "~/lib/forms/address";
import { validationMessages, type Translate } from "~/lib/forms/messages";
import { NEW_ADDRESS } from "~/lib/checkout/new-address";

/**
 * Step 1 for a signed-in customer: a saved address (`addressId` is its id) or a new one
 * (`addressId` is `new`, then the address fields and "save in address book"). No email: the
 * order goes to the account's. Shared by the action and the form, like the guest's schema.
 */
export function customerShippingSchema(
  t: Translate,
  options: AddressSchemaOptions & { savedIds: readonly string[] | null; newAddress: boolean },
) {
  const m = validationMessages(t);
  if (!options.newAddress) {
    return z.object({
      addressId: z
        .string({ required_error: m.required() })
        .refine((id) => options.savedIds === null || options.savedIds.includes(id), m.required()),
    });
  }
  return z.object({
    addressId: z.literal(NEW_ADDRESS),
    ...addressFields(t, options),
    saveInAddressBook: z.boolean().optional(),
  });
}

/** The billing choice naming a customer's saved address (`saved:{id}`), else null. */
export function savedBillingChoice(value: unknown): number | null {
  const match = typeof value === "string" ? /^saved:(\d{1,10})$/.exec(value) : null;
  return match ? Number(match[1]) : null;
}

/** Whether a submitted customer step 1 asks for a new address (also when no saved one is offered). */
export function isNewAddressChoice(formData: FormData): boolean {
  const choice = formData.get("addressId");
  return choice === null || choice === NEW_ADDRESS;
}
