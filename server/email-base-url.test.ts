import { describe, expect, it } from "vitest";
import { embeddedEmailBaseUrl } from "./email-base-url";

describe("embeddedEmailBaseUrl", () => {
  it("puts email links on PUBLIC_URL, with or without its trailing slash", () => {
    expect(embeddedEmailBaseUrl({ PUBLIC_URL: "https://shop.example", PORT: 3000 })).toBe("https://shop.example/");
    expect(embeddedEmailBaseUrl({ PUBLIC_URL: "https://shop.example/", PORT: 3000 })).toBe("https://shop.example/");
  });

  it("uses this server on localhost when PUBLIC_URL is unset (development)", () => {
    expect(embeddedEmailBaseUrl({ PUBLIC_URL: undefined, PORT: 3410 })).toBe("http://localhost:3410/");
  });
});
