import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/server-runtime";
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

/** `/{store}/blog`: every published post of the store view, newest first, `?page=` for the next ones. */
export function loader(args: LoaderFunctionArgs) {
  return blogListingLoader(args, "all");
}

export default function BlogHome() {
  const { listing } = useLoaderData<typeof loader>();
  return <BlogListing listing={listing} />;
}

export const ErrorBoundary = PageErrorBoundary;
