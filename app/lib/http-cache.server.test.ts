import { describe, expect, it } from "vitest";
import { sharedPageCacheControl } from "./http-cache.server";

describe("the caching of a page that is the same for every shopper", () => {
  it("is the anonymous pages' public caching", () => {
    expect(sharedPageCacheControl(60)).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
  });

  it("stays public, checked before each use, when CDN caching of pages is off", () => {
    expect(sharedPageCacheControl(0)).toBe("public, no-cache");
  });
});
