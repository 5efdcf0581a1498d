import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useLoaderData } from "@remix-run/react";
import { BlogListing } from "~/components/blog/BlogListing";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { blogListingRouteMeta } from "~/lib/blog/route-meta";
import { blogListingLoader } from "~/lib/blog/routes.server";
import { pageHeaders } from "~/lib/page-headers";
import blogStylesheet from "~/styles/blog.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStylesheet }];

export const meta = blogListingRouteMeta;

export const headers = pageHeaders;

/** The listings of one subject: a category's, an author's, or "Posts tagged …". */
const SUBJECT_KINDS = ["category", "tag", "author"] as const;

/**
 * `/{store}/blog/category/{key}`, `/{store}/blog/tag/{key}`, `/{store}/blog/author/{key}`: the
 * subject's posts; an unknown subject (or kind) is a 404.
 */
export function loader(args: LoaderFunctionArgs) {
  const kind = SUBJECT_KINDS.find((candidate) => candidate === args.params.kind);
  if (!kind) throw json("page", { status: 404 });
  return blogListingLoader(args, kind);
}

export default function BlogSubjectPage() {
  const { listing } = useLoaderData<typeof loader>();
  return <BlogListing listing={listing} />;
}

export const ErrorBoundary = PageErrorBoundary;
