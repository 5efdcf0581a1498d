/**
 * Blog comments through the post route's loader and action against a real in-memory engine: a guest's
 * comment is checked (translated messages, what was typed kept), sent as pending (303 back to the
 * post with a flash, nothing shown yet), shown after the shop owner approves it over the engine's
 * REST API (in the store's calendar, addresses picked out for nofollow links, replies nested),
 * never shown when rejected; the honeypot and the per-address throttle stop bots; a signed-in
 * customer's form is prefilled and needs no email.
 */
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createIntegration } from "../../commerce/modules/integration";
import { writeConfig } from "../../commerce/modules/store";
import { type DemoEngine, startDemoEngine } from "../../commerce/testing/demoEngine";
import { TEST_ORIGIN } from "../../commerce/testing/graphqlClient";
import { publicCache } from "~/lib/cache.server";
import { inProcessBackend } from "~/lib/magento/backend.server";
import { getShopperSession } from "~/lib/shop/shopper-session.server";
import { action, loader } from "~/routes/$store.blog.$post";
import { TEST_SETTINGS } from "./engine-context";

let demo: DemoEngine;
let ownerToken: string;
let addressCount = 0;

beforeAll(async () => {
  demo = await startDemoEngine();
  ownerToken = (await createIntegration(demo.connection.db, "storefront tests")).token;
}, 60_000);
afterAll(() => demo?.close());
beforeEach(() => publicCache.clear());

const URL_KEY = "golden-turmeric-rice";

/** A context per test: each its own client address, so the comment throttle counts per test. */
function shopContext(): AppLoadContext {
  addressCount += 1;
  return { settings: TEST_SETTINGS, cspNonce: "test", clientAddress: `203.0.113.${addressCount}`, backend: inProcessBackend((request) => demo.engine.handle(request)) };
}

interface PageData {
  post: { id: number; path: string; commentCount: number };
  comments: { count: number; form: string; comments: Comment[] } | null;
  commentForm: { signedIn: boolean; name: string; replyTo: { id: number; name: string } | null; signInHref: string } | null;
  honeypot: { nameFieldName: string; validFromFieldName: string; encryptedValidFrom: string } | null;
}

interface Comment {
  id: number;
  name: string;
  date: { iso: string; label: string } | null;
  paragraphs: ({ text: string; href?: string }[][])[];
  replies: Comment[];
}

async function page(context: AppLoadContext, store: "th" | "en", search = "", cookie = ""): Promise<PageData> {
  const request = new Request(`http://shop.test/${store}/blog/${URL_KEY}${search}`, { headers: cookie ? { Cookie: cookie } : {} });
  const response = await loader({ request, params: { store, post: URL_KEY }, context } as LoaderFunctionArgs);
  expect(response.status).toBe(200);
  return (await response.json()) as PageData;
}

async function send(context: AppLoadContext, store: "th" | "en", fields: Record<string, string>, cookie = ""): Promise<Response> {
  const data = await page(context, store, "", cookie);
  const form = new URLSearchParams({ intent: "comment", [data.honeypot!.nameFieldName]: "", [data.honeypot!.validFromFieldName]: data.honeypot!.encryptedValidFrom, ...fields });
  const request = new Request(`http://shop.test/${store}/blog/${URL_KEY}`, {
    method: "POST",
    body: form,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });
  try {
    return await action({ request, params: { store, post: URL_KEY }, context } as ActionFunctionArgs);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function moderation(path: string, init: RequestInit = {}) {
  const response = await demo.engine.handle(new Request(`${TEST_ORIGIN}/rest/V1/amasty_blog/comments${path}`, { ...init, headers: { authorization: `Bearer ${ownerToken}`, "content-type": "application/json" } }));
  return (await response.json()) as { items?: { comment_id: number; name: string; message: string; email: string | null; customer_id: number | null }[] } & Record<string, unknown>;
}

const pendingComments = async () => (await moderation("?status=pending")).items ?? [];
const setStatus = (id: number, status: string) => moderation(`/${id}`, { method: "PUT", body: JSON.stringify({ comment: { status } }) });
const flatten = (comments: Comment[]): Comment[] => comments.flatMap((comment) => [comment, ...flatten(comment.replies)]);

describe("the post page's comments", () => {
  it("shows the approved comments in Thai with Buddhist-era dates and a form for guests", async () => {
    const data = await page(shopContext(), "th");
    expect(data.comments!.form).toBe("open");
    expect(data.comments!.count).toBe(data.post.commentCount);
    expect(data.comments!.comments.length).toBeGreaterThan(0);
    expect(data.comments!.comments[0]!.date!.label).toMatch(/25\d\d$/);
    expect(data.commentForm).toMatchObject({ signedIn: false, name: "", replyTo: null });
  });
});

describe("leaving a comment", () => {
  it("refuses empty and too long fields with translated messages, keeping what was typed", async () => {
    const context = shopContext();
    const empty = await send(context, "th", { name: "", email: "", message: "" });
    expect(empty.status).toBe(400);
    const { result } = (await empty.json()) as { result: { error: Record<string, string[]> } };
    expect(result.error["name"]).toEqual(["โปรดกรอกชื่อ"]);
    expect(result.error["message"]).toEqual(["โปรดเขียนความคิดเห็น"]);
    expect(result.error["email"]).toEqual(["โปรดกรอกอีเมล"]);

    const typed = `<script>alert(1)</script>${"ก".repeat(2001)}`;
    const long = await send(context, "en", { name: "x".repeat(101), email: "nok@example.com", message: typed });
    expect(long.status).toBe(400);
    const body = (await long.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(body.result.error["message"]).toEqual(["The comment can be at most 2000 characters."]);
    expect(body.result.error["name"]).toEqual(["The name can be at most 100 characters."]);
    expect(body.result.initialValue["message"]).toBe(typed);
    expect((await pendingComments()).map((c) => c.message)).not.toContain(typed);
  });

  it("sends a guest's comment as pending, back to the post with the news; approved, it is shown with its link and counted", async () => {
    const context = shopContext();
    const before = await page(context, "en");
    const response = await send(context, "en", { name: "Nok <b>", email: "nok@example.com", message: "Lovely! More at https://example.com/rice." });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/en/blog/${URL_KEY}#comments`);
    const session = await getShopperSession(new Request("http://shop.test/", { headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0]! } }), TEST_SETTINGS);
    expect(session.get("flash")).toEqual({ type: "success", key: "blog.comments.sent" });

    const pending = (await pendingComments()).find((c) => c.name === "Nok <b>");
    expect(pending).toMatchObject({ email: "nok@example.com", customer_id: null });
    publicCache.clear();
    expect((await page(context, "en")).comments!.count).toBe(before.comments!.count);

    await setStatus(pending!.comment_id, "approved");
    publicCache.clear();
    const after = await page(context, "en");
    expect(after.comments!.count).toBe(before.comments!.count + 1);
    expect(after.post.commentCount).toBe(before.post.commentCount + 1);
    const shown = after.comments!.comments.at(-1)!;
    expect(shown).toMatchObject({ id: pending!.comment_id, name: "Nok <b>" });
    expect(shown.date!.label).toMatch(/^[A-Z][a-z]+ \d{1,2}, 20\d\d$/);
    expect(shown.paragraphs).toEqual([[[{ text: "Lovely! More at " }, { text: "https://example.com/rice", href: "https://example.com/rice" }, { text: "." }]]]);
  });

  it("a reply to an approved comment is shown under it; a rejected comment never is", async () => {
    const context = shopContext();
    const first = (await page(context, "en")).comments!.comments[0]!;
    const replyPage = await page(context, "en", `?replyTo=${first.id}`);
    expect(replyPage.commentForm!.replyTo).toEqual({ id: first.id, name: first.name });
    expect((await send(context, "en", { name: "Ploy", email: "ploy@example.com", message: "Agreed!", replyTo: String(first.id) })).status).toBe(303);
    expect((await send(context, "en", { name: "Spammer", email: "spam@example.com", message: "buy now" })).status).toBe(303);
    const pending = await pendingComments();
    await setStatus(pending.find((c) => c.name === "Ploy")!.comment_id, "approve");
    await setStatus(pending.find((c) => c.name === "Spammer")!.comment_id, "reject");
    publicCache.clear();
    const after = await page(context, "en");
    expect(after.comments!.comments[0]!.replies.map((reply) => reply.name)).toContain("Ploy");
    expect(flatten(after.comments!.comments).map((comment) => comment.name)).not.toContain("Spammer");
  });

  it("a bot that fills the honeypot is thanked and nothing is stored", async () => {
    const response = await send(shopContext(), "en", { name: "Bot", email: "bot@example.com", message: "spam spam", name__confirm: "filled" });
    expect(response.status).toBe(303);
    expect((await pendingComments()).map((c) => c.name)).not.toContain("Bot");
  });

  it("one address may send five comments in ten minutes; the sixth waits, its text kept", async () => {
    const context = shopContext();
    for (let i = 1; i <= 5; i++) expect((await send(context, "th", { name: "ต้น", email: "ton@example.com", message: `ครั้งที่ ${i}` })).status).toBe(303);
    const sixth = await send(context, "th", { name: "ต้น", email: "ton@example.com", message: "ครั้งที่ 6" });
    expect(sixth.status).toBe(429);
    const { result } = (await sixth.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(result.error[""]).toEqual(["คุณเพิ่งส่งความคิดเห็นหลายครั้ง โปรดลองอีกครั้งใน 10 นาที"]);
    expect(result.initialValue["message"]).toBe("ครั้งที่ 6");
  });

  it("a signed-in customer's name is prefilled, no email is asked and the account's is used", async () => {
    const context = shopContext();
    const signIn = await import("~/routes/$store.sign-in");
    const request = new Request("http://shop.test/en/sign-in", {
      method: "POST",
      body: new URLSearchParams({ email: "somchai@example.com", password: "Baansuan#2026" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const signedIn = await signIn.action({ request, params: { store: "en" }, context } as ActionFunctionArgs);
    expect(signedIn.status).toBe(303);
    const cookie = signedIn.headers.get("Set-Cookie")!.split(";")[0]!;
    const data = await page(context, "en", "", cookie);
    expect(data.commentForm).toMatchObject({ signedIn: true, name: "Somchai Jaidee" });
    expect((await send(context, "en", { name: "Somchai J.", message: "From my account" }, cookie)).status).toBe(303);
    const mine = (await pendingComments()).find((c) => c.message === "From my account");
    expect(mine).toMatchObject({ name: "Somchai J.", email: "somchai@example.com" });
    expect(mine!.customer_id).toEqual(expect.any(Number));
  });

  it("follows the shop's settings: guests are asked to sign in when only customers may comment; nothing shows when comments are off", async () => {
    const setting = async (path: string, value: string) => {
      await writeConfig(demo.connection.db, [{ path, value }]);
      demo.services.config.invalidate();
      publicCache.clear();
    };
    const context = shopContext();
    try {
      await setting("amblog/comments/allow_guests", "0");
      const data = await page(context, "en");
      expect(data.comments!.form).toBe("sign-in");
      expect(data.commentForm!.signInHref).toBe(`/en/sign-in?redirect=%2Fen%2Fblog%2F${URL_KEY}`);
      const refused = await send(context, "en", { name: "Guest", email: "guest@example.com", message: "Let me in" });
      expect(refused.status).toBe(400);
      const { result } = (await refused.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
      expect(result.error[""]).toEqual(["Please sign in to leave a comment."]);
      expect(result.initialValue["message"]).toBe("Let me in");

      await setting("amblog/comments/use_comments", "0");
      const off = await page(context, "en");
      expect(off.comments).toBeNull();
      expect(off.commentForm).toBeNull();
    } finally {
      await setting("amblog/comments/allow_guests", "1");
      await setting("amblog/comments/use_comments", "1");
    }
  });
});
