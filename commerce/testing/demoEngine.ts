/**
 * Test helper: a fresh in-memory engine with the Thai demo shop, wired like the real one (GraphQL,
 * REST, the sandbox gateway; media answers 404), with its services and database at hand, one simple
 * product stocked to buy, and the customer steps every signed-in test starts with.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "../db/bulk";
import { connectDatabase, type DatabaseConnection } from "../db/connect";
import { createGatewayHandler } from "../http/gateway";
import { createGraphQLHandler } from "../http/graphql";
import { createRequestHandler } from "../http/handler";
import { createRestHandler } from "../http/rest";
import type { CommerceEngine } from "../index";
import { createServices, type EngineServices, type ServiceOptions } from "../services";
import { prepareDatabase } from "../setup";
import { graphqlData } from "./graphqlClient";

/** A password that passes Magento's strength rule, given to customers the tests create. */
export const TEST_PASSWORD = "Baansuan#2026x";

export interface DemoEngineOptions {
  /** The public base URL the engine's URLs start with. Default "/". */
  baseUrl?: string;
  /** Services options, such as the customer service's clock. */
  services?: ServiceOptions;
  /** Store view code signing in and creating customers use unless told otherwise. Default "th". */
  store?: string;
  /** Which visible, enabled simple product gets 1,000 in stock: the newest (default) or the oldest, above a price. */
  stocked?: { oldest?: boolean; priceAbove?: number };
}

/** A customer to create: anything left out gets a unique email, {@link TEST_PASSWORD}, "Malee Srisuk". */
export interface NewCustomer {
  email?: string;
  password?: string;
  store?: string;
  /** Further `CustomerCreateInput` fields (names, `is_subscribed`, …). */
  input?: Record<string, unknown>;
}

export interface DemoEngine {
  engine: CommerceEngine;
  services: EngineServices;
  connection: DatabaseConnection;
  /** SKU of the simple product stocked with 1,000 pieces, for tests that need something to buy. */
  stockedSku: string;
  /** A customer token from `generateCustomerToken`, as a storefront signs a customer in. */
  signIn(email: string, password: string, store?: string): Promise<string>;
  /** Creates an account with `createCustomerV2` and signs it in. */
  createCustomer(customer?: NewCustomer): Promise<{ email: string; password: string; token: string }>;
  close(): Promise<void>;
}

/** The `Authorization` header a storefront sends for a signed-in customer. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

let customerCount = 0;

/** Starts the demo engine of one test file (call it in `beforeAll`, `close()` it in `afterAll`). */
export async function startDemoEngine(options: DemoEngineOptions = {}): Promise<DemoEngine> {
  const connection = await connectDatabase({ dataDir: "memory://" });
  await prepareDatabase(connection, { seedDemo: true });
  // As startCommerceEngine: email links on the shop's URL, else on an absolute baseUrl.
  const emailBaseUrl = options.services?.emailBaseUrl ?? (options.baseUrl?.startsWith("http") ? options.baseUrl : undefined);
  const services = createServices(connection.db, { ...options.services, emailBaseUrl });
  const engine: CommerceEngine = {
    handle: createRequestHandler({
      graphql: createGraphQLHandler(services, { production: false, baseUrl: options.baseUrl ?? "/" }),
      media: async () => new Response(null, { status: 404 }),
      rest: createRestHandler(services),
      gateway: createGatewayHandler(services.gateway),
    }),
    close: () => connection.close(),
  };
  const defaultStore = options.store ?? "th";
  const stockedSku = await stockSimpleProduct(connection, options.stocked ?? {});

  async function signIn(email: string, password: string, store = defaultStore): Promise<string> {
    const signed = await graphqlData<{ generateCustomerToken: { token: string } }>(
      engine,
      `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
      { store, variables: { email, password } },
    );
    return signed.generateCustomerToken.token;
  }

  async function createCustomer(customer: NewCustomer = {}) {
    customerCount += 1;
    const email = customer.email ?? `customer${customerCount}.${Date.now()}@example.com`;
    const password = customer.password ?? TEST_PASSWORD;
    const store = customer.store ?? defaultStore;
    await graphqlData(engine, `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`, {
      store,
      variables: { input: { email, firstname: "Malee", lastname: "Srisuk", password, ...customer.input } },
    });
    return { email, password, token: await signIn(email, password, store) };
  }

  return { engine, services, connection, stockedSku, signIn, createCustomer, close: () => connection.close() };
}

async function stockSimpleProduct(connection: DatabaseConnection, pick: { oldest?: boolean; priceAbove?: number }): Promise<string> {
  const [product] = await queryRows<{ id: number; sku: string }>(
    connection.db,
    sql`select entity_id as id, sku from catalog_product_entity where type_id = 'simple' and visibility = 4 and status = 1
      ${pick.priceAbove === undefined ? sql`` : sql`and price > ${pick.priceAbove}`}
      order by entity_id ${pick.oldest ? sql`asc` : sql`desc`} limit 1`,
  );
  if (!product) throw new Error("the demo shop lacks a visible simple product");
  await connection.db.execute(
    sql`insert into cataloginventory_stock_item (product_id, qty, min_qty, is_in_stock, manage_stock) values (${product.id}, 1000, 0, true, true)
      on conflict (product_id) do update set qty = 1000, min_qty = 0, is_in_stock = true, manage_stock = true`,
  );
  return product.sku;
}
