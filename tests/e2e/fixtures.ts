import { test as base, expect, type Response } from "@playwright/test";

export { expect };
export type { APIRequestContext, Page, Request } from "@playwright/test";

/** Thai pages: the default store view's path and its root. */
const THAI_PAGE = /^\/th(\/|$)/;

/**
 * Every spec's `test`: the same as Playwright's, plus a check that runs around every test without
 * being asked for. Each HTML page the test's browser context loads from the Thai store is read as bytes and must be
 * valid UTF-8 without a NUL byte: React's Node stream writer once padded its chunks with NULs in the
 * middle of Thai words (facebook/react#31134), invisible to every assertion on text.
 */
export const test = base.extend<{ thaiPagesAreWellFormed: void }>({
  thaiPagesAreWellFormed: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const reads: Promise<void>[] = [];
      context.on("response", (response) => {
        if (isThaiPage(response)) reads.push(checkBytes(response, problems));
      });
      await use();
      await Promise.all(reads);
      expect(problems, "Thai pages with broken bytes").toEqual([]);
    },
    { auto: true },
  ],
});

function isThaiPage(response: Response): boolean {
  if (response.request().resourceType() !== "document") return false;
  if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return false;
  return THAI_PAGE.test(new URL(response.url()).pathname);
}

async function checkBytes(response: Response, problems: string[]): Promise<void> {
  let bytes: Buffer;
  try {
    bytes = await response.body();
  } catch {
    return; // a redirect, or a page the browser left before its body was kept
  }
  const where = new URL(response.url()).pathname;
  const nul = bytes.indexOf(0);
  if (nul >= 0) problems.push(`${where}: NUL byte at ${nul}: …${bytes.subarray(Math.max(0, nul - 30), nul + 30).toString("utf8")}…`);
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    problems.push(`${where}: not valid UTF-8`);
  }
}
