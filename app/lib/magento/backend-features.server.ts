import { json, type AppLoadContext } from "@remix-run/server-runtime";
import { buildClientSchema, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery } from "graphql";
import type { CommerceBackend } from "~/lib/magento/backend.server";
import type { BackendFeatures } from "~/lib/magento/backend-features";
import { fitDocumentToSchema, type FittedDocument } from "~/lib/magento/backend-features-prune.server";
import { beforeDeadline } from "~/lib/magento/deadline";
import { PRIVATE } from "~/lib/http-cache.server";
import { log } from "../../../logging/logger";

export type { BackendFeatures } from "~/lib/magento/backend-features";

/** How long one introspection is trusted before it is refreshed (in the background). */
export const SCHEMA_REFRESH_MS = 10 * 60_000;
/** How soon a failed introspection is tried again. */
export const SCHEMA_RETRY_MS = 30_000;
/** Introspection answers are large on Adobe Commerce (~850 types); give them their own deadline. */
const INTROSPECTION_TIMEOUT_MS = 15_000;

/**
 * What a backend that could not be introspected is taken for: Magento Open Source, which has the
 * vault (saved cards) but none of Adobe Commerce's gift cards, store credit or named wish lists.
 */
export const OPEN_SOURCE_FEATURES: BackendFeatures = Object.freeze({
  giftCards: false,
  storeCredit: false,
  namedWishlists: false,
  savedCards: true,
  newsletterLinks: false,
  socialSignIn: false,
});

interface SchemaEntry {
  /** Null while the backend could not be introspected: documents go out as written. */
  schema: GraphQLSchema | null;
  features: BackendFeatures;
  /** After this time the next caller starts a refresh (and still gets this entry). */
  refreshAt: number;
}

interface BackendState {
  entry?: SchemaEntry;
  pending?: Promise<SchemaEntry>;
}

/** Per backend object: one per process in production, one per engine in tests. */
const states = new WeakMap<CommerceBackend, BackendState>();

/**
 * The backend's schema as it introspects, cached per backend. The first caller waits for the
 * introspection; afterwards callers get the cached answer at once while a stale one is refreshed
 * behind them. A failure keeps the last good schema (or none) and is retried after SCHEMA_RETRY_MS.
 */
export async function backendSchema(backend: CommerceBackend): Promise<SchemaEntry> {
  let state = states.get(backend);
  if (!state) {
    state = {};
    states.set(backend, state);
  }
  const { entry } = state;
  if (entry && Date.now() < entry.refreshAt) return entry;
  const refresh = (state.pending ??= introspect(backend, entry).finally(() => {
    state.pending = undefined;
  }));
  refresh.then((fresh) => (state.entry = fresh)).catch(() => undefined);
  return entry ?? refresh;
}

/**
 * The flags of `context`'s backend: which Adobe Commerce and vault features its schema has. Waiting
 * for the first introspection counts against the request's backend budget.
 */
export async function backendFeatures(context: AppLoadContext): Promise<BackendFeatures> {
  return (await beforeDeadline(backendSchema(context.backend), context.backendDeadline ?? Infinity)).features;
}

/**
 * The outgoing-document hook of the Magento client: fits a document to the backend's schema
 * (fields, arguments and fragments it lacks are left out, their answers read as null). Null means
 * "send it as written" (no schema known, or nothing of the operation would be left).
 */
export async function fitDocumentForBackend(backend: CommerceBackend, source: string): Promise<FittedDocument | null> {
  const { schema } = await backendSchema(backend);
  return schema ? fitDocumentToSchema(schema, source) : null;
}

/** Reads the flags off a schema: each feature is there when the operations the storefront uses are. */
export function featuresOfSchema(schema: GraphQLSchema): BackendFeatures {
  const query = schema.getQueryType()?.getFields() ?? {};
  const mutation = schema.getMutationType()?.getFields() ?? {};
  const customer = schema.getType("Customer");
  const customerFields = customer && "getFields" in customer ? customer.getFields() : {};
  return {
    giftCards: "applyGiftCardToCart" in mutation && "removeGiftCardFromCart" in mutation,
    storeCredit: "store_credit" in customerFields && "applyStoreCreditToCart" in mutation,
    namedWishlists: "createWishlist" in mutation && "deleteWishlist" in mutation,
    savedCards: "customerPaymentTokens" in query && "deletePaymentToken" in mutation,
    newsletterLinks: "confirmNewsletterSubscription" in mutation && "unsubscribeNewsletterSubscriber" in mutation,
    socialSignIn: "socialIdentityCustomer" in query && "linkSocialIdentity" in mutation && "generateCustomerTokenAsAdmin" in mutation && "isEmailAvailable" in query,
  };
}

async function introspect(backend: CommerceBackend, previous: SchemaEntry | undefined): Promise<SchemaEntry> {
  try {
    // Deprecated arguments are still accepted (and used); servers that cannot list them get the plain query.
    const result =
      (await runIntrospection(backend, getIntrospectionQuery({ descriptions: false, inputValueDeprecation: true }))) ??
      (await runIntrospection(backend, getIntrospectionQuery({ descriptions: false })));
    if (!result) throw new Error("The backend refused introspection.");
    const schema = buildClientSchema(result, { assumeValid: true });
    return { schema, features: featuresOfSchema(schema), refreshAt: Date.now() + SCHEMA_REFRESH_MS };
  } catch (error) {
    log.warn({ err: error }, `[backend] introspection failed; ${previous?.schema ? "keeping the last schema" : "assuming Magento Open Source"}`);
    return {
      schema: previous?.schema ?? null,
      features: previous?.schema ? previous.features : OPEN_SOURCE_FEATURES,
      refreshAt: Date.now() + SCHEMA_RETRY_MS,
    };
  }
}

/** One introspection POST; null when the backend answered GraphQL errors instead of a schema. */
async function runIntrospection(backend: CommerceBackend, query: string): Promise<IntrospectionQuery | null> {
  const response = await backend.fetch(`${backend.baseUrl}/graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ query, operationName: "IntrospectionQuery" }),
    signal: AbortSignal.timeout(INTROSPECTION_TIMEOUT_MS),
  });
  if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json().catch(() => null)) as { data?: IntrospectionQuery | null; errors?: unknown[] } | null;
  if (body?.data?.__schema && !body.errors?.length) return body.data;
  return null;
}

/**
 * For the pages of one Adobe Commerce feature (store credit, gift cards, saved cards): on a backend
 * without it the page does not exist, so it answers the shop's 404 page (before asking anyone to sign in).
 */
export async function requireBackendFeature(context: AppLoadContext, feature: keyof BackendFeatures): Promise<void> {
  if (!(await backendFeatures(context))[feature]) throw json("page", { status: 404, headers: { "Cache-Control": PRIVATE } });
}
