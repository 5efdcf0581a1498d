import { parseWithZod } from "@conform-to/zod";
import i18next, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../../locales/en/common.json";
import { addressBookFormDefaults, addressBookIntentOf, addressIdOf } from "~/lib/customer/address-book";
import { addressBookEntrySchema } from "~/lib/customer/address-book-schema";
import { addressWriteFailure, sortAddresses, toCustomerAddressInput, toSavedAddress } from "~/lib/customer/addresses.server";
import { subscribedOf } from "~/lib/customer/newsletter.server";
import type { Translate } from "~/lib/forms/messages";
import { BackendUnavailableError, MagentoGraphQLError } from "~/lib/magento/errors";

let t: Translate;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({ resources: { en: { common: en } }, lng: "en", defaultNS: "common", interpolation: { escapeValue: false } });
  const fixed: TFunction = instance.getFixedT("en");
  t = (key, values) => fixed(key, values ?? {});
});

const BANGKOK = { id: 1001, code: "TH-10", name: "กรุงเทพมหานคร" };
const CHIANG_MAI = { id: 1038, code: "TH-50", name: "Chiang Mai" };

const NODE = {
  id: 7,
  firstname: "Somchai",
  lastname: "Jaidee",
  street: ["99/1 Sukhumvit Road", "", "Khlong Toei Nuea"],
  city: "Watthana",
  region: { region_code: "TH-10", region: "Bangkok", region_id: 1001 },
  postcode: "10110",
  country_code: "TH",
  telephone: "0812345678",
  default_shipping: true,
  default_billing: null,
};

const FORM = {
  firstname: "Malee",
  lastname: "Srisuk",
  street1: "12 Nimman Road",
  street2: "",
  city: "Mueang Chiang Mai",
  regionCode: "TH-50",
  postcode: "50200",
  telephone: "081 234 5678",
  countryId: "TH",
};

function formData(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("a saved address as the page shows it", () => {
  it("names the province from the store view's list and drops empty street lines", () => {
    expect(toSavedAddress(NODE, [BANGKOK])).toEqual({
      id: 7,
      firstname: "Somchai",
      lastname: "Jaidee",
      street: ["99/1 Sukhumvit Road", "Khlong Toei Nuea"],
      city: "Watthana",
      regionCode: "TH-10",
      regionName: "กรุงเทพมหานคร",
      regionId: 1001,
      postcode: "10110",
      telephone: "0812345678",
      countryCode: "TH",
      defaultShipping: true,
      defaultBilling: false,
    });
  });

  it("falls back to the name saved with the address when the list lacks the province", () => {
    expect(toSavedAddress(NODE, [])?.regionName).toBe("Bangkok");
  });

  it("leaves out an address without an id (it could not be edited)", () => {
    expect(toSavedAddress({ ...NODE, id: null }, [BANGKOK])).toBeNull();
  });

  it("lists the default shipping address first, then the default billing one", () => {
    const plain = toSavedAddress({ ...NODE, id: 1, default_shipping: false }, [])!;
    const billing = toSavedAddress({ ...NODE, id: 5, default_shipping: false, default_billing: true }, [])!;
    const shipping = toSavedAddress({ ...NODE, id: 9 }, [])!;
    expect(sortAddresses([plain, billing, shipping]).map((address) => address.id)).toEqual([9, 5, 1]);
  });
});

describe("the address form", () => {
  it("becomes Magento's CustomerAddressInput with the province's code, id and name", () => {
    const parsed = parseWithZod(formData({ ...FORM, defaultShipping: "on" }), { schema: addressBookEntrySchema(t, { regionCodes: ["TH-10", "TH-50"] }) });
    expect(parsed.status).toBe("success");
    if (parsed.status !== "success") return;
    expect(toCustomerAddressInput(parsed.value, CHIANG_MAI)).toEqual({
      firstname: "Malee",
      lastname: "Srisuk",
      street: ["12 Nimman Road"],
      city: "Mueang Chiang Mai",
      region: { region_code: "TH-50", region_id: 1038, region: "Chiang Mai" },
      postcode: "50200",
      telephone: "0812345678",
      country_code: "TH",
      default_shipping: true,
    });
  });

  it("never sends an unticked default as false (that would not mean 'leave it')", () => {
    const parsed = parseWithZod(formData(FORM), { schema: addressBookEntrySchema(t, { regionCodes: null }) });
    if (parsed.status !== "success") throw new Error("expected a valid form");
    const input = toCustomerAddressInput(parsed.value, null);
    expect(input).not.toHaveProperty("default_shipping");
    expect(input).not.toHaveProperty("default_billing");
    expect(input.region).toEqual({ region_code: "TH-50" });
  });

  it("says what is wrong with a bad postcode and an unknown province (the checkout's messages)", () => {
    const parsed = parseWithZod(formData({ ...FORM, postcode: "5020", regionCode: "TH-99" }), {
      schema: addressBookEntrySchema(t, { regionCodes: ["TH-10", "TH-50"] }),
    });
    expect(parsed.status).toBe("error");
    const reply = parsed.reply();
    expect(reply.error?.postcode).toEqual([t("checkout.validation.exactly", { value: 5 })]);
    expect(reply.error?.regionCode).toEqual([t("checkout.validation.invalidRegion")]);
    expect(reply.initialValue).toMatchObject({ firstname: "Malee", postcode: "5020" });
  });

  it("fills the edit form from a saved address (further street lines joined into line 2)", () => {
    const saved = toSavedAddress({ ...NODE, street: ["1 Road", "Soi 2", "Tower B"] }, [BANGKOK])!;
    expect(addressBookFormDefaults(saved)).toMatchObject({ street1: "1 Road", street2: "Soi 2, Tower B", regionCode: "TH-10", countryId: "TH" });
    expect(addressBookFormDefaults(null).firstname).toBe("");
  });

  it("accepts only its intents and positive whole ids", () => {
    expect(addressBookIntentOf("set-default")).toBe("set-default");
    expect(addressBookIntentOf("drop-table")).toBeNull();
    expect(addressIdOf("12")).toBe(12);
    for (const bad of ["0", "-1", "1.5", "1e3", "", null, "12abc"]) expect(addressIdOf(bad)).toBeNull();
  });
});

describe("a refused address write", () => {
  const refusal = (message: string, category?: string) => new MagentoGraphQLError([{ message, category }], null);

  it("is sorted into what the shopper is told", () => {
    expect(addressWriteFailure(refusal("The current customer isn't authorized.", "graphql-authorization"))).toBe("signed-out");
    expect(addressWriteFailure(refusal('Current customer does not have permission to address with ID "3"', "graphql-authorization"))).toBe("not-found");
    expect(addressWriteFailure(refusal('Could not find a address with ID "3"', "graphql-no-such-entity"))).toBe("not-found");
    expect(addressWriteFailure(refusal("Customer Address 3 is set as default billing address and can not be deleted", "graphql-input"))).toBe("is-default");
    expect(addressWriteFailure(refusal('"postcode" is required. Enter and try again.', "graphql-input"))).toBe("failed");
    expect(addressWriteFailure(new BackendUnavailableError("down"))).toBe("failed");
  });

  it("lets programming errors through", () => {
    expect(() => addressWriteFailure(new TypeError("bug"))).toThrow(TypeError);
  });
});

describe("the communications checkbox", () => {
  it("is subscribed only when ticked", () => {
    expect(subscribedOf(formData({ subscribed: "on" }))).toBe(true);
    expect(subscribedOf(formData({}))).toBe(false);
  });
});
