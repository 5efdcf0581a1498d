import { BackendTimeoutError, BackendUnavailableError, statusForBackendError } from "~/lib/magento/errors";
import { log } from "../../logging/logger";

/**
 * Turns a failed critical backend call into the page the shopper should see: 503 (with
 * Retry-After) when the backend is unreachable, 504 when it is too slow; anything else is a bug or
 * an unexpected answer and goes on as a 500 via Remix's error handling (logged, never shown).
 */
export function throwBackendFailure(error: unknown): never {
  if (error instanceof Response) throw error;
  if (error instanceof BackendUnavailableError || error instanceof BackendTimeoutError) {
    log.error({ err: error.cause ?? "" }, `[backend] ${error.message}`);
    throw new Response(null, {
      status: statusForBackendError(error),
      headers: { "Retry-After": "30", "Cache-Control": "no-store" },
    });
  }
  throw error;
}
