import { parseWithZod } from "@conform-to/zod";
import i18next, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../../locales/en/common.json";
import th from "../../../locales/th/common.json";
import { thaiPhoneNumber } from "~/lib/forms/address";
import { paymentInformationSchema, shippingInformationSchema, shippingMethodSchema } from "~/lib/forms/checkout";
import type { Translate } from "~/lib/forms/messages";

let t: Translate;
let tTh: Translate;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({ resources: { en: { common: en }, th: { common: th } }, lng: "en", defaultNS: "common", interpolation: { escapeValue: false } });
  const wrap = (fixed: TFunction): Translate => (key, values) => fixed(key, values ?? {});
  t = wrap(instance.getFixedT("en"));
  tTh = wrap(instance.getFixedT("th"));
});

const REGIONS = ["TH-10", "TH-50", "TH-83"];

const GOOD = {
  email: "somchai@example.com",
  firstname: "Somchai",
  lastname: "Jaidee",
  street1: "99/1 Sukhumvit Road",
  street2: "",
  city: "Khlong Toei",
  regionCode: "TH-10",
  postcode: "10110",
  telephone: "081 234 5678",
  countryId: "TH",
};

/** The messages of a failed submission (none for a successful one). */
function errorsOf(submission: object) {
  return "error" in submission ? submission.error : {};
}

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

/** What a shopper sees next to each field after sending `values`. */
function shippingErrors(values: Record<string, string>, translate: Translate = t) {
  const submission = parseWithZod(form(values), { schema: shippingInformationSchema(translate, { regionCodes: REGIONS }) });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

describe("shipping information (step 1)", () => {
  it("accepts a complete Thai address and answers the phone number in its national form", () => {
    const submission = parseWithZod(form({ ...GOOD, telephone: "+66 81 234 5678" }), {
      schema: shippingInformationSchema(t, { regionCodes: REGIONS }),
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ email: "somchai@example.com", telephone: "0812345678", regionCode: "TH-10", countryId: "TH" });
    expect(submission.value.street2).toBeUndefined();
  });

  it("names each missing field with its own required message (spec §5)", () => {
    expect(shippingErrors({ countryId: "TH" })).toEqual({
      email: ["Email is required."],
      firstname: ["First name is required."],
      lastname: ["Last name is required."],
      street1: ["Street address is required."],
      city: ["District / city is required."],
      regionCode: ["Province is required."],
      postcode: ["Postcode is required."],
      telephone: ["Phone number is required."],
    });
    expect(shippingErrors({ ...GOOD, countryId: "" })).toEqual({ countryId: ["Country is required."] });
  });

  it("says in Thai what is missing in the Thai store view", () => {
    expect(shippingErrors({ ...GOOD, firstname: "" }, tTh)).toEqual({ firstname: ["โปรดกรอกชื่อ"] });
  });

  it("gives the length messages with their value", () => {
    expect(shippingErrors({ ...GOOD, street1: "9/" })).toEqual({ street1: ["Must be at least 3 characters."] });
    expect(shippingErrors({ ...GOOD, firstname: "x".repeat(101) })).toEqual({ firstname: ["Must be at most 100 characters."] });
    expect(shippingErrors({ ...GOOD, postcode: "1011" })).toEqual({ postcode: ["Must be exactly 5 characters."] });
  });

  it("wants five digits for a postcode", () => {
    expect(shippingErrors({ ...GOOD, postcode: "1O11O" })).toEqual({ postcode: ["A postcode has five digits, e.g. 10110."] });
  });

  it("wants a valid email", () => {
    expect(shippingErrors({ ...GOOD, email: "somchai@" })).toEqual({ email: ["Enter a valid email address, e.g. name@example.com."] });
  });

  it("wants a Thai phone number", () => {
    expect(shippingErrors({ ...GOOD, telephone: "12345" })).toEqual({
      telephone: ["Enter a Thai phone number, e.g. 081 234 5678 or 02 123 4567."],
    });
  });

  it("takes only a province the backend lists, and only Thailand", () => {
    expect(shippingErrors({ ...GOOD, regionCode: "CA" })).toEqual({ regionCode: ["Choose a province of Thailand from the list."] });
    expect(shippingErrors({ ...GOOD, countryId: "US" })).toEqual({ countryId: ["Country US is not available."] });
    const noRegions = parseWithZod(form(GOOD), { schema: shippingInformationSchema(t, { regionCodes: [] }) });
    expect(errorsOf(noRegions)).toEqual({ regionCode: ["Country TH has no provinces to choose from."] });
  });

  it("lets the browser's schema (no province list) accept any province code", () => {
    const submission = parseWithZod(form({ ...GOOD, regionCode: "TH-99" }), { schema: shippingInformationSchema(t, { regionCodes: null }) });
    expect(submission.status).toBe("success");
  });
});

describe("shipping method (step 2)", () => {
  it("takes one of the offered rates, else says it is required", () => {
    const schema = shippingMethodSchema(t, ["flatrate/flatrate", "express/express"]);
    expect(parseWithZod(form({ shippingMethod: "express/express" }), { schema }).status).toBe("success");
    expect(errorsOf(parseWithZod(form({}), { schema }))).toEqual({ shippingMethod: ["Is required."] });
    expect(errorsOf(parseWithZod(form({ shippingMethod: "ups/ground" }), { schema }))).toEqual({ shippingMethod: ["Is required."] });
  });
});

describe("payment information (step 3)", () => {
  const offered = ["cashondelivery", "banktransfer", "sandbox_card"];

  it("needs no billing fields when billing is the shipping address", () => {
    const schema = paymentInformationSchema(t, { regionCodes: REGIONS, offered, billingSame: true });
    expect(parseWithZod(form({ paymentMethod: "cashondelivery", billingSame: "yes" }), { schema }).status).toBe("success");
    expect(errorsOf(parseWithZod(form({ billingSame: "yes" }), { schema }))).toEqual({ paymentMethod: ["Is required."] });
    expect(errorsOf(parseWithZod(form({ paymentMethod: "checkmo" }), { schema }))).toEqual({ paymentMethod: ["Is required."] });
  });

  it("checks a different billing address like the shipping address", () => {
    const schema = paymentInformationSchema(t, { regionCodes: REGIONS, offered, billingSame: false });
    const billing = Object.fromEntries(
      Object.entries({ ...GOOD, email: undefined, postcode: "501" }).flatMap(([name, value]) => (value === undefined ? [] : [[`billing.${name}`, value]])),
    );
    const submission = parseWithZod(form({ paymentMethod: "banktransfer", billingSame: "no", ...billing }), { schema });
    expect(errorsOf(submission)).toEqual({ "billing.postcode": ["Must be exactly 5 characters."] });
    const good = parseWithZod(form({ paymentMethod: "banktransfer", billingSame: "no", ...billing, "billing.postcode": "50200" }), { schema });
    expect(good.status).toBe("success");
  });
});

describe("thaiPhoneNumber", () => {
  it.each([
    ["081 234 5678", "0812345678"],
    ["02-123-4567", "021234567"],
    ["+66 2 123 4567", "021234567"],
    ["(089) 123-4567", "0891234567"],
  ])("reads %s as %s", (input, expected) => {
    expect(thaiPhoneNumber(input)).toBe(expected);
  });

  it.each(["12345", "0112345678", "08123456789", "+1 415 555 0100"])("refuses %s", (input) => {
    expect(thaiPhoneNumber(input)).toBeNull();
  });
});

describe("validation messages for other forms (spec §5)", () => {
  it("are in the catalogue with their value", async () => {
    const { validationMessages } = await import("~/lib/forms/messages");
    const m = validationMessages(t);
    expect(m.mustBeChecked()).toBe("Must be checked.");
    expect(m.mustMatch("Password")).toBe("Password must match.");
    expect(m.mustBeDifferent("New password")).toBe("New password must be different.");
    expect(m.required()).toBe("Is required.");
  });
});
