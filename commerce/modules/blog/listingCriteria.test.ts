import { describe, expect, it } from "vitest";
import { MagentoGraphQLError } from "../../lib/errors";
import { parseBlogListing } from "./listingCriteria";

function errorOf(run: () => unknown): MagentoGraphQLError {
  try {
    run();
  } catch (error) {
    if (error instanceof MagentoGraphQLError) return error;
    throw error;
  }
  throw new Error("expected an error");
}

describe("parseBlogListing", () => {
  it("reads each listing kind, page 1 by default", () => {
    expect(parseBlogListing({ type: "ALL" }, 3)).toEqual({ type: "ALL", page: 1 });
    expect(parseBlogListing({ type: "CATEGORY", entityId: 4, page: 2 }, 3)).toEqual({ type: "CATEGORY", entityId: 4, page: 2 });
    expect(parseBlogListing({ type: "TAG", entityId: 0 }, 3)).toEqual({ type: "TAG", entityId: 0, page: 1 });
    expect(parseBlogListing({ type: "POST", entityId: 7, page: null }, 3)).toEqual({ type: "POST", entityId: 7, page: 1 });
    expect(parseBlogListing({ type: "SEARCH", query: "  indigo  " }, 3)).toEqual({ type: "SEARCH", query: "indigo", page: 1 });
  });

  it("ignores the entity id and query where a kind does not use them", () => {
    expect(parseBlogListing({ type: "ALL", entityId: 5, query: "x" }, 3)).toEqual({ type: "ALL", page: 1 });
  });

  it("asks for the entity id of category, author, tag and post listings", () => {
    for (const type of ["CATEGORY", "AUTHOR", "TAG", "POST"] as const) {
      const error = errorOf(() => parseBlogListing({ type, entityId: null }, 3));
      expect(error.message).toBe(`"entityId" should be specified for the ${type} listing.`);
      expect(error.category).toBe("graphql-input");
    }
  });

  it("asks for a search text at least the minimum length, counting Thai characters", () => {
    expect(errorOf(() => parseBlogListing({ type: "SEARCH", query: "   " }, 3)).message).toBe('"query" should be specified for the SEARCH listing.');
    expect(errorOf(() => parseBlogListing({ type: "SEARCH", query: "ab" }, 3)).message).toBe("Minimum Search query length is 3");
    expect(parseBlogListing({ type: "SEARCH", query: "คราม" }, 4)).toMatchObject({ query: "คราม" });
    expect(errorOf(() => parseBlogListing({ type: "SEARCH", query: "ครา" }, 4)).message).toBe("Minimum Search query length is 4");
  });

  it("rejects pages below 1", () => {
    for (const page of [0, -1]) expect(errorOf(() => parseBlogListing({ type: "ALL", page }, 3)).message).toBe("page value must be greater than 0.");
  });
});
