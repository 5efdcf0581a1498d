import { isRouteErrorResponse } from "@remix-run/react";
import { refusalOf, type RefusalReason } from "~/lib/request-refusal";

export type ErrorKind = "not-found" | "category-not-found" | "unavailable" | "timeout" | "internal" | "unexpected" | RefusalReason;

/**
 * Which page a thrown error deserves: a request the server refused (its reason in the data), else
 * by HTTP status, and the resolver's hint for categories.
 */
export function errorKind(error: unknown): ErrorKind {
  if (isRouteErrorResponse(error)) {
    const refusal = refusalOf(error.data);
    if (refusal) return refusal;
    if (error.status === 404) return error.data === "category" ? "category-not-found" : "not-found";
    if (error.status === 503) return "unavailable";
    if (error.status === 504) return "timeout";
    return "internal";
  }
  // A render error or an error no loader expected.
  return "unexpected";
}

export const ERROR_TITLE_KEYS = [
  "errors.notFoundTitle",
  "errors.unavailableTitle",
  "errors.timeoutTitle",
  "errors.internalTitle",
  "errors.forbiddenTitle",
  "errors.tooLargeTitle",
  "errors.unreadableFormTitle",
  "errors.malformedUrlTitle",
];

/** Title for `meta` of a route whose boundary is showing an error. */
export function errorTitleKey(error: unknown): string {
  const kind = errorKind(error);
  if (kind === "not-found" || kind === "category-not-found") return "errors.notFoundTitle";
  if (kind === "unavailable") return "errors.unavailableTitle";
  if (kind === "timeout") return "errors.timeoutTitle";
  if (kind === "cross-site") return "errors.forbiddenTitle";
  if (kind === "too-large") return "errors.tooLargeTitle";
  if (kind === "not-a-form" || kind === "unreadable-form") return "errors.unreadableFormTitle";
  if (kind === "malformed-url") return "errors.malformedUrlTitle";
  return "errors.internalTitle";
}
