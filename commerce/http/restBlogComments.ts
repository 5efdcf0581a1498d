/**
 * The shop owner's moderation of blog comments through Magento's Web API style (ADR 029), for
 * integrations only (`Authorization: Bearer <integration token>`; without a valid one: 401):
 *
 *   GET /rest/V1/amasty_blog/comments[?status=1|2|3]        → { items: [...], total_count } newest first (100 at most)
 *   PUT /rest/V1/amasty_blog/comments/{id}  {"comment": {"status": 2}}  → the comment ("approved"/"rejected" words too)
 *
 * Comments are global (each carries its store view), so the store code in the path does not matter.
 */
import { type BlogCommentRecord, commentsForModeration, magentoDateTime, type ModeratedCommentRecord, parseCommentStatus, setCommentStatus } from "../modules/blog";
import { integrationFromToken } from "../modules/integration";
import type { EngineServices } from "../services";
import { bearerTokenOf } from "./graphql";

type Reply = (body: unknown, status?: number) => Response;

const ROUTE = /^amasty_blog\/comments(?:\/([^/]+))?$/;

function commentBody(comment: BlogCommentRecord | ModeratedCommentRecord): Record<string, unknown> {
  return {
    comment_id: comment.id,
    post_id: comment.postId,
    ...("postTitle" in comment ? { post_title: comment.postTitle } : {}),
    store_id: comment.storeId,
    status: comment.status,
    reply_to: comment.replyTo,
    customer_id: comment.customerId,
    name: comment.name,
    email: comment.email,
    message: comment.message,
    created_at: magentoDateTime(comment.createdAt),
    updated_at: magentoDateTime(comment.updatedAt),
  };
}

/** Answers the moderation routes; null when the path is not one of them. */
export async function blogCommentModeration(services: EngineServices, request: Request, route: string, reply: Reply): Promise<Response | null> {
  const match = ROUTE.exec(route);
  if (!match) return null;
  const error = (status: number, message: string, parameters?: Record<string, string>) => reply(parameters ? { message, parameters } : { message }, status);

  const token = bearerTokenOf(request);
  if (!token || !(await integrationFromToken(services.db, token))) {
    return error(401, "The consumer isn't authorized to access %resources.", { resources: "Amasty_Blog::comments" });
  }

  const id = match[1];
  if (id === undefined) {
    if (request.method !== "GET") return error(404, "Request does not match any route.");
    const wanted = new URL(request.url).searchParams.get("status");
    const status = wanted === null || wanted === "" ? undefined : parseCommentStatus(wanted);
    if (status === null) return error(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: wanted ?? "", fieldName: "status" });
    const items = await commentsForModeration(services.db, { status });
    return reply({ items: items.map(commentBody), total_count: items.length });
  }

  if (request.method !== "PUT" && request.method !== "POST") return error(404, "Request does not match any route.");
  if (!/^\d{1,9}$/.test(id)) return error(404, "No such entity with %fieldName = %fieldValue", { fieldName: "commentId", fieldValue: id });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return error(400, "Decoding error: Syntax error");
  }
  const comment = typeof body === "object" && body !== null ? (body as Record<string, unknown>)["comment"] : undefined;
  const given = typeof comment === "object" && comment !== null ? (comment as Record<string, unknown>)["status"] : undefined;
  if (given === undefined) return error(400, '"%fieldName" is required. Enter and try again.', { fieldName: "status" });
  const status = parseCommentStatus(given);
  if (status === null) return error(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: String(given), fieldName: "status" });
  const updated = await setCommentStatus(services.db, Number(id), status);
  if (!updated) return error(404, "No such entity with %fieldName = %fieldValue", { fieldName: "commentId", fieldValue: id });
  return reply(commentBody(updated));
}
