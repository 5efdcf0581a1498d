import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { customerShippingSchema, isNewAddressChoice, savedBillingChoice } from "~/lib/checkout/customer-form";
import { preselectedAddress, toSavedAddressOption } from "~/lib/checkout/customer.server";
import type { SavedAddressOption } from "~/lib/checkout/types";
import type { SavedAddress } from "~/lib/customer/address-book";

const t = (key: string) => key;

const SAVED: SavedAddress = {
  id: 7,
  firstname: "Somchai",
  lastname: "Jaidee",
  street: ["99/1 Sukhumvit Road"],
  city: "Watthana",
  regionCode: "TH-10",
  regionName: "กรุงเทพมหานคร",
  regionId: 1,
  postcode: "10110",
  telephone: "0812345678",
  countryCode: "TH",
  defaultShipping: false,
  defaultBilling: false,
};

function option(id: number, defaultShipping = false): SavedAddressOption {
  return toSavedAddressOption({ ...SAVED, id, defaultShipping })!;
}

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

describe("a customer's saved addresses in checkout", () => {
  it("turns a saved Thai address into the checkout's address, with the province's id and name", () => {
    expect(toSavedAddressOption(SAVED)).toEqual({
      id: 7,
      defaultShipping: false,
      defaultBilling: false,
      address: {
        firstname: "Somchai",
        lastname: "Jaidee",
        street: ["99/1 Sukhumvit Road"],
        city: "Watthana",
        regionCode: "TH-10",
        regionId: 1,
        region: "กรุงเทพมหานคร",
        postcode: "10110",
        telephone: "0812345678",
        countryId: "TH",
      },
    });
  });

  it("does not offer an address outside Thailand (the shop does not ship there)", () => {
    expect(toSavedAddressOption({ ...SAVED, countryCode: "FR" })).toBeNull();
  });

  it("preselects the address chosen before, else the default shipping one, else a new address", () => {
    const addresses = [option(3), option(5, true)];
    expect(preselectedAddress(addresses, undefined, false)).toBe("5");
    expect(preselectedAddress(addresses, 3, false)).toBe("3");
    expect(preselectedAddress(addresses, undefined, true)).toBe("new");
    // A deleted address is no longer chosen.
    expect(preselectedAddress(addresses, 99, false)).toBe("5");
    expect(preselectedAddress([option(3)], undefined, false)).toBe("3");
    expect(preselectedAddress([], undefined, false)).toBe("new");
  });

  it("reads a saved billing address choice, and nothing else", () => {
    expect(savedBillingChoice("saved:12")).toBe(12);
    expect(savedBillingChoice("yes")).toBeNull();
    expect(savedBillingChoice("no")).toBeNull();
    expect(savedBillingChoice("saved:x")).toBeNull();
    expect(savedBillingChoice(null)).toBeNull();
  });
});

describe("a customer's step 1 form", () => {
  const options = { regionCodes: ["TH-10"], savedIds: ["3", "5"] };

  it("accepts one of the customer's saved addresses and nothing else", () => {
    const picked = parseWithZod(form({ addressId: "5" }), { schema: customerShippingSchema(t, { ...options, newAddress: false }) });
    expect(picked.status).toBe("success");
    const foreign = parseWithZod(form({ addressId: "8" }), { schema: customerShippingSchema(t, { ...options, newAddress: false }) });
    expect(foreign.status).toBe("error");
    expect(foreign.status === "error" && foreign.error?.addressId).toEqual(["checkout.validation.required"]);
  });

  it("asks for the whole address when a new one is chosen, and reads the address book box", () => {
    expect(isNewAddressChoice(form({ addressId: "new" }))).toBe(true);
    expect(isNewAddressChoice(form({ addressId: "5" }))).toBe(false);
    const schema = customerShippingSchema(t, { ...options, newAddress: true });
    const empty = parseWithZod(form({ addressId: "new" }), { schema });
    expect(empty.status).toBe("error");
    expect(Object.keys((empty.status === "error" && empty.error) || {})).toEqual(expect.arrayContaining(["firstname", "street1", "postcode", "telephone"]));
    const typed = parseWithZod(
      form({
        addressId: "new",
        firstname: "Malee",
        lastname: "Sukjai",
        street1: "12 Nimman Road",
        city: "Mueang Chiang Mai",
        regionCode: "TH-10",
        postcode: "50200",
        telephone: "081 234 5678",
        countryId: "TH",
        saveInAddressBook: "on",
      }),
      { schema },
    );
    expect(typed.status).toBe("success");
    expect(typed.status === "success" && typed.value).toMatchObject({ telephone: "0812345678", saveInAddressBook: true });
  });
});
