import { describe, expect, it } from "vitest";
import { isOfflinePage } from "./offline-page";
import { offlinePagePath } from "./worker-contract";

describe("the offline page's path", () => {
  it("is the path the service worker precaches, in every store view, with or without a trailing slash", () => {
    expect(isOfflinePage(offlinePagePath("th"))).toBe(true);
    expect(isOfflinePage(offlinePagePath("en"))).toBe(true);
    expect(isOfflinePage(`${offlinePagePath("en")}/`)).toBe(true);
  });

  it("is no other page", () => {
    for (const path of ["/", "/th", "/offline", "/th/offline-sale.html", "/th/blog/offline", "/th/cart"]) expect(isOfflinePage(path), path).toBe(false);
  });
});
