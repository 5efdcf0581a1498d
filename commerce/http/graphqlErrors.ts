/**
 * Magento's GraphQL error shape for everything yoga answers: message, locations, path and
 * `extensions.category`, with unexpected failures masked as "Internal server error".
 */
import type { GraphQLError } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";

/**
 * Whether `error` is a GraphQLError. Checked by its toStringTag, not instanceof: under Vite (tests,
 * the storefront's dev server) the engine may load graphql's ESM build while yoga uses the CJS one.
 */
function isGraphQLErrorLike(error: unknown): error is GraphQLError {
  return Object.prototype.toString.call(error) === "[object GraphQLError]";
}

/** True for errors raised on purpose (GraphQL errors all the way down), false for crashes. */
export function isExpected(error: unknown): boolean {
  if (!isGraphQLErrorLike(error)) return false;
  return error.originalError === undefined || error.originalError === null || isExpected(error.originalError);
}

/** Magento's answer to an unexpected failure: "Internal server error", category internal. */
export function maskUnexpected(error: unknown, production: boolean): Error {
  if (isExpected(error)) return error as Error;
  const located = isGraphQLErrorLike(error) ? error : undefined;
  const original = located?.originalError ?? error;
  return createGraphQLError("Internal server error", {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    extensions: {
      category: "internal",
      ...(production ? {} : { debugMessage: original instanceof Error ? original.message : String(original) }),
    },
  });
}

/**
 * Rewrites every error of a result into Magento's shape: keeps message/locations/path, sets
 * `extensions.category` (graphql for parse and validation errors) and drops yoga's internal
 * extensions. Status stays 200 as in Magento, except syntax errors (400, as Magento), request-level
 * failures yoga marks itself (400 for an unreadable body, 405 for a mutation over GET) and
 * authentication/authorization errors (401/403).
 */
export function magentoErrorShapePlugin(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !result || typeof result !== "object" || !("errors" in result) || !result.errors?.length) return;
      setResult({ ...result, errors: result.errors.map(toMagentoError) });
    },
  };
}

const STATUS_BY_CATEGORY: Record<string, number> = { "graphql-authentication": 401, "graphql-authorization": 403 };

export function toMagentoError(error: GraphQLError): GraphQLError {
  const extensions = error.extensions ?? {};
  const http = extensions["http"] as { status?: number; spec?: boolean } | undefined;
  const category =
    typeof extensions["category"] === "string" ? extensions["category"] : extensions["unexpected"] ? "internal" : "graphql";
  // Request-level failures (bad JSON, missing query, mutation over GET) have no source position.
  const requestLevel = !error.positions?.length && !error.path;
  const status =
    STATUS_BY_CATEGORY[category] ??
    (error.message.startsWith("Syntax Error") ? 400 : http?.status && (requestLevel || !http.spec) ? http.status : undefined);
  // yoga reads the status from `http` (and strips it from the body); 200 unless stated.
  const kept: Record<string, unknown> = { category, http: { status: status ?? 200 } };
  if (typeof extensions["debugMessage"] === "string") kept["debugMessage"] = extensions["debugMessage"];
  return createGraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: kept,
  });
}
