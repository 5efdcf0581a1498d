import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
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

/** `/{store}/blog/tag/{key}`: "Posts tagged …"; an unknown tag is a 404. */
export function loader(args: LoaderFunctionArgs) {
  return blogListingLoader(args, "tag");
}

export default function BlogTagPage() {
  const { listing, storeCode } = useLoaderData<typeof loader>();
  return <BlogListing listing={listing} storeCode={storeCode} />;
}

export const ErrorBoundary = PageErrorBoundary;
