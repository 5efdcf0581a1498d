import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Fails with the list of rules and elements when the page has accessibility violations. axe needs
 * JavaScript, so in the no-js project the page's current DOM is audited in a scratch context that
 * serves exactly that HTML with every script removed: the page a shopper without JS sees.
 */
export async function expectAccessible(page: Page) {
  // A streamed page can be visible before it has all arrived: audit the whole document, not the
  // part parsed so far (a link cut before its text has no name).
  await page.waitForLoadState("load");
  const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
  const results = javaScriptEnabled ? await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze() : await auditWithoutScripts(page);
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
  expect(summary).toEqual([]);
}

async function auditWithoutScripts(page: Page) {
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to audit with");
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() ?? undefined });
  try {
    const scratch = await context.newPage();
    await scratch.route("**/*.js", (route) => route.abort());
    await scratch.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
    await scratch.goto(url);
    return await new AxeBuilder({ page: scratch }).withTags(AXE_TAGS).analyze();
  } finally {
    await context.close();
  }
}

/**
 * The page's console errors and uncaught exceptions from now on, each with the page's address: a
 * failed hydration (React's #418, a missing chunk) shows here, so a test ends with
 * `expect(errors).toEqual([])`.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** The paths of the scripts the page requests from now on (empty it with `scripts.length = 0`). */
export function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Opens each page twice and waits for its heading: the first visit may be rendered for it, the
 * second comes from the full-page cache's copy, so a test sees both kinds of hydration.
 */
export async function openEachTwice(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.locator("h1")).toBeVisible();
    }
  }
}
