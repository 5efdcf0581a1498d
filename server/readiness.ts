/**
 * `/readyz`: whether this instance can serve shoppers now, for load balancers, Docker's
 * `HEALTHCHECK` and compose. Ready means the backend answered a trivial GraphQL query within
 * MAGENTO_TIMEOUT_MS and, when there is a shared store (CACHE_URL), that it answered a read in the
 * same time. Otherwise 503 naming what failed: `backend` or `cache`, never a URL, host or secret.
 * `/healthz` stays what it was: the process lives.
 */
import type { CommerceBackend } from "../app/lib/magento/backend.server";
import type { SharedStore } from "../app/lib/shared-store.server";
import { REQUEST_ID_HEADER } from "../logging/request-id";

export type Check = "ok" | "failed" | "timeout";

export interface ReadinessOptions {
  backend: CommerceBackend;
  sharedStore?: SharedStore;
  timeoutMs: number;
}

export async function answerReadiness({ backend, sharedStore, timeoutMs }: ReadinessOptions, requestId: string): Promise<Response> {
  const [backendCheck, cacheCheck] = await Promise.all([
    within(timeoutMs, (signal) => askBackend(backend, requestId, signal)),
    sharedStore ? within(timeoutMs, () => sharedStore.read("readyz").then(() => true)) : Promise.resolve(undefined),
  ]);
  const checks: Record<string, Check> = { backend: backendCheck };
  if (cacheCheck) checks.cache = cacheCheck;
  const failed = Object.keys(checks).filter((name) => checks[name] !== "ok");
  return Response.json(
    { status: failed.length ? "unavailable" : "ok", checks, ...(failed.length ? { failed } : {}) },
    { status: failed.length ? 503 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

async function askBackend(backend: CommerceBackend, requestId: string, signal: AbortSignal): Promise<boolean> {
  const response = await backend.fetch(`${backend.baseUrl}/graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", [REQUEST_ID_HEADER]: requestId },
    body: JSON.stringify({ query: "{ __typename }" }),
    signal,
  });
  await response.body?.cancel();
  return response.ok;
}

/** "ok" when `probe` resolves true within `timeoutMs`, "timeout" when it takes longer, else "failed". */
async function within(timeoutMs: number, probe: (signal: AbortSignal) => Promise<boolean>): Promise<Check> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<Check>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve("timeout");
    }, timeoutMs);
  });
  const probed = probe(controller.signal).then(
    (ok): Check => (ok ? "ok" : "failed"),
    (): Check => (controller.signal.aborted ? "timeout" : "failed"),
  );
  try {
    return await Promise.race([probed, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
