import { stripIgnoredCharacters } from "graphql";
import { ClientError, GraphQLClient } from "graphql-request";
import type { CommerceBackend } from "~/lib/magento/backend.server";
import type { BackendCallRecorder, BackendOutcome } from "~/lib/request-trace";
import { fillLeftOutFields, type FittedDocument } from "~/lib/magento/backend-features-prune.server";
import { beforeDeadline } from "~/lib/magento/deadline";
import {
  BackendTimeoutError,
  BackendUnavailableError,
  isTransientBackendError,
  MagentoGraphQLError,
  type MagentoErrorEntry,
} from "~/lib/magento/errors";

/** A GraphQL document typed by codegen (client preset, string mode). */
export interface TypedDocument<TResult, TVariables> {
  toString(): string;
  __apiType?: (variables: TVariables) => TResult;
}

export interface MagentoClientOptions {
  backend: CommerceBackend;
  /** Store view code sent as the `Store` header. */
  storeCode: string;
  customerToken?: string;
  currencyCode?: string;
  /** Sent as `X-Shopper-Session`: who a guest is for per-shopper answers (recent searches). */
  shopperSession?: string;
  /** Total time allowed for one call including retries. */
  timeoutMs: number;
  /** Epoch ms after which no call of this client may still be waiting (the request's budget). */
  deadline?: number;
  /** Aborts the call when the shopper goes away. */
  signal?: AbortSignal;
  /**
   * Fits each document to what the backend's schema has before it is sent (see
   * backend-features.server.ts); null sends it as written. Absent: every document goes as written.
   */
  fitDocument?: (source: string) => Promise<FittedDocument | null>;
  /** Told the cache tags (`X-Magento-Tags`) of every answer, for the full-page cache. */
  onCacheTags?: (header: string) => void;
  /** Told each call's operation name, outcome and duration (the Node hosts' metrics). */
  recorder?: BackendCallRecorder;
}

export interface MagentoClient {
  /** Idempotent read: sent as GET (cacheable by Varnish), retried on transient failures. */
  query<TResult, TVariables>(document: TypedDocument<TResult, TVariables>, variables?: TVariables): Promise<TResult>;
  /** Write: sent as POST once, never retried blindly. */
  mutate<TResult, TVariables>(document: TypedDocument<TResult, TVariables>, variables?: TVariables): Promise<TResult>;
}

const RETRY_ATTEMPTS = 5;
const RETRY_BASE_DELAY_MS = 300;
const compactedDocuments = new Map<string, string>();

/** Query text without comments and spaces: shorter GET URLs, as the spec's client sends them. */
function compact(document: { toString(): string }): string {
  const source = document.toString();
  let text = compactedDocuments.get(source);
  if (text === undefined) {
    text = stripIgnoredCharacters(source);
    compactedDocuments.set(source, text);
  }
  return text;
}

export function createMagentoClient(options: MagentoClientOptions): MagentoClient {
  const headers: Record<string, string> = { Store: options.storeCode, Accept: "application/json" };
  if (options.customerToken) headers.Authorization = `Bearer ${options.customerToken}`;
  if (options.currencyCode) headers["Content-Currency"] = options.currencyCode;
  if (options.shopperSession) headers["X-Shopper-Session"] = options.shopperSession;

  async function send<TResult>(method: "GET" | "POST", text: string, variables: unknown, deadline: number) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new BackendTimeoutError("The commerce backend did not answer in time.");
    const timeout = AbortSignal.timeout(remaining);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const client = new GraphQLClient(`${options.backend.baseUrl}/graphql`, {
      method,
      fetch: options.backend.fetch,
      headers,
      signal,
      errorPolicy: "none",
    });
    const started = options.recorder && performance.now();
    try {
      const response = await client.rawRequest<TResult>(text, variables as Record<string, unknown> | undefined);
      if (started !== undefined) options.recorder!.backendCall(operationName(text), "ok", (performance.now() - started) / 1000);
      const tags = options.onCacheTags && response.headers.get("X-Magento-Tags");
      if (tags) options.onCacheTags!(tags);
      return response.data;
    } catch (error) {
      if (started !== undefined) options.recorder!.backendCall(operationName(text), outcomeOf(error, timeout), (performance.now() - started) / 1000);
      throw toBackendError(error, timeout);
    }
  }

  /** When a call starting now must be done: its own timeout, or the request's budget if sooner. */
  function callDeadline(): number {
    return Math.min(Date.now() + options.timeoutMs, options.deadline ?? Infinity);
  }

  /**
   * The text and variables to send, and how to complete the answer of a fitted document. Fitting
   * may wait for the backend's schema (the first request after start); that wait counts against
   * the call's deadline. A schema that has not come by then ends the call with nothing sent; one
   * that could not be read lets the document go out as written.
   */
  async function prepare<TVariables>(document: { toString(): string }, variables: TVariables, deadline: number) {
    // Rethrown rather than left to `send`: the deadline's timer can fire a moment before
    // `Date.now()` reaches the deadline, and a request would then go out with nothing left of its budget.
    const fitted = options.fitDocument
      ? await beforeDeadline(options.fitDocument(document.toString()), deadline).catch((error: unknown) => {
          if (error instanceof BackendTimeoutError) throw error;
          return null;
        })
      : null;
    if (!fitted) return { text: compact(document), variables, complete: <T>(data: T) => data };
    let sent = variables;
    if (fitted.droppedVariables.length && variables && typeof variables === "object") {
      const kept = { ...(variables as Record<string, unknown>) };
      for (const name of fitted.droppedVariables) delete kept[name];
      sent = kept as TVariables;
    }
    const complete = <T>(data: T) => {
      fillLeftOutFields(data, fitted.fill);
      return data;
    };
    return { text: fitted.text, variables: sent, complete };
  }

  return {
    async query(document, variables) {
      const deadline = callDeadline();
      const prepared = await prepare(document, variables, deadline);
      const { text } = prepared;
      variables = prepared.variables;
      for (let attempt = 1; ; attempt++) {
        try {
          return prepared.complete(await send(method(), text, variables, deadline));
        } catch (error) {
          if (!isTransientBackendError(error) || attempt >= RETRY_ATTEMPTS || options.signal?.aborted) throw error;
          const delay = Math.random() * RETRY_BASE_DELAY_MS * 2 ** (attempt - 1);
          if (Date.now() + delay >= deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
      function method(): "GET" | "POST" {
        // Very long queries would exceed URL limits of proxies; Magento accepts both.
        return text.length + JSON.stringify(variables ?? {}).length > 6000 ? "POST" : "GET";
      }
    },
    async mutate(document, variables) {
      const deadline = callDeadline();
      const prepared = await prepare(document, variables, deadline);
      return prepared.complete(await send(`POST`, prepared.text, prepared.variables, deadline));
    },
  };
}

const OPERATION_NAME = /^\s*(?:query|mutation|subscription)\s*([_A-Za-z][_0-9A-Za-z]*)/;

/** The operation name of a document's text (`query ProductPage(...`), or `anonymous`. */
export function operationName(text: string): string {
  return OPERATION_NAME.exec(text)?.[1] ?? "anonymous";
}

/** How a call that threw ended, for the metrics (BackendOutcome). */
export function outcomeOf(error: unknown, timeout: AbortSignal): BackendOutcome {
  if (timeout.aborted) return "timeout";
  if (error instanceof ClientError) return error.response.errors?.length ? "graphql_error" : "http_error";
  if (error instanceof Error && error.name === "AbortError") return "aborted";
  return "network";
}

/** Sorts a failed call into "unreachable", "too slow" or "answered with GraphQL errors". */
function toBackendError(error: unknown, timeout: AbortSignal): Error {
  if (timeout.aborted) return new BackendTimeoutError("The commerce backend did not answer in time.", { cause: error });
  if (error instanceof ClientError) {
    const { status, errors, data } = error.response;
    if (errors?.length) {
      const entries: MagentoErrorEntry[] = errors.map((entry) => ({
        message: entry.message,
        category: typeof entry.extensions?.category === "string" ? entry.extensions.category : undefined,
        path: entry.path,
      }));
      return new MagentoGraphQLError(entries, data ?? null);
    }
    if (status >= 500 || status === 429 || status === 408) {
      return new BackendUnavailableError(`The commerce backend answered HTTP ${status}.`, { cause: error });
    }
    return new MagentoGraphQLError([{ message: `HTTP ${status}` }], null);
  }
  if (error instanceof Error && error.name === "AbortError") return error;
  // fetch() rejects with a TypeError when the connection is refused, reset or the host is unknown.
  return new BackendUnavailableError("The commerce backend is unreachable.", { cause: error });
}
