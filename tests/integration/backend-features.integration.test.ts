import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { createElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { renderToStaticMarkup } from "react-dom/server";
import { buildSchema, extendSchema, graphql, Kind, parse, print, validate, type GraphQLSchema } from "graphql";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CartPage } from "~/components/cart/CartPage";
import { readCart } from "~/lib/cart/cart.server";
import { inProcessBackend, remoteBackend } from "~/lib/magento/backend.server";
import {
  backendFeatures,
  backendSchema,
  OPEN_SOURCE_FEATURES,
  requireBackendFeature,
  SCHEMA_REFRESH_MS,
  SCHEMA_RETRY_MS,
} from "~/lib/magento/backend-features.server";
import { fitDocumentToSchema, pruneDocument } from "~/lib/magento/backend-features-prune.server";
import * as generated from "~/lib/magento/generated/graphql";
import type { CartView } from "~/lib/cart/types";
import { loader as storeLoader } from "~/routes/$store";
import { demoStoreShop, TEST_SETTINGS, useDemoShop } from "./engine-context";
import { log } from "../../logging/logger";

/**
 * The storefront against two backends: the embedded engine (Adobe Commerce's features) and a real
 * graphql-js server built from Magento Open Source's schema, which lacks gift cards, store credit and
 * named wish lists and rejects any document that asks for them.
 */
const shop = useDemoShop();
const magentoDir = path.resolve(process.cwd(), "../shared/magento");
const openSource = buildSchema(readFileSync(path.join(magentoDir, "schema.graphqls"), "utf8"));
const adobeCommerce = extendSchema(openSource, parse(readFileSync(path.join(magentoDir, "adobe-commerce-extras.graphqls"), "utf8")));

/** A cart as Magento Open Source answers it (no gift cards: the field does not exist there). */
const openSourceCart = {
  id: "os-cart",
  total_quantity: 2,
  applied_coupons: null,
  items: [
    {
      __typename: "SimpleCartItem",
      uid: "os-line",
      quantity: 2,
      is_available: true,
      not_available_message: null,
      errors: null,
      product: { __typename: "SimpleProduct", uid: "p1", sku: "MUG", name: "Celadon mug", url_key: "celadon-mug", url_suffix: ".html", stock_status: "IN_STOCK", small_image: null },
      prices: { price_including_tax: { value: 250, currency: "THB" }, row_total_including_tax: { value: 500, currency: "THB" } },
    },
  ],
  shipping_addresses: [],
  prices: {
    subtotal_including_tax: { value: 500, currency: "THB" },
    subtotal_excluding_tax: { value: 467.29, currency: "THB" },
    discounts: [],
    applied_taxes: [],
    grand_total: { value: 500, currency: "THB" },
  },
};

/** What the Open Source server was sent: every document it received, as text. */
const received: string[] = [];

/** Answers one GraphQL-over-HTTP request (GET or POST) from the Open Source schema. */
async function answerOpenSource(method: string, url: URL, body: string) {
  const params = method === "GET"
    ? { query: url.searchParams.get("query") ?? "", variables: JSON.parse(url.searchParams.get("variables") ?? "{}") }
    : (JSON.parse(body) as { query: string; variables?: Record<string, unknown> });
  received.push(params.query);
  return graphql({ schema: openSource, source: params.query, variableValues: params.variables, rootValue: { cart: () => openSourceCart } });
}

const server = createServer((req: IncomingMessage, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", async () => {
    const result = await answerOpenSource(req.method ?? "GET", new URL(req.url ?? "/", "http://os.test"), body);
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(result));
  });
});
let openSourceContext: AppLoadContext;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  openSourceContext = { settings: TEST_SETTINGS, cspNonce: "test", clientAddress: "127.0.0.1", backend: remoteBackend(`http://127.0.0.1:${port}`) };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  received.length = 0;
  vi.restoreAllMocks();
});

describe("backend features", () => {
  it("are all on for the embedded engine, and reach the store layout's data", async () => {
    expect(await backendFeatures(shop.context)).toEqual({ giftCards: true, storeCredit: true, namedWishlists: true, savedCards: true, newsletterLinks: true, socialSignIn: true });
    const response = await storeLoader({ request: new Request("http://shop.test/th"), params: { store: "th" }, context: shop.context });
    expect((await response.json()).shell.features).toEqual({ giftCards: true, storeCredit: true, namedWishlists: true, savedCards: true, newsletterLinks: true, socialSignIn: true });
  });

  it("are off for Magento Open Source, except the vault's saved cards", async () => {
    expect(await backendFeatures(openSourceContext)).toEqual({ giftCards: false, storeCredit: false, namedWishlists: false, savedCards: true, newsletterLinks: false, socialSignIn: false });
  });

  it("turn the pages of a missing feature into the shop's 404, and leave present ones alone", async () => {
    for (const feature of ["storeCredit", "giftCards"] as const) {
      const refused = await requireBackendFeature(openSourceContext, feature).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).status).toBe(404);
    }
    await expect(requireBackendFeature(openSourceContext, "savedCards")).resolves.toBeUndefined();
    await expect(requireBackendFeature(shop.context, "storeCredit")).resolves.toBeUndefined();
  });

  it("introspect a backend once, not on every request", async () => {
    await backendFeatures(openSourceContext);
    await backendFeatures(openSourceContext);
    expect(received.filter((query) => query.includes("__schema"))).toEqual([]);
  });

  it("fall back to Magento Open Source while introspection fails, and try again soon", async () => {
    let failing = true;
    let introspections = 0;
    const backend = inProcessBackend(async (request) => {
      introspections++;
      if (failing) return new Response("Service Unavailable", { status: 503 });
      const result = await answerOpenSource(request.method, new URL(request.url), await request.text());
      return Response.json(result);
    });
    const context: AppLoadContext = { settings: TEST_SETTINGS, cspNonce: "test", clientAddress: "127.0.0.1", backend };
    let now = Date.now();
    vi.spyOn(Date, "now").mockImplementation(() => now);
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);

    expect(await backendFeatures(context)).toEqual(OPEN_SOURCE_FEATURES);
    expect((await backendSchema(backend)).schema).toBeNull();
    const tries = introspections;
    expect(await backendFeatures(context)).toEqual(OPEN_SOURCE_FEATURES);
    expect(introspections).toBe(tries);

    failing = false;
    now += SCHEMA_RETRY_MS + 1;
    await backendFeatures(context); // starts the retry, answers what it has
    await vi.waitFor(async () => expect((await backendSchema(backend)).schema).not.toBeNull());

    // A backend that stops answering keeps its last schema instead of losing its features.
    failing = true;
    now += SCHEMA_REFRESH_MS + 1;
    await backendFeatures(context);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(introspections).toBe(tries + 2);
    expect((await backendSchema(backend)).schema).not.toBeNull();
  });
});

describe("documents fitted to the backend", () => {
  it("read a cart from Magento Open Source: gift cards are left out of the query and read as none", async () => {
    const shop = await demoStoreShop(openSourceContext, "th");
    shop.cart.keep("os-cart");
    const cart = await readCart(shop);
    expect(cart).toMatchObject({ id: "os-cart", totalQuantity: 2, items: [{ sku: "MUG", quantity: 2 }], prices: { giftCards: [], grandTotal: { value: 500 } } });
    const cartQuery = received.find((query) => query.includes("cart(cart_id:"));
    expect(cartQuery).toBeDefined();
    expect(cartQuery).not.toContain("applied_gift_cards");
    expect(cartQuery).toContain("applied_coupons");
  });

  it("send the embedded engine the cart query as written", async () => {
    const { schema } = await backendSchema(shop.context.backend);
    expect(schema).not.toBeNull();
    const cartQuery = generated.CartDetailsDocument.toString();
    const fitted = fitDocumentToSchema(schema!, cartQuery);
    expect(fitted?.text ?? cartQuery).toContain("applied_gift_cards");
  });

  const operations = Object.entries(generated).flatMap(([name, value]) => {
    if (!(value instanceof generated.TypedDocumentString)) return [];
    const text = value.toString();
    const hasOperation = parse(text).definitions.some((node) => node.kind === Kind.OPERATION_DEFINITION);
    return hasOperation ? [[name, text] as const] : [];
  });

  it("cover the storefront's documents", () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(operations)("%s, fitted to Magento Open Source, is valid there (or asks only for what it lacks)", (_name, text) => {
    checkFitted(openSource, text);
  });

  it.each(operations)("%s, fitted to Adobe Commerce, is valid there (or asks only for what it lacks)", (_name, text) => {
    checkFitted(adobeCommerce, text);
  });
});

/**
 * A fitted document must pass `validate()`. A document that is left as written is either valid
 * already or asks only for root fields the schema lacks (the blog, a feature the page hides): the
 * backend's own error is then the answer, as without fitting.
 */
function checkFitted(schema: GraphQLSchema, text: string) {
  const fitted = fitDocumentToSchema(schema, text);
  const sent = fitted?.text ?? text;
  const errors = validate(schema, parse(sent));
  if (fitted || errors.length === 0) {
    expect(errors.map((error) => error.message)).toEqual([]);
    return;
  }
  const operation = pruneDocument(schema, parse(text)).definitions.find((node) => node.kind === Kind.OPERATION_DEFINITION);
  expect(operation?.kind === Kind.OPERATION_DEFINITION ? operation.selectionSet.selections.map((selection) => print(selection)) : null).toEqual([]);
}

describe("cart page", () => {
  const cart: CartView = {
    id: "c1",
    items: [
      {
        uid: "l1",
        name: "Thai silk scarf",
        sku: "SCARF",
        productPath: "/th/scarf.html",
        image: null,
        options: [],
        quantity: 1,
        price: { value: 100, currency: "THB", formatted: "฿100.00" },
        rowTotal: { value: 100, currency: "THB", formatted: "฿100.00" },
        stockError: null,
      },
    ],
    totalQuantity: 1,
    prices: null,
    coupon: null,
    hasStockErrors: false,
  };

  /** The cart page as the server renders it below the store layout, whose data carries the flags. */
  async function renderCartPage(context: AppLoadContext) {
    const features = await backendFeatures(context);
    const router = createMemoryRouter(
      [{ id: "routes/$store", path: "/:store", children: [{ path: "cart", element: createElement(CartPage, { cart }) }] }],
      { initialEntries: ["/th/cart"], hydrationData: { loaderData: { "routes/$store": { shell: { features, storeView: { code: "th" } } } } } },
    );
    return renderToStaticMarkup(createElement(RouterProvider, { router }));
  }

  it("offers gift cards when the backend has them", async () => {
    const html = await renderCartPage(shop.context);
    expect(html).toContain('name="gift_card_code"');
    expect(html).toContain('name="coupon_code"');
  });

  it("hides the gift card form on Magento Open Source, and keeps the coupon form", async () => {
    const html = await renderCartPage(openSourceContext);
    expect(html).not.toContain('name="gift_card_code"');
    expect(html).not.toContain("cart.giftCard.heading");
    expect(html).toContain('name="coupon_code"');
  });
});
