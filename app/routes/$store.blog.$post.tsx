import type { LinksFunction } from "@remix-run/server-runtime";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BlogComments } from "~/components/blog/BlogComments";
import { BlogPostView } from "~/components/blog/BlogPostView";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { blogCommentAction } from "~/lib/blog/comment-action.server";
import { blogPostRouteMeta } from "~/lib/blog/route-meta";
import { blogPostLoader } from "~/lib/blog/routes.server";
import { pageHeaders } from "~/lib/page-headers";
import blogStylesheet from "~/styles/blog.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStylesheet }];

export const meta = blogPostRouteMeta;

export const headers = pageHeaders;

/** `/{store}/blog/{post}`: one published post of the store view by URL key; anything else is a 404. */
export const loader = blogPostLoader;

/** A new comment or reply (intent `comment`): pending until the shop approves it. */
export const action = blogCommentAction;

export default function BlogPostPage() {
  const { post, comments, commentForm, honeypot } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <BlogPostView
      post={post}
      comments={
        comments && commentForm && honeypot ? (
          <BlogComments section={comments} form={commentForm} honeypot={honeypot} postPath={post.path} lastResult={actionData?.result} />
        ) : null
      }
    />
  );
}

export const ErrorBoundary = PageErrorBoundary;
