import type { AppLoadContext } from "@remix-run/server-runtime";
import type { CommerceBackend } from "~/lib/magento/backend.server";
import { BackendTimeoutError, BackendUnavailableError } from "~/lib/magento/errors";
import { tracedBackend } from "~/lib/request-trace";

/**
 * Magento's Web API (REST) for the two calls the spec makes at order submission (§7). It goes over
 * the same `context.backend` as GraphQL, so the embedded engine and a real Magento look alike.
 * Calls are POSTed once and never retried: placing an order is not idempotent for every backend.
 */
export interface MagentoRestOptions {
  backend: CommerceBackend;
  /** Store view code: the `/rest/{store}/V1/...` prefix. */
  storeCode: string;
  /** The display currency, sent as `Content-Currency` (the order records it and its rate). */
  currencyCode?: string;
  customerToken?: string;
  /** Total time allowed for one call. */
  timeoutMs: number;
  /** Epoch ms after which the call may no longer be waiting (the request's budget). */
  deadline?: number;
  signal?: AbortSignal;
}

/** An error answer of the Web API, its placeholders filled in (`%1`, `%fieldName`). */
export interface MagentoRestError {
  status: number;
  message: string;
  /** The message before its parameters were filled in: stable to compare with Magento's texts. */
  template: string;
  /** Named parameters of the answer (e.g. a declined payment's `reason`), when it had any. */
  parameters?: Record<string, string>;
}

export type MagentoRestResult<T> = { ok: true; data: T } | { ok: false; error: MagentoRestError };

export interface MagentoRestClient {
  /** POST `/rest/{store}/V1/{path}` with a JSON body. Unreachable or slow backends throw. */
  post<T>(path: string, body: unknown): Promise<MagentoRestResult<T>>;
}

export function createMagentoRestClient(options: MagentoRestOptions): MagentoRestClient {
  return {
    async post<T>(path: string, body: unknown): Promise<MagentoRestResult<T>> {
      const budget = Math.min(options.timeoutMs, (options.deadline ?? Infinity) - Date.now());
      if (budget <= 0) throw new BackendTimeoutError("The commerce backend did not answer in time.");
      const timeout = AbortSignal.timeout(budget);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
      if (options.customerToken) headers.Authorization = `Bearer ${options.customerToken}`;
      if (options.currencyCode) headers["Content-Currency"] = options.currencyCode;
      const url = `${options.backend.baseUrl}/rest/${encodeURIComponent(options.storeCode)}/V1/${path.replace(/^\/+/, "")}`;
      let response: Response;
      let text: string;
      try {
        response = await options.backend.fetch(url, { method: "POST", headers, body: JSON.stringify(body), signal });
        text = await response.text();
      } catch (error) {
        if (timeout.aborted) throw new BackendTimeoutError("The commerce backend did not answer in time.", { cause: error });
        if (error instanceof Error && error.name === "AbortError") throw error;
        throw new BackendUnavailableError("The commerce backend is unreachable.", { cause: error });
      }
      const parsed = parseJson(text);
      if (response.ok) return { ok: true, data: parsed as T };
      if (response.status >= 500 && !isErrorBody(parsed)) {
        throw new BackendUnavailableError(`The commerce backend answered HTTP ${response.status}.`);
      }
      return { ok: false, error: toRestError(response.status, parsed) };
    },
  };
}

/** Which cart a checkout call is for: a guest's (by its masked id) or the signed-in customer's. */
export type RestCart = { guestCartId: string } | { mine: true };

/**
 * The Web API path of a checkout call: `guest-carts/{id}/...` for a guest, `carts/mine/...` for
 * the customer whose bearer token goes with the request (the backend finds the cart by it).
 */
export function checkoutRestPath(cart: RestCart, call: "shipping-information" | "payment-information"): string {
  return "mine" in cart ? `carts/mine/${call}` : `guest-carts/${encodeURIComponent(cart.guestCartId)}/${call}`;
}

/** Magento's answer to a missing, expired or revoked bearer token (`The consumer isn't authorized ...`). */
export function isUnauthorizedRestError(error: MagentoRestError): boolean {
  return error.status === 401;
}

/**
 * Magento's error body `{ "message": "No such entity with %fieldName = %fieldValue",
 * "parameters": { "fieldName": "cartId", ... } }` (or positional `%1` with a list) as one value.
 */
export function toRestError(status: number, body: unknown): MagentoRestError {
  if (!isErrorBody(body)) return { status, message: `HTTP ${status}`, template: `HTTP ${status}` };
  const template = body.message;
  const parameters = body.parameters;
  const message = template.replace(/%(\w+)/g, (placeholder, name: string) => {
    let value: unknown;
    if (Array.isArray(parameters)) value = /^\d+$/.test(name) ? parameters[Number(name) - 1] : undefined;
    else if (parameters && typeof parameters === "object") value = (parameters as Record<string, unknown>)[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
  const named =
    parameters && typeof parameters === "object" && !Array.isArray(parameters)
      ? Object.fromEntries(Object.entries(parameters as Record<string, unknown>).map(([key, value]) => [key, String(value)]))
      : undefined;
  return named ? { status, message, template, parameters: named } : { status, message, template };
}

function isErrorBody(body: unknown): body is { message: string; parameters?: unknown } {
  return typeof body === "object" && body !== null && typeof (body as { message?: unknown }).message === "string";
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A REST client for one store view (and optionally one customer), bound to this request's backend. */
export function magentoRestClient(
  context: AppLoadContext,
  options: { storeCode: string; currencyCode?: string; customerToken?: string; signal?: AbortSignal },
): MagentoRestClient {
  return createMagentoRestClient({
    backend: tracedBackend(context.backend, context.trace),
    timeoutMs: context.settings.MAGENTO_TIMEOUT_MS,
    deadline: context.backendDeadline,
    ...options,
  });
}
