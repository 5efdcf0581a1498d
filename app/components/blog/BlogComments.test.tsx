import { getZodConstraint } from "@conform-to/zod";
import { blogCommentSchema } from "~/lib/blog/comment-form";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { TranslationProvider } from "~/lib/translation/use-translation";
import { BlogComments } from "~/components/blog/BlogComments";
import { commentParagraphs } from "~/lib/blog/comment-text";
import type { BlogComment, BlogCommentsSection, CommentFormState } from "~/lib/blog/types";
import english from "../../../locales/en/common.json";

// React Router's development build warns about layout effects when rendered on the server.
const consoleError = console.error.bind(console);
vi.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
  if (typeof message === "string" && message.includes("useLayoutEffect does nothing on the server")) return;
  consoleError(message, ...rest);
});

const comment = (id: number, name: string, message: string, replies: BlogComment[] = []): BlogComment => ({
  id,
  name,
  date: { iso: "2026-01-13T02:00:00.000Z", label: "January 13, 2026" },
  paragraphs: commentParagraphs(message),
  replies,
});

const honeypot = { nameFieldName: "name__confirm", validFromFieldName: "from__confirm", encryptedValidFrom: "x" };
const formState: CommentFormState = {
  signedIn: false,
  name: "",
  replyTo: null,
  signInHref: "/en/sign-in?redirect=%2Fen%2Fblog%2Fpost",
  constraint: getZodConstraint(blogCommentSchema((key) => key, { signedIn: false })),
};

function render(section: BlogCommentsSection, form: CommentFormState = formState): string {
  const element = <BlogComments section={section} form={form} honeypot={honeypot} postPath="/en/blog/post" />;
  return renderToString(
    <TranslationProvider language="en" messages={english}>
      <RouterProvider router={createMemoryRouter([{ id: "routes/$store", path: "/:store", children: [{ path: "*", element }] }], { initialEntries: ["/en/blog/post"] })} />
    </TranslationProvider>,
  );
}

describe("the comments under a post", () => {
  const threads = [comment(1, "Nok <b>", "<script>alert(1)</script> see https://example.com/rice", [comment(2, "Ploy", "Agreed")])];

  it("shows names and text as text, addresses as nofollow ugc links, replies inside their comment", () => {
    const html = render({ comments: threads, count: 2, form: "open" });
    expect(html).toContain("2 comments");
    expect(html).toContain("Nok &lt;b&gt;");
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toMatch(/<a href="https:\/\/example\.com\/rice" rel="nofollow ugc noopener" target="_blank">https:\/\/example\.com\/rice<\/a>/);
    expect(html).toMatch(/id="comment-1"[\s\S]*<ol class="blog-comments__list">[\s\S]*id="comment-2"/);
    expect(html).toContain('href="/en/blog/post?replyTo=2#comment-form"');
    expect(html).toContain('<time class="blog-comment__date" dateTime="2026-01-13T02:00:00.000Z">January 13, 2026</time>');
  });

  it("gives a guest the form with an email field, a reply its hidden target, and a sign-in link when guests may not comment", () => {
    const open = render({ comments: threads, count: 2, form: "open" }, { ...formState, replyTo: { id: 2, name: "Ploy" } });
    expect(open).toContain('name="email"');
    expect(open).toContain('<input type="hidden" name="replyTo" value="2"/>');
    expect(open).toContain("Reply to Ploy");
    const customer = render({ comments: [], count: 0, form: "open" }, { ...formState, signedIn: true, name: "Somchai Jaidee" });
    expect(customer).not.toContain('name="email"');
    expect(customer).toContain('value="Somchai Jaidee"');
    expect(customer).toContain("No comments yet.");
    const signIn = render({ comments: threads, count: 2, form: "sign-in" });
    expect(signIn).not.toContain("<form");
    expect(signIn).not.toContain("replyTo=");
    expect(signIn).toContain('href="/en/sign-in?redirect=%2Fen%2Fblog%2Fpost"');
  });
});
