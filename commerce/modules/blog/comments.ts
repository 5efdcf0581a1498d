/**
 * Comments on blog posts, as Amasty's blog keeps them: a shopper's comment (or reply to an approved
 * one) waits as pending (1) until the shop owner approves (2) or rejects (3) it; shoppers only ever
 * read approved ones. Name and message are stored as typed (plain text: whoever shows them escapes
 * them), within the limits below so a comment box cannot be used to store megabytes.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { amastyBlogComments, amastyBlogPosts } from "../../db/schema";
import { inputError, noSuchEntityError } from "../../lib/errors";
import { COMMENT_STATUS } from "./postRepository";

/** What a writer may send at most (characters), checked by the engine and by the storefront's form. */
export const COMMENT_LIMITS = { name: 100, email: 255, message: 2000 } as const;

export type CommentStatus = (typeof COMMENT_STATUS)[keyof typeof COMMENT_STATUS];

export interface BlogCommentRecord {
  id: number;
  postId: number;
  storeId: number;
  status: CommentStatus;
  replyTo: number | null;
  customerId: number | null;
  name: string;
  email: string | null;
  message: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A comment as the moderator sees it: with the title of its post. */
export interface ModeratedCommentRecord extends BlogCommentRecord {
  postTitle: string;
}

export interface NewShopperComment {
  postId: number;
  storeId: number;
  replyTo: number | null;
  customerId: number | null;
  name: string;
  email: string;
  message: string;
}

const c = amastyBlogComments;
const columns = {
  id: c.commentId,
  postId: c.postId,
  storeId: c.storeId,
  status: sql<CommentStatus>`${c.status}`,
  replyTo: c.replyTo,
  customerId: c.customerId,
  name: c.name,
  email: c.email,
  message: c.message,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
};

/** Approved comments of one post, oldest first (a conversation reads top to bottom). */
export async function approvedCommentsOf(db: Database, postId: number): Promise<BlogCommentRecord[]> {
  return db
    .select(columns)
    .from(c)
    .where(and(eq(c.postId, postId), eq(c.status, COMMENT_STATUS.approved)))
    .orderBy(asc(c.createdAt), asc(c.commentId));
}

/**
 * Checks and stores a shopper's comment as pending. Lengths are counted in characters after
 * trimming; a reply must answer an approved comment of the same post (nobody can reply to what
 * they cannot see).
 */
export async function insertShopperComment(db: Database, input: NewShopperComment): Promise<BlogCommentRecord> {
  const name = input.name.trim();
  const email = input.email.trim();
  const message = input.message.trim();
  if (!name) throw inputError('"name" is required. Enter and try again.');
  if (!email) throw inputError('"email" is required. Enter and try again.');
  if (!message) throw inputError('"message" is required. Enter and try again.');
  if ([...name].length > COMMENT_LIMITS.name) throw inputError(`The name can be at most ${COMMENT_LIMITS.name} characters.`);
  if ([...message].length > COMMENT_LIMITS.message) throw inputError(`The comment can be at most ${COMMENT_LIMITS.message} characters.`);
  if (email.length > COMMENT_LIMITS.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw inputError(`"${email}" is not a valid email address.`);
  if (input.replyTo !== null) {
    const [parent] = await db
      .select({ id: c.commentId })
      .from(c)
      .where(and(eq(c.commentId, input.replyTo), eq(c.postId, input.postId), eq(c.status, COMMENT_STATUS.approved)))
      .limit(1);
    if (!parent) throw noSuchEntityError(`The blog comment with the "${input.replyTo}" ID doesn't exist.`);
  }
  const [row] = await db
    .insert(c)
    .values({ postId: input.postId, storeId: input.storeId, status: COMMENT_STATUS.pending, replyTo: input.replyTo, customerId: input.customerId, name, email, message })
    .returning(columns);
  if (!row) throw new Error("The blog comment was not inserted");
  return row;
}

/** Comments for the moderator, newest first, of one status when given (the pending ones to review). */
export async function commentsForModeration(db: Database, options: { status?: CommentStatus; limit?: number } = {}): Promise<ModeratedCommentRecord[]> {
  return db
    .select({ ...columns, postTitle: amastyBlogPosts.title })
    .from(c)
    .innerJoin(amastyBlogPosts, eq(amastyBlogPosts.postId, c.postId))
    .where(options.status === undefined ? undefined : eq(c.status, options.status))
    .orderBy(desc(c.createdAt), desc(c.commentId))
    .limit(options.limit ?? 100);
}

/** Approves or rejects (or puts back to pending) one comment; null when there is no such comment. */
export async function setCommentStatus(db: Database, commentId: number, status: CommentStatus): Promise<BlogCommentRecord | null> {
  const [row] = await db.update(c).set({ status, updatedAt: new Date() }).where(eq(c.commentId, commentId)).returning(columns);
  return row ?? null;
}

/** The status named by a moderator's word or number ("approve", "approved", "2"), or null. */
export function parseCommentStatus(value: unknown): CommentStatus | null {
  const word = String(value ?? "").trim().toLowerCase();
  if (word === "1" || word === "pending") return COMMENT_STATUS.pending;
  if (word === "2" || word === "approve" || word === "approved") return COMMENT_STATUS.approved;
  if (word === "3" || word === "reject" || word === "rejected") return COMMENT_STATUS.rejected;
  return null;
}
