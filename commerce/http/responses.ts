/** Responses in Magento's error shapes, for the cases answered before GraphQL runs and for REST. */
import type { ErrorCategory } from "../lib/errors";

/** `{ errors: [{ message, extensions: { category } }] }`, as Magento's GraphQL controller writes it. */
export function graphqlErrorResponse(message: string, category: ErrorCategory, status = 200): Response {
  return Response.json({ errors: [{ message, extensions: { category } }] }, { status });
}

/** Magento's REST error body. */
export function restErrorResponse(message: string, status: number): Response {
  return Response.json({ message }, { status });
}

export function textResponse(message: string, status: number): Response {
  return new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
}
