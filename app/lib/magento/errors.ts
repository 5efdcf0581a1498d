/**
 * Failures of the commerce backend as values the routes can turn into the right page and status:
 * unreachable → 503, too slow → 504, a GraphQL error answer → decided by the caller.
 */
export class BackendUnavailableError extends Error {
  override name = "BackendUnavailableError";
  readonly status = 503;
}

export class BackendTimeoutError extends Error {
  override name = "BackendTimeoutError";
  readonly status = 504;
}

export interface MagentoErrorEntry {
  message: string;
  /** Magento's error category, e.g. `graphql-no-such-entity`, `graphql-authorization`, `graphql-input`. */
  category?: string;
  path?: ReadonlyArray<string | number>;
}

/** The backend answered, but with GraphQL errors (and possibly partial data). */
export class MagentoGraphQLError extends Error {
  override name = "MagentoGraphQLError";
  constructor(
    readonly errors: MagentoErrorEntry[],
    readonly data: unknown,
  ) {
    super(errors.map((error) => error.message).join("; ") || "GraphQL error");
  }

  hasCategory(category: string): boolean {
    return this.errors.some((error) => error.category === category);
  }
}

/** True for errors that mean "the backend is not there right now", which deserve a retry. */
export function isTransientBackendError(error: unknown): boolean {
  return error instanceof BackendUnavailableError;
}

/** The HTTP status a page should answer with when its critical backend call failed this way. */
export function statusForBackendError(error: unknown): number {
  if (error instanceof BackendTimeoutError) return 504;
  if (error instanceof BackendUnavailableError) return 503;
  return 500;
}
