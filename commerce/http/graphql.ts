/**
 * `/graphql` with graphql-yoga (GET and POST). Before GraphQL runs, the `Store` header picks the
 * store view and `Content-Currency` is checked, answering Magento's errors exactly as Magento's
 * request validators do (HTTP 200, category graphql-input). Errors leave in Magento's shape:
 * message, locations, path and `extensions.category`; unexpected ones are masked.
 */
import { createSchema, createYoga } from "graphql-yoga";
import { createRequestContext, type GraphQLContext } from "../graphql/context";
import { resolvers } from "../graphql/resolvers";
import { readEngineTypeDefs } from "../graphql/schemaFiles";
import { type DisplayCurrency, resolveDisplayCurrency, type StoreView } from "../modules/store";
import { CUSTOMER_MESSAGES, type SignedInCustomer } from "../modules/customer";
import { integrationFromToken, type IntegrationRecord } from "../modules/integration";
import type { EngineServices } from "../services";
import { cacheHeaders, cacheTagsPlugin, collectCacheTags, type CacheTagCollector } from "../graphql/cacheTags";
import { computeCacheId } from "./cacheId";
import { maskUnexpected, magentoErrorShapePlugin } from "./graphqlErrors";
import { DEFAULT_GRAPHQL_LIMITS, graphqlLimitsPlugin, type GraphQLLimits } from "./graphqlLimits";
import { meterFieldResolvers } from "../graphql/workBudget";
import { graphqlErrorResponse } from "./responses";
import { operationTimingPlugin, type OperationListener } from "./operationTiming";
import { operationSpansPlugin } from "./graphqlSpans";

interface ServerContext {
  engine: {
    store: StoreView;
    baseUrl: string;
    customer: SignedInCustomer | null;
    token: string | null;
    integration: IntegrationRecord | null;
    currency: DisplayCurrency;
    /** Set once the request's context is made. */
    collector?: CacheTagCollector;
  };
}

export interface GraphQLHandlerOptions {
  /** Hides GraphiQL and debug details of masked errors. */
  production: boolean;
  /**
   * The public base URL `{{base_url}}` expands to, normalised ("https://shop.example/" or "/").
   * Absent: the origin each request arrived at.
   */
  baseUrl?: string;
  /** What one request may ask and do (graphqlLimits.ts); absent = the defaults. */
  limits?: GraphQLLimits;
  /** Told each executed operation: its name (null: anonymous), outcome and seconds of execution (the host's metrics). */
  onOperation?: OperationListener;
}

export type GraphQLHandler = (request: Request) => Promise<Response>;

export function createGraphQLHandler(services: EngineServices, options: GraphQLHandlerOptions): GraphQLHandler {
  const limits = options.limits ?? DEFAULT_GRAPHQL_LIMITS;
  const schema = collectCacheTags<GraphQLContext>(meterFieldResolvers(
    createSchema<GraphQLContext & ServerContext>({
      typeDefs: readEngineTypeDefs(),
      resolvers: resolvers as Parameters<typeof createSchema<GraphQLContext & ServerContext>>[0]["resolvers"],
    }),
    (context: GraphQLContext) => context.work,
  ));

  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: !options.production,
    graphiql: options.production
      ? false
      : { title: "Commerce engine", headers: JSON.stringify({ Store: "th" }), defaultQuery: "{\n  storeConfig {\n    store_code\n    store_name\n    locale\n  }\n}\n" },
    cors: false,
    maskedErrors: { maskError: (error) => maskUnexpected(error, options.production) },
    plugins: [
      graphqlLimitsPlugin(limits),
      magentoErrorShapePlugin(),
      cacheTagsPlugin(),
      ...(options.onOperation ? [operationTimingPlugin(options.onOperation)] : []),
      operationSpansPlugin(),
    ],
    context: ({ engine, request }) => {
      const context = createRequestContext(services, engine.store, engine.baseUrl, request, { customer: engine.customer, token: engine.token, integration: engine.integration }, limits.maxWork, engine.currency);
      // The answer's cache headers are made from what resolving it collected.
      engine.collector = context.cache;
      return context;
    },
  });

  return async (request) => {
    const requested = request.headers.get("store")?.trim() ?? "";
    const store = requested ? await services.stores.findByCode(requested) : await services.stores.getDefault();
    if (!store) return graphqlErrorResponse("Requested store is not found", "graphql-input");

    // Magento's DirectoryGraphQl CurrencyValidator: a currency that is not available is refused.
    const currency = await resolveDisplayCurrency(services.db, services.config, store, request.headers.get("content-currency") ?? "");
    if (!currency) return graphqlErrorResponse("Please correct the target currency", "graphql-input");

    // A bearer token is a customer's or an active integration's (Magento accepts both); one that is
    // unknown, expired or revoked fails the whole request, as Magento's does.
    const token = bearerTokenOf(request);
    const customer = token ? await services.customers.fromToken(token) : null;
    const integration = token && !customer ? await integrationFromToken(services.db, token) : null;
    if (token && !customer && !integration) return graphqlErrorResponse(CUSTOMER_MESSAGES.notAuthorized, "graphql-authorization", 403);

    const baseUrl = options.baseUrl ?? `${new URL(request.url).origin}/`;
    const engine: ServerContext["engine"] = { store, baseUrl, customer, token, integration, currency };
    const response = await yoga.fetch(request, { engine });
    const cache = engine.collector && cacheHeaders(request, !token, engine.collector, response.status);
    if (cache) for (const [name, value] of Object.entries(cache)) response.headers.set(name, value);
    response.headers.set("x-magento-cache-id", computeCacheId({ store: store.code, currency: currency.code, customerGroup: customer?.groupId ?? 0 }));
    return response;
  };
}

/** The token of an `Authorization: Bearer <token>` header; null when absent or empty. */
export function bearerTokenOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization")?.trim() ?? "");
  return match ? match[1]! : null;
}
