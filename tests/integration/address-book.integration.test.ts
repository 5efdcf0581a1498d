import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../../commerce/testing/graphqlClient";
import type { AddressBookActionData, AddressBookPageData, SavedAddress } from "~/lib/customer/address-book";
import { signIn } from "~/lib/customer/sign-in.server";
import { shopFor } from "~/lib/shop/shop.server";
import { commitShopperSession, getShopperSession, type FlashMessage } from "~/lib/shop/shopper-session.server";
import { action as addressBookAction, loader as addressBookLoader } from "~/routes/$store.address-book";
import { action as communicationsAction, loader as communicationsLoader } from "~/routes/$store.communications";
import { TEST_SETTINGS, useDemoShop } from "./engine-context";

const shop = useDemoShop();
const ORIGIN = "http://shop.test";
const DEMO = { email: "somchai@example.com", password: "Baansuan#2026" };
const OTHER = { email: "malee.address-book@example.com", password: "Chiangmai#2026" };

/** One shopper's browser: keeps the session cookie between calls, as a browser would. */
function browser(store = "en") {
  let cookie = "";
  const keep = (response: Response) => {
    const set = response.headers.get("Set-Cookie");
    if (set) cookie = set.split(";")[0] ?? "";
    return response;
  };
  const headers = (extra: Record<string, string> = {}): Record<string, string> => ({ ...(cookie ? { Cookie: cookie } : {}), ...extra });
  const call = async (loader: typeof addressBookLoader | typeof communicationsLoader, path: string) => {
    try {
      return keep(await loader({ request: new Request(`${ORIGIN}/${store}${path}`, { headers: headers() }), context: shop.context, params: { store } }));
    } catch (thrown) {
      if (thrown instanceof Response) return keep(thrown);
      throw thrown;
    }
  };
  const post = async (run: typeof addressBookAction | typeof communicationsAction, path: string, fields: Record<string, string>) => {
    const request = new Request(`${ORIGIN}/${store}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: headers({ "Content-Type": "application/x-www-form-urlencoded" }),
    });
    try {
      return keep(await run({ request, context: shop.context, params: { store } }));
    } catch (thrown) {
      if (thrown instanceof Response) return keep(thrown);
      throw thrown;
    }
  };
  return {
    /** Signs in the way the sign-in page does (C2's `signIn`), the token kept in the cookie. */
    async signIn(credentials: { email: string; password: string }) {
      const signing = await shopFor({ request: new Request(`${ORIGIN}/${store}`), context: shop.context });
      const session = signing.session;
      const result = await signIn(signing, credentials);
      expect(result).toEqual({ ok: true });
      cookie = (await commitShopperSession(session, TEST_SETTINGS)).split(";")[0] ?? "";
    },
    addressBook: (query = "") => call(addressBookLoader, `/address-book${query}`),
    async page(query = ""): Promise<AddressBookPageData> {
      const response = await call(addressBookLoader, `/address-book${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      return ((await response.json()) as { page: AddressBookPageData }).page;
    },
    postAddress: (fields: Record<string, string>) => post(addressBookAction, "/address-book", fields),
    communications: () => call(communicationsLoader, "/communications"),
    postCommunications: (fields: Record<string, string>) => post(communicationsAction, "/communications", fields),
    /** The flash the next page would show (read from the cookie as the layout does). */
    async flash(): Promise<FlashMessage | undefined> {
      return (await getShopperSession(new Request(ORIGIN, { headers: headers() }), TEST_SETTINGS)).get("flash");
    },
  };
}

const NEW_ADDRESS = {
  firstname: "Somchai",
  lastname: "Jaidee",
  street1: "12 Nimman Road",
  street2: "Soi 7",
  city: "Mueang Chiang Mai",
  regionCode: "TH-50",
  postcode: "50200",
  telephone: "081 234 5678",
  countryId: "TH",
};

function expectBackToPage(response: Response, path = "/en/address-book") {
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe(path);
}

let otherAddressId = 0;

beforeAll(async () => {
  const created = await graphql(
    shop.engine,
    `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { store: "en", variables: { input: { firstname: "Malee", lastname: "Srisuk", email: OTHER.email, password: OTHER.password } } },
  );
  expect(created.errors).toBeUndefined();
  const token = await graphql<{ generateCustomerToken: { token: string } }>(
    shop.engine,
    `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    { store: "en", variables: OTHER },
  );
  const address = await graphql<{ createCustomerAddress: { id: number } }>(
    shop.engine,
    `mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`,
    {
      store: "en",
      headers: { Authorization: `Bearer ${token.data!.generateCustomerToken.token}` },
      variables: {
        input: {
          firstname: "Malee",
          lastname: "Srisuk",
          street: ["5 Tha Phae Road"],
          city: "Mueang Chiang Mai",
          region: { region_code: "TH-50" },
          postcode: "50100",
          telephone: "0899999999",
          country_code: "TH",
        },
      },
    },
  );
  expect(address.errors).toBeUndefined();
  otherAddressId = address.data!.createCustomerAddress.id;
});

describe("/address-book", () => {
  it("sends a signed-out visitor to sign in and back", async () => {
    const response = await browser().addressBook();
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/sign-in?redirect=%2Fen%2Faddress-book");
  });

  it("lists the demo customer's Bangkok address, marked as default shipping and billing", async () => {
    const shopper = browser();
    await shopper.signIn(DEMO);
    const page = await shopper.page();
    expect(page.addresses).toHaveLength(1);
    const [home] = page.addresses as [SavedAddress];
    expect(home).toMatchObject({ firstname: "Somchai", lastname: "Jaidee", regionCode: "TH-10", countryCode: "TH", defaultShipping: true, defaultBilling: true });
    expect(home.regionName).toBe(page.provinces.find((province) => province.code === "TH-10")?.name);
    expect(home.postcode).toMatch(/^\d{5}$/);
    expect(page.provinces.length).toBe(77);
  });

  it("adds, edits (a bad postcode keeps what was typed), makes default and deletes an address", async () => {
    const shopper = browser();
    await shopper.signIn(DEMO);

    expectBackToPage(await shopper.postAddress({ intent: "add", ...NEW_ADDRESS }));
    expect(await shopper.flash()).toEqual({ type: "success", key: "accountPages.addressBook.flash.added" });
    let page = await shopper.page();
    const added = page.addresses.find((address) => address.city === "Mueang Chiang Mai")!;
    expect(added).toMatchObject({ street: ["12 Nimman Road", "Soi 7"], regionCode: "TH-50", postcode: "50200", telephone: "0812345678", defaultShipping: false });

    const bad = await shopper.postAddress({ intent: "update", id: String(added.id), ...NEW_ADDRESS, city: "Chiang Mai City", postcode: "502" });
    expect(bad.status).toBe(400);
    const reply = (await bad.json()) as AddressBookActionData;
    expect(reply).toMatchObject({ intent: "update", id: added.id });
    expect(reply.result.error?.postcode).toEqual(["Must be exactly 5 characters."]);
    expect(reply.result.initialValue).toMatchObject({ city: "Chiang Mai City", postcode: "502" });
    page = await shopper.page(`?edit=${added.id}`);
    expect(page.editing).toBe(added.id);
    expect(page.addresses.find((address) => address.id === added.id)?.city).toBe("Mueang Chiang Mai");

    expectBackToPage(await shopper.postAddress({ intent: "update", id: String(added.id), ...NEW_ADDRESS, city: "Chiang Mai City" }));
    expect(await shopper.flash()).toMatchObject({ key: "accountPages.addressBook.flash.updated" });
    expect((await shopper.page()).addresses.find((address) => address.id === added.id)?.city).toBe("Chiang Mai City");

    expectBackToPage(await shopper.postAddress({ intent: "set-default", id: String(added.id), kind: "shipping" }));
    expect(await shopper.flash()).toMatchObject({ key: "accountPages.addressBook.flash.default.shipping" });
    page = await shopper.page();
    expect(page.addresses[0]).toMatchObject({ id: added.id, defaultShipping: true, defaultBilling: false });
    expect(page.addresses.filter((address) => address.defaultShipping)).toHaveLength(1);

    expectBackToPage(await shopper.postAddress({ intent: "set-default", id: String(page.addresses[1]!.id), kind: "shipping" }));
    expect((await shopper.page(`?delete=${added.id}`)).deleting).toBe(added.id);
    expectBackToPage(await shopper.postAddress({ intent: "delete", id: String(added.id) }));
    expect(await shopper.flash()).toMatchObject({ key: "accountPages.addressBook.flash.deleted" });
    expect((await shopper.page()).addresses.map((address) => address.id)).not.toContain(added.id);
  });

  it("refuses another customer's address id, to change it and to delete it", async () => {
    const shopper = browser();
    await shopper.signIn(DEMO);
    expectBackToPage(await shopper.postAddress({ intent: "update", id: String(otherAddressId), ...NEW_ADDRESS }));
    expect(await shopper.flash()).toEqual({ type: "error", key: "accountPages.addressBook.errors.notFound" });
    expectBackToPage(await shopper.postAddress({ intent: "delete", id: String(otherAddressId) }));
    expect(await shopper.flash()).toEqual({ type: "error", key: "accountPages.addressBook.errors.notFound" });
    expect((await shopper.page(`?edit=${otherAddressId}`)).editing).toBeNull();

    const owner = browser();
    await owner.signIn(OTHER);
    expect((await owner.page()).addresses).toEqual([expect.objectContaining({ id: otherAddressId, street: ["5 Tha Phae Road"] })]);
  });

  it("answers the province names and messages in Thai on the Thai store view", async () => {
    const shopper = browser("th");
    await shopper.signIn(DEMO);
    const bad = await shopper.postAddress({ intent: "add", ...NEW_ADDRESS, telephone: "12345" });
    expect(bad.status).toBe(400);
    const reply = (await bad.json()) as AddressBookActionData;
    expect(reply.result.error?.telephone?.[0]).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe("/communications", () => {
  it("sends a signed-out visitor to sign in", async () => {
    const response = await browser().communications();
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/sign-in?redirect=%2Fen%2Fcommunications");
  });

  it("shows and toggles the newsletter subscription, with a flash on save", async () => {
    const shopper = browser();
    await shopper.signIn(DEMO);
    const read = async () => {
      const response = await shopper.communications();
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      return ((await response.json()) as { subscription: { email: string; subscribed: boolean } }).subscription;
    };
    expect(await read()).toEqual({ email: DEMO.email, subscribed: true });

    expectBackToPage(await shopper.postCommunications({}), "/en/communications");
    expect(await shopper.flash()).toEqual({ type: "success", key: "accountPages.communications.saved" });
    expect((await read()).subscribed).toBe(false);

    expectBackToPage(await shopper.postCommunications({ subscribed: "on" }), "/en/communications");
    expect((await read()).subscribed).toBe(true);
  });
});
