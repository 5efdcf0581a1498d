/**
 * Blog comments through the engine's real HTTP handler on the demo shop: a shopper's comment (guest
 * or customer) is pending and unseen, the owner approves it over the REST API with an integration
 * token (then it is shown and counted) or rejects it (never shown), replies answer approved comments
 * only, the shop's settings and the length limits are enforced, and the API refuses callers without
 * a valid token (401).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, type DemoEngine, startDemoEngine } from "../../testing/demoEngine";
import { graphql, graphqlData, TEST_ORIGIN } from "../../testing/graphqlClient";
import { createIntegration, revokeIntegration } from "../integration";
import { writeConfig } from "../store";

let demo: DemoEngine;
let ownerToken: string;
let postId: number;

const POST = `query ($urlKey: String) { amBlogPost(urlKey: $urlKey) { post_id comment_count } }`;
const COMMENTS = `query ($postId: Int!) { amBlogComments(postId: $postId) { items { comment_id name message reply_to status email created_at } } }`;
const LEAVE = `mutation ($input: AmBlogLeaveCommentInput!) {
  AmBlogLeaveComment(input: $input) { comment { comment_id status name email message reply_to post_id customer_id } }
}`;

interface Comment {
  comment_id: number;
  name: string;
  message: string;
  reply_to: string | null;
  status: string;
  email: string | null;
  customer_id?: string | null;
}

beforeAll(async () => {
  demo = await startDemoEngine();
  ownerToken = (await createIntegration(demo.connection.db, "moderation tests")).token;
  const { amBlogPost } = await graphqlData<{ amBlogPost: { post_id: number } }>(demo.engine, POST, { store: "en", variables: { urlKey: "golden-turmeric-rice" } });
  postId = amBlogPost.post_id;
}, 60_000);

afterAll(async () => {
  await demo?.close();
});

const commentCount = async () =>
  (await graphqlData<{ amBlogPost: { comment_count: number } }>(demo.engine, POST, { store: "en", variables: { urlKey: "golden-turmeric-rice" } })).amBlogPost.comment_count;
const shownComments = async () => (await graphqlData<{ amBlogComments: { items: Comment[] } }>(demo.engine, COMMENTS, { store: "en", variables: { postId } })).amBlogComments.items;

async function leave(input: Record<string, unknown>, headers: Record<string, string> = {}) {
  return graphql<{ AmBlogLeaveComment: { comment: Comment } }>(demo.engine, LEAVE, { store: "en", variables: { input: { post_id: postId, ...input } }, headers });
}

async function moderate(commentId: number, status: number | string, token: string | null = ownerToken): Promise<Response> {
  return demo.engine.handle(
    new Request(`${TEST_ORIGIN}/rest/V1/amasty_blog/comments/${commentId}`, {
      method: "PUT",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ comment: { status } }),
    }),
  );
}

describe("leaving a comment", () => {
  it("is pending: not shown and not counted until the shop approves it; approved, it is shown last and counted", async () => {
    const countBefore = await commentCount();
    const shownBefore = await shownComments();
    expect(shownBefore.length).toBe(countBefore);

    const reply = await leave({ name: "Nok", email: "nok@example.com", message: "Made it tonight <b>twice</b>!" });
    expect(reply.errors).toBeUndefined();
    const comment = reply.data!.AmBlogLeaveComment.comment;
    expect(comment).toMatchObject({ status: "1", name: "Nok", email: "nok@example.com", message: "Made it tonight <b>twice</b>!", reply_to: null, customer_id: null });
    expect(await commentCount()).toBe(countBefore);
    expect((await shownComments()).map((c) => c.comment_id)).not.toContain(comment.comment_id);

    const approved = await moderate(comment.comment_id, 2);
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ comment_id: comment.comment_id, status: 2 });
    expect(await commentCount()).toBe(countBefore + 1);
    const shown = await shownComments();
    expect(shown.at(-1)).toMatchObject({ comment_id: comment.comment_id, name: "Nok", status: "2", email: null });
  });

  it("rejected, is never shown nor counted", async () => {
    const countBefore = await commentCount();
    const { data } = await leave({ name: "Spam", email: "spam@example.com", message: "Cheap pills https://spam.example" });
    const id = data!.AmBlogLeaveComment.comment.comment_id;
    expect((await moderate(id, "rejected")).status).toBe(200);
    expect(await commentCount()).toBe(countBefore);
    expect((await shownComments()).map((c) => c.comment_id)).not.toContain(id);
  });

  it("a reply answers an approved comment of the post; replying to a pending one is refused", async () => {
    const [first] = await shownComments();
    const reply = await leave({ name: "Ploy", email: "ploy@example.com", message: "Thank you!", reply_to: first!.comment_id });
    expect(reply.data!.AmBlogLeaveComment.comment.reply_to).toBe(String(first!.comment_id));
    await moderate(reply.data!.AmBlogLeaveComment.comment.comment_id, "approve");
    expect((await shownComments()).find((c) => c.comment_id === reply.data!.AmBlogLeaveComment.comment.comment_id)?.reply_to).toBe(String(first!.comment_id));

    const pending = (await leave({ name: "A", email: "a@example.com", message: "pending" })).data!.AmBlogLeaveComment.comment;
    const refused = await leave({ name: "B", email: "b@example.com", message: "to a pending one", reply_to: pending.comment_id });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { category: "graphql-no-such-entity" } });
  });

  it("a signed-in customer's comment carries the account's email and id; the name defaults to the account's", async () => {
    const customer = await demo.createCustomer({ store: "en" });
    const reply = await leave({ message: "From my account", email: "someone-else@example.com" }, bearer(customer.token));
    expect(reply.errors).toBeUndefined();
    const comment = reply.data!.AmBlogLeaveComment.comment;
    expect(comment.email).toBe(customer.email);
    expect(comment.name).toBe("Malee Srisuk");
    expect(comment.customer_id).toMatch(/^\d+$/);
  });

  it("refuses what is too long or missing, in Magento's input errors", async () => {
    const tooLong = await leave({ name: "N", email: "n@example.com", message: "ก".repeat(2001) });
    expect(tooLong.errors?.[0]).toMatchObject({ message: "The comment can be at most 2000 characters.", extensions: { category: "graphql-input" } });
    const longName = await leave({ name: "x".repeat(101), email: "n@example.com", message: "hi" });
    expect(longName.errors?.[0]?.message).toBe("The name can be at most 100 characters.");
    const noEmail = await leave({ name: "N", message: "hi" });
    expect(noEmail.errors?.[0]?.message).toBe('"email" is required. Enter and try again.');
    expect((await leave({ name: "N", email: "n@example.com", message: "ก".repeat(2000) })).errors).toBeUndefined();
  });

  it("follows the shop's settings: guests only when allowed, nothing when comments are off", async () => {
    const customer = await demo.createCustomer({ store: "en" });
    await writeConfig(demo.connection.db, [{ path: "amblog/comments/allow_guests", value: "0", scope: "default", scopeId: 0 }]);
    demo.services.config.invalidate();
    try {
      const guest = await leave({ name: "G", email: "g@example.com", message: "hi" });
      expect(guest.errors?.[0]).toMatchObject({ message: "Please sign in to leave a comment.", extensions: { category: "graphql-authorization" } });
      expect((await leave({ message: "hi" }, bearer(customer.token))).errors).toBeUndefined();

      await writeConfig(demo.connection.db, [{ path: "amblog/comments/use_comments", value: "0", scope: "default", scopeId: 0 }]);
      demo.services.config.invalidate();
      expect(await shownComments()).toEqual([]);
      expect((await leave({ message: "hi" }, bearer(customer.token))).errors?.[0]?.message).toBe("Comments are disabled for this blog.");
    } finally {
      await writeConfig(demo.connection.db, [
        { path: "amblog/comments/allow_guests", value: "1", scope: "default", scopeId: 0 },
        { path: "amblog/comments/use_comments", value: "1", scope: "default", scopeId: 0 },
      ]);
      demo.services.config.invalidate();
    }
  });
});

describe("the moderation API", () => {
  const list = (token: string | null, query = "") =>
    demo.engine.handle(new Request(`${TEST_ORIGIN}/rest/V1/amasty_blog/comments${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }));

  it("answers 401 without a token, with a customer's token, with an unknown or a revoked one", async () => {
    const pending = (await leave({ name: "P", email: "p@example.com", message: "waiting" })).data!.AmBlogLeaveComment.comment;
    const customer = await demo.createCustomer({ store: "en" });
    const { token: revoked } = await createIntegration(demo.connection.db, "revoked tool");
    await revokeIntegration(demo.connection.db, "revoked tool");
    for (const token of [null, customer.token, "not-a-token", revoked]) {
      const listed = await list(token);
      expect(listed.status).toBe(401);
      expect(await listed.json()).toEqual({ message: "The consumer isn't authorized to access %resources.", parameters: { resources: "Amasty_Blog::comments" } });
      expect((await moderate(pending.comment_id, 2, token)).status).toBe(401);
    }
    expect((await shownComments()).map((c) => c.comment_id)).not.toContain(pending.comment_id);
  });

  it("lists pending comments newest first with their post's title; unknown ids and statuses are refused", async () => {
    const pending = (await leave({ name: "Q", email: "q@example.com", message: "newest" })).data!.AmBlogLeaveComment.comment;
    const listed = await list(ownerToken, "?status=pending");
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as { items: { comment_id: number; status: number; post_title: string; email: string }[]; total_count: number };
    expect(body.items[0]).toMatchObject({ comment_id: pending.comment_id, status: 1, email: "q@example.com" });
    expect(body.items[0]!.post_title).toBeTruthy();
    expect(body.items.every((item) => item.status === 1)).toBe(true);
    expect((await moderate(999_999, 2)).status).toBe(404);
    expect((await moderate(pending.comment_id, "maybe")).status).toBe(400);
    expect((await list(ownerToken, "?status=7")).status).toBe(400);
  });
});
