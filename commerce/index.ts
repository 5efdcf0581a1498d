/**
 * The embedded, Magento-compatible commerce engine. `startCommerceEngine()` opens the database
 * (PGlite under `dataDir`, or PostgreSQL at `databaseUrl`), applies migrations and data patches
 * (seeding the Thai demo shop into an empty database), and returns one Fetch handler serving
 * `/graphql`, `/rest/...` (order submission), `/media/...` and the sandbox card gateway's
 * `/gateway/...`. Order emails go to `<dataDir>/outbox/` as .eml files.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { connectDatabase, isInMemory } from "./db/connect";
import { requestLimitsFromEnv } from "./env";
import { createGraphQLHandler } from "./http/graphql";
import { createRequestHandler } from "./http/handler";
import { createGatewayHandler } from "./http/gateway";
import { createMediaHandler } from "./http/media";
import { createRestHandler } from "./http/rest";
import { ensureIntegration } from "./modules/integration";
import { chooseEmailBaseUrl, normalizePublicBaseUrl } from "./modules/store";
import type { CommerceOptions, RequestLimits } from "./options";
import { createServices } from "./services";
import { prepareDatabase } from "./setup";

export type { CommerceOptions } from "./options";

export interface CommerceEngine {
  handle(request: Request): Promise<Response>;
  close(): Promise<void>;
}

/** The engine `startCommerceEngine()` starts: also what its host's metrics read at each scrape. */
export interface StartedCommerceEngine extends CommerceEngine {
  /** Emails in the outbox not yet sent. */
  outboxBacklog(): Promise<number>;
}

/** The integration whose token is the embedding storefront's `storefrontIntegrationToken`. */
const STOREFRONT_INTEGRATION = "storefront (embedded)";

const demoMediaDir = fileURLToPath(new URL("./demo/media/", import.meta.url));

export async function startCommerceEngine(options: CommerceOptions = {}): Promise<StartedCommerceEngine> {
  const dataDir = options.dataDir ?? ".data";
  const baseUrl = options.baseUrl === undefined ? undefined : normalizePublicBaseUrl(options.baseUrl);
  const emailBaseUrl = chooseEmailBaseUrl(options.emailBaseUrl, baseUrl);
  const limits: RequestLimits = { ...requestLimitsFromEnv(process.env), ...definedOnly(options.requestLimits) };
  const connection = await connectDatabase({ databaseUrl: options.databaseUrl, dataDir, onQuery: options.observe && ((seconds) => options.observe!.databaseQuery(seconds)) });
  try {
    await prepareDatabase(connection, { seedDemo: options.seedDemo !== false });
    if (options.storefrontIntegrationToken !== undefined) {
      await ensureIntegration(connection.db, STOREFRONT_INTEGRATION, options.storefrontIntegrationToken);
    }
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }

  const services = createServices(connection.db, {
    gateway: options.gateway,
    // Order emails become .eml files in <dataDir>/outbox; an in-memory engine keeps them in the table.
    outboxDir: isInMemory(dataDir) ? null : path.resolve(dataDir, "outbox"),
    emailBaseUrl,
    cacheTagsChanged: options.cacheTagsChanged,
  });
  // The search listing's in-memory copy loads in the background; searches use SQL until it is there.
  void services.products.warmSearch();
  const mediaRoots = isInMemory(dataDir) ? [demoMediaDir] : [path.resolve(dataDir, "media"), demoMediaDir];
  const handle = createRequestHandler({
    graphql: createGraphQLHandler(services, {
      production: process.env["NODE_ENV"] === "production",
      baseUrl,
      limits,
      onOperation: options.observe && ((name, outcome, seconds) => options.observe!.graphqlOperation(name, outcome, seconds)),
    }),
    media: createMediaHandler({
      roots: mediaRoots,
      ...(isInMemory(dataDir) ? {} : { generatedRoot: path.resolve(dataDir, "media"), cacheDir: path.resolve(dataDir, "media-cache") }),
    }),
    gateway: createGatewayHandler(services.gateway),
    rest: createRestHandler(services),
  }, limits, options.requestLogLevel);
  // Emails left pending by a previous run (stopped before delivering) go out now.
  void services.outbox.deliverPending();

  let closed: Promise<void> | undefined;
  return {
    handle,
    outboxBacklog: () => services.outbox.pendingCount(),
    // A delivery started by the last order (or at start) finishes before the database closes.
    close: () => (closed ??= services.outbox.settled().then(() => connection.close())),
  };
}

/** The limits actually given (an `undefined` entry must not hide the environment's value). */
function definedOnly(limits: Partial<RequestLimits> | undefined): Partial<RequestLimits> {
  return Object.fromEntries(Object.entries(limits ?? {}).filter(([, value]) => value !== undefined));
}
