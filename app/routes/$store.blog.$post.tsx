import type { LinksFunction } from "@remix-run/server-runtime";
import { useLoaderData } from "@remix-run/react";
import { BlogPostView } from "~/components/blog/BlogPostView";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { blogPostRouteMeta } from "~/lib/blog/route-meta";
import { blogPostLoader } from "~/lib/blog/routes.server";
import { pageHeaders } from "~/lib/page-headers";
import blogStylesheet from "~/styles/blog.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStylesheet }];

export const meta = blogPostRouteMeta;

export const headers = pageHeaders;

/** `/{store}/blog/{post}`: one published post of the store view by URL key; anything else is a 404. */
export const loader = blogPostLoader;

export default function BlogPostPage() {
  const { post } = useLoaderData<typeof loader>();
  return <BlogPostView post={post} />;
}

export const ErrorBoundary = PageErrorBoundary;
