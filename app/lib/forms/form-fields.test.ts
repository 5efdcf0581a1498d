import { describe, expect, it } from "vitest";
import {
  fieldsetOf,
  formOf,
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  initialFormState,
  type FormConstraints,
  type FormFieldsState,
  type FormResult,
} from "~/lib/forms/form-fields";

const noSubmit = () => undefined;

/** A form as `useShopForm` draws it: what it starts with, and its constraints. */
function stateOf(formId: string, lastResult: FormResult | null, defaultValue: unknown, constraint: FormConstraints = {}): FormFieldsState {
  return { ...initialFormState(formId, lastResult, defaultValue), constraint };
}

/** An action's answer as conform's `submission.reply()` makes it. */
const answer: FormResult = {
  status: "error",
  initialValue: { email: "nok@example", billing: { firstname: "Nok", regionCode: "TH-10" } },
  error: { email: ["Enter a valid email address."], "billing.lastname": ["This is a required field."], "": ["Check the form."], city: null },
  state: { validated: { email: true, "billing.lastname": true } },
};

describe("a form's fields", () => {
  it("names fields and their messages as conform did: <form>-<field>, -error, nested names with dots", () => {
    const fields = fieldsetOf(stateOf("checkout-payment", null, {}));
    expect(fields.email!.id).toBe("checkout-payment-email");
    expect(fields.email!.errorId).toBe("checkout-payment-email-error");
    const billing = fields.billing!.getFieldset();
    expect(billing.firstname!.name).toBe("billing.firstname");
    expect(billing.firstname!.id).toBe("checkout-payment-billing.firstname");
  });

  it("draws a form sent back with what was typed, each message by its field and the form's own on top", () => {
    const state = stateOf("checkout-payment", answer, { email: "default@example.com" }, { email: { required: true, maxLength: 255 } });
    const fields = fieldsetOf(state);
    expect(getInputProps(fields.email!, { type: "email" })).toEqual({
      id: "checkout-payment-email",
      name: "email",
      form: "checkout-payment",
      required: true,
      "aria-invalid": true,
      "aria-describedby": "checkout-payment-email-error",
      type: "email",
      maxLength: 255,
      defaultValue: "nok@example",
    });
    const billing = fields.billing!.getFieldset();
    expect(billing.lastname!.errors).toEqual(["This is a required field."]);
    expect(getSelectProps(billing.regionCode!)).toMatchObject({ defaultValue: "TH-10" });
    expect(getSelectProps(billing.regionCode!)).not.toHaveProperty("aria-invalid");
    // A field the answer cleared (null) has no message.
    expect(fields.city!.errors).toBeUndefined();
    const form = formOf(state, noSubmit);
    expect(form.errors).toEqual(["Check the form."]);
    expect(getFormProps(form)).toEqual({ id: "checkout-payment", onSubmit: noSubmit, noValidate: true, "aria-describedby": "checkout-payment-error" });
  });

  it("starts an untouched form from its defaults, as a form sends them (true as on, numbers as text)", () => {
    const fields = fieldsetOf(stateOf("address-book-add", null, { firstname: "Somchai", defaultShipping: true, defaultBilling: false, count: 2 }));
    expect(getInputProps(fields.firstname!, { type: "text" })).toEqual({ id: "address-book-add-firstname", name: "firstname", form: "address-book-add", type: "text", defaultValue: "Somchai" });
    expect(getInputProps(fields.defaultShipping!, { type: "checkbox" })).toMatchObject({ value: "on", defaultChecked: true });
    expect(getInputProps(fields.defaultBilling!, { type: "checkbox" })).toMatchObject({ value: "on", defaultChecked: false });
    expect(getTextareaProps(fields.count!)).toMatchObject({ defaultValue: "2" });
    expect(getFormProps(formOf(stateOf("address-book-add", null, {}), noSubmit))).not.toHaveProperty("aria-describedby");
  });

  it("gives a radio group one input per option, each with its own id, the chosen one checked", () => {
    const fields = fieldsetOf(stateOf("wishlist-create", null, { visibility: "PRIVATE" }, { visibility: { required: true } }));
    const radios = getCollectionProps(fields.visibility!, { type: "radio", options: ["PUBLIC", "PRIVATE"] });
    expect(radios.map((radio) => [radio.id, radio.value, radio.defaultChecked, radio.required])).toEqual([
      ["wishlist-create-visibility-PUBLIC", "PUBLIC", false, true],
      ["wishlist-create-visibility-PRIVATE", "PRIVATE", true, true],
    ]);
  });
});
