/**
 * Checks the arguments of `amBlogPosts(type, entityId, query, page)` and says what the listing
 * shows: every post, a category's, a tag's, an author's, a search's, or the posts related to a
 * post (POST: sharing a category or a tag with it). Bad input is a clear `graphql-input` error.
 */
import { inputError } from "../../lib/errors";

export const blogListingTypes = ["ALL", "CATEGORY", "AUTHOR", "TAG", "SEARCH", "POST"] as const;
export type BlogListingType = (typeof blogListingTypes)[number];

export interface BlogListingArgs {
  type: BlogListingType;
  entityId?: number | null;
  query?: string | null;
  page?: number | null;
}

export type BlogListing =
  | { type: "ALL"; page: number }
  | { type: "CATEGORY" | "AUTHOR" | "TAG" | "POST"; entityId: number; page: number }
  | { type: "SEARCH"; query: string; page: number };

export function parseBlogListing(args: BlogListingArgs, minQueryLength: number): BlogListing {
  const page = args.page ?? 1;
  if (!Number.isInteger(page) || page < 1) throw inputError("page value must be greater than 0.");
  switch (args.type) {
    case "ALL":
      return { type: "ALL", page };
    case "SEARCH": {
      const query = (args.query ?? "").trim();
      if (!query) throw inputError('"query" should be specified for the SEARCH listing.');
      if ([...query].length < minQueryLength) throw inputError(`Minimum Search query length is ${minQueryLength}`);
      return { type: "SEARCH", query, page };
    }
    case "CATEGORY":
    case "AUTHOR":
    case "TAG":
    case "POST": {
      if (args.entityId === undefined || args.entityId === null) throw inputError(`"entityId" should be specified for the ${args.type} listing.`);
      return { type: args.type, entityId: args.entityId, page };
    }
    default:
      throw inputError(`Unknown blog listing type "${String(args.type)}".`);
  }
}
