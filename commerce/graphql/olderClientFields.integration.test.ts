/**
 * What older Magento clients (PWA Studio 14.x, issue 24) ask for and Magento 2.4.9 still serves:
 * the deprecated `price` and `media_gallery_entries` of products, `createCustomer` and
 * `updateCustomer` with CustomerInput, `Customer.id`, `CustomerAddress.middlename` and
 * `StoreConfig.configurable_thumbnail_source`, `recaptchaV3Config` and `CategoryTree.cms_block`, with
 * Magento's semantics and messages.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoIds } from "../demo/shop";
import { catalogCategoryAttribute, catalogCategoryEntity, cmsBlock, cmsBlockStore } from "../db/schema";
import { bearer, startDemoEngine, TEST_PASSWORD, type DemoEngine } from "../testing/demoEngine";
import { graphql, graphqlData } from "../testing/graphqlClient";
import { encodeUid } from "../lib/uid";
import { writeConfig } from "../modules/store";

let demo: DemoEngine;

beforeAll(async () => {
  demo = await startDemoEngine({ store: "en" });
});

afterAll(async () => {
  await demo?.close();
});

interface Amount {
  value: number;
  currency: string;
}
interface Variant {
  product: { stock_status: string; price_range: { minimum_price: { regular_price: Amount; final_price: Amount } } };
}
interface PricedProduct {
  sku: string;
  __typename: string;
  variants?: Variant[];
  price: { minimalPrice: { amount: Amount; adjustments: unknown[] }; maximalPrice: { amount: Amount }; regularPrice: { amount: Amount } };
  price_range: { minimum_price: { regular_price: Amount; final_price: Amount }; maximum_price: { final_price: Amount } };
}

const PRICES = `{ products(filter: { price: { from: "0" } }, pageSize: 100) { items { __typename sku
  price { minimalPrice { amount { value currency } adjustments { code } } maximalPrice { amount { value currency } } regularPrice { amount { value currency } } }
  price_range { minimum_price { regular_price { value currency } final_price { value currency } } maximum_price { final_price { value currency } } }
  ... on ConfigurableProduct { variants { product { stock_status price_range { minimum_price { regular_price { value currency } final_price { value currency } } } } } }
} } }`;

/** Magento's ConfigurableRegularPrice: the lowest regular price among the salable variants of the lowest final price. */
function configurableRegular(variants: Variant[]): Amount {
  const salable = variants.filter((variant) => variant.product.stock_status === "IN_STOCK");
  const prices = (salable.length ? salable : variants).map((variant) => variant.product.price_range.minimum_price);
  const lowest = Math.min(...prices.map((price) => price.final_price.value));
  const regular = Math.min(...prices.filter((price) => price.final_price.value === lowest).map((price) => price.regular_price.value));
  return { value: regular, currency: prices[0]!.regular_price.currency };
}

describe("ProductInterface.price (deprecated)", () => {
  it("is the price range: lowest and highest final price, the regular price (a configurable's cheapest variants'), no adjustments", async () => {
    const items = (await graphqlData<{ products: { items: PricedProduct[] } }>(demo.engine, PRICES, { store: "en" })).products.items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.price.minimalPrice.amount).toEqual(item.price_range.minimum_price.final_price);
      expect(item.price.maximalPrice.amount).toEqual(item.price_range.maximum_price.final_price);
      expect(item.price.regularPrice.amount).toEqual(item.variants ? configurableRegular(item.variants) : item.price_range.minimum_price.regular_price);
      expect(item.price.minimalPrice.adjustments).toEqual([]);
      expect(item.price.minimalPrice.amount.currency).toBe("THB");
    }
    const configurable = items.find((item) => item.__typename === "ConfigurableProduct");
    expect(configurable, "a configurable product among the results").toBeDefined();
  });
});

describe("ProductInterface.media_gallery_entries (deprecated)", () => {
  it("lists the gallery with stored file paths, uids and the main picture's roles", async () => {
    const data = await graphqlData<{
      products: { items: Array<{ media_gallery: Array<{ url: string; position: number }>; media_gallery_entries: Array<{ id: number; uid: string; file: string; media_type: string; types: string[]; position: number; disabled: boolean; content: null; video_content: null }> }> };
    }>(demo.engine, `{ products(search: "rice", pageSize: 5) { items { media_gallery { url position } media_gallery_entries { id uid file media_type label position disabled types content { name } video_content { video_url } } } } }`, { store: "en" });
    const withPictures = data.products.items.filter((item) => item.media_gallery.length > 0);
    expect(withPictures.length).toBeGreaterThan(0);
    for (const item of withPictures) {
      expect(item.media_gallery_entries).toHaveLength(item.media_gallery.length);
      item.media_gallery_entries.forEach((entry, index) => {
        expect(entry.uid).toBe(encodeUid(entry.id));
        expect(entry.file).toMatch(/^\//);
        expect(item.media_gallery[index]?.url.endsWith(`catalog/product${entry.file}`)).toBe(true);
        expect(entry.media_type).toBe("image");
        expect(entry.content).toBeNull();
        expect(entry.video_content).toBeNull();
      });
      expect(item.media_gallery_entries.filter((entry) => entry.types.includes("image"))).toHaveLength(1);
    }
  });
});

describe("StoreConfig.configurable_thumbnail_source", () => {
  it("is Magento's default, the parent's picture, until configured", async () => {
    const data = await graphqlData<{ storeConfig: { configurable_thumbnail_source: string } }>(demo.engine, "{ storeConfig { configurable_thumbnail_source } }", { store: "en" });
    expect(data.storeConfig.configurable_thumbnail_source).toBe("parent");
  });
});

const CREATE = `mutation($input: CustomerInput!) { createCustomer(input: $input) { customer { id email firstname lastname is_subscribed } } }`;
const UPDATE = `mutation($input: CustomerInput!) { updateCustomer(input: $input) { customer { id email firstname lastname is_subscribed } } }`;

describe("createCustomer and updateCustomer (deprecated, CustomerInput)", () => {
  it("creates an account as createCustomerV2 does, with Customer.id its encoded id", async () => {
    const email = `older-client-${Date.now()}@example.com`;
    const created = await graphqlData<{ createCustomer: { customer: { id: string; email: string; firstname: string; is_subscribed: boolean } } }>(demo.engine, CREATE, {
      store: "en",
      variables: { input: { email, firstname: "Somsri", lastname: "Dee", password: TEST_PASSWORD, is_subscribed: false } },
    });
    expect(created.createCustomer.customer).toMatchObject({ email, firstname: "Somsri", is_subscribed: false });
    const record = await demo.services.customers.findByEmail(email);
    expect(created.createCustomer.customer.id).toBe(encodeUid(record!.id));
    const token = await demo.signIn(email, TEST_PASSWORD, "en");
    const me = await graphqlData<{ customer: { id: string } }>(demo.engine, "{ customer { id } }", { store: "en", headers: bearer(token) });
    expect(me.customer.id).toBe(created.createCustomer.customer.id);
  });

  it("refuses what Magento refuses: no input, missing names, a taken email", async () => {
    const empty = await graphql(demo.engine, CREATE, { store: "en", variables: { input: {} } });
    expect(empty.errors?.[0]).toMatchObject({ message: '"input" value should be specified', extensions: { category: "graphql-input" } });
    const nameless = await graphql(demo.engine, CREATE, { store: "en", variables: { input: { email: `nameless-${Date.now()}@example.com`, password: TEST_PASSWORD } } });
    expect(nameless.errors?.[0]?.message).toBe("Required parameters are missing: First Name, Last Name");
    const { email } = await demo.createCustomer({ store: "en" });
    const taken = await graphql(demo.engine, CREATE, { store: "en", variables: { input: { email, firstname: "A", lastname: "B", password: TEST_PASSWORD } } });
    expect(taken.errors?.[0]?.message).toBe("A customer with the same email address already exists in an associated website.");
  });

  it("updates names and the subscription; a new email needs the current password", async () => {
    const { email, token } = await demo.createCustomer({ store: "en" });
    const call = (input: Record<string, unknown>) => graphql<{ updateCustomer: { customer: { email: string; firstname: string; lastname: string; is_subscribed: boolean } } }>(demo.engine, UPDATE, { store: "en", headers: bearer(token), variables: { input } });

    // Venia's account page sends the unchanged email with the names and no password.
    const renamed = await call({ email, firstname: "Anong", lastname: "Chai" });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data?.updateCustomer.customer).toMatchObject({ email, firstname: "Anong", lastname: "Chai" });

    const subscribed = await call({ is_subscribed: true });
    expect(subscribed.data?.updateCustomer.customer.is_subscribed).toBe(true);

    const newEmail = `moved-${Date.now()}@example.com`;
    const withoutPassword = await call({ email: newEmail });
    expect(withoutPassword.errors?.[0]).toMatchObject({ message: 'Provide the current "password" to change "email".', extensions: { category: "graphql-input" } });
    const wrongPassword = await call({ email: newEmail, password: "Not-the#password1" });
    expect(wrongPassword.errors?.[0]?.message).toBe("Invalid login or password.");
    const moved = await call({ email: newEmail, password: TEST_PASSWORD, firstname: "Anong" });
    expect(moved.data?.updateCustomer.customer.email).toBe(newEmail);

    const blank = await call({ firstname: "" });
    expect(blank.errors?.[0]?.message).toBe("Required parameters are missing: First Name");
    const empty = await call({});
    expect(empty.errors?.[0]?.message).toBe('"input" value should be specified');
  });

  it("needs a signed-in customer", async () => {
    const reply = await graphql(demo.engine, UPDATE, { store: "en", variables: { input: { firstname: "X" } } });
    expect(reply.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: "graphql-authorization" } });
  });
});

describe("CustomerAddress.middlename", () => {
  it("is served, null: the engine's address book takes no middle name", async () => {
    const { token } = await demo.createCustomer({ store: "en" });
    await graphqlData(
      demo.engine,
      `mutation { createCustomerAddress(input: { firstname: "Malee", lastname: "Srisuk", street: ["12 Silom Road"], city: "Bang Rak", region: { region_code: "TH-10" }, postcode: "10500", country_code: TH, telephone: "0812345678" }) { id } }`,
      { store: "en", headers: bearer(token) },
    );
    const data = await graphqlData<{ customer: { addresses: Array<{ firstname: string; middlename: string | null }> } }>(demo.engine, "{ customer { addresses { firstname middlename } } }", { store: "en", headers: bearer(token) });
    expect(data.customer.addresses).toEqual([{ firstname: "Malee", middlename: null }]);
  });
});

describe("recaptchaV3Config", () => {
  const QUERY = "{ recaptchaV3Config { is_enabled website_key minimum_score badge_position theme language_code failure_message forms } }";

  it("answers Magento's defaults on a shop without reCAPTCHA", async () => {
    const data = await graphqlData<{ recaptchaV3Config: Record<string, unknown> }>(demo.engine, QUERY, { store: "en" });
    expect(data.recaptchaV3Config).toEqual({
      is_enabled: false,
      website_key: "",
      minimum_score: 0.5,
      badge_position: "inline",
      theme: "light",
      language_code: null,
      failure_message: "reCAPTCHA verification failed.",
      forms: [],
    });
  });

  it("reads the v3 settings, but protects no form: the engine checks no reCAPTCHA token", async () => {
    await writeConfig(demo.connection.db, [
      { path: "recaptcha_frontend/type_recaptcha_v3/public_key", value: "site-key", scope: "default", scopeId: 0 },
      { path: "recaptcha_frontend/type_recaptcha_v3/private_key", value: "secret", scope: "default", scopeId: 0 },
      { path: "recaptcha_frontend/type_recaptcha_v3/position", value: "bottomleft", scope: "default", scopeId: 0 },
      { path: "recaptcha_frontend/type_recaptcha_v3/lang", value: "th", scope: "default", scopeId: 0 },
      { path: "recaptcha_frontend/type_recaptcha_v3/score_threshold", value: "0.7", scope: "default", scopeId: 0 },
      { path: "recaptcha_frontend/type_for/customer_login", value: "recaptcha_v3", scope: "default", scopeId: 0 },
    ]);
    demo.services.config.invalidate();
    const data = await graphqlData<{ recaptchaV3Config: Record<string, unknown> }>(demo.engine, QUERY, { store: "en" });
    expect(data.recaptchaV3Config).toMatchObject({ is_enabled: false, website_key: "site-key", minimum_score: 0.7, badge_position: "bottomleft", language_code: "th", forms: [] });
  });
});

describe("CategoryTree.cms_block", () => {
  const QUERY = `query($id: String!) { categoryList(filters: { ids: { eq: $id } }) { id display_mode cms_block { identifier title content } } }`;

  it("is the category's landing-page block in the store view, null without one, an error for a missing block", async () => {
    const db = demo.connection.db;
    const [category] = await db.select({ id: catalogCategoryEntity.entityId }).from(catalogCategoryEntity).where(eq(catalogCategoryEntity.level, 2)).limit(1);
    const [block] = await db
      .select({ id: cmsBlock.blockId, identifier: cmsBlock.identifier })
      .from(cmsBlock)
      .innerJoin(cmsBlockStore, eq(cmsBlockStore.blockId, cmsBlock.blockId))
      .where(and(eq(cmsBlock.isActive, true), inArray(cmsBlockStore.storeId, [0, demoIds.storeEn])))
      .limit(1);
    if (!category || !block) throw new Error("demo shop without a category or an English block");
    const ask = () => graphql<{ categoryList: Array<{ cms_block: { identifier: string; content: string } | null }> }>(demo.engine, QUERY, { store: "en", variables: { id: String(category.id) } });

    expect((await ask()).data?.categoryList[0]?.cms_block).toBeNull();

    await db.insert(catalogCategoryAttribute).values({ entityId: category.id, storeId: 0, landingPage: block.id }).onConflictDoUpdate({ target: [catalogCategoryAttribute.entityId, catalogCategoryAttribute.storeId], set: { landingPage: block.id } });
    const shown = await ask();
    expect(shown.errors).toBeUndefined();
    expect(shown.data?.categoryList[0]?.cms_block?.identifier).toBe(block.identifier);
    expect(shown.data?.categoryList[0]?.cms_block?.content).not.toMatch(/\{\{(media|store) /);

    await db.update(catalogCategoryAttribute).set({ landingPage: 999999 }).where(and(eq(catalogCategoryAttribute.entityId, category.id), eq(catalogCategoryAttribute.storeId, 0)));
    const missing = await ask();
    expect(missing.data?.categoryList[0]?.cms_block).toBeNull();
    expect(missing.errors?.[0]).toMatchObject({ message: 'The CMS block with the "999999" ID doesn\'t exist.', path: ["categoryList", 0, "cms_block"], extensions: { category: "graphql-no-such-entity" } });
    await db.update(catalogCategoryAttribute).set({ landingPage: null }).where(and(eq(catalogCategoryAttribute.entityId, category.id), eq(catalogCategoryAttribute.storeId, 0)));
  });
});
